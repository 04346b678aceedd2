package dev.reel.interop;

import dev.reel.model.Authority;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.OnEnd;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.List;

/**
 * Keys of another tool's timeline turned into a Reel track. A frame holds its time, its value (already in Reel's
 * units) and the shape of the segment to the next frame: held ({@code step}), straight ({@code linear}) or a cubic
 * bezier given, per lane, by its two inner control points in absolute time and value, {@code (cx1, cy1)} and
 * {@code (cx2, cy2)}, as Spine stores them. Reel's bezier segment is the same cubic through
 * {@code (t_i, v_i) + out_i} and {@code (t_{i+1}, v_{i+1}) + in_{i+1}}, so the conversion is exact:
 * {@code out_i = (cx1 − t_i, cy1 − v_i)} and {@code in_{i+1} = (cx2 − t_{i+1}, cy2 − v_{i+1})}, both sides
 * {@code free}.
 */
final class KeyFrames {
    /** The shape of the segment that starts at a frame. */
    enum Shape { STEP, LINEAR, BEZIER }

    private final List<Double> times = new ArrayList<>();
    private final List<Value> values = new ArrayList<>();
    private final List<Shape> shapes = new ArrayList<>();
    private final List<double[]> controls = new ArrayList<>();

    /**
     * Adds a frame. {@code control} holds four numbers per lane, {@code cx1, cy1, cx2, cy2} (absolute), for a
     * {@link Shape#BEZIER} segment, else null.
     */
    KeyFrames add(double time, Value value, Shape shape, double[] control) {
        times.add(time);
        values.add(value);
        shapes.add(shape);
        controls.add(control);
        return this;
    }

    int size() {
        return times.size();
    }

    /** The frames as a track on {@code path}; the last frame's shape does not matter (nothing follows it). */
    Track track(String path, String property, Kind kind) {
        List<Key> keys = new ArrayList<>();
        int n = times.size();
        for (int i = 0; i < n; i++) {
            Shape shape = i + 1 < n ? shapes.get(i) : Shape.LINEAR;
            boolean bezierIn = i > 0 && shapes.get(i - 1) == Shape.BEZIER;
            boolean bezierOut = shape == Shape.BEZIER;
            Value.Vec in = bezierIn ? handle(i - 1, i, false) : null;
            Value.Vec out = bezierOut ? handle(i, i + 1, true) : null;
            Interp interp = switch (shape) {
                case STEP -> Interp.STEP;
                case LINEAR -> Interp.LINEAR;
                case BEZIER -> Interp.BEZIER;
            };
            keys.add(new Key(Ids.next(), times.get(i), values.get(i), interp,
                    bezierIn ? TangentMode.FREE : TangentMode.AUTO, bezierOut ? TangentMode.FREE : TangentMode.AUTO,
                    in, out, Extras.NONE));
        }
        return new Track(Ids.next(), path, property, kind, Authority.PRESENTATION, OnEnd.AUTO, false, false, keys,
                Extras.NONE);
    }

    /** The handle of segment {@code from → to}: key {@code from}'s out side or key {@code to}'s in side. */
    private Value.Vec handle(int from, int to, boolean outSide) {
        double[] control = controls.get(from);
        int key = outSide ? from : to;
        double[] lanes = lanes(values.get(key));
        double[] handle = new double[2 * lanes.length];
        for (int lane = 0; lane < lanes.length; lane++) {
            double cx = control[4 * lane + (outSide ? 0 : 2)];
            double cy = control[4 * lane + (outSide ? 1 : 3)];
            handle[2 * lane] = cx - times.get(key);
            handle[2 * lane + 1] = cy - lanes[lane];
        }
        return Value.Vec.of(handle);
    }

    static double[] lanes(Value value) {
        if (value instanceof Value.Num num) {
            return new double[] {num.value()};
        }
        return ((Value.Vec) value).lanes();
    }
}
