package dev.reel.runtime;

import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The bezier handles a numeric track's keys really play with, per lane: {@code auto} and {@code linear}
 * tangents worked out, free handles fitted into their segments, exactly as {@link TrackCompiler} shapes the
 * segments. The curve editor draws and drags these, and commands that turn a key's tangent free start from
 * them, so the shape on screen never jumps.
 *
 * <p>Handles are (dt, dv) from the key, {@code in} pointing back ({@code dt <= 0}) and {@code out} forward;
 * the first key's {@code in} and the last key's {@code out} are zero, having no segment.
 */
public final class KeyHandles {
    private final List<Key> keys;
    private final int lanes;
    private final double[] times;
    private final double[] values;
    /** Per key and lane: in dt, in dv, out dt, out dv. */
    private final double[] handles;

    private KeyHandles(List<Key> keys, int lanes, double[] times, double[] values, double[] handles) {
        this.keys = keys;
        this.lanes = lanes;
        this.times = times;
        this.values = values;
        this.handles = handles;
    }

    /** The handles of {@code track}'s keys in time order (non-numeric kinds give lanes of zeros). */
    public static KeyHandles of(Track track) {
        List<Key> keys = new ArrayList<>(track.keys());
        keys.sort(Comparator.comparingDouble(Key::time));
        Kind kind = track.kind();
        int lanes = kind.lanes();
        int count = keys.size();
        double[] times = new double[count];
        double[] values = new double[count * lanes];
        for (int i = 0; i < count; i++) {
            times[i] = keys.get(i).time();
            lanesOf(keys.get(i).value(), values, i * lanes, lanes);
        }
        double[] slopes = TrackCompiler.autoSlopes(times, values, lanes);
        double[] handles = compute(keys, times, values, lanes, slopes);
        return new KeyHandles(List.copyOf(keys), lanes, times, values, handles);
    }

    public int count() {
        return times.length;
    }

    public int lanes() {
        return lanes;
    }

    /** Key {@code index} in time order. */
    public Key key(int index) {
        return keys.get(index);
    }

    public double time(int index) {
        return times[index];
    }

    public double value(int index, int lane) {
        return values[index * lanes + lane];
    }

    public double inTime(int index, int lane) {
        return handles[(index * lanes + lane) * 4];
    }

    public double inValue(int index, int lane) {
        return handles[(index * lanes + lane) * 4 + 1];
    }

    public double outTime(int index, int lane) {
        return handles[(index * lanes + lane) * 4 + 2];
    }

    public double outValue(int index, int lane) {
        return handles[(index * lanes + lane) * 4 + 3];
    }

    /** Key {@code index}'s in handle, every lane, flat as a key's {@code in} is written. */
    public Value.Vec in(int index) {
        return pairs(index, 0);
    }

    /** Key {@code index}'s out handle, every lane, flat as a key's {@code out} is written. */
    public Value.Vec out(int index) {
        return pairs(index, 2);
    }

    private Value.Vec pairs(int index, int at) {
        double[] flat = new double[2 * lanes];
        for (int lane = 0; lane < lanes; lane++) {
            flat[2 * lane] = handles[(index * lanes + lane) * 4 + at];
            flat[2 * lane + 1] = handles[(index * lanes + lane) * 4 + at + 1];
        }
        return new Value.Vec(flat);
    }

    private static void lanesOf(Value value, double[] into, int offset, int lanes) {
        if (value instanceof Value.Num num) {
            into[offset] = num.value();
        } else if (value instanceof Value.Bool bool) {
            into[offset] = bool.value() ? 1 : 0;
        } else if (value instanceof Value.Vec vec) {
            for (int lane = 0; lane < lanes && lane < vec.size(); lane++) {
                into[offset + lane] = vec.get(lane);
            }
        }
    }

