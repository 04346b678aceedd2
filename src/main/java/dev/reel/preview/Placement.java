package dev.reel.preview;

/**
 * Where a sprite lands in the view: its drawn size rounded to whole pixels, its top-left corner on a whole
 * pixel (so the unscaled blit copies sheet pixels exactly), the pivot in view pixels, and the flips and
 * rotation left to apply. A rotation of half a turn is turned into two flips, which the fast path draws.
 *
 * @param rotation degrees clockwise about the pivot, in [0, 360); 0 when the sprite is not rotated
 */
record Placement(int left, int top, int width, int height, double pivotViewX, double pivotViewY, double rotation,
                 boolean flipX, boolean flipY) {

    private static final double ANGLE_TOLERANCE = 1e-6;
    private static final double LARGEST = Integer.MAX_VALUE / 2.0;

    /** The placement of {@code sprite} through {@code camera}, or null when it would cover no pixel. */
    static Placement of(Sprite sprite, Camera camera) {
        double drawnWidth = sprite.source().width() * Math.abs(sprite.scaleX()) * camera.zoom();
        double drawnHeight = sprite.source().height() * Math.abs(sprite.scaleY()) * camera.zoom();
        // Beyond a billion pixels a side the size no longer fits the whole-pixel rectangle.
        if (!(drawnWidth >= 0.5) || !(drawnHeight >= 0.5) || !(drawnWidth < LARGEST)
                || !(drawnHeight < LARGEST)) {
            return null;
        }
        boolean flipX = sprite.flipX() ^ sprite.scaleX() < 0;
        boolean flipY = sprite.flipY() ^ sprite.scaleY() < 0;
        double degrees = Math.toDegrees(sprite.rotation()) % 360;
        if (degrees < 0) {
            degrees += 360;
        }
        if (Math.abs(degrees - 180) < ANGLE_TOLERANCE) {
            flipX = !flipX;
            flipY = !flipY;
            degrees = 0;
        } else if (degrees < ANGLE_TOLERANCE || 360 - degrees < ANGLE_TOLERANCE) {
            degrees = 0;
        }
        int width = (int) Math.round(drawnWidth);
        int height = (int) Math.round(drawnHeight);
        // The pivot is a point of the cell; flipping mirrors where it sits in the drawn image.
        double pivotX = flipX ? 1 - sprite.pivotX() : sprite.pivotX();
        double pivotY = flipY ? 1 - sprite.pivotY() : sprite.pivotY();
        double viewX = camera.viewX(sprite.x());
        double viewY = camera.viewY(sprite.y());
        double left = Math.floor(viewX - pivotX * width + 0.5);
        double top = Math.floor(viewY - pivotY * height + 0.5);
        if (Math.abs(left) > Integer.MAX_VALUE / 2.0 || Math.abs(top) > Integer.MAX_VALUE / 2.0) {
            return null;
        }
        return new Placement((int) left, (int) top, width, height, viewX, viewY, degrees, flipX, flipY);
    }

    boolean rotated() {
        return rotation != 0;
    }

    /** The pivot relative to the top-left corner, the centre SDL rotates about. */
    double centreX() {
        return pivotViewX - left;
    }

    double centreY() {
        return pivotViewY - top;
    }

    /**
     * The smallest whole-pixel rectangle holding every drawn pixel, as {left, top, right, bottom} with right
     * and bottom exclusive: the rectangle itself, or the box around its rotated corners.
     */
    int[] bounds() {
        if (!rotated()) {
            return new int[] {left, top, left + width, top + height};
        }
        double radians = Math.toRadians(rotation);
        double[][] corners = {{left, top}, {left + width, top}, {left, top + height}, {left + width, top + height}};
        double[] box = turnedBox(corners, pivotViewX, pivotViewY, Math.cos(radians), Math.sin(radians));
        // A hair of tolerance so a corner at 2.0000000001 does not widen the box by a pixel.
        return new int[] {(int) Math.floor(box[0] + 1e-6), (int) Math.floor(box[1] + 1e-6),
                (int) Math.ceil(box[2] - 1e-6), (int) Math.ceil(box[3] - 1e-6)};
    }

    /**
     * The box {minX, minY, maxX, maxY} around {@code corners} turned about (pivotX, pivotY) by the angle whose
     * cosine and sine are given, clockwise on screen (y down); a negated sine turns them back.
     */
    static double[] turnedBox(double[][] corners, double pivotX, double pivotY, double cos, double sin) {
        double[] box = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (double[] corner : corners) {
            double dx = corner[0] - pivotX;
            double dy = corner[1] - pivotY;
            double x = pivotX + dx * cos - dy * sin;
            double y = pivotY + dx * sin + dy * cos;
            box[0] = Math.min(box[0], x);
            box[1] = Math.min(box[1], y);
            box[2] = Math.max(box[2], x);
            box[3] = Math.max(box[3], y);
        }
        return box;
    }

    /** The whole pixels a sprite covers in the view, {left, top, right, bottom}, or null for none. */
    static int[] viewBounds(Sprite sprite, Camera camera) {
        if (!sprite.isMesh()) {
            Placement place = Placement.of(sprite, camera);
            return place == null ? null : place.bounds();
        }
        WorldBounds world = sprite.mesh().bounds();
        if (world.isEmpty()) {
            return null;
        }
        return new int[] {(int) Math.floor(camera.viewX(world.left())), (int) Math.floor(camera.viewY(world.top())),
                (int) Math.ceil(camera.viewX(world.right())), (int) Math.ceil(camera.viewY(world.bottom()))};
    }
}
