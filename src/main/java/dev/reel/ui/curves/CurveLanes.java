package dev.reel.ui.curves;

import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Unchanged;
import dev.reel.runtime.KeyHandles;
import dev.reel.ui.control.PropertyNames;
import dev.reel.ui.control.Unit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The lanes a {@link CurveView} draws, worked out from its tracks and the lane list's switches: every lane of
 * every track in order, each named ("Position.x", "arm · Rotation" when the tracks are on several nodes) and
 * coloured (a single track keeps x/r red, y/g green, z/b blue, w/a grey and a scalar yellow; several tracks
 * give each lane the next colour of the palette), and which of them are drawn (hidden ones and, while one is
 * soloed, all others are not). A track's handles are worked out once per track value.
 */
final class CurveLanes {
    /** How many lane colours the palette has ({@code -reel-curve-lane-0} … {@code -9}). */
    static final int PALETTE = 10;

    private final Map<Track, KeyHandles> handles = new IdentityHashMap<>();
    private final Map<LaneKey, double[]> ranges = new HashMap<>();
    private List<CurveLane> all = List.of();
    private List<CurveLane> visible = List.of();
    private Object[] madeOf = new Object[0];
    private List<Track> madeFrom = List.of();
    private Map<Long, Integer> firstLaneOfKey;

    /** Every lane of the tracks, in order. */
    List<CurveLane> all() {
        return all;
    }

    /** The lanes drawn now. */
    List<CurveLane> visible() {
        return visible;
    }

    /**
     * Works the lanes out again if anything they depend on changed; {@code frozen} keeps each lane's normalized
     * range as it was (a drag must not rescale the curves under the mouse).
     */
    void update(List<Track> tracks, Set<LaneKey> hidden, Set<LaneKey> locked, LaneKey solo, boolean normalize,
                boolean frozen) {
        Object[] inputs = {hidden, locked, solo, normalize, frozen};
        if (Unchanged.parts(tracks, madeFrom) && java.util.Arrays.equals(inputs, madeOf)) {
            return;
        }
        madeOf = inputs;
        madeFrom = List.copyOf(tracks);
        Map<Track, KeyHandles> kept = new IdentityHashMap<>();
        boolean nodes = tracks.stream().map(Track::path).distinct().count() > 1;
        List<CurveLane> lanes = new ArrayList<>();
        List<CurveLane> shown = new ArrayList<>();
        for (Track track : tracks) {
            KeyHandles trackHandles = handles.containsKey(track) ? handles.get(track) : KeyHandles.of(track);
            kept.put(track, trackHandles);
            Unit unit = Unit.of(track.property());
            for (int lane = 0; lane < track.kind().lanes(); lane++) {
                LaneKey key = new LaneKey(track.id(), lane);
                String colour = tracks.size() == 1
                        ? track.kind().lanes() == 1 ? "-reel-curve-scalar" : "-reel-curve-lane-" + Math.min(lane, 3)
                        : "-reel-curve-lane-" + lanes.size() % PALETTE;
                double scale = unit.perStored();
                double offset = 0;
                if (normalize) {
                    double[] range = frozen && ranges.containsKey(key) ? ranges.get(key) : range(trackHandles, lane);
                    ranges.put(key, range);
                    double half = (range[1] - range[0]) / 2;
                    scale = half > 1e-12 ? 1 / half : 1;
                    offset = -(range[0] + range[1]) / 2 * scale;
                }
                CurveLane made = new CurveLane(track, trackHandles, lane, name(track, lane, nodes), colour, unit,
                        normalize, scale, offset, locked.contains(key));
                lanes.add(made);
                if (solo != null ? solo.equals(key) : !hidden.contains(key)) {
                    shown.add(made);
                }
            }
        }
        handles.clear();
        handles.putAll(kept);
        all = List.copyOf(lanes);
        visible = List.copyOf(shown);
        firstLaneOfKey = null;
    }

    /** The lane {@code lane} of the track holding {@code keyId}, or null. */
    CurveLane laneOf(long keyId, int lane) {
        if (firstLaneOfKey == null) {
            firstLaneOfKey = new HashMap<>();
            for (int i = 0; i < all.size(); i++) {
                CurveLane first = all.get(i);
                if (first.lane() == 0) {
                    for (dev.reel.model.Key key : first.track().keys()) {
                        firstLaneOfKey.put(key.id(), i);
                    }
                }
            }
        }
        Integer first = firstLaneOfKey.get(keyId);
        if (first == null || lane < 0 || lane >= all.get(first).track().kind().lanes()) {
            return null;
        }
        return all.get(first + lane);
    }

    private static double[] range(KeyHandles handles, int lane) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < handles.count(); i++) {
            low = Math.min(low, handles.value(i, lane));
            high = Math.max(high, handles.value(i, lane));
        }
        return low > high ? new double[] {0, 0} : new double[] {low, high};
    }

    /** A lane as the lane list names it: "Position.x", "Rotation", with its node when the tracks have several. */
    static String name(Track track, int lane, boolean withNode) {
        String property = PropertyNames.property(track.property());
        String name = track.kind().lanes() > 1 && track.kind() != Kind.QUAT
                ? property + "." + Properties.laneName(track.kind(), lane) : property;
        return withNode ? PropertyNames.node(track.path()) + " · " + name : name;
    }
}
