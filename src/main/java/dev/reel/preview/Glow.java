package dev.reel.preview;

/**
 * The soft pulsing outline around the selected sprite: {@code width} concentric one-pixel rectangles around
 * its drawn bounds, the innermost at the pulse's intensity and each outer one fainter, so it looks the same
 * on every renderer. The intensity is a sine between a minimum and a maximum:
 * {@code minimum + (sin(time × speed) + 1) / 2 × (maximum − minimum)}.
 *
 * @param sprite  the index of the selected sprite in {@link Scene#sprites()}
 * @param argb    the glow's colour; its alpha is scaled by the intensity
 * @param minimum the intensity at the pulse's low point (0–1)
 * @param maximum the intensity at its high point (0–1)
 * @param speed   radians per second of the sine (2 makes one breath every π seconds)
 * @param width   how many rectangles, each one pixel farther out
 * @param time    seconds on the panel's clock
 */
public record Glow(int sprite, int argb, double minimum, double maximum, double speed, int width, double time) {

    public static final double DEFAULT_MINIMUM = 0.2;
    public static final double DEFAULT_MAXIMUM = 0.6;
    public static final double DEFAULT_SPEED = 2.0;
    public static final int DEFAULT_WIDTH = 3;

    /** The editor's glow, warm yellow, around sprite {@code index} at {@code time}. */
    public static Glow around(int index, double time) {
        return new Glow(index, 0xFFFFD24A, DEFAULT_MINIMUM, DEFAULT_MAXIMUM, DEFAULT_SPEED, DEFAULT_WIDTH, time);
    }

    /** The pulse's intensity now. */
    public double intensity() {
        double pulse = (Math.sin(time * speed) + 1) / 2;
        return minimum + pulse * (maximum - minimum);
    }

    /** The alpha (0–255) of ring {@code ring}, 0 innermost: the intensity, fading linearly outwards. */
    public int ringAlpha(int ring) {
        double fade = (double) (width - ring) / width;
        return (int) Math.round((argb >>> 24) * intensity() * fade);
    }
}
