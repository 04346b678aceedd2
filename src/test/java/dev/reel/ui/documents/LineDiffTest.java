package dev.reel.ui.documents;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class LineDiffTest {
    @Test
    void sameLinesGiveNoDiff() {
        assertThat(LineDiff.diff("a\nb\n", "a\nb\n")).isEmpty();
        assertThat(LineDiff.diff("a\nb", "a\nb\n")).isEmpty();
    }

    @Test
    void oneChangedLineShowsWithItsContext() {
        String before = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";
        String after = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n";
        assertThat(LineDiff.unified(before, after)).isEqualTo("@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n");
    }

    @Test
    void changesFarApartMakeTwoHunks() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            lines.add("line " + i);
        }
        String before = String.join("\n", lines);
        lines.set(2, "changed 2");
        lines.set(30, "changed 30");
        long hunks = LineDiff.diff(before, String.join("\n", lines)).stream()
                .filter(line -> line.kind() == LineDiff.Kind.HUNK).count();
        assertThat(hunks).isEqualTo(2);
    }

    /** Applying the diff's kept and added lines rebuilds the new text; kept and removed the old one. */
    @Test
    void theDiffRebuildsBothTexts() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        for (int round = 0; round < 500; round++) {
            List<String> before = randomLines(random);
            List<String> after = new ArrayList<>(before);
            int edits = random.nextInt(5);
            for (int e = 0; e < edits; e++) {
                int at = after.isEmpty() ? 0 : random.nextInt(after.size() + 1);
                switch (random.nextInt(3)) {
                    case 0 -> after.add(Math.min(at, after.size()), "new " + random.nextInt(4));
                    case 1 -> {
                        if (!after.isEmpty()) {
                            after.remove(Math.min(at, after.size() - 1));
                        }
                    }
                    default -> {
                        if (!after.isEmpty()) {
                            after.set(Math.min(at, after.size() - 1), "edit " + random.nextInt(4));
                        }
                    }
                }
            }
            String a = String.join("\n", before);
            String b = String.join("\n", after);
            List<LineDiff.Line> diff = LineDiff.diff(a, b);
            assertThat(apply(before, diff)).as("seed " + seed).isEqualTo(after);
            assertThat(diff.isEmpty()).as("seed " + seed).isEqualTo(before.equals(after));
        }
    }

    private static List<String> randomLines(Random random) {
        List<String> lines = new ArrayList<>();
        int count = random.nextInt(30);
        for (int i = 0; i < count; i++) {
            lines.add("l" + random.nextInt(6));
        }
        return lines;
    }

    /** Rebuilds the new text from the old one and the hunks (their headers give the old line numbers). */
    private static List<String> apply(List<String> before, List<LineDiff.Line> diff) {
        List<String> out = new ArrayList<>();
        int next = 0;
        for (LineDiff.Line line : diff) {
            switch (line.kind()) {
                case HUNK -> {
                    int oldStart = Integer.parseInt(line.text().substring(4, line.text().indexOf(',')));
                    while (next < oldStart - 1) {
                        out.add(before.get(next++));
                    }
                }
                case CONTEXT -> {
                    out.add(before.get(next++));
                }
                case REMOVED -> next++;
                case ADDED -> out.add(line.text());
            }
        }
        while (next < before.size()) {
            out.add(before.get(next++));
        }
        return out;
    }
}
