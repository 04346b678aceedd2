package dev.reel.bench;

import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import javafx.animation.Interpolator;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The B1 key sets, in plain arrays every sampler reads: {@code tracks} float tracks of {@code keys} keys over
 * {@code length} seconds. Each key starts a segment that is, at random, step (25%), linear (25%) or bezier
 * (50%); a bezier key has free handles with a probability of {@code freeShare} (random handle times;
 * values kept inside the segment's range so JavaFX's SPLINE, which takes control points in [0, 1] only,
 * can run the same curve), otherwise handles at a third of the segment (what {@code auto} tangents
 * make). With the default share of 0.2 (a tenth of all keys free), about 14% of the segments need a time
 * solve in Reel; every bezier segment does in the peers.
 */
final class BenchTracks {
    static final byte STEP = 0;
    static final byte LINEAR = 1;
    static final byte BEZIER = 2;

    final int tracks;
    final int keys;
    final double length;
    final double[][] times;
    final double[][] values;
    final byte[][] interps;
    /** Per key: out dt, out dv, in dt, in dv. */
    final double[][] handles;
    /** Per key, in the clip: a free key (0) or, with handle modes on, aligned (1), flat (2) or constant (3). */
    final byte[][] modes;

    BenchTracks(int tracks, int keys, double length, long seed) {
        this(tracks, keys, length, seed, 0.2);
    }

    BenchTracks(int tracks, int keys, double length, long seed, double freeShare) {
        this(tracks, keys, length, seed, freeShare, false);
    }

    /**
     * With {@code handleModes} the clip also uses the other handle modes, each playing the very segments the
     * peers sample: a free key's in handle is turned in line with its out handle and the key is aligned, a
     * key with level handles is flat, and half the step segments are bezier keys whose out side is constant.
     */
    BenchTracks(int tracks, int keys, double length, long seed, double freeShare, boolean handleModes) {
        this.tracks = tracks;
        this.keys = keys;
        this.length = length;
        times = new double[tracks][keys];
        values = new double[tracks][keys];
        interps = new byte[tracks][keys];
        handles = new double[tracks][keys * 4];
        modes = new byte[tracks][keys];
        Random random = new Random(seed);
        for (int track = 0; track < tracks; track++) {
            double[] keyTimes = times[track];
            double[] weights = new double[keys];
            double total = 0;
            for (int key = 1; key < keys; key++) {
                weights[key] = 0.5 + random.nextDouble();
                total += weights[key];
            }
            for (int key = 1; key < keys; key++) {
                keyTimes[key] = keyTimes[key - 1] + weights[key] / total * length;
            }
            keyTimes[keys - 1] = length;
            double value = random.nextDouble() * 10;
            for (int key = 0; key < keys; key++) {
                values[track][key] = value;
                value += (random.nextDouble() - 0.5) * 4;
            }
            boolean[] free = new boolean[keys];
            for (int key = 0; key < keys; key++) {
                double pick = random.nextDouble();
                interps[track][key] = pick < 0.25 ? STEP : pick < 0.5 ? LINEAR : BEZIER;
                free[key] = random.nextDouble() < freeShare;
            }
            for (int key = 0; key < keys; key++) {
                double before = key > 0 ? keyTimes[key] - keyTimes[key - 1] : 0;
                double after = key + 1 < keys ? keyTimes[key + 1] - keyTimes[key] : 0;
                double rise = key + 1 < keys ? values[track][key + 1] - values[track][key] : 0;
                double fall = key > 0 ? values[track][key] - values[track][key - 1] : 0;
                double[] h = handles[track];
                if (free[key]) {
                    h[key * 4] = after * (0.05 + 0.9 * random.nextDouble());
                    h[key * 4 + 1] = rise * random.nextDouble();
                    h[key * 4 + 2] = -before * (0.05 + 0.9 * random.nextDouble());
                    h[key * 4 + 3] = -fall * random.nextDouble();
                    if (handleModes && before > 0 && after > 0) {
                        // Only a key with both segments has two handles to put in line (and no 0 / 0).
                        h[key * 4 + 3] = h[key * 4 + 2] * (h[key * 4 + 1] / h[key * 4]);
                        modes[track][key] = 1;
                    }
                } else {
                    // A monotone-friendly slope: the smaller neighbouring secant when both agree, else flat.
                    double slope = 0;
                    if (before > 0 && after > 0 && fall * rise > 0) {
                        slope = Math.copySign(Math.min(Math.abs(fall / before), Math.abs(rise / after)), rise);
                    }
                    h[key * 4] = after / 3;
                    h[key * 4 + 1] = slope * after / 3;
                    h[key * 4 + 2] = -before / 3;
                    h[key * 4 + 3] = -slope * before / 3;
                    if (handleModes && slope == 0) {
                        modes[track][key] = 2;
                    }
                }
                if (handleModes && interps[track][key] == STEP && random.nextBoolean()) {
                    modes[track][key] = 3;
                }
            }
        }
    }

