package dev.reel.doc;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random syntax trees, and messy but readable texts for them, for the round-trip property tests.
 * Trees come out as the reader would make them from canonical text: no blank line before the first entry
 * of a block or file, comments without trailing blanks.
 */
final class RandomDocs {
    private static final String[] WORDS = {"anim", "track", "key", "frames", "event", "state", "t", "v", "kind",
        "loop", "linear", "child-node", "a_b", "x.y", "path/to", "_", "Z9", "true", "false", "asset", "e", "E1"};
    private static final String[] NUMBER_TEXTS = {"0", "-0", "+2", "007", "1.50", "1E+5", "2e-3", "-1.5e10", "0.0"};
    private static final String STRING_CHARS = "ab Z09\"\\\n\t\r\u0000\u0007\u007f\u0085é€\u2028\u2029#//{}[]();=,";

    private final Random random;

    RandomDocs(Random random) {
        this.random = random;
    }

    DocFile file() {
        return new DocFile(entries(0, random.nextInt(6)), comments(random.nextInt(4) == 0 ? 2 : 0));
    }

    private List<Entry> entries(int depth, int count) {
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            entries.add(entry(depth, i == 0));
        }
        return entries;
    }

    private Entry entry(int depth, boolean first) {
        Trivia trivia = new Trivia(!first && random.nextInt(4) == 0, comments(random.nextInt(5) == 0 ? 2 : 0),
                random.nextInt(4) == 0 ? comment() : null);
        if (random.nextInt(5) < 2) {
            return new DocProperty(name(), value(depth), Pos.NONE, trivia);
        }
        List<DocValue> args = new ArrayList<>();
        for (int i = random.nextInt(3); i > 0; i--) {
            args.add(value(depth));
        }
        List<DocProperty> props = new ArrayList<>();
        for (int i = random.nextInt(4); i > 0; i--) {
            props.add(DocProperty.of(name(), value(depth)));
        }
        if (random.nextInt(5) == 0) {
            return new DocNode(name(), args, props, null, List.of(), Pos.NONE, trivia);
        }
        List<Entry> block = depth < 4 ? entries(depth + 1, random.nextInt(4)) : List.of();
        return new DocNode(name(), args, props, block, comments(random.nextInt(6) == 0 ? 1 : 0), Pos.NONE, trivia);
    }

    private List<String> comments(int count) {
        List<String> comments = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            comments.add(comment());
        }
        return comments;
    }

    private String comment() {
        StringBuilder text = new StringBuilder(random.nextBoolean() ? "#" : "//");
        String chars = " ab#/{}\"é😀\t";
        for (int i = random.nextInt(8); i > 0; i--) {
            text.append(chars.charAt(random.nextInt(chars.length())));
        }
        int end = text.length();
        while (Syntax.isBlank(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(0, end);
    }

    private String name() {
        if (random.nextInt(3) > 0) {
            return WORDS[random.nextInt(WORDS.length)];
        }
        String start = "abzAZ_";
        String rest = "az09_-./";
        StringBuilder name = new StringBuilder().append(start.charAt(random.nextInt(start.length())));
        for (int i = random.nextInt(6); i > 0; i--) {
            char c = rest.charAt(random.nextInt(rest.length()));
            if (c != '/' || name.charAt(name.length() - 1) != '/') {
                name.append(c);
            }
        }
        return name.toString();
    }

    private DocValue value(int depth) {
        int pick = random.nextInt(depth < 3 ? 8 : 5);
        return switch (pick) {
            case 0 -> new DocValue.Num(number(), Pos.NONE);
            case 1 -> DocValue.Str.of(string());
            case 2 -> DocValue.Bool.of(random.nextBoolean());
            case 3 -> {
                String name = name();
                yield DocValue.Ident.of(name.equals("true") || name.equals("false") ? "loop" : name);
            }
            case 4 -> DocValue.Num.of(random.nextInt(1000) / 8.0 - 50);
            case 5, 6 -> {
                List<DocValue> items = new ArrayList<>();
                for (int i = random.nextInt(4); i > 0; i--) {
                    items.add(value(depth + 1));
                }
                yield DocValue.Arr.of(items);
            }
            default -> {
                List<DocValue> items = new ArrayList<>();
                for (int i = random.nextInt(3); i > 0; i--) {
                    items.add(value(depth + 1));
                }
                yield DocValue.Call.of(random.nextBoolean() ? "asset" : name(), items);
            }
        };
    }

    private String number() {
        if (random.nextInt(4) == 0) {
            return NUMBER_TEXTS[random.nextInt(NUMBER_TEXTS.length)];
        }
        double value;
        do {
            value = Double.longBitsToDouble(random.nextLong());
        } while (!Double.isFinite(value));
        return Numbers.format(random.nextBoolean() ? value : value % 1000);
    }

    private String string() {
        StringBuilder text = new StringBuilder();
        for (int i = random.nextInt(8); i > 0; i--) {
            if (random.nextInt(10) == 0) {
                text.appendCodePoint(0x1F600 + random.nextInt(50));
            } else {
                text.append(STRING_CHARS.charAt(random.nextInt(STRING_CHARS.length())));
            }
        }
        return text.toString();
    }

    /** A text that reads as a tree close to {@code file}, with random spacing, separators and line endings. */
    String messy(DocFile file) {
        StringBuilder out = new StringBuilder();
        if (random.nextInt(4) == 0) {
            out.append(newline()).append(newline());
        }
        messyEntries(out, file.entries());
        for (String comment : file.endComments()) {
            out.append(space()).append(comment).append(blanks()).append(newline());
        }
        return out.toString();
    }

    private void messyEntries(StringBuilder out, List<Entry> entries) {
        for (Entry entry : entries) {
            Trivia trivia = entry.trivia();
            if (trivia.blankBefore()) {
                out.append(newline()).append(random.nextBoolean() ? " \t" : "").append(newline());
            }
            for (String comment : trivia.comments()) {
                out.append(space()).append(comment).append(blanks()).append(newline());
            }
            out.append(space());
            if (entry instanceof DocProperty property) {
                messyProperty(out, property);
                messyTrailing(out, trivia.trailing());
            } else {
                messyNode(out, (DocNode) entry);
            }
            // A `;` after a trailing comment would only lengthen the comment.
            out.append(trivia.trailing() == null && random.nextInt(3) == 0 ? ";" : "").append(newline());
        }
    }

    private void messyTrailing(StringBuilder out, String comment) {
        if (comment != null) {
            out.append(random.nextBoolean() ? " ; " : " ").append(comment).append(blanks());
        }
    }

    private void messyNode(StringBuilder out, DocNode node) {
        out.append(node.name());
        for (DocValue arg : node.args()) {
            messyValue(out.append(' ').append(space()), arg);
        }
        for (DocProperty prop : node.props()) {
            messyProperty(out.append(' ').append(space()), prop);
        }
        String trailing = node.trivia().trailing();
        if (node.block() == null) {
            messyTrailing(out, trailing);
            return;
        }
        boolean afterOpen = random.nextBoolean();
        if (node.block().isEmpty() && node.closingComments().isEmpty() && random.nextBoolean()) {
            out.append(space()).append(random.nextBoolean() ? "{}" : "{ }");
        } else {
            out.append(space()).append('{');
            if (afterOpen) {
                messyTrailing(out, trailing);
            }
            out.append(newline());
            messyEntries(out, node.block());
            for (String comment : node.closingComments()) {
                out.append(space()).append(comment).append(newline());
            }
            out.append(space()).append('}');
            if (afterOpen) {
                return;
            }
        }
        messyTrailing(out, trailing);
    }

    private void messyProperty(StringBuilder out, DocProperty property) {
        out.append(property.key()).append(space()).append('=').append(space());
        messyValue(out, property.value());
    }

    private void messyValue(StringBuilder out, DocValue value) {
        if (value instanceof DocValue.Arr arr) {
            messyItems(out.append('['), arr.items()).append(']');
        } else if (value instanceof DocValue.Call call) {
            messyItems(out.append(call.name()).append(space()).append('('), call.args()).append(')');
        } else {
            out.append(DocWriter.writeValue(value));
        }
    }

    private StringBuilder messyItems(StringBuilder out, List<DocValue> items) {
        for (int i = 0; i < items.size(); i++) {
            out.append(space());
            if (random.nextInt(6) == 0) {
                out.append(newline());
            }
            if (random.nextInt(10) == 0) {
                out.append("# inside").append(newline());
            }
            messyValue(out, items.get(i));
            out.append(space());
            if (i < items.size() - 1 || random.nextBoolean()) {
                out.append(',');
            }
        }
        if (random.nextInt(5) == 0) {
            out.append(newline());
        }
        return out;
    }

    private String space() {
        return switch (random.nextInt(5)) {
            case 0 -> " ";
            case 1 -> "\t";
            case 2 -> "   ";
            default -> "";
        };
    }

    private String blanks() {
        return random.nextInt(3) == 0 ? " \t " : "";
    }

    private String newline() {
        return random.nextBoolean() ? "\n" : "\r\n";
    }
}