    /**
     * Per key and lane (in dt, in dv, out dt, out dv) of keys sorted by time: every side made by its own mode
     * first, then each {@code aligned} side turned to point opposite to its key's other side (the out side
     * leads when both are aligned). Sides without a segment, or on a segment of no length, stay zero.
     */
    static double[] compute(List<Key> keys, double[] times, double[] values, int lanes, double[] slopes) {
        int count = times.length;
        double[] handles = new double[count * lanes * 4];
        double[] handle = new double[2];
        for (int i = 0; i + 1 < count; i++) {
            double span = times[i + 1] - times[i];
            if (span <= 0) {
                continue;
            }
            for (int lane = 0; lane < lanes; lane++) {
                double rise = values[(i + 1) * lanes + lane] - values[i * lanes + lane];
                outHandle(keys.get(i), lane, lanes, span, rise, slopes[i * lanes + lane], handle);
                int out = (i * lanes + lane) * 4 + 2;
                handles[out] = handle[0];
                handles[out + 1] = handle[1];
                inHandle(keys.get(i + 1), lane, lanes, span, rise, slopes[(i + 1) * lanes + lane], handle);
                int in = ((i + 1) * lanes + lane) * 4;
                handles[in] = handle[0];
                handles[in + 1] = handle[1];
            }
        }
        for (int i = 0; i < count; i++) {
            Key key = keys.get(i);
            boolean hasIn = i > 0 && times[i] - times[i - 1] > 0;
            boolean hasOut = i + 1 < count && times[i + 1] - times[i] > 0;
            for (int lane = 0; lane < lanes; lane++) {
                int at = (i * lanes + lane) * 4;
                if (key.outTangent() == TangentMode.ALIGNED && key.inTangent() != TangentMode.ALIGNED
                        && hasOut && hasIn && key.inTangent() != TangentMode.CONSTANT) {
                    align(handles, at + 2, at);
                }
                if (key.inTangent() == TangentMode.ALIGNED && hasIn && hasOut
                        && key.outTangent() != TangentMode.CONSTANT) {
                    align(handles, at, at + 2);
                }
            }
        }
        for (int i = 0; i < handles.length; i++) {
            // + 0.0 turns -0.0 into 0, which files would otherwise write as "-0".
            handles[i] = handles[i] + 0.0;
        }
        return handles;
    }

    /**
     * Turns the handle at {@code own} to the slope of the one at {@code leader}, keeping its own dt; beside a
     * vertical leader it turns vertical too, keeping the size of its dv; beside a leader of no length it stays.
     */
    private static void align(double[] handles, int own, int leader) {
        double leaderTime = handles[leader];
        double leaderValue = handles[leader + 1];
        if (leaderTime != 0) {
            handles[own + 1] = handles[own] * (leaderValue / leaderTime);
        } else if (leaderValue != 0) {
            handles[own] = 0;
            handles[own + 1] = -Math.copySign(Math.abs(handles[own + 1]), leaderValue);
        }
    }

    /** The out handle of one lane of the segment that starts at {@code key}, into {@code handle} as (dt, dv). */
    static void outHandle(Key key, int lane, int lanes, double span, double rise, double slope, double[] handle) {
        TangentMode mode = key.outTangent();
        if (mode.written() && given(key.out(), lanes)) {
            fit(key.out(), lane, lanes, span, 1, handle);
            return;
        }
        handle[0] = mode == TangentMode.CONSTANT ? 0 : span / 3;
        handle[1] = switch (mode) {
            case LINEAR -> rise / 3;
            case FLAT, CONSTANT -> 0;
            default -> slope * span / 3;
        };
    }

    /** The in handle of one lane of the segment that ends at {@code key}, into {@code handle} as (dt, dv). */
    static void inHandle(Key key, int lane, int lanes, double span, double rise, double slope, double[] handle) {
        TangentMode mode = key.inTangent();
        if (mode.written() && given(key.in(), lanes)) {
            fit(key.in(), lane, lanes, span, -1, handle);
            handle[0] = -handle[0];
            return;
        }
        handle[0] = mode == TangentMode.CONSTANT ? 0 : -span / 3;
        handle[1] = switch (mode) {
            case LINEAR -> -rise / 3;
            case FLAT, CONSTANT -> 0;
            default -> -slope * span / 3;
        };
    }

    /** Whether the segment from {@code start} to {@code end} holds {@code start}'s value (a constant side). */
    static boolean constant(Key start, Key end) {
        return start.outTangent() == TangentMode.CONSTANT || end.inTangent() == TangentMode.CONSTANT;
    }

    private static boolean given(Value.Vec handle, int lanes) {
        return handle != null && (handle.size() == 2 || handle.size() >= 2 * lanes);
    }

    /**
     * Reads one lane of a handle as (|dt|, dv) with |dt| fitted into the segment: a handle whose dt points
     * the wrong way ({@code direction} is +1 for {@code out}, -1 for {@code in}) is flattened to dt = 0; a
     * longer one is scaled along its direction. A pair of two numbers serves every lane.
     */
    private static void fit(Value.Vec vector, int lane, int lanes, double span, double direction,
                            double[] handle) {
        int at = vector.size() == 2 ? 0 : lane * 2;
        double time = vector.get(at) * direction;
        double value = vector.get(at + 1);
        if (!Double.isFinite(time) || !Double.isFinite(value)) {
            time = 0;
            value = 0;
        }
        if (time <= 0) {
            handle[0] = 0;
            handle[1] = value;
        } else if (time > span) {
            handle[0] = span;
            handle[1] = value * span / time;
        } else {
            handle[0] = time;
            handle[1] = value;
        }
    }
}
