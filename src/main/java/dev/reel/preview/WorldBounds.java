package dev.reel.preview;

import java.util.List;

/**
 * An axis-aligned rectangle of world units (y down) holding drawn sprites: what an export frames and the
 * panel's Fit shows. Sprites are measured by their whole cells (transparent margins included), so every
 * frame of a sheet sliced on a grid measures the same.
 *
 * @param right  exclusive, as {@code left + width}
 * @param bottom exclusive, as {@code top + height}
 */
public record WorldBounds(double left, double top, double right, double bottom) {

    /** Holds nothing; the union with anything is that thing. */
    public static final WorldBounds EMPTY = new WorldBounds(Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY);

    public boolean isEmpty() {
        return !(right > left) || !(bottom > top);
    }

    public double width() {
        return isEmpty() ? 0 : right - left;
    }

    public double height() {
        return isEmpty() ? 0 : bottom - top;
    }

    /** The smallest rectangle holding both. */
    public WorldBounds union(WorldBounds other) {
        if (other.isEmpty()) {
            return this;
        }
        if (isEmpty()) {
            return other;
        }
        return new WorldBounds(Math.min(left, other.left), Math.min(top, other.top), Math.max(right, other.right),
                Math.max(bottom, other.bottom));
    }

    /**
     * The rectangle a sprite's cell covers: scaled and flipped about its pivot, then rotated about it; for a mesh,
     * the rectangle around its vertices.
     */
    public static WorldBounds of(Sprite sprite) {
        if (sprite.isMesh()) {
            return sprite.mesh().bounds();
        }
        double width = sprite.source().width() * Math.abs(sprite.scaleX());
        double height = sprite.source().height() * Math.abs(sprite.scaleY());
        if (!(width > 0) || !(height > 0)) {
            return EMPTY;
        }
        boolean flipX = sprite.flipX() ^ sprite.scaleX() < 0;
        boolean flipY = sprite.flipY() ^ sprite.scaleY() < 0;
        double pivotX = flipX ? 1 - sprite.pivotX() : sprite.pivotX();
        double pivotY = flipY ? 1 - sprite.pivotY() : sprite.pivotY();
        double left = -pivotX * width;
        double top = -pivotY * height;
        if (sprite.rotation() == 0) {
            return new WorldBounds(sprite.x() + left, sprite.y() + top, sprite.x() + left + width,
                    sprite.y() + top + height);
        }
        double cos = Math.cos(sprite.rotation());
        double sin = Math.sin(sprite.rotation());
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        double[][] corners = {{left, top}, {left + width, top}, {left, top + height}, {left + width, top + height}};
        for (double[] corner : corners) {
            double x = sprite.x() + corner[0] * cos - corner[1] * sin;
            double y = sprite.y() + corner[0] * sin + corner[1] * cos;
            minX = Math.min(minX, x);
            minY = Math.min(minY, y);
            maxX = Math.max(maxX, x);
            maxY = Math.max(maxY, y);
        }
        return new WorldBounds(minX, minY, maxX, maxY);
    }

    /** The union of every sprite's rectangle; {@link #EMPTY} for none. */
    public static WorldBounds of(List<Sprite> sprites) {
        WorldBounds bounds = EMPTY;
        for (Sprite sprite : sprites) {
            bounds = bounds.union(of(sprite));
        }
        return bounds;
    }
}
