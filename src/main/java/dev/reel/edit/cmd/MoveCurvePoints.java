package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Moves curve points, as a drag in the curve editor does: each named lane of each named key changes by its own
 * amount (lanes of several tracks drawn on one graph, in different units or normalized, move by different
 * amounts for one mouse move), and the keys of {@code timed} move in time by {@code timeDelta} (as
 * {@link MoveKeys} moves them); the other lanes of those keys keep their values. An int32 track's values stay
 * whole numbers. Free handles on the segments whose ends move apart or together scale with them
 * ({@link FreeHandles}).
 *
 * @param deltasByKey for each key id, the amount each of its moving lanes changes by (lane 0 for a scalar track)
 * @param timed       the keys that move in time (a key with a locked lane keeps its time)
 */
public record MoveCurvePoints(Map<Long, Map<Integer, Double>> deltasByKey, Set<Long> timed, double timeDelta)
        implements Command<Clip> {

    public MoveCurvePoints {
        Map<Long, Map<Integer, Double>> copy = new LinkedHashMap<>();
        deltasByKey.forEach((key, lanes) -> {
            lanes.values().forEach(delta -> Require.finite(delta, "a value move"));
            copy.put(key, Map.copyOf(lanes));
        });
        deltasByKey = Map.copyOf(copy);
        timed = Set.copyOf(timed);
        Require.finite(timeDelta, "a time move");
    }

    /** Every named lane moves by {@code valueDelta}, every named key by {@code timeDelta}. */
    public MoveCurvePoints(Map<Long, Set<Integer>> lanesByKey, double timeDelta, double valueDelta) {
        this(same(lanesByKey, valueDelta), lanesByKey.keySet(), timeDelta);
    }

    private static Map<Long, Map<Integer, Double>> same(Map<Long, Set<Integer>> lanesByKey, double valueDelta) {
        Map<Long, Map<Integer, Double>> deltas = new HashMap<>();
        lanesByKey.forEach((key, lanes) -> {
            Map<Integer, Double> byLane = new HashMap<>();
            lanes.forEach(lane -> byLane.put(lane, valueDelta));
            deltas.put(key, byLane);
        });
        return deltas;
    }

    @Override
    public String label() {
        return deltasByKey.size() == 1 ? "Move point" : "Move " + deltasByKey.size() + " points";
    }

    @Override
    public Clip apply(Clip clip) {
        Clip changed = clip;
        if (moves()) {
            List<Track> tracks = new ArrayList<>(clip.tracks().size());
            ClipParts.requireKeys(clip, deltasByKey.keySet());
            for (Track track : clip.tracks()) {
                List<Key> keys = new ArrayList<>(track.keys());
                boolean touched = false;
                for (int i = 0; i < keys.size(); i++) {
                    Map<Integer, Double> lanes = deltasByKey.get(keys.get(i).id());
                    if (lanes != null) {
                        keys.set(i, keys.get(i).withValue(Require.fits(track.kind(), shifted(track.kind(),
                                keys.get(i).value(), lanes))));
                        touched = true;
                    }
                }
                tracks.add(touched ? FreeHandles.followValues(track, track.withKeys(keys)) : track);
            }
            changed = clip.withTracks(tracks);
        }
        return timeDelta == 0 || timed.isEmpty() ? changed : new MoveKeys(timed, timeDelta).apply(changed);
    }

    private boolean moves() {
        for (Map<Integer, Double> lanes : deltasByKey.values()) {
            for (double delta : lanes.values()) {
                if (delta != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Value shifted(Kind kind, Value value, Map<Integer, Double> lanes) {
        if (value instanceof Value.Num num && lanes.containsKey(0)) {
            double moved = num.value() + lanes.get(0);
            return new Value.Num(kind == Kind.INT32 ? Math.rint(moved) : moved);
        }
        if (value instanceof Value.Vec vec) {
            double[] numbers = vec.lanes();
            lanes.forEach((lane, delta) -> {
                if (lane >= 0 && lane < numbers.length) {
                    numbers[lane] += delta;
                }
            });
            return new Value.Vec(numbers);
        }
        return value;
    }
}
