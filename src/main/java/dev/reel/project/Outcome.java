package dev.reel.project;

import dev.reel.model.Diagnostic;

/**
 * What planning a change gives: the plan, or why it cannot be made (then {@code plan} is null).
 */
public record Outcome(Plan plan, Diagnostic refusal) {
    static Outcome of(Plan plan) {
        return new Outcome(plan, null);
    }

    static Outcome refused(Diagnostic refusal) {
        return new Outcome(null, refusal);
    }

    public boolean ok() {
        return plan != null;
    }
}
