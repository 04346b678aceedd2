package dev.reel.ui.preview;

import dev.reel.preview.Camera;
import dev.reel.preview.Pose;
import dev.reel.preview.Sprite;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which nodes' sprites lie under a point of the view, top-most first: the order the renderer draws in
 * (by {@code SpriteRenderer.order}, ties in tree order) read backwards. A sprite counts by its whole cell
 * rectangle, scaled, flipped and rotated about its pivot as it is drawn; transparent pixels of the cell count
 * too (cells sliced by alpha are tight around their shape).
 */
final class SpritePicker {
    private SpritePicker() {
    }

    /** The node paths whose sprite covers the view point, the one drawn last (on top) first. */
    static List<String> under(Pose pose, Camera camera, double viewX, double viewY) {
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
            if (covers(pose.sprites().get(index), worldX, worldY)) {
                hits.add(pose.nodes().get(index));
            }
        }
        return List.copyOf(hits);
    }

    /** Whether the world point lies on the sprite's drawn cell. */
    static boolean covers(Sprite sprite, double worldX, double worldY) {
        double[] local = local(sprite, worldX, worldY);
        double[] box = box(sprite);
        return local[0] >= box[0] && local[0] <= box[2] && local[1] >= box[1] && local[1] <= box[3];
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
