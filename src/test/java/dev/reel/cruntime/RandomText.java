package dev.reel.cruntime;

import java.util.Random;

/**
 * Random readable documents in untidy but valid layouts: every kind of value (numbers of every form, strings with
 * every escape and characters outside ASCII, booleans, words, nested arrays and calls spread over lines), nodes
 * with arguments, header properties and blocks written in one line or many, property lines, comments, blank
 * lines, {@code ;} and all three kinds of line break.
 */
final class RandomText {
    private static final String[] NAMES = {"anim", "track", "key", "frames", "event", "state", "t", "v", "kind",
        "loop", "linear", "child-node", "a_b", "x.y", "path/to", "_", "Z9", "true", "false", "asset", "e", "E1",
        "entry", "entryPos", "prop"};
    private static final String[] STRING_PARTS = {"a", "Z", " ", "0", "\\\"", "\\\\", "\\n", "\\t", "\\u{0}",
        "\\u{7f}", "\\u{e9}", "\\u{1F600}", "\\u{10FFFF}", "\\u{2028}", "é", "€", "😀", "\t", "#", "//", "{", "}",
        "[", "]", "=", ",", ";", "\u00a0", "\u200b"};
    private static final String[] BREAKS = {"\n", "\n", "\n", "\r\n", "\r", ";", " ; ", "\n\n", " # note\n",
        " // note\r\n", "\t\n"};

    private RandomText() {
    }

    static String document(Random random) {
        StringBuilder out = new StringBuilder();
        if (random.nextInt(10) == 0) {
            out.append('\ufeff');
        }
        entries(out, random, 0, random.nextInt(6));
        return out.toString();
    }

    private static void entries(StringBuilder out, Random random, int depth, int count) {
        for (int i = 0; i < count; i++) {
            if (random.nextInt(6) == 0) {
                out.append(random.nextBoolean() ? "# a comment ü" : "// another").append(lineBreak(random));
            }
            out.append("  ".repeat(depth));
            if (random.nextInt(5) < 2) {
                out.append(name(random)).append(random.nextInt(4) == 0 ? " = " : "=");
                value(out, random, depth);
            } else {
                node(out, random, depth);
            }
            out.append(BREAKS[random.nextInt(BREAKS.length)]);
        }
    }

    private static void node(StringBuilder out, Random random, int depth) {
        out.append(name(random));
        for (int i = random.nextInt(3); i > 0; i--) {
            out.append(blank(random));
            value(out, random, depth);
        }
        for (int i = random.nextInt(4); i > 0; i--) {
            out.append(blank(random)).append(name(random)).append('=');
            value(out, random, depth);
        }
        switch (random.nextInt(4)) {
            case 0 -> {
            }
            case 1 -> out.append(" {}");
            case 2 -> {
                out.append(" { ");
                if (depth < 4) {
                    out.append(name(random)).append("=1; ");
                }
                out.append('}');
            }
            default -> {
                out.append(" {").append(random.nextBoolean() ? " # after the brace" : "").append(lineBreak(random));
                if (depth < 4) {
                    entries(out, random, depth + 1, random.nextInt(4));
                }
                out.append("  ".repeat(depth)).append('}');
            }
        }
    }

    private static void value(StringBuilder out, Random random, int depth) {
        switch (random.nextInt(depth > 6 ? 5 : 7)) {
            case 0, 1 -> {
                String number = DocCorpus.number(random);
                while (!Double.isFinite(Double.parseDouble(number))) {
                    number = DocCorpus.number(random);
                }
                out.append(number);
            }
            case 2 -> {
                out.append('"');
                for (int i = random.nextInt(8); i > 0; i--) {
                    out.append(STRING_PARTS[random.nextInt(STRING_PARTS.length)]);
                }
                out.append('"');
            }
            case 3 -> out.append(random.nextBoolean() ? "true" : "false");
            case 4 -> out.append(name(random));
            case 5 -> items(out, random, depth, "[", "]");
            default -> items(out, random, depth, name(random) + (random.nextInt(4) == 0 ? " (" : "("), ")");
        }
    }

    private static void items(StringBuilder out, Random random, int depth, String open, String close) {
        out.append(open);
        int count = random.nextInt(4);
        boolean lines = random.nextInt(3) == 0;
        for (int i = 0; i < count; i++) {
            if (lines) {
                out.append(random.nextBoolean() ? "\n" : " # inside\r\n").append("  ".repeat(depth + 1));
            }
            value(out, random, depth + 1);
            if (i + 1 < count || random.nextBoolean()) {
                out.append(random.nextBoolean() ? ", " : ",");
            }
        }
        if (lines) {
            out.append('\n');
        }
        out.append(close);
    }

    private static String name(Random random) {
        return NAMES[random.nextInt(NAMES.length)];
    }

    private static String blank(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> "\t";
            case 1 -> "  ";
            case 2 -> " \f";
            default -> " ";
        };
    }

    private static String lineBreak(Random random) {
        String[] breaks = {"\n", "\r\n", "\r"};
        return breaks[random.nextInt(breaks.length)];
    }
}
