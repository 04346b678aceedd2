package dev.reel.preview;

/** What fills the view before anything is drawn; colours are straight (not premultiplied) ARGB. */
public sealed interface Background permits Background.Checkerboard, Background.Solid {

    /** The editor's default: a dark checkerboard that shows transparency. */
    Background EDITOR = new Checkerboard(0xFF2B2B2B, 0xFF333333, 8);

    /** Nothing at all: every pixel starts transparent, as a GIF or PNG export with a transparent background. */
    Background TRANSPARENT = new Solid(0x00000000);

    /**
     * Squares of two colours fixed to the view (they do not move when the camera pans), the first at the
     * top-left corner.
     *
     * @param cellSize view pixels per square side, positive
     */
    record Checkerboard(int firstArgb, int secondArgb, int cellSize) implements Background {
        public Checkerboard {
            if (cellSize <= 0) {
                throw new IllegalArgumentException("checkerboard cell size " + cellSize + " is not positive");
            }
        }
    }

    /** One colour; an alpha below 255 leaves the view that transparent (premultiplied in the buffer). */
    record Solid(int argb) implements Background {
    }
}
