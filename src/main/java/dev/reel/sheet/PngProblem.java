package dev.reel.sheet;

import dev.reel.model.Diagnostic;

/** Carries a diagnostic out of the depths of PNG reading to the loader, which returns it as a value. */
final class PngProblem extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient Diagnostic diagnostic;

    PngProblem(Diagnostic diagnostic) {
        super(diagnostic.message(), null, false, false);
        this.diagnostic = diagnostic;
    }

    Diagnostic diagnostic() {
        return diagnostic;
    }
}
