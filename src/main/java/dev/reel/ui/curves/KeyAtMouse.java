package dev.reel.ui.curves;

import dev.reel.edit.cmd.AddKey;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.documents.OpenDocument;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * A double-click's key: on the lane drawn nearest the mouse (hidden and locked lanes left out), its time
 * snapped, that lane set to the value under the mouse and the track's other lanes to what they play there.
 */
final class KeyAtMouse {
    private KeyAtMouse() {
    }

    /** The key to add and the lane it is added for. */
    record Planned(AddKey command, int lane) {
    }

    /** The key to add, or null when no lane can take one. */
    static Planned add(CurveView view, OpenDocument<Clip> focused, CurveMouse.Snapper snapper, double x, double y,
                      boolean free) {
        if (focused == null) {
            return null;
        }
        double time = Math.max(0, Math.min(focused.value().length(), snapper.snap(view.axis().time(x), free)));
        double mouseGraph = view.values().value(y, view.getHeight());
        CurveLane nearest = null;
        Value nearestAt = null;
        double distance = Double.POSITIVE_INFINITY;
        Map<Track, Value> played = new HashMap<>();
        for (CurveLane lane : view.visibleLanes()) {
            if (lane.locked()) {
                continue;
            }
            Value at = played.computeIfAbsent(lane.track(), track -> {
                Value value = TrackValues.at(track, time);
                return value == null ? new Value.Num(0) : value;
            });
            double d = Math.abs(lane.graph(laneValue(at, lane.lane())) - mouseGraph);
            if (d < distance) {
                distance = d;
                nearest = lane;
                nearestAt = at;
            }
        }
        if (nearest == null) {
            return null;
        }
        Track track = nearest.track();
        int lane = nearest.lane();
        double mouseValue = nearest.stored(mouseGraph);
        Value value;
        if (track.kind().isVector()) {
            double[] numbers = nearestAt instanceof Value.Vec vec ? vec.lanes() : new double[track.kind().lanes()];
            numbers[lane] = mouseValue;
            value = new Value.Vec(numbers);
        } else {
            value = new Value.Num(track.kind() == Kind.INT32 ? Math.rint(mouseValue) : mouseValue);
        }
        return new Planned(new AddKey(track.id(), Key.of(time, value)), lane);
    }

    /** After the key went in: its point on the lane it was added for is the selection. */
    static void selectAdded(CurveView view, OpenDocument<Clip> focused, Planned planned) {
        AddKey add = planned.command();
        Track now = focused == null ? null : focused.value().track(add.trackId());
        double time = add.key().time();
        Key added = now == null ? null : now.keys().stream().filter(k -> Math.abs(k.time() - time) < 1e-9)
                .findFirst().orElse(null);
        if (added != null) {
            view.pointsProperty().set(Set.of(new CurvePoint(added.id(), planned.lane())));
        }
    }

    static double laneValue(Value value, int lane) {
        if (value instanceof Value.Vec vec) {
            return vec.get(lane);
        }
        return value instanceof Value.Num num ? num.value() : 0;
    }
}
