package dev.reel.play;

/**
 * One animated property of a player's or animator's pose, looked up once by {@code PATH:PROPERTY}
 * ({@code Knight/Sword:transform.rotation}, {@code :SpriteRenderer.sprite} for the character's own node) and read on
 * every step without allocating. Values are those of the last step, as {@code reel play --values} and
 * {@code reel replay --values} print them: numbers, vectors ({@code transform.position} x, y), colours (r, g, b, a),
 * a bool as 1 or 0; enum words and asset paths (a flipbook's {@code SpriteRenderer.sprite}) through {@link #text()}.
 */
public sealed interface ReelChannel permits PoseChannel {

    /** {@code PATH:PROPERTY}. */
    String name();

    /** How many numbers the value has: 1 for a number or bool, 2 for a vec2, 4 for a colour; 1 for a text. */
    int lanes();

    /** Whether the value is an enum word or an asset path, read with {@link #text()}. */
    boolean isText();

    /** The first (or only) number of the value. */
    double value();

    /** Number {@code lane} (0-based, below {@link #lanes()}) of the value. */
    double lane(int lane);

    /** The enum word or asset path, or null when none is set (or the channel is not a text). */
    String text();
}
