package dev.reel.cruntime;

import dev.reel.io.FieldsScript;
import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The C reader of the document syntax ({@code runtimes/c/tests/doc_dump.c}) and Java's {@link dev.reel.doc.DocReader}
 * make the same of every document of {@link DocCorpus}: the same tree (names, arguments, properties, values, the
 * bits of every number, every line and column), or the same first error: code, line and column, and the same
 * message as printed in UTF-8 (a message in C leaves out a U+0000 that the Java one may hold).
 */
class DocAgreementTest {
    private static final long SEED = 3232;
    private static final int MUTATIONS = 4000;
    /** Documents larger than this are read as they are but not mutated, to keep the corpus quick. */
    private static final int MUTABLE_SIZE = 64 * 1024;

    /** What is compared: the tree, what a sink is offered, or what {@code rl_fields} and io.Fields report. */
    private enum Mode { TREE, SINK, FIELDS }

    @Test
    void cAndJavaReadEveryDocumentAlike(@TempDir Path dir) throws Exception {
        agree(dir, Mode.TREE, MUTATIONS);
    }

    /** The C reader's sink is offered the same nodes, with the same open headers, as Java's {@code NodeSink}. */
    @Test
    void cAndJavaHandTheSameNodesToASink(@TempDir Path dir) throws Exception {
        agree(dir, Mode.SINK, MUTATIONS / 4);
    }

    /** {@code rl_fields} reports what io.Fields reports, in the same order ({@link FieldsScript}). */
    @Test
    void cFieldsReportWhatJavasFieldsReport(@TempDir Path dir) throws Exception {
        agree(dir, Mode.FIELDS, MUTATIONS / 4);
    }

    private static void agree(Path dir, Mode mode, int mutations) throws Exception {
        boolean sink = mode != Mode.TREE;
        Path dump = CRuntime.testProgram("doc_dump", false);
        Map<String, byte[]> corpus = new LinkedHashMap<>(DocCorpus.base());
        List<byte[]> sources = new ArrayList<>();
        for (byte[] doc : corpus.values()) {
            if (doc.length <= MUTABLE_SIZE) {
                sources.add(doc);
            }
        }
        corpus.putAll(DocCorpus.mutations(sources, SEED, mutations));

        List<String> names = new ArrayList<>(corpus.keySet());
        List<String> paths = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            Path file = dir.resolve(String.format("doc-%05d", i));
            Files.write(file, corpus.get(names.get(i)));
            paths.add(file.toString());
        }
        Path list = dir.resolve("list");
        Files.write(list, paths);
        List<String> args = switch (mode) {
            case TREE -> List.of("@" + list);
            case SINK -> List.of("--sink", "@" + list);
            case FIELDS -> List.of("--fields", "@" + list);
        };
        ChildRun.Ended ended = CRuntime.run(dump, args, Duration.ofMinutes(3));
        assertEquals(0, ended.exit(), "doc_dump failed:\n" + tail(ended.output()));

