package dev.reel.preview;

import dev.reel.model.Vec2;

import java.util.List;

/**
 * Draws the scene's editor marks through a {@link Painter}: grid, bounds, origin, the position path with its
 * key dots, event flashes and the selection glow. Positions are world units mapped by the camera; every
 * line is whole pixels so the marks look the same on every renderer.
 */
final class Overlays {
    private final Painter painter;
    private final int viewWidth;
    private final int viewHeight;

    Overlays(Painter painter, int viewWidth, int viewHeight) {
        this.painter = painter;
        this.viewWidth = viewWidth;
        this.viewHeight = viewHeight;
    }

    void grid(Grid grid, Camera camera) {
        double gap = grid.spacing() * camera.zoom();
        if (gap < Grid.MINIMUM_GAP) {
            return;
        }
        painter.colour(grid.argb());
        long firstColumn = (long) Math.ceil(camera.worldX(0) / grid.spacing());
        for (long k = firstColumn; ; k++) {
            int x = pixel(camera.viewX(k * grid.spacing()));
            if (x >= viewWidth) {
                break;
            }
            painter.fill(x, 0, 1, viewHeight);
        }
        long firstRow = (long) Math.ceil(camera.worldY(0) / grid.spacing());
        for (long k = firstRow; ; k++) {
            int y = pixel(camera.viewY(k * grid.spacing()));
            if (y >= viewHeight) {
                break;
            }
            painter.fill(0, y, viewWidth, 1);
        }
    }

    void bounds(List<BoundsBox> boxes, Camera camera) {
        for (BoundsBox box : boxes) {
            painter.colour(box.argb());
            painter.outline(pixel(camera.viewX(box.x())), pixel(camera.viewY(box.y())),
                    pixel(camera.viewX(box.x() + box.width())), pixel(camera.viewY(box.y() + box.height())));
        }
    }

    void origin(OriginCross cross, Camera camera) {
        int x = pixel(camera.viewX(0));
        int y = pixel(camera.viewY(0));
        int arm = cross.armLength();
        painter.colour(cross.argb());
        painter.fill(x - arm, y, 2 * arm + 1, 1);
        painter.fill(x, y - arm, 1, arm);
        painter.fill(x, y + 1, 1, arm);
    }

    void path(PathOverlay path, Camera camera) {
        float[] line = new float[path.line().size() * 2];
        for (int i = 0; i < path.line().size(); i++) {
            Vec2 point = path.line().get(i);
            line[2 * i] = (float) (pixel(camera.viewX(point.x())) + 0.5);
            line[2 * i + 1] = (float) (pixel(camera.viewY(point.y())) + 0.5);
        }
        painter.colour(path.lineArgb());
        painter.polyline(line);
        for (int i = 0; i < path.keys().size(); i++) {
            Vec2 key = path.keys().get(i);
            boolean highlighted = i == path.highlighted();
            int radius = PathOverlay.DOT_RADIUS + (highlighted ? 1 : 0);
            int x = pixel(camera.viewX(key.x()));
            int y = pixel(camera.viewY(key.y()));
            painter.colour(highlighted ? path.highlightArgb() : path.keyArgb());
            painter.fill(x - radius, y - radius, 2 * radius + 1, 2 * radius + 1);
            painter.colour(0xC0000000);
            painter.outline(x - radius - 1, y - radius - 1, x + radius + 2, y + radius + 2);
        }
    }

    void flashes(List<EventFlash> flashes, Camera camera) {
        for (EventFlash flash : flashes) {
            double strength = flash.strength();
            if (strength <= 0) {
                continue;
            }
            int x = pixel(camera.viewX(flash.x()));
            int y = pixel(camera.viewY(flash.y()));
            int radius = flash.radius();
            int alpha = (int) Math.round((flash.argb() >>> 24) * strength);
            painter.colour(alpha << 24 | (flash.argb() & 0xFFFFFF));
            painter.outline(x - radius, y - radius, x + radius + 1, y + radius + 1);
            painter.outline(x - radius + 1, y - radius + 1, x + radius, y + radius);
            painter.text(x + radius + 3, y - 4, printable(flash.label()));
        }
    }

    /** Concentric rectangles just outside the selected sprite's drawn bounds. */
    void glow(Glow glow, int[] bounds) {
        for (int ring = 0; ring < glow.width(); ring++) {
            painter.colour(glow.ringAlpha(ring) << 24 | (glow.argb() & 0xFFFFFF));
            int out = ring + 1;
            painter.outline(bounds[0] - out, bounds[1] - out, bounds[2] + out, bounds[3] + out);
        }
    }

    private static int pixel(double view) {
        return (int) Math.floor(view);
    }

    /** SDL's debug font has printable ASCII only; anything else shows as '?'. */
    private static String printable(String label) {
        StringBuilder text = new StringBuilder(label.length());
        for (int i = 0; i < label.length(); i++) {
            char c = label.charAt(i);
            text.append(c >= 0x20 && c < 0x7F ? c : '?');
        }
        return text.toString();
    }
}
