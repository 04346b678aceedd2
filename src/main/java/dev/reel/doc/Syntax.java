package dev.reel.doc;

/**
 * The character classes and literal forms shared by the reader and the writer, so both agree on what an
 * identifier, a number and a string are.
 */
final class Syntax {
    private Syntax() {
    }

    /** Space, tab and form feed separate tokens; line breaks are tokens of their own. */
    static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\f';
    }

    static boolean isIdentifierStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    static boolean isIdentifierPart(char c) {
        return isIdentifierStart(c) || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '/';
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Whether {@code name} reads back as one identifier token (a {@code //} inside would start a comment). */
    static boolean isIdentifier(String name) {
        if (name.isEmpty() || !isIdentifierStart(name.charAt(0))) {
            return false;
        }
        for (int i = 1; i < name.length(); i++) {
            if (!isIdentifierPart(name.charAt(i))) {
                return false;
            }
        }
        return !name.contains("//");
    }

    /**
     * Whether {@code chars[start, end)} is a number literal: an optional sign, digits, an optional fraction
     * with at least one digit, and an optional exponent with at least one digit.
     */
    static boolean isNumberLiteral(CharSequence chars, int start, int end) {
        int i = start;
        if (i < end && (chars.charAt(i) == '-' || chars.charAt(i) == '+')) {
            i++;
        }
        int digits = skipDigits(chars, i, end);
        if (digits == i) {
            return false;
        }
        i = digits;
        if (i < end && chars.charAt(i) == '.') {
            digits = skipDigits(chars, i + 1, end);
            if (digits == i + 1) {
                return false;
            }
            i = digits;
        }
        if (i < end && (chars.charAt(i) == 'e' || chars.charAt(i) == 'E')) {
            i++;
            if (i < end && (chars.charAt(i) == '-' || chars.charAt(i) == '+')) {
                i++;
            }
            digits = skipDigits(chars, i, end);
            if (digits == i) {
                return false;
            }
            i = digits;
        }
        return i == end;
    }

    private static int skipDigits(CharSequence chars, int from, int end) {
        int i = from;
        while (i < end && isDigit(chars.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Whether a character in a string literal is written as a <code>&#92;u{...}</code> escape. */
    static boolean needsUnicodeEscape(char c) {
        return Character.isISOControl(c) || c == '\u2028' || c == '\u2029';
    }

    /** Appends {@code value} as a quoted string literal that the reader turns back into exactly {@code value}. */
    static void appendQuoted(StringBuilder out, String value) {
        out.append('"');
        int runStart = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            String escape;
            if (c == '"') {
                escape = "\\\"";
            } else if (c == '\\') {
                escape = "\\\\";
            } else if (c == '\n') {
                escape = "\\n";
            } else if (c == '\t') {
                escape = "\\t";
            } else if (needsUnicodeEscape(c)) {
                escape = "\\u{" + Integer.toHexString(c) + "}";
            } else {
                continue;
            }
            out.append(value, runStart, i).append(escape);
            runStart = i + 1;
        }
        out.append(value, runStart, value.length()).append('"');
    }

    /** A short, readable rendering of source text for an error message. */
    static String excerpt(CharSequence text) {
        int limit = 40;
        if (text.length() <= limit) {
            return text.toString();
        }
        return text.subSequence(0, limit) + "…";
    }
}