        String output = ended.output();
        int from = 0;
        int errors = 0;
        List<String> disagreements = new ArrayList<>();
        List<String> messages = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String marker = "== " + paths.get(i) + "\n";
            int start = output.indexOf(marker, from);
            assertTrue(start >= 0, "doc_dump printed nothing for " + names.get(i));
            start += marker.length();
            int end = i + 1 < names.size() ? output.indexOf("== " + paths.get(i + 1) + "\n", start) : output.length();
            assertTrue(end >= 0, "doc_dump printed nothing for the document after " + names.get(i));
            String c = output.substring(start, end);
            from = end;
            byte[] doc = corpus.get(names.get(i));
            String java = switch (mode) {
                case TREE -> JavaDocDump.dump(doc);
                case SINK -> JavaDocDump.dumpWithSink(doc);
                case FIELDS -> FieldsScript.run(doc);
            };
            if (java == null) {
                java = JavaDocDump.dump(doc);
            }
            java = new String(java.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);   // as printed
            if (mode == Mode.FIELDS) {
                java = cutMessages(java);
            }
            boolean javaError = !("\n" + java).contains("\nfile\n") && !java.startsWith("fields\n");
            if (names.get(i).startsWith("numbers-") || names.get(i).startsWith("random-")) {
                assertTrue(!javaError, names.get(i) + " must be readable: " + firstLine(java));
            }
            if (sink) {
                errors += javaError ? 1 : 0;
                if (!c.equals(asCPrintsIt(java))) {
                    disagreements.add(names.get(i) + ": " + firstDifference(c, asCPrintsIt(java)));
                }
            } else if (javaError) {
                errors++;
                if (!place(c).equals(place(java))) {
                    disagreements.add(names.get(i) + ": C " + firstLine(c) + " | Java " + firstLine(java));
                } else if (!c.equals(asCPrintsIt(java))) {
                    messages.add(names.get(i) + ":\n  C    " + firstLine(c) + "\n  Java " + firstLine(java));
                }
            } else if (!c.equals(java)) {
                disagreements.add(names.get(i) + ": " + firstDifference(c, java));
            }
        }
        System.out.println("[C runtime] doc agreement" + switch (mode) {
            case TREE -> ": ";
            case SINK -> " with a sink: ";
            case FIELDS -> " of rl_fields and io.Fields: ";
        } + names.size() + " documents (" + (names.size() - errors)
                + " read, " + errors + " with a syntax error), " + disagreements.size() + " disagreements, "
                + messages.size() + " messages worded differently");
        if (!disagreements.isEmpty()) {
            fail(disagreements.size() + " documents read differently by C and Java:\n"
                    + String.join("\n", disagreements.subList(0, Math.min(30, disagreements.size()))));
        }
        if (!messages.isEmpty()) {
            fail(messages.size() + " errors found alike but worded differently by C and Java:\n"
                    + String.join("\n", messages.subList(0, Math.min(30, messages.size()))));
        }
    }

    /** A C message leaves out the U+0000 that Java's may hold (from an excerpt of a string holding one). */
    private static String asCPrintsIt(String javaDump) {
        return javaDump.replace("\0", "");
    }

    /**
     * A diagnostic's message in C holds at most 1,023 bytes (the common section's rl_diag formats into 1,024),
     * where Java's is whole; a message naming a key thousands of characters long is cut there, byte-wise.
     */
    private static String cutMessages(String dump) {
        String[] lines = dump.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String[] parts = lines[i].split(" ", 4);
            byte[] message = parts.length == 4 ? parts[3].getBytes(StandardCharsets.UTF_8) : new byte[0];
            if (message.length > 1023) {
                lines[i] = parts[0] + " " + parts[1] + " " + parts[2] + " "
                        + new String(java.util.Arrays.copyOf(message, 1023), StandardCharsets.UTF_8);
            }
        }
        return String.join("\n", lines);
    }

    /** "CODE L:C" of an error dump. */
    private static String place(String dump) {
        String[] words = dump.split(" ", 3);
        return words.length < 2 ? dump : words[0] + " " + words[1];
    }

    private static String firstLine(String text) {
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }

    private static String firstDifference(String c, String java) {
        String[] a = c.split("\n", -1);
        String[] b = java.split("\n", -1);
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            String x = i < a.length ? a[i] : "(nothing)";
            String y = i < b.length ? b[i] : "(nothing)";
            if (!x.equals(y)) {
                return "line " + (i + 1) + " of the dump:\n  C    " + cut(x) + "\n  Java " + cut(y);
            }
        }
        return "(equal)";
    }

    private static String cut(String line) {
        return line.length() > 300 ? line.substring(0, 300) + "..." : line;
    }

    private static String tail(String output) {
        return output.length() > 4000 ? output.substring(output.length() - 4000) : output;
    }
}