    /** The same key sets as a model clip, every key with free tangents holding the handles above. */
    Clip toClip() {
        List<Track> list = new ArrayList<>();
        for (int track = 0; track < tracks; track++) {
            List<Key> keyList = new ArrayList<>();
            for (int key = 0; key < keys; key++) {
                double[] h = handles[track];
                Interp interp = switch (interps[track][key]) {
                    case STEP -> modes[track][key] == 3 ? Interp.BEZIER : Interp.STEP;
                    case LINEAR -> Interp.LINEAR;
                    default -> Interp.BEZIER;
                };
                TangentMode mode = switch (modes[track][key]) {
                    case 1 -> TangentMode.ALIGNED;
                    case 2 -> TangentMode.FLAT;
                    default -> TangentMode.FREE;
                };
                TangentMode out = modes[track][key] == 3 ? TangentMode.CONSTANT : mode;
                keyList.add(new Key(Ids.next(), times[track][key], new Value.Num(values[track][key]), interp,
                        mode, out, Value.Vec.of(h[key * 4 + 2], h[key * 4 + 3]),
                        Value.Vec.of(h[key * 4], h[key * 4 + 1]), Extras.NONE));
            }
            list.add(new Track(Ids.next(), "N" + track, "A.value", Kind.FLOAT32, Authority.PRESENTATION, OnEnd.HOLD,
                    false, false, keyList, Extras.NONE));
        }
        return new Clip(1, length, LoopMode.LOOP, List.of(), list, List.of(), Extras.NONE, Extras.NONE);
    }

    /** The last key at or before {@code t}, by binary search (what the peers do on every sample). */
    int find(int track, double t) {
        double[] keyTimes = times[track];
        int low = 0;
        int high = keys - 1;
        while (low < high) {
            int middle = (low + high + 1) >>> 1;
            if (keyTimes[middle] <= t) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }

    /** Godot-style sampling: binary search, then step, lerp, or 10 bisections for bezier. */
    double sampleGodotStyle(int track, double t) {
        int key = find(track, t);
        double[] keyValues = values[track];
        if (key == keys - 1 || t <= times[track][0]) {
            return keyValues[key];
        }
        double start = times[track][key];
        double span = times[track][key + 1] - start;
        return switch (interps[track][key]) {
            case STEP -> keyValues[key];
            case LINEAR -> keyValues[key] + (keyValues[key + 1] - keyValues[key]) * ((t - start) / span);
            default -> {
                double[] h = handles[track];
                yield SegmentCurves.godotStyle(span, keyValues[key], h[key * 4], h[key * 4 + 1],
                        h[(key + 1) * 4 + 2], h[(key + 1) * 4 + 3], keyValues[key + 1], t - start);
            }
        };
    }

    /** One JavaFX SPLINE per bezier segment (null elsewhere), its control points normalised to the segment. */
    Interpolator[][] splines() {
        Interpolator[][] splines = new Interpolator[tracks][keys];
        for (int track = 0; track < tracks; track++) {
            for (int key = 0; key + 1 < keys; key++) {
                if (interps[track][key] != BEZIER) {
                    continue;
                }
                double span = times[track][key + 1] - times[track][key];
                double rise = values[track][key + 1] - values[track][key];
                double[] h = handles[track];
                double x1 = clamp(h[key * 4] / span);
                double x2 = clamp(1 + h[(key + 1) * 4 + 2] / span);
                double y1 = rise == 0 ? x1 : clamp(h[key * 4 + 1] / rise);
                double y2 = rise == 0 ? x2 : clamp(1 + h[(key + 1) * 4 + 3] / rise);
                splines[track][key] = Interpolator.SPLINE(x1, y1, x2, y2);
            }
        }
        return splines;
    }

    private static double clamp(double value) {
        return Math.max(0, Math.min(1, value));
    }

    /** Like {@link #sampleGodotStyle} with bezier segments solved by JavaFX's SPLINE. */
    double sampleJavaFx(Interpolator[][] splines, int track, double t) {
        int key = find(track, t);
        double[] keyValues = values[track];
        if (key == keys - 1 || t <= times[track][0]) {
            return keyValues[key];
        }
        double start = times[track][key];
        double fraction = (t - start) / (times[track][key + 1] - start);
        return switch (interps[track][key]) {
            case STEP -> keyValues[key];
            case LINEAR -> keyValues[key] + (keyValues[key + 1] - keyValues[key]) * fraction;
            default -> splines[track][key].interpolate(keyValues[key], keyValues[key + 1], fraction);
        };
    }
}
