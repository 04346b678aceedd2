package dev.reel.runtime;

/** An axis-aligned box in world units (y up), a solid a {@link BoxBody} collides with. */
public record Box(double minX, double minY, double maxX, double maxY) {

    public Box {
        if (!(minX <= maxX) || !(minY <= maxY)) {
            throw new IllegalArgumentException("a box needs min <= max, got [" + minX + ", " + minY + ", " + maxX
                    + ", " + maxY + "]");
        }
    }
}
