package dev.reel.doc;

import java.util.List;

/**
 * Writes a {@link DocFile} in Reel's canonical layout: two-space indentation, {@code \n} line endings, one
 * entry per line, arguments and properties separated by single spaces, an empty block as <code>{}</code> on
 * the header's line, a node's trailing comment after one space at the end of its header line (after the
 * opening <code>{</code> when its block has lines of its own), and one blank line where an entry asks for it
 * except at the top of a block or file. Text written here reads back into the same tree and writes again
 * byte for byte.
 *
 * <p>Parts that could not read back as written are programming errors and throw
 * {@link IllegalArgumentException}: a name that is not an identifier, an {@link DocValue.Ident} spelled
 * {@code true} or {@code false}, a number whose text is not a finite number literal, a comment that does not
 * start with {@code #} or {@code //} or holds a line break, closing comments on a node without a block.
 * Trailing blanks of a comment are dropped, as the reader drops them.
 */
public final class DocWriter {
    private static final String INDENT = "  ";

    private DocWriter() {
    }

    /** The canonical text of a whole file, ending in exactly one line break (empty for an empty file). */
    public static String write(DocFile file) {
        StringBuilder out = new StringBuilder(256);
        entries(out, file.entries(), 0);
        for (String comment : file.endComments()) {
            line(out, 0).append(comment(comment)).append('\n');
        }
        return out.toString();
    }

    /**
     * The canonical text of one entry at indentation 0 with its leading and trailing comments (not its blank
     * line), without a final line break: {@code foo=[1, 2]}, or a whole node over several lines.
     */
    public static String writeEntry(Entry entry) {
        StringBuilder out = new StringBuilder(64);
        entry(out, entry, 0);
        out.setLength(out.length() - 1);
        return out.toString();
    }

    /** The canonical text of one value: {@code 1.5}, {@code "a\"b"}, {@code [1, 2]}, {@code asset("x.png")}. */
    public static String writeValue(DocValue value) {
        StringBuilder out = new StringBuilder(16);
        value(out, value);
        return out.toString();
    }

    /** Whether {@code name} can be written as a node name, key, enum word or call name. */
    public static boolean isIdentifier(String name) {
        return Syntax.isIdentifier(name);
    }

    private static void entries(StringBuilder out, List<Entry> entries, int indent) {
        for (int i = 0; i < entries.size(); i++) {
            Entry entry = entries.get(i);
            if (i > 0 && entry.trivia().blankBefore()) {
                out.append('\n');
            }
            entry(out, entry, indent);
        }
    }

    private static void entry(StringBuilder out, Entry entry, int indent) {
        Trivia trivia = entry.trivia();
        for (String comment : trivia.comments()) {
            line(out, indent).append(comment(comment)).append('\n');
        }
        line(out, indent);
        if (entry instanceof DocProperty property) {
            property(out, property);
            trailing(out, trivia.trailing());
            out.append('\n');
        } else {
            node(out, (DocNode) entry, indent);
        }
    }

    private static void node(StringBuilder out, DocNode node, int indent) {
        out.append(name(node.name()));
        for (DocValue arg : node.args()) {
            value(out.append(' '), arg);
        }
        for (DocProperty prop : node.props()) {
            property(out.append(' '), prop);
        }
        List<Entry> block = node.block();
        if (block == null) {
            if (!node.closingComments().isEmpty()) {
                throw new IllegalArgumentException("node `" + node.name() + "` has closing comments but no block");
            }
            trailing(out, node.trivia().trailing());
            out.append('\n');
            return;
        }
        if (block.isEmpty() && node.closingComments().isEmpty()) {
            out.append(" {}");
            trailing(out, node.trivia().trailing());
            out.append('\n');
            return;
        }
        out.append(" {");
        trailing(out, node.trivia().trailing());
        out.append('\n');
        entries(out, block, indent + 1);
        for (String comment : node.closingComments()) {
            line(out, indent + 1).append(comment(comment)).append('\n');
        }
        line(out, indent).append("}\n");
    }

    private static void property(StringBuilder out, DocProperty property) {
        value(out.append(name(property.key())).append('='), property.value());
    }

    private static void trailing(StringBuilder out, String comment) {
        if (comment != null) {
            out.append(' ').append(comment(comment));
        }
    }

    private static StringBuilder line(StringBuilder out, int indent) {
        for (int i = 0; i < indent; i++) {
            out.append(INDENT);
        }
        return out;
    }

    private static void value(StringBuilder out, DocValue value) {
        if (value instanceof DocValue.Num num) {
            out.append(number(num.text()));
        } else if (value instanceof DocValue.Str str) {
            Syntax.appendQuoted(out, str.value());
        } else if (value instanceof DocValue.Bool bool) {
            out.append(bool.value());
        } else if (value instanceof DocValue.Ident ident) {
            if (ident.name().equals("true") || ident.name().equals("false")) {
                throw new IllegalArgumentException("the enum word `" + ident.name() + "` would read as a boolean");
            }
            out.append(name(ident.name()));
        } else if (value instanceof DocValue.Arr arr) {
            items(out.append('['), arr.items()).append(']');
        } else {
            DocValue.Call call = (DocValue.Call) value;
            items(out.append(name(call.name())).append('('), call.args()).append(')');
        }
    }

    private static StringBuilder items(StringBuilder out, List<DocValue> items) {
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            value(out, items.get(i));
        }
        return out;
    }

    private static String name(String name) {
        if (!Syntax.isIdentifier(name)) {
            throw new IllegalArgumentException("`" + name + "` is not an identifier");
        }
        return name;
    }

    private static String number(String text) {
        if (!Syntax.isNumberLiteral(text, 0, text.length()) || !Double.isFinite(Double.parseDouble(text))) {
            throw new IllegalArgumentException("`" + text + "` is not a finite number literal");
        }
        return text;
    }

    private static String comment(String comment) {
        if (!(comment.startsWith("#") || comment.startsWith("//"))) {
            throw new IllegalArgumentException("comment does not start with # or //: " + comment);
        }
        int end = comment.length();
        for (int i = 0; i < end; i++) {
            char c = comment.charAt(i);
            if (c == '\n' || c == '\r') {
                throw new IllegalArgumentException("comment holds a line break: " + comment);
            }
        }
        while (Syntax.isBlank(comment.charAt(end - 1))) {
            end--;
        }
        return end == comment.length() ? comment : comment.substring(0, end);
    }
}
