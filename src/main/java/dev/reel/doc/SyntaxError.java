package dev.reel.doc;

/**
 * A problem in the text, found while reading.
 *
 * @param code one of the {@code DOC0xx} codes of {@link dev.reel.doc.SyntaxError.Kind}
 */
public record SyntaxError(Kind kind, Pos pos, String message) {

    /** The kinds of syntax problems, each with its stable diagnostic code. */
    public enum Kind {
        UNTERMINATED_STRING("DOC001"),
        BAD_NUMBER("DOC002"),
        UNBALANCED("DOC003"),
        TOO_DEEP("DOC004"),
        STRING_TOO_LONG("DOC005"),
        FILE_TOO_LARGE("DOC006"),
        UNEXPECTED("DOC007"),
        BAD_ESCAPE("DOC008");

        private final String code;

        Kind(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }
}
