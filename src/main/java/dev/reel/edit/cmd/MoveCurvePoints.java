package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Moves curve points, as a drag in the curve editor does: the keys named move in time by {@code timeDelta}
 * (as {@link MoveKeys} moves them) and the named lanes of each key change by {@code valueDelta}; the other lanes
 * of those keys keep their values. An int32 track's values stay whole numbers. Free handles on the segments
 * whose ends move apart or together scale with them ({@link FreeHandles}).
 *
 * @param lanesByKey for each key id, the lanes whose value changes (0 for a scalar track)
 */
public record MoveCurvePoints(Map<Long, Set<Integer>> lanesByKey, double timeDelta, double valueDelta)
        implements Command<Clip> {

    public MoveCurvePoints {
        lanesByKey = Map.copyOf(lanesByKey);
        Require.finite(timeDelta, "a time move");
        Require.finite(valueDelta, "a value move");
    }

    @Override
    public String label() {
        return lanesByKey.size() == 1 ? "Move point" : "Move " + lanesByKey.size() + " points";
    }

    @Override
    public Clip apply(Clip clip) {
        Clip changed = clip;
        if (valueDelta != 0) {
            List<Track> tracks = new ArrayList<>(clip.tracks().size());
            ClipParts.requireKeys(clip, lanesByKey.keySet());
            for (Track track : clip.tracks()) {
                List<Key> keys = new ArrayList<>(track.keys());
                boolean touched = false;
                for (int i = 0; i < keys.size(); i++) {
                    Set<Integer> lanes = lanesByKey.get(keys.get(i).id());
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
        return timeDelta == 0 ? changed : new MoveKeys(lanesByKey.keySet(), timeDelta).apply(changed);
    }

    private Value shifted(Kind kind, Value value, Set<Integer> lanes) {
        if (value instanceof Value.Num num && lanes.contains(0)) {
            double moved = num.value() + valueDelta;
            return new Value.Num(kind == Kind.INT32 ? Math.rint(moved) : moved);
        }
        if (value instanceof Value.Vec vec) {
            double[] numbers = vec.lanes();
            for (int lane : lanes) {
                if (lane >= 0 && lane < numbers.length) {
                    numbers[lane] += valueDelta;
                }
            }
            return new Value.Vec(numbers);
        }
        return value;
    }
}
