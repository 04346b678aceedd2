package dev.reel.preview;

/**
 * The part of a sprite's drawn image that a view can show, for sprites drawn far larger than the view: only
 * that part is made on the CPU and blitted, so a sprite zoomed to a hundred times the view costs what one the
 * size of the view does. (SDL's software renderer scales a rectangle that leaves the view through a surface
 * as large as the whole rectangle: seconds a frame, or nothing drawn once that surface cannot be made.)
 */
final class InView {
    /** Pixels kept around a rotated sprite's part, so SDL's rotation never samples past its edge. */
    private static final int ROTATION_MARGIN = 1;

    private InView() {
    }

    /**
     * The pixels of {@code place}'s {@code width × height} image that can land in a view {@code viewWidth ×
     * viewHeight}, as a window of that image, or null when none can.
     */
    static Resampler.Window part(Placement place, int viewWidth, int viewHeight) {
        double minX;
        double minY;
        double maxX;
        double maxY;
        int margin = 0;
        if (!place.rotated()) {
            minX = -place.left();
            minY = -place.top();
            maxX = (double) viewWidth - place.left();
            maxY = (double) viewHeight - place.top();
        } else {
            // The view's corners turned back about the pivot, into the unrotated image's pixels.
            double radians = Math.toRadians(place.rotation());
            double cos = Math.cos(radians);
            double sin = Math.sin(radians);
            minX = Double.MAX_VALUE;
            minY = Double.MAX_VALUE;
            maxX = -Double.MAX_VALUE;
            maxY = -Double.MAX_VALUE;
            double[][] corners = {{0, 0}, {viewWidth, 0}, {0, viewHeight}, {viewWidth, viewHeight}};
            for (double[] corner : corners) {
                double dx = corner[0] - place.pivotViewX();
                double dy = corner[1] - place.pivotViewY();
                double x = place.pivotViewX() + dx * cos + dy * sin - place.left();
                double y = place.pivotViewY() - dx * sin + dy * cos - place.top();
                minX = Math.min(minX, x);
                minY = Math.min(minY, y);
                maxX = Math.max(maxX, x);
                maxY = Math.max(maxY, y);
            }
            margin = ROTATION_MARGIN;
        }
        long left = Math.max(0, (long) Math.floor(minX) - margin);
        long top = Math.max(0, (long) Math.floor(minY) - margin);
        long right = Math.min(place.width(), (long) Math.ceil(maxX) + margin);
        long bottom = Math.min(place.height(), (long) Math.ceil(maxY) + margin);
        if (left >= right || top >= bottom) {
            return null;
        }
        return new Resampler.Window((int) left, (int) top, (int) (right - left), (int) (bottom - top));
    }
}
