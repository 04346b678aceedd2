package dev.reel.edit.rig;

/**
 * Where a cell's pixels sit in its slot bone's space: the affine map {@code (u, v) ↦ (a·u + c·v + tx,
 * b·u + d·v + ty)} from cell pixels (from the top-left) to a mesh vertex's position. The UI uses it both ways: a
 * new vertex's position from its uv, and a dragged vertex's uv from its position ({@link #u}, {@link #v}).
 */
public record UvPlacement(double a, double b, double c, double d, double tx, double ty) {

    public UvPlacement {
        double det = a * d - b * c;
        if (!Double.isFinite(det) || det == 0 || !Double.isFinite(tx) || !Double.isFinite(ty)) {
            throw new IllegalArgumentException("a placement must be an invertible affine map");
        }
    }

    /** The cell drawn as a region at the bone's origin: pixel {@code (pivotU, pivotV)} at (0, 0), unscaled. */
    public static UvPlacement pivot(double pivotU, double pivotV) {
        return new UvPlacement(1, 0, 0, 1, -pivotU, -pivotV);
    }

    /**
     * The cell as a region attachment with {@code x, y, rotation, scaleX, scaleY} draws it, its pivot pixel at the
     * region's origin: so a mesh made from a region looks the same (rotation made with StrictMath, as the runtime).
     */
    public static UvPlacement region(double pivotU, double pivotV, double x, double y, double rotation,
                                     double scaleX, double scaleY) {
        double cos = StrictMath.cos(rotation);
        double sin = StrictMath.sin(rotation);
        double la = cos * scaleX;
        double lb = sin * scaleX;
        double lc = -sin * scaleY;
        double ld = cos * scaleY;
        return new UvPlacement(la, lb, lc, ld, x - la * pivotU - lc * pivotV, y - lb * pivotU - ld * pivotV);
    }

    public double x(double u, double v) {
        return a * u + c * v + tx;
    }

    public double y(double u, double v) {
        return b * u + d * v + ty;
    }

    /** The pixel u at position {@code (x, y)}, the inverse map. */
    public double u(double x, double y) {
        double det = a * d - b * c;
        return (d * (x - tx) - c * (y - ty)) / det;
    }

    /** The pixel v at position {@code (x, y)}, the inverse map. */
    public double v(double x, double y) {
        double det = a * d - b * c;
        return (a * (y - ty) - b * (x - tx)) / det;
    }
}
