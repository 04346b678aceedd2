package dev.reel.model;

/**
 * The one escaping rule for text Reel prints to a terminal: a control character (C0, DEL, C1) in a name would
 * ring bells, move the cursor or cut the line, so it is written as {@code --json} writes it, {@code \n},
 * {@code \t} or {@code \u0000}. Everything else, including any other Unicode, is printed as it is.
 */
public final class TerminalText {
    private TerminalText() {
    }

    /** {@code text} with every control character escaped, line breaks included: for a name inside a line. */
    public static String escape(String text) {
        if (text == null || isPlain(text, false)) {
            return text;
        }
        StringBuilder escaped = new StringBuilder(text.length() + 8);
        append(escaped, text, false);
        return escaped.toString();
    }

    /**
     * Appends {@code text} to {@code out} with its control characters escaped; with {@code keepLineBreaks},
     * {@code \n} and {@code \r} stay as they are (for whole lines of output, whose breaks are wanted).
     */
    public static void append(StringBuilder out, CharSequence text, boolean keepLineBreaks) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isControl(c) || keepLineBreaks && (c == '\n' || c == '\r')) {
                out.append(c);
                continue;
            }
            switch (c) {
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> out.append(String.format("\\u%04x", (int) c));
            }
        }
    }

    /** Whether {@code text} has nothing to escape. */
    public static boolean isPlain(CharSequence text, boolean keepLineBreaks) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isControl(c) && !(keepLineBreaks && (c == '\n' || c == '\r'))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isControl(char c) {
        return c < 0x20 || c >= 0x7f && c <= 0x9f;
    }
}
