package dev.reel.interop;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reading the tracks of a parsed Godot {@code Animation} section, for the export tests. */
final class GodotFiles {
    private GodotFiles() {
    }

    /** One track of an Animation: type, path, interp, keys dictionary. */
    record TrackView(String type, String path, long interp, Map<?, ?> keys) {
        double[] floats(String key) {
            GodotResourceReader.Call call = (GodotResourceReader.Call) keys.get(key);
            return call.args().stream().mapToDouble(a -> ((Number) a).doubleValue()).toArray();
        }

        @SuppressWarnings("unchecked")
        List<Object> values() {
            return (List<Object>) keys.get("values");
        }
    }

    static List<TrackView> tracks(GodotResourceReader.Section animation) {
        List<TrackView> tracks = new ArrayList<>();
        for (int i = 0; animation.get("tracks/" + i + "/type") != null; i++) {
            String at = "tracks/" + i + "/";
            GodotResourceReader.Call path = (GodotResourceReader.Call) animation.get(at + "path");
            tracks.add(new TrackView((String) animation.get(at + "type"), (String) path.args().get(0),
                    (Long) animation.get(at + "interp"), (Map<?, ?>) animation.get(at + "keys")));
        }
        return tracks;
    }

    static TrackView track(GodotResourceReader.Section animation, String path) {
        return tracks(animation).stream().filter(t -> t.path().equals(path)).findFirst()
                .orElseThrow(() -> new AssertionError("no track " + path + " in " + tracks(animation)));
    }

    /**
     * A bezier track at {@code time} as Godot 4 evaluates it (Animation::bezier_track_interpolate, as its
     * documentation and source describe): before the first key its value, after the last the last's; within a
     * segment, ten bisections of the curve parameter on the cubic through (0, v0), (0, v0) + out0,
     * (d, v1) + in1, (d, v1) to bracket the time, then a straight line between the two bracketing points. Godot
     * computes in {@code real_t}, a float in its usual builds, so this does too.
     */
    static double bezier(double[] times, double[] points, double time) {
        int count = times.length;
        if (count == 0) {
            return 0;
        }
        if (time < times[0]) {
            return points[0];
        }
        int idx = 0;
        while (idx + 1 < count && times[idx + 1] <= time) {
            idx++;
        }
        if (idx >= count - 1) {
            return points[(count - 1) * 5];
        }
        float t = (float) (time - times[idx]);
        float duration = (float) (times[idx + 1] - times[idx]);
        float[] start = {0, (float) points[idx * 5]};
        float[] startOut = {start[0] + (float) points[idx * 5 + 3], start[1] + (float) points[idx * 5 + 4]};
        float[] end = {duration, (float) points[(idx + 1) * 5]};
        float[] endIn = {end[0] + (float) points[(idx + 1) * 5 + 1], end[1] + (float) points[(idx + 1) * 5 + 2]};
        float low = 0;
        float high = 1;
        for (int i = 0; i < 10; i++) {
            float middle = (low + high) / 2;
            if (cubic(middle, start, startOut, endIn, end)[0] < t) {
                low = middle;
            } else {
                high = middle;
            }
        }
        float[] lowPos = cubic(low, start, startOut, endIn, end);
        float[] highPos = cubic(high, start, startOut, endIn, end);
        float c = (t - lowPos[0]) / (highPos[0] - lowPos[0]);
        return lowPos[1] + (highPos[1] - lowPos[1]) * c;
    }

    private static float[] cubic(float u, float[] p0, float[] p1, float[] p2, float[] p3) {
        float v = 1 - u;
        float a = v * v * v;
        float b = 3 * v * v * u;
        float c = 3 * v * u * u;
        float d = u * u * u;
        return new float[] {a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]};
    }
}
