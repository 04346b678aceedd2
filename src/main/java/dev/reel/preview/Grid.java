package dev.reel.preview;

/**
 * Lines every {@code spacing} world units through the world origin, drawn over the background and under
 * the sprites; skipped while the lines would be closer than {@link #MINIMUM_GAP} view pixels.
 *
 * @param spacing world units between lines, positive
 * @param argb    straight ARGB; a low alpha keeps it quiet
 */
public record Grid(double spacing, int argb) {

    /** View pixels below which a grid would be a wash of lines, so it is not drawn. */
    public static final int MINIMUM_GAP = 4;

    public Grid {
        if (!(spacing > 0) || Double.isInfinite(spacing)) {
            throw new IllegalArgumentException("grid spacing " + spacing + " is not a positive number");
        }
    }
}
