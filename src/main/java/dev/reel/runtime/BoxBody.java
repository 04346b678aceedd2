package dev.reel.runtime;

import java.util.List;

/**
 * The platformer sandbox's {@link MotionBody}: a box of a given size whose position is the middle of its bottom
 * edge (the feet), moving against solid {@link Box}es. A move goes horizontally first, then vertically, each
 * swept so that a long step cannot tunnel through a thin wall; it stops flush against the first solid in the
 * way. Touching (sharing an edge) is not overlapping, so a body standing on the ground slides along it.
 */
public final class BoxBody implements MotionBody {
    /** Gaps smaller than this count as touching. */
    private static final double CONTACT = 1e-9;

    private final double halfWidth;
    private final double height;
    private final Box[] solids;
    private double x;
    private double y;
    private boolean blockedX;
    private boolean blockedY;

    /** A body of {@code width} × {@code height} with its feet at ({@code x}, {@code y}) among {@code solids}. */
    public BoxBody(double x, double y, double width, double height, List<Box> solids) {
        this.x = x;
        this.y = y;
        this.halfWidth = width / 2;
        this.height = height;
        this.solids = solids.toArray(new Box[0]);
    }

    /** Puts the feet at ({@code newX}, {@code newY}) without collisions (a respawn). */
    public void teleport(double newX, double newY) {
        x = newX;
        y = newY;
    }

    @Override
    public void move(double dx, double dy) {
        double allowedX = dx;
        for (Box solid : solids) {
            if (overlapsVertically(solid)) {
                if (dx > 0 && solid.minX() >= x + halfWidth - CONTACT) {
                    allowedX = Math.min(allowedX, Math.max(0, solid.minX() - (x + halfWidth)));
                } else if (dx < 0 && solid.maxX() <= x - halfWidth + CONTACT) {
                    allowedX = Math.max(allowedX, Math.min(0, solid.maxX() - (x - halfWidth)));
                }
            }
        }
        blockedX = allowedX != dx;
        x += allowedX;
        double allowedY = dy;
        for (Box solid : solids) {
            if (overlapsHorizontally(solid)) {
                if (dy > 0 && solid.minY() >= y + height - CONTACT) {
                    allowedY = Math.min(allowedY, Math.max(0, solid.minY() - (y + height)));
                } else if (dy < 0 && solid.maxY() <= y + CONTACT) {
                    allowedY = Math.max(allowedY, Math.min(0, solid.maxY() - y));
                }
            }
        }
        blockedY = allowedY != dy;
        y += allowedY;
    }

    private boolean overlapsVertically(Box solid) {
        return solid.minY() < y + height - CONTACT && solid.maxY() > y + CONTACT;
    }

    private boolean overlapsHorizontally(Box solid) {
        return solid.minX() < x + halfWidth - CONTACT && solid.maxX() > x - halfWidth + CONTACT;
    }

    @Override
    public double x() {
        return x;
    }

    @Override
    public double y() {
        return y;
    }

    @Override
    public boolean grounded() {
        for (Box solid : solids) {
            if (overlapsHorizontally(solid) && Math.abs(solid.maxY() - y) <= CONTACT) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean blockedX() {
        return blockedX;
    }

    @Override
    public boolean blockedY() {
        return blockedY;
    }
}
