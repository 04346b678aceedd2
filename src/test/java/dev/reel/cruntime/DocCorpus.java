package dev.reel.cruntime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

/**
 * Documents for comparing the C reader with the Java one: every {@code .aeanim}, {@code .aectrl} and
 * {@code .aego} of the project, the reader's committed fuzzing inputs, texts aimed at each rule (numbers near the
 * edges of doubles and halfway between two, escapes, positions after tabs, astral characters and line breaks of
 * every kind, the limits), random readable documents ({@link RandomText}), and seeded mutations of all of them.
 */
final class DocCorpus {
    private static final String[] ROOTS = {"sample-projects", "src/test/resources", "src/main/resources"};
    private static final String[] SNIPPETS = {"{", "}", "[", "]", "(", ")", "=", ",", ";", "\"", "\\", "#", "//",
        "\n", "\r", "\r\n", "\t", "\f", " ", "0", "-", "+", ".", "e", "E", "1e400", "1.5e-330", "x", "true",
        "false", "asset(", "\\u{", "\\u{1F600}", "\\u{D800}", "\\u{110000}", "\\u{}", "\\u{1234567}", "\\q", "\\n",
        "\u00e9", "\ud83d\ude00", "\u2028", "\ufeff", "a=1", "k t=0 v=0 {}", "\"s\"", "[1, 2,]", "//x", "# c\n"};
    private static final byte[][] BAD_BYTES = {{(byte) 0xFF}, {(byte) 0xC3}, {(byte) 0xE2, (byte) 0x80},
        {(byte) 0xC0, (byte) 0x80}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xF4, (byte) 0x90, (byte) 0x80,
        (byte) 0x80}, {(byte) 0x80}, {(byte) 0xF0, (byte) 0x9F, (byte) 0x98}};

    private DocCorpus() {
    }

    private static Map<String, byte[]> base;

    /**
     * The project's documents by path, then the fuzzing inputs, the aimed texts, the numbers and the random
     * documents; made once per test JVM (the numbers' exact halfway points take a few seconds).
     */
    static synchronized Map<String, byte[]> base() throws IOException {
        if (base == null) {
            base = java.util.Collections.unmodifiableMap(make());
        }
        return base;
    }

    private static Map<String, byte[]> make() throws IOException {
        Map<String, byte[]> docs = new LinkedHashMap<>();
        for (String root : ROOTS) {
            Path dir = Path.of(root);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(dir)) {
                files.filter(Files::isRegularFile).filter(DocCorpus::isDocument).sorted()
                        .forEach(path -> docs.put(path.toString(), read(path)));
            }
        }
        Path fuzz = Path.of("src/test/resources/dev/reel/doc/DocReaderFuzzTestInputs");
        if (Files.isDirectory(fuzz)) {
            try (Stream<Path> files = Files.walk(fuzz)) {
                files.filter(Files::isRegularFile).sorted().forEach(path -> docs.put(path.toString(), read(path)));
            }
        }
        List<String> aimed = aimed();
        for (int i = 0; i < aimed.size(); i++) {
            docs.put("aimed-" + i, aimed.get(i).getBytes(StandardCharsets.UTF_8));
        }
        for (int seed = 0; seed < 4; seed++) {
            docs.put("numbers-" + seed, numbers(new Random(seed)).getBytes(StandardCharsets.UTF_8));
        }
        Random random = new Random(3200);
        for (int i = 0; i < 600; i++) {
            docs.put("random-" + i, RandomText.document(random).getBytes(StandardCharsets.UTF_8));
        }
        return docs;
    }

    /** {@code count} seeded mutations of the given documents. */
    static Map<String, byte[]> mutations(List<byte[]> sources, long seed, int count) {
        Random random = new Random(seed);
        Map<String, byte[]> docs = new LinkedHashMap<>();
        for (int i = 0; i < count; i++) {
            byte[] doc = sources.get(random.nextInt(sources.size()));
            int rounds = 1 + random.nextInt(3);
            for (int r = 0; r < rounds; r++) {
                doc = mutate(doc, random);
            }
            docs.put("mutation-" + seed + "-" + i, doc);
        }
        return docs;
    }

    private static boolean isDocument(Path path) {
        String name = path.getFileName().toString();
        return name.endsWith(".aeanim") || name.endsWith(".aectrl") || name.endsWith(".aego");
    }

    private static byte[] read(Path path) {
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] mutate(byte[] doc, Random random) {
        int at = doc.length == 0 ? 0 : random.nextInt(doc.length + 1);
        int span = Math.min(doc.length - at, 1 + random.nextInt(random.nextBoolean() ? 4 : 40));
        byte[] insert;
        switch (random.nextInt(7)) {
            case 0 -> insert = SNIPPETS[random.nextInt(SNIPPETS.length)].getBytes(StandardCharsets.UTF_8);
            case 1 -> insert = BAD_BYTES[random.nextInt(BAD_BYTES.length)];
            case 2 -> insert = number(random).getBytes(StandardCharsets.UTF_8);
            case 3 -> insert = new byte[] {(byte) random.nextInt(256)};
            case 4 -> {
                int from = doc.length == 0 ? 0 : random.nextInt(doc.length);
                int length = Math.min(doc.length - from, random.nextInt(60));
                insert = java.util.Arrays.copyOfRange(doc, from, from + length);
            }
            case 5 -> {
                return java.util.Arrays.copyOf(doc, at);
            }
            default -> insert = new byte[0];
        }
        boolean replace = random.nextBoolean();
        int cut = replace ? Math.max(span, 0) : 0;
        byte[] out = new byte[doc.length - cut + insert.length];
        System.arraycopy(doc, 0, out, 0, at);
        System.arraycopy(insert, 0, out, at, insert.length);
        System.arraycopy(doc, at + cut, out, at + insert.length, doc.length - at - cut);
        return out;
    }

    /** A number literal: plain, long, at the edges of doubles, or the exact decimal halfway between two. */
    static String number(Random random) {
        switch (random.nextInt(6)) {
            case 0 -> {
                return Double.toString(Double.longBitsToDouble(random.nextLong() & Long.MAX_VALUE))
                        .replace("Infinity", "1e999").replace("NaN", "0.5");
            }
            case 1 -> {
                double d = Double.longBitsToDouble(random.nextLong() & Long.MAX_VALUE);
                if (!Double.isFinite(d)) {
                    d = Double.MIN_VALUE * random.nextInt(1000);
                }
                BigDecimal half = new BigDecimal(d).add(new BigDecimal(Math.ulp(d)).divide(BigDecimal.valueOf(2)));
                String text = random.nextBoolean() ? half.toString() : half.toPlainString();
                return switch (random.nextInt(3)) {
                    case 0 -> text;
                    case 1 -> text.contains(".") || text.contains("E") ? text.replaceFirst("E|$", "1$0") : text;
                    default -> text.replaceFirst("5(E|$)", "4999$1");
                };
            }
            case 2 -> {
                StringBuilder digits = new StringBuilder(random.nextBoolean() ? "-" : "");
                int count = 1 + random.nextInt(random.nextBoolean() ? 20 : 900);
                for (int i = 0; i < count; i++) {
                    digits.append((char) ('0' + random.nextInt(10)));
                }
                if (count > 1 && random.nextBoolean()) {
                    int start = digits.charAt(0) == '-' ? 1 : 0;
                    digits.insert(start + 1 + random.nextInt(count - 1), '.');
                } else if (random.nextBoolean()) {
                    digits.append('.').append(random.nextInt(1000));
                }
                if (random.nextBoolean()) {
                    digits.append(random.nextBoolean() ? "e" : "E").append(random.nextInt(700) - 350);
                }
                return digits.toString();
            }
            case 3 -> {
                String[] edges = {"4.9e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "5e-324",
                    "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "2.2250738585072014E-308",
                    "2.2250738585072011e-308", "9007199254740993", "9007199254740992.5", "0.1", "0.30000000000000004",
                    "1e23", "8.41e21", "1e-400", "1e+400", "0e999999999999", "1e-99999999999999999999", "+0", "-0",
                    "123456789012345678901234567890e-10", "00000000000000000000001.5"};
                return edges[random.nextInt(edges.length)];
            }
            case 4 -> {
                return Long.toString(random.nextLong()) + "e" + (random.nextInt(40) - 20);
            }
            default -> {
                return random.nextInt(100000) + "." + random.nextInt(100000);
            }
        }
    }

    /** Numbers that Java reads as finite doubles, one a line (one too large would make the file unreadable). */
    private static String numbers(Random random) {
        StringBuilder out = new StringBuilder("nums {\n");
        for (int i = 0; i < 5000; i++) {
            String number = number(random);
            if (Double.isFinite(Double.parseDouble(number))) {
                out.append("  v=").append(number).append('\n');
            }
        }
        return out.append("}\n").toString();
    }

    private static List<String> aimed() {
        List<String> texts = new ArrayList<>();
        texts.add("a=1\tb=\"\u00e9\ud83d\ude00\" c=x\r\nd=[1,\r 2]\rnode \"x\" k=1 { y=2 }\n");
        texts.add("\ufeffanim version=1 {\n  key t=0 v=0 {}\n}\n");
        texts.add("s=\"\\\"\\\\\\n\\t\\u{0}\\u{7f}\\u{10FFFF}\\u{e9}\"\n");
        texts.add("n [1, [2, [3]]] f(1, g(\"x\"),) p=q(1)\n");
        texts.add("a=\"" + "x".repeat(1 << 20) + "\"\n");
        texts.add("a=\"" + "x".repeat((1 << 20) + 1) + "\"\n");
        texts.add("a=\"" + "\ud83d\ude00".repeat(1 << 19) + "\"\n");
        texts.add("a=\"" + "\\u{1F600}".repeat((1 << 19) + 1) + "\"\n");
        texts.add("a=" + "[".repeat(256) + "]".repeat(256) + "\n");
        texts.add("a=" + "[".repeat(257) + "]".repeat(257) + "\n");
        texts.add("n {".repeat(256) + "}".repeat(256) + "\n");
        texts.add("n {".repeat(257) + "}".repeat(257) + "\n");
        texts.add("a=f(".repeat(1) + "g(".repeat(255) + ")".repeat(256) + "\n");
        texts.add("\u00e9 a=1\n");
        texts.add("a=1 \u2028\n");
        texts.add("a=\"\\\u00e9\"\n");
        texts.add("a=\"\\\ud83d\ude00\"\n");
        texts.add("a=\"x\\u{12\nb\"\n");
        texts.add("x=1; y=2;; z=3 # c\n n; m {} o\n");
        texts.add("n a=1 \"late\"\n");
        texts.add("n = \n");
        texts.add("n (\n");
        texts.add("[1]\n");
        texts.add("a=[1 2]\n");
        texts.add("a=[1,\n# c\n2\n// d\n]\n");
        texts.add("a=(1)\n");
        texts.add("a=1.\n");
        texts.add("a=.5\n");
        texts.add("a=.5.\n");
        texts.add("a=--1\n");
        texts.add("a=1//c\n");
        texts.add("path/to//c=1\n");
        texts.add("n {\n");
        texts.add("}\n");
        texts.add("a=\"open\n");
        texts.add("a=\"open");
        texts.add("a=\"\\");
        texts.add("a=]\n");
        texts.add("n ) \n");
        texts.add("n\n{\n}\n");
        texts.add("a = 1\n");
        texts.add("true=false false true\n");
        texts.add("a=1 } \n");
        texts.add("n { a=1 } b=2\n");
        texts.add("");
        texts.add("\n\n\n");
        texts.add("\r\r\n\n x=@\n");
        // How messages name a character: U+XXXX for controls, white space, format characters and astral ones.
        int[] named = {0x1, 0x7F, 0x85, 0xA0, 0xAD, 0x300, 0x301, 0x600, 0x8E2, 0x1680, 0x180E, 0x2000, 0x200B,
            0x2028, 0x202F, 0x2064, 0x2065, 0x2066, 0x3000, 0xE000, 0xFEFF, 0xFFFD, 0x1F600, 0x10FFFF};
        for (int cp : named) {
            String c = new String(Character.toChars(cp));
            texts.add("a " + c + "\n");
            texts.add("s=\"\\" + c + "\"\n");
            texts.add("s=\"\\u{" + c + "\"\n");
        }
        // Values shown in rl_fields messages, cut after 37 UTF-16 units, sometimes in the middle of a character.
        for (int length = 34; length <= 40; length++) {
            texts.add("n \"a\" \"" + "x".repeat(length) + "\ud83d\ude00\u00e9yyyy\" t=\"" + "z".repeat(length - 1)
                    + "\ud83d\ude00\ud83d\ude00zz\" loop=w" + "o".repeat(length) + "\n");
        }
        return texts;
    }
}
