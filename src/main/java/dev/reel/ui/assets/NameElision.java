package dev.reel.ui.assets;

import java.util.function.ToDoubleFunction;

/**
 * Shortens an asset name to a width by cutting out its middle: the start and the end of the stem stay, and so
 * does the extension, because sibling assets often share a prefix ({@code knight_attack.png},
 * {@code knight_idle.png}) and differ only near the end. {@code knight_attack.png} becomes
 * {@code knig…ack.png}, never {@code kn…}.
 */
final class NameElision {
    static final String ELLIPSIS = "…";

    private NameElision() {
    }

    /**
     * The longest middle-cut of {@code name} whose width (as {@code measure} gives it) is at most
     * {@code width}; the name itself when it fits. When even one character on each side of the cut is too
     * wide, the extension is still kept after the first character, as the last thing to give up.
     */
    static String fit(String name, double width, ToDoubleFunction<String> measure) {
        if (name.isEmpty() || measure.applyAsDouble(name) <= width) {
            return name;
        }
        int dot = name.lastIndexOf('.');
        boolean hasExtension = dot > 0 && name.length() - dot <= 6;
        String stem = hasExtension ? name.substring(0, dot) : name;
        String extension = hasExtension ? name.substring(dot) : "";
        if (stem.length() < 2) {
            return name;
        }
        // Binary search on how many characters of the stem are kept around the cut.
        int low = 1;
        int high = stem.length() - 1;
        String best = null;
        while (low <= high) {
            int kept = (low + high) / 2;
            String candidate = cut(stem, kept) + extension;
            if (measure.applyAsDouble(candidate) <= width) {
                best = candidate;
                low = kept + 1;
            } else {
                high = kept - 1;
            }
        }
        if (best != null) {
            return best;
        }
        return stem.charAt(0) + ELLIPSIS + extension;
    }

    /** The stem with only {@code kept} characters, the start taking the larger half. */
    private static String cut(String stem, int kept) {
        int head = (kept + 1) / 2;
        int tail = kept - head;
        return stem.substring(0, head) + ELLIPSIS + stem.substring(stem.length() - tail);
    }
}
