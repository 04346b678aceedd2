package dev.reel.preview;

/**
 * The size of an exported frame and the camera that puts the sprites in it. World units are drawn
 * {@code scale} pixels wide, and the camera's offset is a whole pixel, so an unscaled sprite at a whole
 * position copies its sheet's pixels exactly.
 *
 * @param width  one frame's width in pixels
 * @param height one frame's height in pixels
 */
public record ExportFraming(int width, int height, Camera camera) {

    /** Pixels of empty margin around the sprites when the frame is fitted to them. */
    public static final int PADDING = 2;
    private static final double TOLERANCE = 1e-9;

    /** A frame just holding {@code bounds} (which must not be empty) at {@code scale}, {@link #PADDING} around. */
    public static ExportFraming fit(WorldBounds bounds, double scale) {
        if (bounds.isEmpty()) {
            throw new IllegalArgumentException("there is nothing to fit a frame around");
        }
        double left = Math.floor(bounds.left() * scale + TOLERANCE) - PADDING;
        double top = Math.floor(bounds.top() * scale + TOLERANCE) - PADDING;
        double right = Math.ceil(bounds.right() * scale - TOLERANCE) + PADDING;
        double bottom = Math.ceil(bounds.bottom() * scale - TOLERANCE) + PADDING;
        return new ExportFraming((int) Math.min(Integer.MAX_VALUE, right - left),
                (int) Math.min(Integer.MAX_VALUE, bottom - top), new Camera(-left, -top, scale));
    }

    /** A frame of {@code width} × {@code height} pixels with the centre of {@code bounds} (or the origin) in its centre. */
    public static ExportFraming centred(WorldBounds bounds, double scale, int width, int height) {
        double x = bounds.isEmpty() ? 0 : (bounds.left() + bounds.right()) / 2;
        double y = bounds.isEmpty() ? 0 : (bounds.top() + bounds.bottom()) / 2;
        return new ExportFraming(width, height, Camera.centredOn(x, y, scale, width, height).snapped());
    }
}
