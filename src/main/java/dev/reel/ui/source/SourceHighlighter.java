package dev.reel.ui.source;

import dev.reel.model.Diagnostic;
import dev.reel.model.Severity;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Colours the document syntax for the Source view: node names, property keys, strings, numbers, enum words,
 * {@code true}/{@code false}, calls such as {@code asset(...)}, comments and punctuation — and marks the text of
 * each diagnostic. A forgiving one-pass scanner rather than the real reader, because the text being typed is
 * often not valid; a pure function, tested without a screen.
 */
public final class SourceHighlighter {
    /** One coloured run of text: {@code [start, end)} with a CSS style class. */
    public record Token(int start, int end, String style) {
    }

    private SourceHighlighter() {
    }

    /** The coloured runs of {@code text}, in order, without gaps (plain text has style {@code plain}). */
    public static List<Token> tokens(String text) {
        List<Token> tokens = new ArrayList<>();
        int length = text.length();
        int at = 0;
        boolean entryStart = true;
        while (at < length) {
            char c = text.charAt(at);
            int start = at;
            String style;
            if (c == '\n' || c == ';') {
                at++;
                entryStart = true;
                style = c == ';' ? "punctuation" : "plain";
            } else if (c == ' ' || c == '\t' || c == '\r') {
                while (at < length && (text.charAt(at) == ' ' || text.charAt(at) == '\t' || text.charAt(at) == '\r')) {
                    at++;
                }
                style = "plain";
            } else if (c == '#' || (c == '/' && at + 1 < length && text.charAt(at + 1) == '/')) {
                at = endOfLine(text, at);
                style = "comment";
            } else if (c == '"') {
                at = endOfString(text, at);
                style = "string";
                entryStart = false;
            } else if (isIdentifierStart(c)) {
                at = endOfIdentifier(text, at);
                style = identifierStyle(text, start, at, entryStart);
                entryStart = false;
            } else if (isDigit(c) || ((c == '-' || c == '+' || c == '.') && at + 1 < length
                    && (isDigit(text.charAt(at + 1)) || text.charAt(at + 1) == '.'))) {
                at++;
                while (at < length && isNumberPart(text, at)) {
                    at++;
                }
                style = "number";
                entryStart = false;
            } else if (c == '{' || c == '}') {
                at++;
                style = "brace";
                entryStart = true;
            } else if (c == '[' || c == ']' || c == '(' || c == ')' || c == ',' || c == '=') {
                at++;
                style = "punctuation";
            } else {
                at++;
                style = "plain";
            }
            add(tokens, start, at, style);
        }
        return tokens;
    }

    /** The style of an identifier: a node name, a property key, a call, a boolean or an enum word. */
    private static String identifierStyle(String text, int start, int end, boolean entryStart) {
        int next = end;
        while (next < text.length() && (text.charAt(next) == ' ' || text.charAt(next) == '\t')) {
            next++;
        }
        char after = next < text.length() ? text.charAt(next) : '\n';
        String word = text.substring(start, end);
        if (after == '=') {
            return "property";
        }
        if (after == '(') {
            return "call";
        }
        if (word.equals("true") || word.equals("false")) {
            return "keyword";
        }
        return entryStart ? "node" : "word";
    }

    private static void add(List<Token> tokens, int start, int end, String style) {
        if (!tokens.isEmpty()) {
            Token last = tokens.get(tokens.size() - 1);
            if (last.style().equals(style)) {
                tokens.set(tokens.size() - 1, new Token(last.start(), end, style));
                return;
            }
        }
        tokens.add(new Token(start, end, style));
    }

