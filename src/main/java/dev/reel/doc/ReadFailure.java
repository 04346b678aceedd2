package dev.reel.doc;

/**
 * Carries the first syntax error out of the reader's nested calls; {@link DocReader} turns it into a
 * {@link ParseResult} so it never leaves the package.
 */
final class ReadFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient SyntaxError error;

    ReadFailure(SyntaxError.Kind kind, Pos pos, String message) {
        // No stack trace: this is control flow for an expected outcome, not a bug report.
        super(message, null, false, false);
        this.error = new SyntaxError(kind, pos, message);
    }

    SyntaxError error() {
        return error;
    }
}
