package dev.reel.sheet;

import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Extras;
import dev.reel.model.Flipbook;
import dev.reel.model.Ids;
import dev.reel.model.LoopMode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * Flipbook from Selection: cells in name order become a flipbook, played as step keys on
 * {@code SpriteRenderer.sprite}, in a new clip exactly as long as its frames.
 */
public final class FlipbookBuilder {
    /** Name order with numbers compared as numbers, so {@code hero_9} comes before {@code hero_10}. */
    public static final Comparator<String> NAME_ORDER = FlipbookBuilder::compareNames;

    private FlipbookBuilder() {
    }

    /** A new clip holding one flipbook of {@code cells} for the node at {@code nodePath} ("" is the node itself). */
    public static Clip clip(String sheetPath, List<Cell> cells, String nodePath, FrameTiming timing,
                            LoopMode loop) {
        Flipbook flipbook = flipbook(sheetPath, cells, nodePath, timing);
        // At a rate the length is frames / fps exactly, as the runtime computes it; a sum of durations is
        // rounded so that 6 × 0.15 s gives 0.9 and not 0.9000000000000001.
        double length = flipbook.durations().isEmpty() ? flipbook.totalDuration()
                : Seconds.round(flipbook.totalDuration());
        return Clip.empty(length, loop).withFlipbooks(List.of(flipbook));
    }

    /** A new looping clip at 12 fps, as Flipbook from Selection makes by default. */
    public static Clip clip(String sheetPath, List<Cell> cells) {
        return clip(sheetPath, cells, "", FrameTiming.DEFAULT, LoopMode.LOOP);
    }

    /** The flipbook of {@code cells} in name order; sprite paths are {@code sheetPath#cellName}. */
    public static Flipbook flipbook(String sheetPath, List<Cell> cells, String nodePath, FrameTiming timing) {
        return flipbookOf(sprites(sheetPath, cells), nodePath, timing);
    }

    /** A flipbook of sprite asset paths in the given order. */
    public static Flipbook flipbookOf(List<String> sprites, String nodePath, FrameTiming timing) {
        if (timing instanceof FrameTiming.Fps rate) {
            return new Flipbook(Ids.next(), nodePath, rate.fps(), List.of(), List.of(), sprites, Extras.NONE);
        }
        List<Double> durations;
        if (timing instanceof FrameTiming.Every every) {
            durations = Collections.nCopies(sprites.size(), every.seconds());
        } else {
            durations = ((FrameTiming.Each) timing).seconds();
            if (durations.size() != sprites.size()) {
                throw new IllegalArgumentException(durations.size() + " durations given for " + sprites.size()
                        + " frames");
            }
        }
        return new Flipbook(Ids.next(), nodePath, null, durations, List.of(), sprites, Extras.NONE);
    }

    /** The asset paths of {@code cells} in name order. */
    public static List<String> sprites(String sheetPath, List<Cell> cells) {
        List<Cell> sorted = new ArrayList<>(cells);
        sorted.sort(Comparator.comparing(Cell::name, NAME_ORDER));
        List<String> sprites = new ArrayList<>(sorted.size());
        for (Cell cell : sorted) {
            sprites.add(CellNames.assetPath(sheetPath, cell.name()));
        }
        return sprites;
    }

    private static int compareNames(String first, String second) {
        int i = 0;
        int j = 0;
        while (i < first.length() && j < second.length()) {
            char a = first.charAt(i);
            char b = second.charAt(j);
            if (isDigit(a) && isDigit(b)) {
                int endA = digitsEnd(first, i);
                int endB = digitsEnd(second, j);
                int order = compareNumbers(first, i, endA, second, j, endB);
                if (order != 0) {
                    return order;
                }
                i = endA;
                j = endB;
            } else {
                if (a != b) {
                    return a - b;
                }
                i++;
                j++;
            }
        }
        int order = (first.length() - i) - (second.length() - j);
        return order != 0 ? order : first.compareTo(second);
    }

    /**
     * The order of the digit runs {@code first[i, endA)} and {@code second[j, endB)} by value: leading zeros left out
     * (a run of zeros counts as one "0"), then the longer run is the larger, then digit by digit. Indexes only, no
     * copies: a sheet's 10,000 cells are sorted by name on every scan of the project and every change of the sheet,
     * and a regular expression per run made that sort the largest allocation of a big sheet's open.
     */
    private static int compareNumbers(String first, int i, int endA, String second, int j, int endB) {
        while (i < endA - 1 && first.charAt(i) == '0') {
            i++;
        }
        while (j < endB - 1 && second.charAt(j) == '0') {
            j++;
        }
        int lengths = (endA - i) - (endB - j);
        if (lengths != 0) {
            return lengths;
        }
        for (; i < endA; i++, j++) {
            int digit = first.charAt(i) - second.charAt(j);
            if (digit != 0) {
                return digit;
            }
        }
        return 0;
    }

    private static boolean isDigit(char letter) {
        return letter >= '0' && letter <= '9';
    }

    private static int digitsEnd(String text, int from) {
        int end = from;
        while (end < text.length() && isDigit(text.charAt(end))) {
            end++;
        }
        return end;
    }
}
