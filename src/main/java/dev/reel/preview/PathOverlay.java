package dev.reel.preview;

import dev.reel.model.Vec2;

import java.util.List;

/**
 * The path of a {@code transform.position} track: a polyline through its sampled positions and a dot per
 * key, one of which may be highlighted (hovered or being dragged). Positions are world units.
 *
 * @param line        sampled positions in time order
 * @param keys        key positions
 * @param highlighted the index of the highlighted key, or -1
 */
public record PathOverlay(List<Vec2> line, List<Vec2> keys, int highlighted, int lineArgb, int keyArgb,
                          int highlightArgb) {

    /** Half the side of a key dot in view pixels (a dot is 2 × this + 1 wide); a highlighted one is 1 more. */
    public static final int DOT_RADIUS = 2;

    public PathOverlay {
        line = List.copyOf(line);
        keys = List.copyOf(keys);
    }

    /** The editor's colours: a pale line, white keys, an amber highlighted key. */
    public static PathOverlay of(List<Vec2> line, List<Vec2> keys, int highlighted) {
        return new PathOverlay(line, keys, highlighted, 0xB0A0C8FF, 0xFFFFFFFF, 0xFFFFB020);
    }
}
