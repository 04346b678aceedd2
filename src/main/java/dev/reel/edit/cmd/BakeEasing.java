package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.FrameTime;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Bakes an easing a cubic cannot make (back, elastic, bounce) into the segment that starts at each given key:
 * keys every {@code framesPerKey} frames of {@code fps} from the key, up to half a step before the next key,
 * each with value {@code v0 + (v1 − v0)·f(u)} per lane, {@code u} the fraction of the segment; the first key
 * and the baked ones are linear, so the curve passes through every sample (a constant side on the segment
 * turns auto, so it does not step). Only float and vector tracks
 * (not quat) bake; a key without a later key, or on another kind of track, is left as it is.
 */
public record BakeEasing(Set<Long> keyIds, Curve curve, double fps, int framesPerKey) implements Command<Clip> {

    /** The baked easings, each {@code f(0) = 0} and {@code f(1) = 1} (the "out" forms of easings.net). */
    public enum Curve {
        /** Overshoots by about 10% and settles: {@code 1 + 2.70158·(u−1)³ + 1.70158·(u−1)²}. */
        BACK("Back Out"),
        /** Springs past and back, dying out: {@code 2^(−10u)·sin((10u − 0.75)·2π/3) + 1}. */
        ELASTIC("Elastic Out"),
        /** Falls and bounces three times, as Penner's bounce out (7.5625 and 2.75). */
        BOUNCE("Bounce Out");

        private final String title;

        Curve(String title) {
            this.title = title;
        }

        public String title() {
            return title;
        }

        /** The eased fraction at {@code u} in [0, 1]. */
        public double at(double u) {
            if (u <= 0) {
                return 0;
            }
            if (u >= 1) {
                return 1;
            }
            return switch (this) {
                case BACK -> {
                    double c1 = 1.70158;
                    double c3 = c1 + 1;
                    yield 1 + c3 * Math.pow(u - 1, 3) + c1 * Math.pow(u - 1, 2);
                }
                case ELASTIC -> Math.pow(2, -10 * u) * Math.sin((10 * u - 0.75) * (2 * Math.PI / 3)) + 1;
                case BOUNCE -> bounce(u);
            };
        }

        private static double bounce(double u) {
            double n1 = 7.5625;
            double d1 = 2.75;
            if (u < 1 / d1) {
                return n1 * u * u;
            } else if (u < 2 / d1) {
                double v = u - 1.5 / d1;
                return n1 * v * v + 0.75;
            } else if (u < 2.5 / d1) {
                double v = u - 2.25 / d1;
                return n1 * v * v + 0.9375;
            }
            double v = u - 2.625 / d1;
            return n1 * v * v + 0.984375;
        }
    }

    public BakeEasing {
        keyIds = Set.copyOf(keyIds);
        Objects.requireNonNull(curve, "curve");
        if (!(fps > 0) || Double.isInfinite(fps)) {
            throw new IllegalArgumentException("fps must be a positive number, not " + fps);
        }
        if (framesPerKey < 1) {
            throw new IllegalArgumentException("framesPerKey must be at least 1, not " + framesPerKey);
        }
    }

    @Override
    public String label() {
        return "Bake " + curve.title() + " on " + keyIds.size() + (keyIds.size() == 1 ? " key" : " keys");
    }

    @Override
    public Clip apply(Clip clip) {
        for (long keyId : keyIds) {
            ClipParts.trackOfKey(clip, keyId);
        }
        List<Track> tracks = new ArrayList<>(clip.tracks().size());
        for (Track track : clip.tracks()) {
            boolean bakes = track.kind() == Kind.FLOAT32 || track.kind() == Kind.VEC2 || track.kind() == Kind.VEC3
                    || track.kind() == Kind.VEC4 || track.kind() == Kind.COLOR || track.kind() == Kind.RECT;
            tracks.add(bakes && track.keys().stream().anyMatch(key -> keyIds.contains(key.id())) ? baked(track) : track);
        }
        return clip.withTracks(tracks);
    }

    private Track baked(Track track) {
        List<Key> keys = ClipParts.sorted(track.keys());
        List<Key> out = new ArrayList<>(keys.size());
        double step = framesPerKey / fps;
        for (int i = 0; i < keys.size(); i++) {
            Key key = keys.get(i);
            if (!keyIds.contains(key.id()) || i + 1 >= keys.size() || keys.get(i + 1).time() <= key.time()) {
                out.add(key);
                continue;
            }
            Key next = keys.get(i + 1);
            if (next.inTangent() == TangentMode.CONSTANT) {
                // A constant side would step the last baked stretch.
                next = next.withTangents(TangentMode.AUTO, next.outTangent(), null, next.out());
                keys.set(i + 1, next);
            }
            if (key.outTangent() == TangentMode.CONSTANT) {
                key = key.withTangents(key.inTangent(), TangentMode.AUTO, key.in(), null);
            }
            double span = next.time() - key.time();
            out.add(key.withInterp(Interp.LINEAR));
            for (long k = 1; ; k++) {
                double time = FrameTime.moved(key.time(), k * framesPerKey, fps);
                if (time >= next.time() - step / 2) {
                    break;
                }
                double eased = curve.at((time - key.time()) / span);
                out.add(Key.of(time, blend(key.value(), next.value(), eased)).withInterp(Interp.LINEAR));
            }
        }
        return track.withKeys(out);
    }

    private static Value blend(Value from, Value to, double amount) {
        if (from instanceof Value.Num a && to instanceof Value.Num b) {
            return new Value.Num(a.value() + (b.value() - a.value()) * amount + 0.0);
        }
        if (from instanceof Value.Vec a && to instanceof Value.Vec b && a.size() == b.size()) {
            double[] lanes = new double[a.size()];
            for (int lane = 0; lane < lanes.length; lane++) {
                lanes[lane] = a.get(lane) + (b.get(lane) - a.get(lane)) * amount + 0.0;
            }
            return new Value.Vec(lanes);
        }
        return from;
    }
}
