package dev.reel.edit.cmd;

import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.List;

/**
 * Free handles that follow a key's new value, as commands that set or move values keep curves' shapes.
 *
 * <p>The rule: a segment between two keys whose values change is stretched vertically as a whole. Per lane, with
 * the segment's old rise {@code r = v1 − v0} and new rise {@code r'}, the value offset (dv) of each free handle
 * on that segment — the first key's out and the second key's in — is multiplied by {@code r' / r}; time offsets
 * stay. When one end keeps its value this is the ratio of the new to the old span to that neighbour, taken
 * with its sign, so a handle keeps leaning toward its neighbour even when the key crosses it; a segment that
 * stayed between its two values before stays between them after (lowering a key toward its neighbour never
 * makes the curve dip below both). A segment whose old rise is 0 (flat) keeps its offsets, having nothing to
 * scale from. Only handles a key plays as written (free and aligned sides) are touched; the other modes are
 * worked out from the values anyway.
 */
final class FreeHandles {
    /** Rises smaller than this are flat: scaling from them would blow handles up. */
    private static final double FLAT = 1e-9;

    private FreeHandles() {
    }

    /** {@code after} (the keys of {@code before} with new values, same ids and times) with its free handles scaled. */
    static Track followValues(Track before, Track after) {
        if (!after.kind().isNumeric() || before.keys().size() != after.keys().size()) {
            return after;
        }
        int lanes = after.kind().lanes();
        List<Key> old = before.keys();
        List<Key> keys = new ArrayList<>(after.keys());
        for (int i = 0; i < keys.size(); i++) {
            if (keys.get(i).id() != old.get(i).id()) {
                return after;
            }
        }
        for (int i = 0; i + 1 < keys.size(); i++) {
            double[] factors = new double[lanes];
            boolean changed = false;
            for (int lane = 0; lane < lanes; lane++) {
                double rise = lane(old.get(i + 1), lane) - lane(old.get(i), lane);
                double newRise = lane(keys.get(i + 1), lane) - lane(keys.get(i), lane);
                factors[lane] = Math.abs(rise) < FLAT || !Double.isFinite(newRise / rise) ? 1 : newRise / rise;
                changed |= factors[lane] != 1;
            }
            if (changed) {
                keys.set(i, scaledOut(keys.get(i), factors));
                keys.set(i + 1, scaledIn(keys.get(i + 1), factors));
            }
        }
        return after.withKeys(keys);
    }

    private static Key scaledOut(Key key, double[] factors) {
        return key.outTangent().written() && key.out() != null
                ? key.withTangents(key.inTangent(), key.outTangent(), key.in(), scaled(key.out(), factors)) : key;
    }

    private static Key scaledIn(Key key, double[] factors) {
        return key.inTangent().written() && key.in() != null
                ? key.withTangents(key.inTangent(), key.outTangent(), scaled(key.in(), factors), key.out()) : key;
    }

    /** A handle of (dt, dv) pairs, one per lane or one for every lane, with each lane's dv times its factor. */
    private static Value.Vec scaled(Value.Vec handle, double[] factors) {
        double[] numbers = handle.lanes();
        if (numbers.length == 2 && factors.length > 1) {
            boolean same = true;
            for (double factor : factors) {
                same &= factor == factors[0];
            }
            if (!same) {
                // One pair served every lane; the lanes now part ways, so each gets its own pair.
                double[] split = new double[factors.length * 2];
                for (int lane = 0; lane < factors.length; lane++) {
                    split[lane * 2] = numbers[0];
                    split[lane * 2 + 1] = numbers[1];
                }
                numbers = split;
            }
        }
        for (int pair = 0; pair * 2 + 1 < numbers.length; pair++) {
            // + 0.0 turns -0.0 into 0, which files would otherwise write as "-0".
            numbers[pair * 2 + 1] = numbers[pair * 2 + 1] * factors[Math.min(pair, factors.length - 1)] + 0.0;
        }
        return new Value.Vec(numbers);
    }

    private static double lane(Key key, int lane) {
        Value value = key.value();
        if (value instanceof Value.Num num) {
            return num.value();
        }
        if (value instanceof Value.Vec vec && lane < vec.size()) {
            return vec.get(lane);
        }
        return 0;
    }
}
