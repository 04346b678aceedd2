package dev.reel.ui.preview;

import dev.reel.preview.Camera;
import dev.reel.preview.Pose;
import dev.reel.model.Rect;
import dev.reel.preview.Sprite;
import dev.reel.sheet.SheetImage;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Which nodes' sprites lie under a point of the view, top-most first: the order the renderer draws in
 * (by {@code SpriteRenderer.order}, ties in tree order) read backwards. A sprite counts where it draws a pixel:
 * the point is taken back through its placement (scaled, flipped, rotated about its pivot) into its cell, and
 * the cell's pixel there must not be transparent (alpha above {@link #ALPHA}), so a click in the empty margin of
 * a grid cell reaches what is behind it. A sheet that cannot be read counts by its whole cell rectangle.
 */
final class SpritePicker {
    /** The alpha (0–255) a pixel needs to be picked by. */
    static final int ALPHA = 16;

    private SpritePicker() {
    }

    /** The node paths whose sprite covers the view point by its cell rectangle, the one on top first. */
    static List<String> under(Pose pose, Camera camera, double viewX, double viewY) {
        return under(pose, camera, viewX, viewY, sheet -> null);
    }

    /**
     * The node paths whose sprite draws a pixel at the view point, the one on top first; {@code sheets} gives a
     * sheet's pixels by its key (null when it cannot, and then the cell rectangle counts).
     */
    static List<String> under(Pose pose, Camera camera, double viewX, double viewY,
                              Function<String, SheetImage> sheets) {
        if (pose == null) {
            return List.of();
        }
        double worldX = camera.worldX(viewX);
        double worldY = camera.worldY(viewY);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < pose.sprites().size(); i++) {
            order.add(i);
        }
        // The renderer's stable sort by layer; the last drawn is on top.
        order.sort(Comparator.comparingInt(index -> pose.sprites().get(index).layer()));
        Set<String> hits = new LinkedHashSet<>();
        for (int k = order.size() - 1; k >= 0; k--) {
            int index = order.get(k);
            if (covers(pose.sprites().get(index), worldX, worldY, sheets)) {
                hits.add(pose.nodes().get(index));
            }
        }
        return List.copyOf(hits);
    }

    /** Whether the sprite draws a pixel (or, without its sheet, its cell) at the world point. */
    static boolean covers(Sprite sprite, double worldX, double worldY, Function<String, SheetImage> sheets) {
        if (sprite.isMesh()) {
            return sprite.mesh().covers(worldX, worldY);
        }
        double[] local = local(sprite, worldX, worldY);
        double[] box = box(sprite);
        if (local[0] < box[0] || local[0] > box[2] || local[1] < box[1] || local[1] > box[3]) {
            return false;
        }
        SheetImage image = sheets.apply(sprite.sheet());
        if (image == null) {
            return true;
        }
        Rect cell = sprite.source();
        double u = (local[0] - box[0]) / Math.max(1e-9, box[2] - box[0]);
        double v = (local[1] - box[1]) / Math.max(1e-9, box[3] - box[1]);
        if (sprite.flipX() ^ sprite.scaleX() < 0) {
            u = 1 - u;
        }
        if (sprite.flipY() ^ sprite.scaleY() < 0) {
            v = 1 - v;
        }
        int x = cell.x() + Math.min(cell.width() - 1, (int) Math.floor(u * cell.width()));
        int y = cell.y() + Math.min(cell.height() - 1, (int) Math.floor(v * cell.height()));
        if (x < 0 || y < 0 || x >= image.width() || y >= image.height()) {
            return false;
        }
        return image.alpha(x, y) > ALPHA;
    }

    /**
     * The drawn cell around the pivot in the sprite's own unrotated axes, world units:
     * {left, top, right, bottom}, the pivot at (0, 0).
     */
    static double[] box(Sprite sprite) {
        double width = sprite.source().width() * Math.abs(sprite.scaleX());
        double height = sprite.source().height() * Math.abs(sprite.scaleY());
        boolean flipX = sprite.flipX() ^ sprite.scaleX() < 0;
        boolean flipY = sprite.flipY() ^ sprite.scaleY() < 0;
        double pivotX = flipX ? 1 - sprite.pivotX() : sprite.pivotX();
        double pivotY = flipY ? 1 - sprite.pivotY() : sprite.pivotY();
        return new double[] {-pivotX * width, -pivotY * height, (1 - pivotX) * width, (1 - pivotY) * height};
    }

    /** The four corners of the drawn cell in world units, clockwise from the top-left: {x0, y0, ... x3, y3}. */
    static double[] corners(Sprite sprite) {
        if (sprite.isMesh()) {
            dev.reel.preview.WorldBounds bounds = sprite.mesh().bounds();
            return new double[] {bounds.left(), bounds.top(), bounds.right(), bounds.top(), bounds.right(),
                    bounds.bottom(), bounds.left(), bounds.bottom()};
        }
        double[] box = box(sprite);
        double[][] local = {{box[0], box[1]}, {box[2], box[1]}, {box[2], box[3]}, {box[0], box[3]}};
        double cos = Math.cos(sprite.rotation());
        double sin = Math.sin(sprite.rotation());
        double[] corners = new double[8];
        for (int i = 0; i < 4; i++) {
            corners[2 * i] = sprite.x() + local[i][0] * cos - local[i][1] * sin;
            corners[2 * i + 1] = sprite.y() + local[i][0] * sin + local[i][1] * cos;
        }
        return corners;
    }

    private static double[] local(Sprite sprite, double worldX, double worldY) {
        double dx = worldX - sprite.x();
        double dy = worldY - sprite.y();
        double cos = Math.cos(sprite.rotation());
        double sin = Math.sin(sprite.rotation());
        return new double[] {dx * cos + dy * sin, -dx * sin + dy * cos};
    }
}
