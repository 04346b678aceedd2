package dev.reel.ui.curves;

import dev.reel.model.Track;
import dev.reel.runtime.KeyHandles;
import dev.reel.ui.control.Unit;

/**
 * One curve on the graph: a lane of a track, its name and colour, and how its stored values map onto the
 * graph's value axis. Without Normalize a lane is drawn in its unit (degrees for a rotation, stored in
 * radians), so lanes of several tracks share one axis as an artist reads them; with Normalize its keys' range
 * is scaled to −1…1. Edits always write stored values: {@link #stored} and {@link #storedDelta} undo the
 * mapping.
 *
 * @param scale  graph units per stored unit
 * @param offset the graph value of stored 0
 */
public record CurveLane(Track track, KeyHandles handles, int lane, String name, String colour, Unit unit,
                        boolean normalized, double scale, double offset, boolean locked) {

    public LaneKey key() {
        return new LaneKey(track.id(), lane);
    }

    /** The stored value of key {@code index} on the graph. */
    public double graphValue(int index) {
        return graph(handles.value(index, lane));
    }

    /** A stored value on the graph. */
    public double graph(double stored) {
        return stored * scale + offset;
    }

    /** A graph value stored (typed 30 on a rotation's graph is 30° exactly, kept in radians). */
    public double stored(double graph) {
        return normalized ? (graph - offset) / scale : unit.stored(graph);
    }

    /** How far a stored value moves for {@code graphDelta} on the graph. */
    public double storedDelta(double graphDelta) {
        return normalized ? graphDelta / scale : unit.stored(graphDelta);
    }

    /** Whether a track's keys step whatever their interpolation (int32 that is not numeric). */
    static boolean steps(Track track) {
        return track.kind() == dev.reel.model.Kind.INT32 && !track.numeric();
    }

    /** Whether the lane belongs to the track holding {@code keyId} (the keys are walked). */
    public boolean holds(long keyId) {
        return track.key(keyId) != null;
    }
}
