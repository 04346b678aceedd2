package dev.reel.model;

/**
 * One motion of a blend tree: a clip placed at a threshold (1D, {@code x}) or at a point (2D, {@code x, y}).
 *
 * @param clip the clip's asset path
 * @param y    0 in a 1D tree
 */
public record Motion(long id, String clip, double x, double y, Extras extras) {

    public static Motion of(String clip, double x, double y) {
        return new Motion(Ids.next(), clip, x, y, Extras.NONE);
    }
}
