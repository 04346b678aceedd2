package dev.reel.runtime;

import dev.reel.model.Authority;
import dev.reel.model.Flipbook;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.OnEnd;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Turns a model track (or a flipbook) into a {@link CompiledTrack}: values into lanes, tangents into
 * bezier handles, handles into per-segment polynomials.
 *
 * <p>Handle convention: {@code out=[dt,dv]} is the vector from the key to its outgoing handle and
 * {@code in=[dt,dv]} the vector from the key to its incoming handle, so {@code out.dt >= 0} and
 * {@code in.dt <= 0} (as in Godot's bezier tracks). A handle longer in time than its segment is scaled
 * down along its own direction until it fits, and a handle pointing the wrong way in time is flattened to
 * dt = 0; both keep the segment's time curve non-decreasing, so time maps to one value. {@code auto}
 * and {@code linear} handles sit at a third of the segment in time (the usual Hermite-to-bezier
 * placement), which makes the time curve the identity and needs no solve.
 */
final class TrackCompiler {
    private final TextTable texts;

    /**
     * A compiled track with its key records ({@link CompiledClip} describes them) and the time curves of its
     * bent segments, one after the other ({@code lanes × CubicTimeTable.STRIDE} doubles each); a bent segment's
     * shape is {@code -(offset + 1)}, its curve's offset in {@code curves}, which the clip shifts to the
     * offset in its own array.
     */
    record Output(CompiledTrack track, double[] records, double[] curves) {
    }

    TrackCompiler(TextTable texts) {
        this.texts = texts;
    }

    Output compile(Track track) {
        List<Key> keys = new ArrayList<>(track.keys());
        keys.sort(Comparator.comparingDouble(Key::time));
        Kind kind = track.kind();
        int lanes = kind.lanes();
        int stride = CompiledTrack.stride(lanes);
        int count = keys.size();
        double[] times = new double[count];
        double[] values = new double[count * lanes];
        for (int i = 0; i < count; i++) {
            times[i] = keys.get(i).time();
            lanesOf(kind, keys.get(i).value(), values, i * lanes);
        }
        double[] records = records(times, values, lanes);
        boolean stepsOnly = kind == Kind.BOOL || kind == Kind.ENUM || kind == Kind.ASSET_REF
                || (kind == Kind.INT32 && !track.numeric());
        List<double[]> curves = new ArrayList<>();
        double[] slopes = stepsOnly || kind == Kind.QUAT ? null : autoSlopes(times, values, lanes);
        double[] handles = slopes == null ? null : KeyHandles.compute(keys, times, values, lanes, slopes);
        for (int i = 0; i + 1 < count; i++) {
            double span = times[i + 1] - times[i];
            Interp interp = keys.get(i).interp();
            int at = i * stride;
            if (stepsOnly || interp == Interp.STEP || span <= 0 || KeyHandles.constant(keys.get(i), keys.get(i + 1))) {
                continue;
            }
            if (kind == Kind.QUAT) {
                records[at + 2] = CompiledClip.SLERP;
                arc(values, i, records, at + 3);
            } else if (interp == Interp.LINEAR) {
                for (int lane = 0; lane < lanes; lane++) {
                    records[at + 4 + 4 * lane] = values[(i + 1) * lanes + lane] - values[i * lanes + lane];
                }
            } else {
                boolean bent = false;
                double[] segmentTime = new double[lanes * CubicTimeTable.STRIDE];
                for (int lane = 0; lane < lanes; lane++) {
                    bent |= bezier(times, values, handles, i, lane, lanes, records, at + 4 + 4 * lane,
                            segmentTime);
                }
                if (bent) {
                    records[at + 2] = -(curves.size() * lanes * CubicTimeTable.STRIDE + 1);
                    curves.add(segmentTime);
                }
            }
        }
        boolean rounded = kind == Kind.INT32 && track.numeric();
        CompiledTrack compiled = new CompiledTrack(track.path(), track.property(), kind, track.authority(),
                track.onEnd(), track.root(), rounded, track.extras().line(), track.extras().column(), times);
        // Only bent segments carry a curve, so the records of every track stay small.
        double[] packed = new double[curves.size() * lanes * CubicTimeTable.STRIDE];
        for (int i = 0; i < curves.size(); i++) {
            int size = lanes * CubicTimeTable.STRIDE;
            System.arraycopy(curves.get(i), 0, packed, i * size, size);
        }
        return new Output(compiled, records, packed);
    }

    /** Key records holding the inverse span and the values, every segment a step until shaped. */
    private static double[] records(double[] times, double[] values, int lanes) {
        int count = times.length;
        int stride = CompiledTrack.stride(lanes);
        double[] records = new double[count * stride];
        for (int i = 0; i < count; i++) {
            int at = i * stride;
            double span = i + 1 < count ? times[i + 1] - times[i] : 0;
            records[at] = times[i];
            records[at + 1] = span > 0 ? 1 / span : 0;
            records[at + 2] = CompiledClip.POLYNOMIAL;
            for (int lane = 0; lane < lanes; lane++) {
                records[at + 3 + 4 * lane] = values[i * lanes + lane];
            }
        }
        return records;
    }

    /** The step track a flipbook plays as on {@code SpriteRenderer.sprite}. */
    Output sprites(Flipbook flipbook) {
        int count = flipbook.sprites().size();
        double[] times = new double[count];
        double[] values = new double[count];
        for (int i = 0; i < count; i++) {
            times[i] = flipbook.frameStart(i);
            values[i] = texts.index(flipbook.sprites().get(i));
        }
        return stepTrack(flipbook, "SpriteRenderer.sprite", Kind.ASSET_REF, times, values);
    }

    /** The step track a flipbook plays as on {@code SpriteRenderer.flipX}; frames without a flip are false. */
    Output flips(Flipbook flipbook) {
        int count = flipbook.sprites().size();
        double[] times = new double[count];
        double[] values = new double[count];
        for (int i = 0; i < count; i++) {
            times[i] = flipbook.frameStart(i);
            values[i] = i < flipbook.flipX().size() && flipbook.flipX().get(i) ? 1 : 0;
        }
        return stepTrack(flipbook, "SpriteRenderer.flipX", Kind.BOOL, times, values);
    }

    private static Output stepTrack(Flipbook flipbook, String property, Kind kind, double[] times,
                                    double[] values) {
        return new Output(new CompiledTrack(flipbook.path(), property, kind, Authority.PRESENTATION, OnEnd.AUTO, false,
                false, flipbook.extras().line(), flipbook.extras().column(), times), records(times, values, 1),
                new double[0]);
    }

    /** Fills lanes from a key value; a value of the wrong shape gives zeros rather than an exception. */
    private void lanesOf(Kind kind, Value value, double[] into, int offset) {
        switch (kind) {
            case FLOAT32 -> into[offset] = number(value);
            case INT32 -> into[offset] = CompiledTrack.roundHalfAwayFromZero(number(value));
            case BOOL -> into[offset] = value instanceof Value.Bool bool ? (bool.value() ? 1 : 0)
                    : number(value) != 0 ? 1 : 0;
            case ENUM, ASSET_REF -> into[offset] = texts.index(text(value));
            default -> {
                int lanes = kind.lanes();
                if (value instanceof Value.Vec vec) {
                    for (int lane = 0; lane < lanes && lane < vec.size(); lane++) {
                        into[offset + lane] = vec.get(lane);
                    }
                } else {
                    into[offset] = number(value);
                }
                if (kind == Kind.QUAT) {
                    normalise(into, offset);
                }
            }
        }
    }

    private static double number(Value value) {
        if (value instanceof Value.Num num) {
            return num.value();
        }
        if (value instanceof Value.Bool bool) {
            return bool.value() ? 1 : 0;
        }
        if (value instanceof Value.Vec vec && vec.size() > 0) {
            return vec.get(0);
        }
        return 0;
    }

    private static String text(Value value) {
        if (value instanceof Value.Symbol symbol) {
            return symbol.name();
        }
        if (value instanceof Value.Asset asset) {
            return asset.path();
        }
        return "";
    }

    private static void normalise(double[] quat, int offset) {
        double x = quat[offset];
        double y = quat[offset + 1];
        double z = quat[offset + 2];
        double w = quat[offset + 3];
        double norm = Math.sqrt(x * x + y * y + z * z + w * w);
        if (norm == 0 || !Double.isFinite(norm)) {
            quat[offset] = 0;
            quat[offset + 1] = 0;
            quat[offset + 2] = 0;
            quat[offset + 3] = 1;
            return;
        }
        for (int lane = 0; lane < 4; lane++) {
            quat[offset + lane] /= norm;
        }
    }

    /** Writes the arc angle and the short-arc sign of the quat segment from key {@code index} into lane 0's c1, c2. */
    private static void arc(double[] values, int index, double[] records, int lane0) {
        int from = index * 4;
        int to = from + 4;
        double dot = 0;
        for (int lane = 0; lane < 4; lane++) {
            dot += values[from + lane] * values[to + lane];
        }
        records[lane0 + 1] = StrictMath.acos(Math.min(1, Math.abs(dot)));
        records[lane0 + 2] = dot < 0 ? -1 : 1;
    }

    /**
     * The {@code auto} slope (value per second) of every key and lane: Catmull-Rom through the neighbours,
     * zero at the first and last key and at every local extremum or flat spot, and clamped to three times
     * the smaller neighbouring secant (Fritsch–Carlson), which keeps each segment monotone between its keys.
     */
    static double[] autoSlopes(double[] times, double[] values, int lanes) {
        int count = times.length;
        double[] slopes = new double[count * lanes];
        for (int i = 1; i + 1 < count; i++) {
            double before = times[i] - times[i - 1];
            double after = times[i + 1] - times[i];
            if (before <= 0 || after <= 0) {
                continue;
            }
            for (int lane = 0; lane < lanes; lane++) {
                double previous = values[(i - 1) * lanes + lane];
                double current = values[i * lanes + lane];
                double next = values[(i + 1) * lanes + lane];
                double incoming = (current - previous) / before;
                double outgoing = (next - current) / after;
                if (incoming * outgoing <= 0) {
                    continue;
                }
                double slope = (next - previous) / (before + after);
                double limit = 3 * Math.min(Math.abs(incoming), Math.abs(outgoing));
                slopes[i * lanes + lane] = Math.abs(slope) > limit ? Math.copySign(limit, slope) : slope;
            }
        }
        return slopes;
    }

    /**
     * Writes the value polynomial (c1 c2 c3) of one lane of the segment from key {@code index} at
     * {@code cubic[at]} and its time curve into {@code segmentTime}; returns whether the time curve is bent
     * (not the identity).
     */
    private static boolean bezier(double[] times, double[] values, double[] handles, int index, int lane, int lanes,
                                  double[] cubic, int at, double[] segmentTime) {
        double span = times[index + 1] - times[index];
        double startValue = values[index * lanes + lane];
        double endValue = values[(index + 1) * lanes + lane];
        int out = (index * lanes + lane) * 4 + 2;
        int in = ((index + 1) * lanes + lane) * 4;
        double outTime = handles[out];
        double outValue = handles[out + 1];
        double inTime = handles[in];
        double inValue = handles[in + 1];

        double y1 = startValue + outValue;
        double y2 = endValue + inValue;
        cubic[at] = 3 * (y1 - startValue);
        cubic[at + 1] = 3 * (startValue - 2 * y1 + y2);
        cubic[at + 2] = endValue - startValue + 3 * (y1 - y2);

        double a1 = Math.min(1, outTime / span);
        double a2 = Math.max(0, 1 + inTime / span);
        CubicTimeTable.expand(a1, a2, segmentTime, lane * CubicTimeTable.STRIDE);
        return Math.abs(a1 - 1.0 / 3) > 1e-12 || Math.abs(a2 - 2.0 / 3) > 1e-12;
    }
}
