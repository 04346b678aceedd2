package dev.reel.doc;

/**
 * Cuts a character array into tokens in one pass, tracking line and column (a column counts UTF-16
 * chars, so a tab is one column and a character outside the BMP two).
 */
final class Lexer {

    /** What a token is. */
    enum Type {
        IDENT, NUMBER, STRING, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, OPEN_PAREN, CLOSE_PAREN,
        EQUALS, COMMA, SEMICOLON, NEWLINE, COMMENT, END
    }

    /**
     * One token.
     *
     * @param text the identifier, the number's source text, the string's unescaped value or the comment
     *             with its marker and without trailing blanks; null for punctuation
     */
    record Token(Type type, String text, Pos pos) {

        /** How an error message names this token. */
        String describe() {
            return switch (type) {
                case IDENT -> "`" + Syntax.excerpt(text) + "`";
                case NUMBER -> "number `" + Syntax.excerpt(text) + "`";
                case STRING -> "string \"" + Syntax.excerpt(text) + "\"";
                case OPEN_BRACE -> "`{`";
                case CLOSE_BRACE -> "`}`";
                case OPEN_BRACKET -> "`[`";
                case CLOSE_BRACKET -> "`]`";
                case OPEN_PAREN -> "`(`";
                case CLOSE_PAREN -> "`)`";
                case EQUALS -> "`=`";
                case COMMA -> "`,`";
                case SEMICOLON -> "`;`";
                case NEWLINE -> "end of line";
                case COMMENT -> "comment `" + Syntax.excerpt(text) + "`";
                case END -> "end of file";
            };
        }
    }

    private final char[] chars;
    private final int limit;
    /** Why the text stops at {@code limit} before the real end (undecodable bytes), or null. */
    private final String cutShort;
    /**
     * Recent short identifier and number texts by hash: a clip repeats {@code key t= v= interp=} on every
     * line, and sharing those strings keeps the tree of a large file much smaller.
     */
    private final String[] recent = new String[1024];
    private int offset;
    private int line = 1;
    private int lineStart;

    Lexer(char[] chars, int limit, String cutShort) {
        this.chars = chars;
        this.limit = limit;
        this.cutShort = cutShort;
        if (limit > 0 && chars[0] == '\uFEFF') {
            // A byte order mark is an encoding artefact, not content; it sits before column 1.
            offset = 1;
            lineStart = 1;
        }
    }

    Token next() {
        while (offset < limit && Syntax.isBlank(chars[offset])) {
            offset++;
        }
        if (offset >= limit) {
            endOfInput();
            return new Token(Type.END, null, here());
        }
        char c = chars[offset];
        Pos pos = here();
        switch (c) {
            case '\n', '\r' -> {
                offset += c == '\r' && offset + 1 < limit && chars[offset + 1] == '\n' ? 2 : 1;
                line++;
                lineStart = offset;
                return new Token(Type.NEWLINE, null, pos);
            }
            case '#' -> {
                return comment(pos);
            }
            case '"' -> {
                return string(pos);
            }
            case '{' -> {
                return punctuation(Type.OPEN_BRACE, pos);
            }
            case '}' -> {
                return punctuation(Type.CLOSE_BRACE, pos);
            }
            case '[' -> {
                return punctuation(Type.OPEN_BRACKET, pos);
            }
            case ']' -> {
                return punctuation(Type.CLOSE_BRACKET, pos);
            }
            case '(' -> {
                return punctuation(Type.OPEN_PAREN, pos);
            }
            case ')' -> {
                return punctuation(Type.CLOSE_PAREN, pos);
            }
            case '=' -> {
                return punctuation(Type.EQUALS, pos);
            }
            case ',' -> {
                return punctuation(Type.COMMA, pos);
            }
            case ';' -> {
                return punctuation(Type.SEMICOLON, pos);
            }
            default -> {
                if (c == '/' && offset + 1 < limit && chars[offset + 1] == '/') {
                    return comment(pos);
                }
                if (Syntax.isIdentifierStart(c)) {
                    return identifier(pos);
                }
                if (Syntax.isDigit(c) || c == '-' || c == '+'
                        || (c == '.' && offset + 1 < limit && Syntax.isDigit(chars[offset + 1]))) {
                    return number(pos);
                }
                throw new ReadFailure(SyntaxError.Kind.UNEXPECTED, pos, "unexpected character " + describe(offset));
            }
        }
    }

