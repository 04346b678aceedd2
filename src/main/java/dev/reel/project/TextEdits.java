package dev.reel.project;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Replaces string literals of a document's text in place, found by the line and column of their opening quote,
 * so that every other byte of the file (spacing, comments, number spellings) stays as it was.
 */
final class TextEdits {
    /** One literal to replace: where its quote is, the value it must hold now, and its new value. */
    record Edit(int line, int column, String expected, String replacement) {
    }

    private TextEdits() {
    }

    /**
     * The text with every edit made, or null when a literal is not where the reader said (then nothing is changed).
     */
    static String apply(String text, List<Edit> edits) {
        List<Integer> lineStarts = lineStarts(text);
        List<int[]> spans = new ArrayList<>();
        List<Edit> sorted = new ArrayList<>(edits);
        sorted.sort(Comparator.comparingInt(Edit::line).thenComparingInt(Edit::column));
        int bom = !text.isEmpty() && text.charAt(0) == '\uFEFF' ? 1 : 0;
        for (Edit edit : sorted) {
            if (edit.line() < 1 || edit.line() > lineStarts.size()) {
                return null;
            }
            int start = lineStarts.get(edit.line() - 1) + (edit.line() == 1 ? bom : 0) + edit.column() - 1;
            int end = literalEnd(text, start);
            if (end < 0 || !unescape(text.substring(start + 1, end)).equals(edit.expected())) {
                return null;
            }
            spans.add(new int[]{start, end + 1});
        }
        StringBuilder out = new StringBuilder(text.length() + 64);
        int at = 0;
        for (int i = 0; i < sorted.size(); i++) {
            int[] span = spans.get(i);
            out.append(text, at, span[0]).append(quote(sorted.get(i).replacement()));
            at = span[1];
        }
        return out.append(text, at, text.length()).toString();
    }

    /** The literal as the syntax writes it: quoted, with {@code \" \\ \n \t} and other control characters escaped. */
    static String quote(String value) {
        StringBuilder out = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        out.append("\\u{").append(Integer.toHexString(c)).append('}');
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    private static int literalEnd(String text, int start) {
        if (start < 0 || start >= text.length() || text.charAt(start) != '"') {
            return -1;
        }
        for (int i = start + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '"') {
                return i;
            } else if (c == '\n' || c == '\r') {
                return -1;
            }
        }
        return -1;
    }

    private static String unescape(String body) {
        StringBuilder out = new StringBuilder(body.length());
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c != '\\' || i + 1 >= body.length()) {
                out.append(c);
                continue;
            }
            char next = body.charAt(++i);
            switch (next) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'u' -> {
                    int close = body.indexOf('}', i);
                    if (close < 0 || i + 1 >= body.length() || body.charAt(i + 1) != '{') {
                        return "\0bad";
                    }
                    out.appendCodePoint(Integer.parseInt(body.substring(i + 2, close), 16));
                    i = close;
                }
                default -> out.append(next);
            }
        }
        return out.toString();
    }

    private static List<Integer> lineStarts(String text) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r') {
                if (i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                starts.add(i + 1);
            } else if (c == '\n') {
                starts.add(i + 1);
            }
        }
        return starts;
    }
}
