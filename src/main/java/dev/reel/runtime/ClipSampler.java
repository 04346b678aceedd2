package dev.reel.runtime;

import dev.reel.model.Kind;
import dev.reel.model.Value;

/**
 * Samples a {@link CompiledClip} at clip times into one preallocated buffer, keeping a cursor per track so
 * that playback costs O(1) per track and a jump (scrubbing) O(log keys). One sampler belongs to one user
 * (a player, a scrubbing view); the clip it reads is shared.
 *
 * <p>A sample is a pure function of the clip and the time: the cursor only speeds the search up, and time
 * solves never start from a previous frame's answer, so scrubbing to t shows exactly what playback showed.
 * A key less than {@link Timeline#EPSILON} after t counts as reached — the tolerance the player applies to
 * event positions — so that a sprite frame and an event at the same time change on the same fixed step
 * even when t is that time up to rounding.
 *
 * <p>The common case — a scalar track on a step, linear or cubic segment — is a handful of reads from one
 * or two cache lines of the clip's record array and one polynomial; everything else (vector kinds, time
 * solves, slerp, a cursor that must search) leaves the small inlined path.
 */
public final class ClipSampler {
    private final CompiledClip clip;
    /** A sampleAll this far ahead of the previous one, or behind it, is a jump: search without the cursors. */
    private static final double JUMP = 0.25;

    private final int[] cursors;
    private final double[] values;
    private double lastTime = Double.NaN;

    public ClipSampler(CompiledClip clip) {
        this.clip = clip;
        this.cursors = new int[clip.trackCount()];
        this.values = new double[clip.valueSize()];
    }

    public CompiledClip clip() {
        return clip;
    }

    /** Samples every track at clip time {@code t}. */
    public void sampleAll(double t) {
        // Kept small so the JIT compiles it as one tight loop; anything unusual leaves through a call.
        CompiledClip compiled = clip;
        double[] data = compiled.data;
        int[] counts = compiled.counts;
        int[] strides = compiled.strides;
        int[] bases = compiled.bases;
        int[] offsets = compiled.offsets;
        int[] lanes = compiled.laneCounts;
        boolean[] rounded = compiled.rounded;
        int[] keys = cursors;
        double[] out = values;
        double reach = t + Timeline.EPSILON;
        // A scrub goes straight to the searches: the cursors' records are cold and would only cost misses.
        boolean jumped = !(t >= lastTime && t <= lastTime + JUMP);
        lastTime = t;
        for (int index = 0; index < keys.length; index++) {
            int count = counts[index];
            if (count == 0) {
                continue;
            }
            int stride = strides[index];
            int key = keys[index];
            int at = bases[index] + key * stride;
            if (jumped) {
                key = search(compiled.keyTimes, compiled.keyBases[index], count, reach);
                keys[index] = key;
                at = bases[index] + key * stride;
            } else if (!(reach >= data[at] && (key + 1 >= count || reach < data[at + stride]))) {
                key = locate(compiled, index, key, at, reach);
                keys[index] = key;
                at = bases[index] + key * stride;
            }
            double tau = Math.max(0, (t - data[at]) * data[at + 1]);
            if (data[at + 2] == CompiledClip.POLYNOMIAL && lanes[index] == 1 && !rounded[index]) {
                out[offsets[index]] = data[at + 3] + ((data[at + 6] * tau + data[at + 5]) * tau + data[at + 4]) * tau;
            } else {
                other(index, key, at, tau, offsets[index]);
            }
        }
    }

    /** Samples track {@code index} at clip time {@code t}. */
    public void sample(int index, double t) {
        CompiledClip compiled = clip;
        int count = compiled.counts[index];
        if (count == 0) {
            return;
        }
        int stride = compiled.strides[index];
        int cursor = cursors[index];
        int key = locate(compiled, index, cursor, compiled.bases[index] + cursor * stride, t + Timeline.EPSILON);
        cursors[index] = key;
        int at = compiled.bases[index] + key * stride;
        other(index, key, at, Math.max(0, (t - compiled.data[at]) * compiled.data[at + 1]), compiled.offsets[index]);
    }

