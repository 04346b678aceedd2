package dev.reel.preview;

import java.util.ArrayList;
import java.util.List;

/**
 * The part of a sprite's drawn image that a view can show, for sprites drawn far larger than the view: only
 * that part is made on the CPU and blitted, so a sprite zoomed to a hundred times the view costs what one the
 * size of the view does. (SDL's software renderer scales a rectangle that leaves the view through a surface
 * as large as the whole rectangle: seconds a frame, or nothing drawn once that surface cannot be made.)
 *
 * <p>An unrotated sprite's part is made in tiles on a grid of its image, so panning over it reuses the tiles
 * already made and makes only those coming into view; a rotated one's is made as one window, turned by SDL.
 */
final class InView {
    /** Pixels kept around a rotated sprite's part, so SDL's rotation, nearest or smooth, never samples past it. */
    private static final int ROTATION_MARGIN = 2;
    /** The side of a tile, in pixels of the drawn image. */
    static final int TILE = 256;

    private InView() {
    }

    /**
     * The windows of {@code place}'s {@code width × height} image to make and draw for a view {@code viewWidth ×
     * viewHeight}: the tiles the view shows of an unrotated sprite, the part it can show of a rotated one, none
     * when it shows nothing.
     */
    static List<Resampler.Window> parts(Placement place, int viewWidth, int viewHeight) {
        Resampler.Window part = part(place, viewWidth, viewHeight);
        if (part == null) {
            return List.of();
        }
        if (place.rotated()) {
            return List.of(part);
        }
        List<Resampler.Window> tiles = new ArrayList<>();
        for (int top = part.top() / TILE * TILE; top < part.top() + part.height(); top += TILE) {
            for (int left = part.left() / TILE * TILE; left < part.left() + part.width(); left += TILE) {
                tiles.add(new Resampler.Window(left, top, Math.min(TILE, place.width() - left),
                        Math.min(TILE, place.height() - top)));
            }
        }
        return tiles;
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
            double[][] corners = {{0, 0}, {viewWidth, 0}, {0, viewHeight}, {viewWidth, viewHeight}};
            double[] box = Placement.turnedBox(corners, place.pivotViewX(), place.pivotViewY(), Math.cos(radians),
                    -Math.sin(radians));
            minX = box[0] - place.left();
            minY = box[1] - place.top();
            maxX = box[2] - place.left();
            maxY = box[3] - place.top();
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
