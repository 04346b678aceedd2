package dev.reel.model;

/**
 * A problem found in a file, an error as a value: Reel never lets an exception reach an artist.
 *
 * @param file    the file as the user named it (a project-relative path in a project), or "" when none
 * @param line    1-based, 0 when the problem is about the whole file
 * @param column  1-based, 0 when the problem is about the whole line or file
 * @param message one sentence, no trailing period, naming the offending value
 */
public record Diagnostic(Code code, Severity severity, String file, int line, int column, String message) {

    /** A diagnostic with the code's usual severity. */
    public static Diagnostic of(Code code, String file, int line, int column, String message) {
        return new Diagnostic(code, code.severity(), file, line, column, message);
    }

    /** The same problem attributed to another file name (as when a checker knows the project path). */
    public Diagnostic inFile(String newFile) {
        return new Diagnostic(code, severity, newFile, line, column, message);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** {@code file:line:col CODE message}, the form {@code reel check} prints. */
    public String format() {
        // A file or message quoting a name with control characters must not garble the terminal.
        return TerminalText.escape(file + ":" + line + ":" + column + " " + code + " " + message);
    }

    @Override
    public String toString() {
        return format();
    }
}
