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
 * <p>The common case — a track of one unrounded lane: every float32 track, sprites, bools, enums — keeps its
 * current segment (key time, inverse span, value polynomial) in side-by-side arrays, one entry per track,
 * copied from the clip's {@link ScalarTimeline} when the track moves on. The timeline holds every key of
 * these tracks in time order, so playback walks it from a frontier: the keys reached since the last frame
 * are the next few records, each moving its own track on; tracks that stay cost nothing. Then one
 * branch-free loop, which C2 runs on vector registers, evaluates every segment as straight. The bent
 * segments (a time solve) are listed as they come and go and solved after ({@link BentSegments}), in three
 * loops of independent iterations: table guesses, Halley steps (on vector registers), values; the rare
 * answer the fast path cannot prove is solved in full. A scrub (a jump) finds every cursor again through the
 * clip's {@link JumpGrid} and reads each record in place; the side-by-side copies are made again when
 * playback resumes. Vector kinds, slerp and rounding take a general loop over {@code clip.data}.
 *
 * <p>Measured on B1 (1,000 tracks × 16 keys, JDK 17): an offset index on the output side, a clamp inside the
 * Halley loop, or the Halley step and its bound in one loop keep C2 from vectorising and cost 2 to 4 times
 * as much; the loops are written around that.
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
    /*
     * Per one-lane track (slot), side by side: its current segment's key time, inverse span and value
     * polynomial, copied from the timeline when the track moves on, so that a frame reads a few sequential
     * arrays instead of one scattered record per track.
     */
    private final double[] segmentStart;
    private final double[] segmentInverse;
    private final double[] value0;
    private final double[] value1;
    private final double[] value2;
    private final double[] value3;
    /** The slots whose current segment bends time, listed with what their solves read. */
    private final BentSegments bent;
    /** Whether the one-lane tracks' values lie side by side in slot order, from {@link #scalarBase}. */
    private final boolean contiguous;
    private final int scalarBase;
    /** The one-lane tracks' values in slot order, when they do not start the output buffer. */
    private final double[] scalarValues;
    private double lastTime = Double.NaN;
    /** The offset of the first timeline record whose key time lies after the last sample's reach. */
    private int frontier;
    /** Whether the side-by-side arrays hold every one-lane track's current segment (false after a jump). */
    private boolean loaded;

    public ClipSampler(CompiledClip clip) {
        this.clip = clip;
        this.cursors = clip.bases.clone();
        this.scalarCursors = new int[clip.scalarTracks.length];
        for (int slot = 0; slot < scalarCursors.length; slot++) {
            scalarCursors[slot] = clip.timeline.record(slot, 0);
        }
        this.values = new double[clip.valueSize()];
        int n = scalarCursors.length;
        segmentStart = new double[n];
        segmentInverse = new double[n];
        value0 = new double[n];
        value1 = new double[n];
        value2 = new double[n];
        value3 = new double[n];
        bent = new BentSegments(n);
        int[] outputs = clip.scalarOffsets;
        boolean inOrder = true;
        for (int slot = 1; slot < n; slot++) {
            inOrder &= outputs[slot] == outputs[0] + slot;
        }
        contiguous = inOrder;
        scalarBase = n > 0 ? outputs[0] : 0;
        scalarValues = contiguous && scalarBase == 0 ? new double[0] : new double[n];
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
        int[] slots = scalarCursors;
        int n = slots.length;
        // A scrub searches every cursor again; playback only moves on the few whose next key was reached.
        boolean jumped = !(t >= lastTime && t <= lastTime + JUMP);
        if (jumped) {
            // One row of the clip's grid gives every cursor; each is checked and moved if need be.
            int[] cells = compiled.jumps.cells;
            int row = compiled.jumps.row(reach);
            double[] records = timeline.records;
            for (int slot = 0; slot < n; slot++) {
                int at = cells[row + slot];
                if (!(reach >= records[at] && reach < records[at + 1])) {
                    at = locate(compiled, slot, at, reach);
                }
                slots[slot] = at;
            }
            // The side-by-side copies wait for playback to resume: a scrub reads each record once, in place.
            loaded = false;
            int[] others = compiled.otherTracks;
            for (int k = 0, column = row + n; k < others.length; k++, column++) {
                cursors[others[k]] = cells[column];
            }
            frontier = timeline.firstAfter(reach) * ScalarTimeline.RECORD;
        } else {
            // Time only went forward: the keys reached since the last sample are the timeline's records from
            // the frontier on, in time order; each moves its track onto its segment. A frame reads those few
            // neighbouring records and nothing per track that stays.
            double[] records = timeline.records;
            if (!loaded) {
                bent.clear();
                for (int slot = 0; slot < n; slot++) {
                    load(records, slot, slots[slot]);
                }
                loaded = true;
            }
            int[] slotOf = timeline.slotOf;
            int at = frontier;
            while (records[at] <= reach) {
                moveTo(records, slotOf[at >>> 3], at);
                at += ScalarTimeline.RECORD;
            }
            frontier = at;
        }
        lastTime = t;
        if (loaded) {
            evaluate(t, out);
        } else {
            evaluateRecords(t, out);
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
     * The one-lane tracks' values at {@code t} from their current segments: one loop over side-by-side arrays
     * without a branch (the compiler runs it on vector registers), every segment taken as straight; then the
     * bent ones again, with their time solves.
     */
    private void evaluate(double t, double[] out) {
        int n = scalarCursors.length;
        double[] start = segmentStart;
        double[] inverse = segmentInverse;
        double[] c0 = value0;
        double[] c1 = value1;
        double[] c2 = value2;
        double[] c3 = value3;
        // Written at out[slot] when the values start the buffer, else into an array of our own and copied:
        // an offset index on one side keeps the compiler from running the loop on vector registers.
        double[] target = contiguous && scalarBase == 0 ? out : scalarValues;
        for (int slot = 0; slot < n; slot++) {
            double tau = Math.max(0, (t - start[slot]) * inverse[slot]);
            target[slot] = c0[slot] + ((c3[slot] * tau + c2[slot]) * tau + c1[slot]) * tau;
        }
        if (target != out) {
            if (contiguous) {
                System.arraycopy(target, 0, out, scalarBase, n);
            } else {
                int[] outputs = clip.scalarOffsets;
                for (int slot = 0; slot < n; slot++) {
                    out[outputs[slot]] = target[slot];
                }
            }
        }
        bent.solve(t, clip.timeline.curves, out);
    }

    /** The one-lane tracks' values at {@code t} read straight from their records (after a jump). */
    private void evaluateRecords(double t, double[] out) {
        ScalarTimeline timeline = clip.timeline;
        double[] records = timeline.records;
        double[] curves = timeline.curves;
        int[] slots = scalarCursors;
        int[] outputs = clip.scalarOffsets;
        for (int slot = 0; slot < slots.length; slot++) {
            out[outputs[slot]] = recordValue(records, curves, slots[slot], t);
        }
    }

    /** The value at {@code t} of the one-lane segment whose timeline record is at {@code at}. */
    private static double recordValue(double[] records, double[] curves, int at, double t) {
        double tau = Math.max(0, (t - records[at]) * records[at + 2]);
        double shape = records[at + 3];
        double u = shape < 0 ? CubicTimeTable.solve(curves, (int) -shape - 1, tau) : tau;
        return records[at + 4] + ((records[at + 7] * u + records[at + 6]) * u + records[at + 5]) * u;
    }

    /** Moves one-lane track {@code slot} on to the segment of record {@code at}. */
    private void moveTo(double[] records, int slot, int at) {
        scalarCursors[slot] = at;
        bent.leave(slot);
        load(records, slot, at);
    }

    /** Copies record {@code at} into slot {@code slot}'s place in the side-by-side arrays; lists it if bent. */
    private void load(double[] records, int slot, int at) {
        segmentStart[slot] = records[at];
        segmentInverse[slot] = records[at + 2];
        value0[slot] = records[at + 4];
        value1[slot] = records[at + 5];
        value2[slot] = records[at + 6];
        value3[slot] = records[at + 7];
        bent.enter(slot, records, at, records[at + 3], clip.timeline.curves, clip.scalarOffsets[slot]);
    }

    /** Samples track {@code index} at clip time {@code t}. */
    public void sample(int index, double t) {
        CompiledClip compiled = clip;
        if (compiled.counts[index] == 0) {
            return;
        }
        int slot = compiled.scalarSlots[index];
        if (slot >= 0) {
            int at = locate(compiled, slot, scalarCursors[slot], t + Timeline.EPSILON);
            scalarCursors[slot] = at;
            // The side-by-side copy of this slot is now behind its cursor: the next sampleAll starts afresh.
            lastTime = Double.NaN;
            values[compiled.offsets[index]] = recordValue(compiled.timeline.records, compiled.timeline.curves, at, t);
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
            double inverseSine = 1 / StrictMath.sin(angle);
            startWeight = StrictMath.sin((1 - tau) * angle) * inverseSine;
            endWeight = StrictMath.sin(tau * angle) * inverseSine;
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