    /**
     * The runs with the diagnostics marked: the token holding each diagnostic's position (or its whole line
     * when the diagnostic has no column) gets {@code diagnostic-error} or {@code diagnostic-warning} as a
     * second style class. Positions outside the text are ignored.
     */
    public static List<StyledRun> runs(String text, List<Diagnostic> diagnostics) {
        List<Token> tokens = tokens(text);
        String[] marks = new String[tokens.size()];
        for (Diagnostic diagnostic : diagnostics) {
            int[] range = range(text, tokens, diagnostic);
            if (range == null) {
                continue;
            }
            String mark = diagnostic.severity() == Severity.ERROR ? "diagnostic-error" : "diagnostic-warning";
            for (int i = 0; i < tokens.size(); i++) {
                Token token = tokens.get(i);
                boolean hit = token.start() < range[1] && token.end() > range[0] && !token.style().equals("plain");
                if (hit && (marks[i] == null || mark.equals("diagnostic-error"))) {
                    marks[i] = mark;
                }
            }
        }
        List<StyledRun> runs = new ArrayList<>(tokens.size());
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            runs.add(new StyledRun(token.end() - token.start(),
                    marks[i] == null ? List.of(token.style()) : List.of(token.style(), marks[i])));
        }
        return runs;
    }

    /** The diagnostics whose marked text covers {@code offset}, for the message shown on hover. */
    public static List<Diagnostic> at(String text, List<Diagnostic> diagnostics, int offset) {
        List<Token> tokens = tokens(text);
        List<Diagnostic> found = new ArrayList<>();
        for (Diagnostic diagnostic : diagnostics) {
            int[] range = range(text, tokens, diagnostic);
            if (range != null && offset >= range[0] && offset < Math.max(range[1], range[0] + 1)) {
                found.add(diagnostic);
            }
        }
        return found;
    }

    /**
     * The text a diagnostic marks: the token at its line and column (the last token of the line when the
     * column is past its end), or the whole line when it has no column; null when the line is not in the text.
     */
    static int[] range(String text, List<Token> tokens, Diagnostic diagnostic) {
        int[] lineStarts = lineStarts(text);
        if (diagnostic.line() < 1 || diagnostic.line() > lineStarts.length) {
            return null;
        }
        int lineStart = lineStarts[diagnostic.line() - 1];
        int lineEnd = endOfLine(text, lineStart);
        if (diagnostic.column() <= 0) {
            return new int[] {lineStart, lineEnd};
        }
        int at = Math.min(lineEnd, lineStart + diagnostic.column() - 1);
        Token before = null;
        for (Token token : tokens) {
            if (token.start() <= at && token.end() > at && !token.style().equals("plain")) {
                return new int[] {token.start(), token.end()};
            }
            if (token.end() <= at && token.start() >= lineStart && !token.style().equals("plain")) {
                before = token;
            }
        }
        if (before != null) {
            return new int[] {before.start(), before.end()};
        }
        return new int[] {lineStart, lineEnd};
    }

    /** A run of text with its style classes, in the shape RichTextFX's style spans take. */
    public record StyledRun(int length, Collection<String> styles) {
    }

    /** The offset at which each line starts (line 1 at index 0). */
    public static int[] lineStarts(String text) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts.add(i + 1);
            }
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The text offset of a 1-based line and column, clamped into the text. */
    public static int offsetOf(String text, int line, int column) {
        int[] starts = lineStarts(text);
        int lineIndex = Math.max(0, Math.min(starts.length - 1, line - 1));
        int start = starts[lineIndex];
        return Math.min(endOfLine(text, start), start + Math.max(0, column - 1));
    }

    private static int endOfLine(String text, int at) {
        int newline = text.indexOf('\n', at);
        return newline < 0 ? text.length() : newline;
    }

    private static int endOfString(String text, int at) {
        int i = at + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length() && text.charAt(i + 1) != '\n') {
                i += 2;
            } else if (c == '"') {
                return i + 1;
            } else if (c == '\n') {
                return i;
            } else {
                i++;
            }
        }
        return i;
    }

    private static int endOfIdentifier(String text, int at) {
        int i = at + 1;
        while (i < text.length() && isIdentifierPart(text.charAt(i))
                && !(text.charAt(i) == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/')) {
            i++;
        }
        return i;
    }

    private static boolean isNumberPart(String text, int at) {
        char c = text.charAt(at);
        if (isDigit(c) || c == '.' || c == 'e' || c == 'E') {
            return true;
        }
        char before = text.charAt(at - 1);
        return (c == '-' || c == '+') && (before == 'e' || before == 'E');
    }

    private static boolean isIdentifierStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    private static boolean isIdentifierPart(char c) {
        return isIdentifierStart(c) || isDigit(c) || c == '-' || c == '.' || c == '/';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
