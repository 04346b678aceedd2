package dev.reel.play;

import dev.reel.model.Diagnostic;

/**
 * One problem Reel found in a project's file, as {@code reel check} and {@code reel replay} report it: where, which
 * code (docs/formats.md lists them), how bad, and a sentence. {@link #toString()} is the diagnostic line
 * {@code file:line:col CODE message}.
 */
public final class ReelProblem {
    private final String file;
    private final int line;
    private final int column;
    private final String code;
    private final boolean error;
    private final String message;
    private final String formatted;

    private ReelProblem(Diagnostic diagnostic) {
        this.file = diagnostic.file();
        this.line = diagnostic.line();
        this.column = diagnostic.column();
        this.code = diagnostic.code().name();
        this.error = diagnostic.isError();
        this.message = diagnostic.message();
        this.formatted = diagnostic.format();
    }

    static ReelProblem of(Diagnostic diagnostic) {
        return new ReelProblem(diagnostic);
    }

    /** The file as the project names it (an asset path), or the built-in's resource. */
    public String file() {
        return file;
    }

    /** 1-based; 0 when the problem is about the whole file. */
    public int line() {
        return line;
    }

    /** 1-based; 0 when the problem is about the whole line or file. */
    public int column() {
        return column;
    }

    /** The diagnostic code, such as {@code DOC001} or {@code ANC004}. */
    public String code() {
        return code;
    }

    /** Whether it is an error (the file does not load) rather than a warning. */
    public boolean isError() {
        return error;
    }

    /** One sentence naming the offending value. */
    public String message() {
        return message;
    }

    /** {@code file:line:col CODE message}. */
    @Override
    public String toString() {
        return formatted;
    }
}
