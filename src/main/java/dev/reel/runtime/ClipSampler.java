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
 * one loop over the clip's {@link ScalarTimeline}, where the segments in force at any time lie close
 * together: the cursor is a record's offset, the record holds its own and the next key's time, one
 * polynomial gives the value. The loop has no branch that depends on the data in playback: moving on to the
 * next key is arithmetic, and a bent segment (a time solve; ~14% of B1's, in no pattern a predictor could
 * learn) is written as if straight and listed, then solved in a second loop. Vector kinds, slerp and
 * rounding take a third, general loop.
 */
public final class ClipSampler {
    private final CompiledClip clip;
    /** A sampleAll this far ahead of the previous one, or behind it, is a jump: search without the cursors. */
    private static final double JUMP = 0.25;

    /** Per track that is not one-lane: the offset in {@code clip.data} of its current key's record. */
    private final int[] cursors;
    /** Per one-lane track (slot): the offset in the timeline of its current segment's record. */
    private final int[] scalarCursors;
    private final double[] values;
    /** Scratch: the slots whose segment bends time, found by the current sampleAll. */
    private final int[] bentSlots;
    private double lastTime = Double.NaN;
    /** The first timeline record whose key time lies after everything read ahead so far; -1: not known. */
    private int frontier = -1;
    /** Keeps the table reads of sampleAll alive (a value nobody reads would let the compiler drop them). */
    private double warm;

    public ClipSampler(CompiledClip clip) {
        this.clip = clip;
        this.cursors = clip.bases.clone();
        this.scalarCursors = new int[clip.scalarTracks.length];
        for (int slot = 0; slot < scalarCursors.length; slot++) {
            scalarCursors[slot] = clip.timeline.record(slot, 0);
        }
        this.values = new double[clip.valueSize()];
        this.bentSlots = new int[clip.scalarTracks.length + 1];
    }

    public CompiledClip clip() {
        return clip;
    }

    /** Samples every track at clip time {@code t}. */
    public void sampleAll(double t) {
        sampleAll(t, values);
    }

    /**
     * Samples every track at clip time {@code t} into {@code out}, laid out as {@link #values()} (which this
     * leaves as it was): an animator whose pose has that layout is sampled straight into it.
     */
    void sampleAll(double t, double[] out) {
        CompiledClip compiled = clip;
        ScalarTimeline timeline = compiled.timeline;
        double reach = t + Timeline.EPSILON;
        int[] tracks = compiled.scalarTracks;
        int[] slots = scalarCursors;
        double[] records = timeline.records;
        // A scrub goes straight to the searches: the cursors' records are cold and would only cost misses.
        boolean jumped = !(t >= lastTime && t <= lastTime + JUMP);
        if (jumped) {
            // One row of the clip's grid gives every cursor; the loops below check each and move it if need be.
            int[] cells = compiled.jumps.cells;
            int row = compiled.jumps.row(reach);
            System.arraycopy(cells, row, slots, 0, slots.length);
            int[] others = compiled.otherTracks;
            for (int k = 0, column = row + slots.length; k < others.length; k++, column++) {
                cursors[others[k]] = cells[column];
            }
            // Found again by the next read-ahead, if any: most clips are too small to read ahead at all.
            frontier = -1;
        } else if (timeline.large) {
            readAhead(timeline, reach, t - lastTime);
        }
        lastTime = t;
        int[] following = timeline.following;
        int[] outputs = compiled.scalarOffsets;
        int[] bent = bentSlots;
        int pending = 0;
        for (int slot = 0; slot < slots.length; slot++) {
            int at = slots[slot];
            // On to the next key when it is reached: the sign bit of reach - next is 0 then.
            int reached = 1 - (int) (Double.doubleToRawLongBits(reach - records[at + 1]) >>> 63);
            at += (following[at >>> 3] - at) * reached;
            if (!(reach >= records[at] && reach < records[at + 1])) {
                at = locate(compiled, slot, at, reach);
            }
            slots[slot] = at;
            double tau = Math.max(0, (t - records[at]) * records[at + 2]);
            bent[pending] = slot;
            // The sign bit of the shape: bent segments are negative, the others +0.
            pending += (int) (Double.doubleToRawLongBits(records[at + 3]) >>> 63);
            out[outputs[slot]] = records[at + 4] + ((records[at + 7] * tau + records[at + 6]) * tau + records[at + 5]) * tau;
        }
        if (pending > 0) {
            solveBent(timeline, t, pending, out);
        }
        double[] data = compiled.data;
        for (int index : compiled.otherTracks) {
            int at = cursors[index];
            if (!(reach >= data[at] && reach < data[at + compiled.strides[index]])) {
                at = locateOther(compiled, index, at, reach);
                cursors[index] = at;
            }
            other(index, at, Math.max(0, (t - data[at]) * data[at + 1]), compiled.offsets[index], out);
        }
    }

