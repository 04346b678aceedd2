package dev.reel.preview;

/**
 * A one-pixel rectangle outline in world units, such as a physics body or a sprite's bounds.
 *
 * @param argb straight ARGB
 */
public record BoundsBox(double x, double y, double width, double height, int argb) {
}
