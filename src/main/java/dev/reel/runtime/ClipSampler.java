package dev.reel.runtime;

import dev.reel.model.Kind;
import dev.reel.model.Value;

/**
 * Samples a {@link CompiledClip} at clip times into one preallocated buffer, keeping a cursor per track so
 * that playback costs O(1) per track and a jump (scrubbing) O(1) for evenly spread keys ({@link KeySearch}).
 * One sampler belongs to one user (a player, a scrubbing view); the clip it reads is shared.
 *
 * <p>A sample is a pure function of the clip and the time: the cursor only speeds the search up, and time
 * solves never start from a previous frame's answer ({@link CubicTimeTable} starts from its table), so
 * scrubbing to t shows exactly what playback showed, bit for bit. A key less than {@link Timeline#EPSILON}
 * after t counts as reached — the tolerance the player applies to event positions — so that a sprite frame
 * and an event at the same time change on the same fixed step even when t is that time up to rounding.
 *
 * <p>The common case — a track of one unrounded lane: every float32 track, sprites, bools, enums — runs in
 * one loop over the clip's {@code scalarTracks}: the cursor is the record's offset, the record's own time and
 * the next record's time (or the +infinity after the last one) say whether it still holds, then one
 * polynomial, with a table-started time solve on bent segments. Vector kinds, slerp and rounding take a
 * second, general loop.
 */
public final class ClipSampler {
    private final CompiledClip clip;
    /** A sampleAll this far ahead of the previous one, or behind it, is a jump: search without the cursors. */
    private static final double JUMP = 0.25;

    /** Per track: the offset in {@code clip.data} of the record of the last key at or before the time. */
    private final int[] cursors;
    private final double[] values;
    private double lastTime = Double.NaN;

    public ClipSampler(CompiledClip clip) {
        this.clip = clip;
        this.cursors = clip.bases.clone();
        this.values = new double[clip.valueSize()];
    }

    public CompiledClip clip() {
        return clip;
    }

    /** Samples every track at clip time {@code t}. */
    public void sampleAll(double t) {
        CompiledClip compiled = clip;
        double reach = t + Timeline.EPSILON;
        // A scrub goes straight to the searches: the cursors' records are cold and would only cost misses.
        if (!(t >= lastTime && t <= lastTime + JUMP)) {
            for (int index = 0; index < cursors.length; index++) {
                cursors[index] = compiled.bases[index] + compiled.search.find(index, reach) * compiled.strides[index];
            }
        }
        lastTime = t;
        double[] data = compiled.data;
        double[] curves = compiled.curves;
        int[] tracks = compiled.scalarTracks;
        int[] outputs = compiled.scalarOffsets;
        int[] keys = cursors;
        double[] out = values;
        // Kept small so the JIT compiles it as one tight loop; anything unusual leaves through a call.
        for (int i = 0; i < tracks.length; i++) {
            int index = tracks[i];
            int at = keys[index];
            if (!(reach >= data[at] && reach < data[at + CompiledTrack.SCALAR_STRIDE])) {
                at = locate(compiled, index, at, reach);
                keys[index] = at;
            }
            double tau = Math.max(0, (t - data[at]) * data[at + 1]);
            double shape = data[at + 2];
            double u = shape == CompiledClip.POLYNOMIAL ? tau : CubicTimeTable.solve(curves, (int) -shape - 1, tau);
            out[outputs[i]] = data[at + 3] + ((data[at + 6] * u + data[at + 5]) * u + data[at + 4]) * u;
        }
        for (int index : compiled.otherTracks) {
            int at = keys[index];
            if (!(reach >= data[at] && reach < data[at + compiled.strides[index]])) {
                at = locate(compiled, index, at, reach);
                keys[index] = at;
            }
            other(index, at, Math.max(0, (t - data[at]) * data[at + 1]), compiled.offsets[index]);
        }
    }

    /** Samples track {@code index} at clip time {@code t}. */
    public void sample(int index, double t) {
        CompiledClip compiled = clip;
        if (compiled.counts[index] == 0) {
            return;
        }
        int at = locate(compiled, index, cursors[index], t + Timeline.EPSILON);
        cursors[index] = at;
        other(index, at, Math.max(0, (t - compiled.data[at]) * compiled.data[at + 1]), compiled.offsets[index]);
    }

    /**
     * The record of the last key at or before {@code t} (here already {@code t + EPSILON}), from the cursor's
     * record {@code at}: the same one or the next in playback, else a search ({@link KeySearch}). Before the
     * first key it is key 0's (tau is then clamped to 0).
     */
    private static int locate(CompiledClip compiled, int index, int at, double t) {
        double[] data = compiled.data;
        int stride = compiled.strides[index];
        if (t >= data[at]) {
            if (t < data[at + stride]) {
                return at;
            }
            if (t < data[at + 2 * stride]) {
                return at + stride;
            }
        } else if (at == compiled.bases[index]) {
            return at;
        }
        return compiled.bases[index] + compiled.search.find(index, t) * stride;
    }

    /** Any track and segment: vector lanes, solved time, slerp, int32 rounding. */
    private void other(int index, int at, double tau, int offset) {
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
            for (int lane = 0, p = at + 3; lane < lanes; lane++, p += 4, curve += CubicTimeTable.STRIDE) {
                double u = CubicTimeTable.solve(curves, curve, tau);
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
