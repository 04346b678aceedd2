package dev.reel.preview;

import java.util.List;

/**
 * Maps world positions to view pixels: {@code view = offset + world × zoom}, y down in both. The zoom levels
 * are pixel-exact (each sheet pixel covers a whole number of view pixels, or the reverse), so pixel art
 * stays crisp when the panel steps through them.
 *
 * @param offsetX the view x of the world origin
 * @param offsetY the view y of the world origin
 * @param zoom    view pixels per world unit, positive
 */
public record Camera(double offsetX, double offsetY, double zoom) {

    /** The zoom levels the panel steps through, smallest first. */
    public static final List<Double> ZOOM_LEVELS =
            List.of(0.125, 0.25, 0.5, 1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 16.0, 24.0, 32.0);

    public Camera {
        if (!(zoom > 0) || Double.isInfinite(zoom)) {
            throw new IllegalArgumentException("zoom " + zoom + " is not a positive number");
        }
    }

    /** The world origin at the view's top-left corner, one view pixel per world unit. */
    public static Camera identity() {
        return new Camera(0, 0, 1);
    }

    /** The world point ({@code worldX}, {@code worldY}) at the centre of a view of the given size. */
    public static Camera centredOn(double worldX, double worldY, double zoom, int viewWidth, int viewHeight) {
        return new Camera(viewWidth / 2.0 - worldX * zoom, viewHeight / 2.0 - worldY * zoom, zoom);
    }

    /**
     * The camera showing a world rectangle whole and centred in the view with {@code margin} view pixels
     * around it; with {@code pixelExact} the zoom is the largest level of {@link #ZOOM_LEVELS} that fits
     * (never below the smallest) and the offset whole pixels.
     */
    public static Camera fit(double left, double top, double width, double height, int viewWidth, int viewHeight,
                             int margin, boolean pixelExact) {
        double room = Math.max(1, Math.min(viewWidth - 2.0 * margin, viewHeight - 2.0 * margin));
        double roomX = Math.max(1, viewWidth - 2.0 * margin);
        double roomY = Math.max(1, viewHeight - 2.0 * margin);
        double zoom = Math.min(width > 0 ? roomX / width : room, height > 0 ? roomY / height : room);
        if (pixelExact) {
            double chosen = ZOOM_LEVELS.get(0);
            for (double level : ZOOM_LEVELS) {
                if (level <= zoom) {
                    chosen = level;
                }
            }
            zoom = chosen;
        }
        Camera camera = centredOn(left + width / 2, top + height / 2, zoom, viewWidth, viewHeight);
        return pixelExact ? camera.snapped() : camera;
    }

    public double viewX(double worldX) {
        return offsetX + worldX * zoom;
    }

    public double viewY(double worldY) {
        return offsetY + worldY * zoom;
    }

    public double worldX(double viewX) {
        return (viewX - offsetX) / zoom;
    }

    public double worldY(double viewY) {
        return (viewY - offsetY) / zoom;
    }

    /** Moved by a drag of (dx, dy) view pixels. */
    public Camera panned(double dx, double dy) {
        return new Camera(offsetX + dx, offsetY + dy, zoom);
    }

    /** Zoomed to {@code newZoom} keeping the world point under view (viewX, viewY) where it is, as a wheel does. */
    public Camera zoomedAround(double viewX, double viewY, double newZoom) {
        double worldX = worldX(viewX);
        double worldY = worldY(viewY);
        return new Camera(viewX - worldX * newZoom, viewY - worldY * newZoom, newZoom);
    }

    /** The next larger level of {@link #ZOOM_LEVELS} around a view point, snapped; the largest stays. */
    public Camera zoomIn(double viewX, double viewY) {
        for (double level : ZOOM_LEVELS) {
            if (level > zoom * (1 + 1e-9)) {
                return zoomedAround(viewX, viewY, level).snapped();
            }
        }
        return zoomedAround(viewX, viewY, ZOOM_LEVELS.get(ZOOM_LEVELS.size() - 1)).snapped();
    }

    /** The next smaller level of {@link #ZOOM_LEVELS} around a view point, snapped; the smallest stays. */
    public Camera zoomOut(double viewX, double viewY) {
        for (int i = ZOOM_LEVELS.size() - 1; i >= 0; i--) {
            if (ZOOM_LEVELS.get(i) < zoom * (1 - 1e-9)) {
                return zoomedAround(viewX, viewY, ZOOM_LEVELS.get(i)).snapped();
            }
        }
        return zoomedAround(viewX, viewY, ZOOM_LEVELS.get(0)).snapped();
    }

    /** The offset rounded to whole view pixels, so sprites at whole world positions land on whole pixels. */
    public Camera snapped() {
        return new Camera(Math.floor(offsetX + 0.5), Math.floor(offsetY + 0.5), zoom);
    }
}
