package dev.reel.doc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.Random;
import org.junit.jupiter.api.Test;

class RoundTripTest {
    private static final long BASE_SEED = 0x5EEDL;

    @Test
    void tenThousandRandomTreesWriteReadWriteWithoutADifference() {
        int failures = 0;
        for (int i = 0; i < 10_000; i++) {
            long seed = BASE_SEED + i;
            DocFile tree = new RandomDocs(new Random(seed)).file();
            String written = DocWriter.write(tree);
            ParseResult back = DocReader.read(written);
            if (!back.ok()) {
                failures++;
                System.out.println("seed " + seed + ": canonical text does not read: " + back.errors() + "\n" + written);
                continue;
            }
            String again = DocWriter.write(back.file());
            DocFile readTree = Trees.withoutPositions(back.file());
            if (!again.equals(written) || !readTree.equals(tree)) {
                failures++;
                System.out.println("seed " + seed + ": differs\n--- first\n" + written + "--- second\n" + again);
            }
        }
        assertThat(failures).as("failing seeds are printed above").isZero();
    }

    @Test
    void randomMessyTextsAreStableAfterOneWrite() {
        int failures = 0;
        for (int i = 0; i < 3_000; i++) {
            long seed = BASE_SEED * 31 + i;
            RandomDocs docs = new RandomDocs(new Random(seed));
            String messy = docs.messy(docs.file());
            ParseResult first = DocReader.read(messy);
            if (!first.ok()) {
                failures++;
                System.out.println("seed " + seed + ": messy text does not read: " + first.errors() + "\n" + messy);
                continue;
            }
            String written = DocWriter.write(first.file());
            ParseResult second = DocReader.read(written);
            if (!second.ok()) {
                failures++;
                System.out.println("seed " + seed + ": rewritten text does not read: " + second.errors() + "\n"
                        + written);
                continue;
            }
            if (!DocWriter.write(second.file()).equals(written)
                    || !Trees.withoutPositions(second.file()).equals(Trees.withoutPositions(first.file()))) {
                failures++;
                System.out.println("seed " + seed + ": not stable\n--- messy\n" + messy + "--- written\n" + written
                        + "--- again\n" + DocWriter.write(second.file()));
            }
        }
        assertThat(failures).as("failing seeds are printed above").isZero();
    }

    @Test
    void aFiveMegabyteClipReadsAndWritesBackByteForByte() {
        String text = DocReaderBench.clip(5 << 20, 7);
        ParseResult result = DocReader.read(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertThat(result.errors()).isEmpty();
        assertThat(DocWriter.write(result.file())).isEqualTo(text);
    }

    @Test
    void positionsPointAtTheWrittenText() {
        Random random = new Random(BASE_SEED);
        for (int i = 0; i < 500; i++) {
            String text = DocWriter.write(new RandomDocs(random).file());
            String[] lines = text.split("\n", -1);
            DocFile file = DocReader.read(text).file();
            checkPositions(lines, file.entries(), i);
        }
    }

    private static void checkPositions(String[] lines, java.util.List<Entry> entries, int index) {
        for (Entry entry : entries) {
            String line = lines[entry.pos().line() - 1];
            String name = DocWriterTest.nameOf(entry);
            if (!line.startsWith(name, entry.pos().column() - 1)) {
                fail("case " + index + ": " + name + " is not at " + entry.pos() + " in `" + line + "`");
            }
            if (entry instanceof DocNode node) {
                for (DocValue arg : node.args()) {
                    String value = DocWriter.writeValue(arg);
                    String at = lines[arg.pos().line() - 1];
                    if (!at.startsWith(value, arg.pos().column() - 1)) {
                        fail("case " + index + ": " + value + " is not at " + arg.pos() + " in `" + at + "`");
                    }
                }
                if (node.block() != null) {
                    checkPositions(lines, node.block(), index);
                }
            }
        }
    }
}
