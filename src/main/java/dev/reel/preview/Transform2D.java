package dev.reel.preview;

import dev.reel.model.Vec2;

/**
 * A 2D affine transform in the preview's world (y down, so a positive rotation turns clockwise on screen):
 * {@code world = (a·x + c·y + x0, b·x + d·y + y0)}. A node's local transform is
 * {@code translate(position) · rotate(rotation) · scale(scale)}; its world transform is its parent's world
 * transform times that ({@link #times}).
 *
 * <p>A {@link Sprite} holds a position, one rotation and two scales, so a world transform is decomposed back
 * into those ({@link #rotation()}, {@link #scaleX()}, {@link #scaleY()}). A mirror (negative determinant) is
 * put on x, so a parent scaled (-1, 1) gives children flipped horizontally, unrotated. Shear, which only a
 * non-uniform scale above a rotated child makes, cannot be drawn and is dropped: such a child keeps the
 * lengths of its axes but not the angle between them.
 *
 * <p>Its trigonometry is {@link StrictMath}'s (fdlibm), as the runtime's is, so a node's world transform is bit
 * for bit the world transform of a bone in a rig ({@code dev.reel.runtime.rig}) posed the same way.
 *
 * @param x0 the world x of the local origin
 * @param y0 the world y of the local origin
 */
public record Transform2D(double a, double b, double c, double d, double x0, double y0) {

    public static final Transform2D IDENTITY = new Transform2D(1, 0, 0, 1, 0, 0);

    /** The transform of a node at ({@code x}, {@code y}), rotated by {@code rotation} radians, then scaled. */
    public static Transform2D of(double x, double y, double rotation, double scaleX, double scaleY) {
        double cos = StrictMath.cos(rotation);
        double sin = StrictMath.sin(rotation);
        return new Transform2D(cos * scaleX, sin * scaleX, -sin * scaleY, cos * scaleY, x, y);
    }

    /** A plain move. */
    public static Transform2D translation(double x, double y) {
        return new Transform2D(1, 0, 0, 1, x, y);
    }

    /** This transform applied after {@code child}: a point of the child's space taken to this one's parent. */
    public Transform2D times(Transform2D child) {
        return new Transform2D(a * child.a + c * child.b, b * child.a + d * child.b, a * child.c + c * child.d,
                b * child.c + d * child.d, a * child.x0 + c * child.y0 + x0, b * child.x0 + d * child.y0 + y0);
    }

    /** Where the local point ({@code x}, {@code y}) lands. */
    public Vec2 apply(double x, double y) {
        return new Vec2(a * x + c * y + x0, b * x + d * y + y0);
    }

    public double determinant() {
        return a * d - b * c;
    }

    /** The rotation in radians of the decomposition (mirrors on x), in (-π, π]. */
    public double rotation() {
        // + 0.0 turns -0.0 into 0.0, so an unrotated mirror reads as unrotated.
        return (determinant() < 0 ? StrictMath.atan2(-b, -a) : StrictMath.atan2(b, a)) + 0.0;
    }

    /** The x scale of the decomposition: negative when the transform mirrors. */
    public double scaleX() {
        double length = StrictMath.hypot(a, b);
        return determinant() < 0 ? -length : length;
    }

    /** The y scale of the decomposition: the determinant over the x scale, so the area is kept. */
    public double scaleY() {
        double scaleX = scaleX();
        return scaleX == 0 ? StrictMath.hypot(c, d) : determinant() / scaleX;
    }
}
