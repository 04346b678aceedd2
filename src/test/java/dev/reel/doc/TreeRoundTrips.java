package dev.reel.doc;

import dev.reel.reliability.Figure;

import java.util.Random;

/**
 * Random document trees written, read and written again (the text syntax's round trip), for the reliability
 * report: a difference is a tree whose second text or re-read tree differs from the first.
 */
public final class TreeRoundTrips {
    private TreeRoundTrips() {
    }

    public static Figure run(int count, long baseSeed) {
        int differences = 0;
        int unreadable = 0;
        for (int index = 0; index < count; index++) {
            DocFile tree = new RandomDocs(new Random(baseSeed + index)).file();
            String written = DocWriter.write(tree);
            ParseResult back = DocReader.read(written);
            if (!back.ok()) {
                unreadable++;
                continue;
            }
            if (!DocWriter.write(back.file()).equals(written) || !Trees.withoutPositions(back.file()).equals(tree)) {
                differences++;
            }
        }
        return new Figure("round trips: random syntax trees, write-read-write", count,
                differences + " differences, " + unreadable + " unreadable", unreadable, differences);
    }
}
