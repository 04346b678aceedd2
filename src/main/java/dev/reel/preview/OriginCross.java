package dev.reel.preview;

/**
 * A cross marking the world origin (the previewed node's position), one pixel thick.
 *
 * @param armLength view pixels from the centre to each arm's end
 * @param argb      straight ARGB
 */
public record OriginCross(int armLength, int argb) {
}
