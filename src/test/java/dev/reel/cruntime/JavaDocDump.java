package dev.reel.cruntime;

import dev.reel.doc.DocFile;
import dev.reel.doc.DocNode;
import dev.reel.doc.DocProperty;
import dev.reel.doc.DocReader;
import dev.reel.doc.DocValue;
import dev.reel.doc.Entry;
import dev.reel.doc.NodeSink;
import dev.reel.doc.ParseResult;
import dev.reel.doc.Pos;
import dev.reel.doc.SyntaxError;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The canonical dump of what Java's {@link DocReader} makes of a file, in the form {@code runtimes/c/tests/doc_dump.c}
 * prints for the C reader: a node's arguments, then its properties (its header's, then its block's property
 * lines), then its child nodes, every part with its line and column, numbers with their double's bits; or
 * {@code CODE L:C MESSAGE} for a file with a syntax error.
 */
final class JavaDocDump {
    private JavaDocDump() {
    }

    static String dump(byte[] bytes) {
        return dump(bytes, false);
    }

    /**
     * The dump as {@code doc_dump --sink} prints it: first what a {@link NodeSink} is offered while the file is
     * read (every node with the headers of the blocks holding it; the nodes whose name starts with k or t are
     * taken, printed in full and left out of the tree), then the tree or the error.
     */
    static String dumpWithSink(byte[] bytes) {
        return dump(bytes, true);
    }

    private static String dump(byte[] bytes, boolean withSink) {
        StringBuilder out = new StringBuilder();
        ParseResult result = DocReader.read(bytes, withSink ? (open, node) -> offer(out, open, node) : null);
        if (result.file() == null) {
            SyntaxError error = result.errors().get(0);
            out.append(error.kind().code()).append(' ').append(error.pos().line()).append(':')
                    .append(error.pos().column()).append(' ').append(printed(error.message())).append('\n');
            return out.toString();
        }
        DocFile file = result.file();
        out.append("file\n");
        body(out, file.entries(), 0);
        return out.toString();
    }

    private static boolean offer(StringBuilder out, List<DocNode> open, DocNode node) {
        out.append("offer ").append(node.name()).append(at(node.pos())).append(" in");
        for (int i = 0; i < open.size(); i++) {
            DocNode header = open.get(i);
            out.append(i > 0 ? " > " : " ").append(header.name()).append(at(header.pos())).append('(');
            items(out, header.args());
            out.append("){");
            for (int j = 0; j < header.props().size(); j++) {
                DocProperty property = header.props().get(j);
                out.append(j > 0 ? ", " : "").append(property.key()).append('=');
                value(out, property.value());
            }
            out.append('}');
        }
        out.append('\n');
        if (!node.name().startsWith("k") && !node.name().startsWith("t")) {
            return false;
        }
        out.append("take\n");
        node(out, node, 1);
        return true;
    }

    /** The message as printed in UTF-8: a lone surrogate (half of a character cut by an excerpt) becomes '?'. */
    private static String printed(String message) {
        return new String(message.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
    }

    private static void body(StringBuilder out, List<Entry> entries, int depth) {
        for (Entry entry : entries) {
            if (entry instanceof DocProperty property) {
                prop(out, property, depth);
            }
        }
        for (Entry entry : entries) {
            if (entry instanceof DocNode node) {
                node(out, node, depth + 1);
            }
        }
    }

    private static void node(StringBuilder out, DocNode node, int depth) {
        indent(out, depth).append("node ").append(node.name()).append(at(node.pos()))
                .append(node.block() != null ? " block" : "").append('\n');
        for (DocValue arg : node.args()) {
            indent(out, depth + 1).append("arg ");
            value(out, arg);
            out.append('\n');
        }
        for (DocProperty property : node.props()) {
            prop(out, property, depth);
        }
        body(out, node.block() == null ? List.of() : onlyProperties(node.block()), depth);
        for (Entry entry : node.block() == null ? List.<Entry>of() : node.block()) {
            if (entry instanceof DocNode child) {
                node(out, child, depth + 1);
            }
        }
    }

    private static List<Entry> onlyProperties(List<Entry> block) {
        List<Entry> properties = new ArrayList<>();
        for (Entry entry : block) {
            if (entry instanceof DocProperty) {
                properties.add(entry);
            }
        }
        return properties;
    }

    private static void prop(StringBuilder out, DocProperty property, int depth) {
        indent(out, depth + 1).append("prop ").append(property.key()).append(at(property.pos())).append(" = ");
        value(out, property.value());
        out.append('\n');
    }

    private static void value(StringBuilder out, DocValue value) {
        if (value instanceof DocValue.Num num) {
            long bits = Double.doubleToRawLongBits(num.value());
            out.append(num.text()).append(at(num.pos())).append('#').append(String.format("%016x", bits));
        } else if (value instanceof DocValue.Str str) {
            out.append('"');
            str.value().codePoints().forEach(cp -> {
                if (cp == '\\' || cp == '"') {
                    out.append('\\').append((char) cp);
                } else if (cp < 0x20 || cp >= 0x7F) {
                    out.append("\\u{").append(Integer.toHexString(cp)).append('}');
                } else {
                    out.append((char) cp);
                }
            });
            out.append('"').append(at(str.pos()));
        } else if (value instanceof DocValue.Bool bool) {
            out.append(bool.value()).append(at(bool.pos()));
        } else if (value instanceof DocValue.Ident ident) {
            out.append("w:").append(ident.name()).append(at(ident.pos()));
        } else if (value instanceof DocValue.Arr arr) {
            out.append('[');
            items(out, arr.items());
            out.append(']').append(at(arr.pos()));
        } else {
            DocValue.Call call = (DocValue.Call) value;
            out.append(call.name()).append('(');
            items(out, call.args());
            out.append(')').append(at(call.pos()));
        }
    }

    private static void items(StringBuilder out, List<DocValue> items) {
        for (int i = 0; i < items.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            value(out, items.get(i));
        }
    }

    private static String at(Pos pos) {
        return "@" + pos.line() + ":" + pos.column();
    }

    private static StringBuilder indent(StringBuilder out, int depth) {
        return out.append("  ".repeat(depth));
    }
}