    /**
     * The last key at or before {@code t} (here already {@code t + EPSILON}), from the cursor {@code key}
     * whose record is at {@code at}: the same key or the next one in playback (read from the records the
     * caller has just touched), else a binary search over the contiguous key times. Before the first key it
     * is key 0 (tau is then clamped to 0).
     */
    private static int locate(CompiledClip compiled, int index, int key, int at, double t) {
        double[] data = compiled.data;
        int count = compiled.counts[index];
        int stride = compiled.strides[index];
        if (t >= data[at]) {
            if (key + 1 >= count || t < data[at + stride]) {
                return key;
            }
            if (key + 2 >= count || t < data[at + 2 * stride]) {
                return key + 1;
            }
        } else if (key == 0) {
            return 0;
        }
        return search(compiled.keyTimes, compiled.keyBases[index], count, t);
    }

    /** The last key at or before {@code t} (key 0 when {@code t} is before every key). */
    private static int search(double[] times, int base, int count, double t) {
        int low = 0;
        int high = count - 1;
        while (low < high) {
            int middle = (low + high + 1) >>> 1;
            if (times[base + middle] <= t) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }

    /** Any track and segment: vector lanes, solved time, slerp, int32 rounding. */
    private void other(int index, int key, int at, double tau, int offset) {
        CompiledClip compiled = clip;
        double[] data = compiled.data;
        int lanes = compiled.laneCounts[index];
        double shape = data[at + 2];
        if (shape == CompiledClip.POLYNOMIAL) {
            for (int lane = 0, p = at + 3; lane < lanes; lane++, p += 4) {
                values[offset + lane] = data[p] + ((data[p + 3] * tau + data[p + 2]) * tau + data[p + 1]) * tau;
            }
        } else if (shape < 0) {
            double[] curves = compiled.curves;
            int curve = (int) -shape - 1;
            for (int lane = 0, p = at + 3; lane < lanes; lane++, p += 4, curve += CubicTime.STRIDE) {
                double u = CubicTime.solve(curves, curve, tau);
                values[offset + lane] = data[p] + ((data[p + 3] * u + data[p + 2]) * u + data[p + 1]) * u;
            }
        } else {
            slerp(data, at + 3, at + 3 + compiled.strides[index], tau, offset);
        }
        if (compiled.rounded[index]) {
            values[offset] = CompiledTrack.roundHalfAwayFromZero(values[offset]);
        }
    }

    private void slerp(double[] data, int from, int to, double tau, int offset) {
        double angle = data[from + 1];
        double sign = data[from + 2];
        double startWeight;
        double endWeight;
        if (angle < 1e-6) {
            startWeight = 1 - tau;
            endWeight = tau;
        } else {
            double inverseSine = 1 / Math.sin(angle);
            startWeight = Math.sin((1 - tau) * angle) * inverseSine;
            endWeight = Math.sin(tau * angle) * inverseSine;
        }
        endWeight *= sign;
        double x = startWeight * data[from] + endWeight * data[to];
        double y = startWeight * data[from + 4] + endWeight * data[to + 4];
        double z = startWeight * data[from + 8] + endWeight * data[to + 8];
        double w = startWeight * data[from + 12] + endWeight * data[to + 12];
        double norm = Math.sqrt(x * x + y * y + z * z + w * w);
        double scale = norm > 0 ? 1 / norm : 0;
        values[offset] = x * scale;
        values[offset + 1] = y * scale;
        values[offset + 2] = z * scale;
        values[offset + 3] = w * scale;
    }

    /** The buffer: track {@code i}'s lanes start at {@link CompiledClip#offset(int)}. Read it, do not keep it. */
    public double[] values() {
        return values;
    }

    /** Lane {@code lane} of track {@code index} as last sampled. */
    public double lane(int index, int lane) {
        return values[clip.offset(index) + lane];
    }

    /** Track {@code index} as last sampled, as a model value (allocates: for reports and tests, not per frame). */
    public Value value(int index) {
        return valueOf(clip, index, values, clip.offset(index));
    }

    static Value valueOf(CompiledClip clip, int index, double[] buffer, int offset) {
        CompiledTrack track = clip.track(index);
        Kind kind = track.kind();
        return switch (kind) {
            case FLOAT32, INT32 -> new Value.Num(buffer[offset]);
            case BOOL -> new Value.Bool(buffer[offset] != 0);
            case ENUM -> new Value.Symbol(clip.text((int) buffer[offset]));
            case ASSET_REF -> new Value.Asset(clip.text((int) buffer[offset]));
            default -> {
                double[] lanes = new double[track.lanes()];
                System.arraycopy(buffer, offset, lanes, 0, lanes.length);
                yield new Value.Vec(lanes);
            }
        };
    }
}