    private Pos here() {
        return new Pos(line, offset - lineStart + 1);
    }

    /** Reaching the limit is the end of the file, unless the bytes after it could not be decoded. */
    private void endOfInput() {
        if (cutShort != null) {
            throw new ReadFailure(SyntaxError.Kind.UNEXPECTED, here(), cutShort);
        }
    }

    private Token punctuation(Type type, Pos pos) {
        offset++;
        return new Token(type, null, pos);
    }

    private Token comment(Pos pos) {
        int start = offset;
        while (offset < limit && chars[offset] != '\n' && chars[offset] != '\r') {
            offset++;
        }
        int end = offset;
        while (end > start && Syntax.isBlank(chars[end - 1])) {
            end--;
        }
        return new Token(Type.COMMENT, new String(chars, start, end - start), pos);
    }

    private boolean startsComment(int at) {
        return chars[at] == '/' && at + 1 < limit && chars[at + 1] == '/';
    }

    private Token identifier(Pos pos) {
        int start = offset;
        offset++;
        while (offset < limit && Syntax.isIdentifierPart(chars[offset]) && !startsComment(offset)) {
            offset++;
        }
        return new Token(Type.IDENT, shared(start, offset), pos);
    }

    /**
     * Takes the whole run of characters that could belong to a number, so that {@code 1.2.3} or {@code 1x}
     * is reported as one bad number rather than as a number followed by something odd.
     */
    private Token number(Pos pos) {
        int start = offset;
        offset++;
        while (offset < limit && (Syntax.isIdentifierPart(chars[offset]) || chars[offset] == '+')
                && !startsComment(offset)) {
            offset++;
        }
        int length = offset - start;
        String text = shared(start, offset);
        if (!Syntax.isNumberLiteral(text, 0, length)) {
            throw new ReadFailure(SyntaxError.Kind.BAD_NUMBER, pos, "bad number `" + Syntax.excerpt(text) + "`");
        }
        if (!plainlyFinite(text) && !Double.isFinite(Double.parseDouble(text))) {
            throw new ReadFailure(SyntaxError.Kind.BAD_NUMBER, pos,
                    "number `" + Syntax.excerpt(text) + "` is too large to be a finite double");
        }
        return new Token(Type.NUMBER, text, pos);
    }

    private String shared(int start, int end) {
        int length = end - start;
        if (length > 24) {
            return new String(chars, start, length);
        }
        int hash = 0;
        for (int i = start; i < end; i++) {
            hash = 31 * hash + chars[i];
        }
        int slot = (hash ^ (hash >>> 10)) & (recent.length - 1);
        String known = recent[slot];
        if (known != null && known.length() == length) {
            int i = 0;
            while (i < length && known.charAt(i) == chars[start + i]) {
                i++;
            }
            if (i == length) {
                return known;
            }
        }
        String text = new String(chars, start, length);
        recent[slot] = text;
        return text;
    }

    /** Without an exponent, fewer than 300 characters cannot reach Double.MAX_VALUE (about 1.8e308). */
    private static boolean plainlyFinite(String text) {
        return text.length() < 300 && text.indexOf('e') < 0 && text.indexOf('E') < 0;
    }