    /**
     * Reads ahead, in time order, the records the next frame will move on to: a stream of neighbouring lines
     * that the hardware fetches ahead, where the cursors would meet them one cache miss at a time. Only for a
     * timeline larger than the caches; a small one stays in them and reading ahead would only cost time (an
     * animator crowd sampling one clip at many times: B3).
     */
    private void readAhead(ScalarTimeline timeline, double reach, double advance) {
        double[] records = timeline.records;
        if (frontier < 0) {
            frontier = timeline.firstAfter(lastTime + Timeline.EPSILON);
        }
        double horizon = reach + Math.min(JUMP, advance);
        double ahead = 0;
        int next = frontier * ScalarTimeline.RECORD;
        while (records[next] <= horizon) {
            ahead += records[next + ScalarTimeline.RECORD - 1];
            next += ScalarTimeline.RECORD;
        }
        frontier = next / ScalarTimeline.RECORD;
        warm = ahead;
    }

    /** The bent segments the last loop listed: their time solves, then their values. */
    private void solveBent(ScalarTimeline timeline, double t, int pending, double[] out) {
        double[] records = timeline.records;
        double[] curves = timeline.curves;
        int[] slots = scalarCursors;
        int[] bent = bentSlots;
        int[] outputs = clip.scalarOffsets;
        for (int p = 0; p < pending; p++) {
            int slot = bent[p];
            int at = slots[slot];
            double tau = Math.max(0, (t - records[at]) * records[at + 2]);
            double u = CubicTimeTable.solve(curves, (int) -records[at + 3] - 1, tau);
            out[outputs[slot]] = records[at + 4] + ((records[at + 7] * u + records[at + 6]) * u + records[at + 5]) * u;
        }
    }

    /** Samples track {@code index} at clip time {@code t}. */
    public void sample(int index, double t) {
        CompiledClip compiled = clip;
        if (compiled.counts[index] == 0) {
            return;
        }
        int slot = compiled.scalarSlots[index];
        if (slot >= 0) {
            double[] records = compiled.timeline.records;
            int at = locate(compiled, slot, scalarCursors[slot], t + Timeline.EPSILON);
            scalarCursors[slot] = at;
            double tau = Math.max(0, (t - records[at]) * records[at + 2]);
            double shape = records[at + 3];
            double u = shape == CompiledClip.POLYNOMIAL ? tau
                    : CubicTimeTable.solve(compiled.timeline.curves, (int) -shape - 1, tau);
            values[compiled.offsets[index]] = records[at + 4]
                    + ((records[at + 7] * u + records[at + 6]) * u + records[at + 5]) * u;
            return;
        }
        int at = locateOther(compiled, index, cursors[index], t + Timeline.EPSILON);
        cursors[index] = at;
        other(index, at, Math.max(0, (t - compiled.data[at]) * compiled.data[at + 1]), compiled.offsets[index],
                values);
    }

    /**
     * The timeline record of one-lane track {@code slot}'s last key at or before {@code t} (here already
     * {@code t + EPSILON}), from the record {@code at}: the same or the next in playback, else a search
     * ({@link KeySearch}). Before the first key it is key 0's (tau is then clamped to 0).
     */
    private static int locate(CompiledClip compiled, int slot, int at, double t) {
        ScalarTimeline timeline = compiled.timeline;
        int found = near(timeline, slot, at, t);
        if (found < 0) {
            found = near(timeline, slot, compiled.jumps.cells[compiled.jumps.row(t) + slot], t);
        }
        return found >= 0 ? found : timeline.record(slot, compiled.search.find(compiled.scalarTracks[slot], t));
    }

    /** The record {@code at} or the track's next one when {@code t} lies in its segment, else -1. */
    private static int near(ScalarTimeline timeline, int slot, int at, double t) {
        double[] records = timeline.records;
        if (t >= records[at]) {
            if (t < records[at + 1]) {
                return at;
            }
            int next = timeline.following[at >>> 3];
            if (t < records[next + 1]) {
                return next;
            }
        } else if (at == timeline.record(slot, 0)) {
            return at;
        }
        return -1;
    }

    /** Like {@link #locate} for a track that is not one-lane, in {@code clip.data}. */
    private static int locateOther(CompiledClip compiled, int index, int at, double t) {
        int found = nearOther(compiled, index, at, t);
        if (found < 0) {
            found = nearOther(compiled, index, compiled.jumps.cells[compiled.jumps.row(t) + compiled.columns[index]], t);
        }
        return found >= 0 ? found : compiled.bases[index] + compiled.search.find(index, t) * compiled.strides[index];
    }

    /** Like {@link #near} for a track that is not one-lane. */
    private static int nearOther(CompiledClip compiled, int index, int at, double t) {
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
        return -1;
    }

    /** Any track and segment: vector lanes, solved time, slerp, int32 rounding. */
    private void other(int index, int at, double tau, int offset, double[] values) {
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
            slerp(data, at + 3, at + 3 + compiled.strides[index], tau, offset, values);
        }
        if (compiled.rounded[index]) {
            values[offset] = CompiledTrack.roundHalfAwayFromZero(values[offset]);
        }
    }

    private static void slerp(double[] data, int from, int to, double tau, int offset, double[] values) {
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
