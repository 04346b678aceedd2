package dev.reel.model;

/** A pixel rectangle of a sheet. */
public record Rect(int x, int y, int width, int height) {

    public int area() {
        return width * height;
    }

    /** The area this rectangle shares with {@code other}, 0 when they do not overlap. */
    public long intersectionArea(Rect other) {
        long w = Math.min(x + width, other.x + other.width) - Math.max(x, other.x);
        long h = Math.min(y + height, other.y + other.height) - Math.max(y, other.y);
        return w > 0 && h > 0 ? w * h : 0;
    }
}
