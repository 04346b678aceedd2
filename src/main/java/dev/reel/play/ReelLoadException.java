package dev.reel.play;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A clip, controller or project that Reel cannot load: a file missing or unreadable, a syntax error, a value out of
 * range, a reference to a state or parameter that does not exist. {@link #getMessage()} is every problem found, one
 * {@code file:line:col CODE message} line each, errors and warnings, as {@code reel check} prints them.
 */
public final class ReelLoadException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient List<ReelProblem> problems;

    ReelLoadException(List<ReelProblem> problems) {
        super(problems.stream().map(ReelProblem::toString).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    /** Every problem found, in the order found; at least one is an error. */
    public List<ReelProblem> problems() {
        return problems;
    }
}
