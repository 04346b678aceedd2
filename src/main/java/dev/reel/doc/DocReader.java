package dev.reel.doc;

/**
 * Reads the document syntax into a {@link DocFile}, keeping positions and comments. Never throws for bad
 * input: every problem is a {@link SyntaxError}.
 */
public final class DocReader {
    /** Blocks, arrays and calls may nest this deep; deeper is DOC004. */
    public static final int MAX_DEPTH = 256;
    /** A string literal may hold this many characters; more is DOC005. */
    public static final int MAX_STRING_CHARS = 1 << 20;
    /** A file may hold this many bytes; more is DOC006. */
    public static final long MAX_FILE_BYTES = 64L << 20;

    private DocReader() {
    }

    /** Reads a whole file's text. */
    public static ParseResult read(String text) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Reads a whole file's bytes as UTF-8 (refusing more than {@link #MAX_FILE_BYTES} before decoding). */
    public static ParseResult read(byte[] utf8) {
        throw new UnsupportedOperationException("not yet");
    }
}