    private Token string(Pos pos) {
        offset++;
        StringBuilder escaped = null;
        int runStart = offset;
        int length = 0;
        while (true) {
            if (offset >= limit) {
                endOfInput();
                throw unterminated(pos);
            }
            char c = chars[offset];
            if (c == '"') {
                break;
            }
            if (c == '\n' || c == '\r') {
                throw unterminated(pos);
            }
            if (c == '\\') {
                if (escaped == null) {
                    escaped = new StringBuilder(Math.max(16, (offset - runStart) * 2));
                }
                escaped.append(chars, runStart, offset - runStart);
                escape(escaped);
                length = escaped.length();
                runStart = offset;
            } else {
                offset++;
                length++;
            }
            if (length > DocReader.MAX_STRING_CHARS) {
                throw new ReadFailure(SyntaxError.Kind.STRING_TOO_LONG, pos,
                        "string longer than " + DocReader.MAX_STRING_CHARS + " characters");
            }
        }
        String value;
        if (escaped == null) {
            value = new String(chars, runStart, offset - runStart);
        } else {
            value = escaped.append(chars, runStart, offset - runStart).toString();
        }
        offset++;
        return new Token(Type.STRING, value, pos);
    }

    private ReadFailure unterminated(Pos start) {
        // Reported at the opening quote: that is where the artist has to look, not where the line ran out.
        boolean endOfFile = offset >= limit;
        return new ReadFailure(SyntaxError.Kind.UNTERMINATED_STRING, start,
                "unterminated string: no closing quote before the end of the " + (endOfFile ? "file" : "line"));
    }

    /** Reads the escape at {@code offset} (a backslash) into {@code out}, leaving {@code offset} after it. */
    private void escape(StringBuilder out) {
        Pos pos = here();
        int backslash = offset;
        offset++;
        if (offset >= limit || chars[offset] == '\n' || chars[offset] == '\r') {
            return; // the caller reports the unterminated string
        }
        char c = chars[offset];
        offset++;
        switch (c) {
            case '"', '\\' -> out.append(c);
            case 'n' -> out.append('\n');
            case 't' -> out.append('\t');
            case 'u' -> unicodeEscape(out, pos, backslash);
            default -> throw new ReadFailure(SyntaxError.Kind.BAD_ESCAPE, pos,
                    "bad escape `\\" + describeRaw(offset - 1) + "` (use \\\" \\\\ \\n \\t or \\u{hex})");
        }
    }

    private void unicodeEscape(StringBuilder out, Pos pos, int backslash) {
        if (offset >= limit || chars[offset] != '{') {
            throw badUnicode(pos, backslash);
        }
        offset++;
        int codePoint = 0;
        int digits = 0;
        while (offset < limit && Character.digit(chars[offset], 16) >= 0 && chars[offset] < 128) {
            if (++digits > 6) {
                throw badUnicode(pos, backslash);
            }
            codePoint = codePoint * 16 + Character.digit(chars[offset], 16);
            offset++;
        }
        if (digits == 0 || offset >= limit || chars[offset] != '}') {
            throw badUnicode(pos, backslash);
        }
        offset++;
        if (codePoint > Character.MAX_CODE_POINT
                || (codePoint >= Character.MIN_SURROGATE && codePoint <= Character.MAX_SURROGATE)) {
            throw new ReadFailure(SyntaxError.Kind.BAD_ESCAPE, pos, "bad escape `"
                    + new String(chars, backslash, offset - backslash) + "`: not a valid character");
        }
        out.appendCodePoint(codePoint);
    }

    private ReadFailure badUnicode(Pos pos, int backslash) {
        int end = Math.min(offset + 1, limit);
        for (int i = backslash; i < end; i++) {
            if (chars[i] == '\n' || chars[i] == '\r') {
                end = i;
            }
        }
        return new ReadFailure(SyntaxError.Kind.BAD_ESCAPE, pos, "bad escape `"
                + Syntax.excerpt(new String(chars, backslash, end - backslash))
                + "`: \\u must be followed by 1 to 6 hex digits in braces, as in \\u{e9}");
    }

    /** Names the character at {@code at} for a message, spelling out invisible ones. */
    private String describe(int at) {
        int codePoint = Character.codePointAt(chars, at, limit);
        if (Character.isISOControl(codePoint) || Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint)
                || Character.getType(codePoint) == Character.FORMAT || Character.isSurrogate(chars[at])) {
            return String.format("U+%04X", codePoint);
        }
        return "`" + new String(Character.toChars(codePoint)) + "`";
    }

    private String describeRaw(int at) {
        String name = describe(at);
        return name.startsWith("`") ? name.substring(1, name.length() - 1) : name;
    }
}
