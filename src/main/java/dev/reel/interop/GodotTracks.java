package dev.reel.interop;

import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.runtime.KeyHandles;

import java.util.ArrayList;
import java.util.List;

/**
 * Reel's tracks as Godot 4 animation tracks: which Godot property a Reel property is, and the keys of value and
 * bezier tracks. A float lane whose segments do not all step becomes a bezier track whose keys carry the handles
 * Reel plays ({@link KeyHandles}): Godot's handles are offsets from the key in seconds and in the property's own
 * unit, as Reel's are, so they are written unchanged (rotation stays in radians, y down in both).
 */
final class GodotTracks {
    /** How long before the next key a stepping segment of a bezier track holds its value, at most. */
    static final double HOLD = 1e-4;

    private GodotTracks() {
    }

    /** One Godot track: its type, node path with property, interpolation, update mode and key dictionary. */
    record Out(String type, String path, int interp, String keys) {
    }

    /** The Godot property a node property of Reel maps to ({@code rotation}, {@code modulate:a}), or null. */
    static String property(String reel) {
        String whole = whole(reel);
        if (whole != null) {
            return whole;
        }
        if (reel.startsWith("script/")) {
            int dot = reel.indexOf('.');
            return dot > 0 && dot < reel.length() - 1 ? reel.substring(dot + 1) : null;
        }
        int dot = reel.lastIndexOf('.');
        if (dot > 0) {
            String base = whole(reel.substring(0, dot));
            Kind kind = Properties.kindOf(reel.substring(0, dot)).orElse(null);
            if (base != null && kind != null && Properties.laneIndex(kind, reel.substring(dot + 1)) >= 0) {
                return base + ":" + reel.substring(dot + 1);
            }
        }
        return null;
    }

    private static String whole(String reel) {
        return switch (reel) {
            case Properties.POSITION -> "position";
            case Properties.ROTATION -> "rotation";
            case Properties.SCALE -> "scale";
            case Properties.TINT -> "modulate";
            case Properties.FLIP_X -> "flip_h";
            case Properties.FLIP_Y -> "flip_v";
            case "SpriteRenderer.visible" -> "visible";
            case "SpriteRenderer.order" -> "z_index";
            default -> null;
        };
    }

    /** Reel's node path as Godot's: {@code ""} is {@code "."}, the node the animation player's root is. */
    static String node(String reelPath) {
        return reelPath.isEmpty() ? "." : reelPath;
    }

    /** Whether the segment starting at key {@code i} holds its value until the next key. */
    static boolean steps(List<Key> keys, int i) {
        return keys.get(i).interp() == Interp.STEP || keys.get(i).outTangent() == TangentMode.CONSTANT
                || keys.get(i + 1).inTangent() == TangentMode.CONSTANT;
    }

    /** Whether every segment of the keys steps (true for one key), or every one is linear, or neither. */
    static boolean allStep(List<Key> keys) {
        for (int i = 0; i + 1 < keys.size(); i++) {
            if (!steps(keys, i)) {
                return false;
            }
        }
        return true;
    }

    static boolean allLinear(List<Key> keys) {
        for (int i = 0; i + 1 < keys.size(); i++) {
            if (steps(keys, i) || keys.get(i).interp() != Interp.LINEAR) {
                return false;
            }
        }
        return true;
    }

    /** Whether some segments step and others do not: a bezier track then holds with an extra key. */
    static boolean mixed(List<Key> keys) {
        boolean step = false;
        boolean other = false;
        for (int i = 0; i + 1 < keys.size(); i++) {
            if (steps(keys, i)) {
                step = true;
            } else {
                other = true;
            }
        }
        return step && other;
    }

    /**
     * A bezier track of lane {@code lane} of {@code track}: per key its value and its in and out handles as Reel
     * plays them. A linear segment gets handles a third of the way along its line; a stepping segment gets a key
     * {@code min(HOLD, span / 2)} before the next key holding its value, the value then moving straight.
     */
    static Out bezier(Track track, int lane, String path) {
        KeyHandles handles = KeyHandles.of(track);
        List<Key> keys = new ArrayList<>();
        for (int i = 0; i < handles.count(); i++) {
            keys.add(handles.key(i));
        }
        List<double[]> rows = new ArrayList<>();
        for (int i = 0; i < handles.count(); i++) {
            rows.add(new double[] {handles.time(i), handles.value(i, lane), handles.inTime(i, lane),
                    handles.inValue(i, lane), handles.outTime(i, lane), handles.outValue(i, lane)});
        }
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            double[] row = rows.get(i).clone();
            if (i > 0 && (steps(keys, i - 1) || keys.get(i - 1).interp() == Interp.LINEAR)) {
                double[] before = rows.get(i - 1);
                double span = row[0] - before[0];
                boolean step = steps(keys, i - 1);
                row[2] = step ? 0 : -span / 3;
                row[3] = step ? 0 : -(row[1] - before[1]) / 3;
            }
            if (i + 1 < rows.size() && steps(keys, i)) {
                row[4] = 0;
                row[5] = 0;
                out.add(row);
                double[] next = rows.get(i + 1);
                double hold = Math.min(HOLD, (next[0] - row[0]) / 2);
                out.add(new double[] {next[0] - hold, row[1], 0, 0, 0, 0});
                continue;
            }
            if (i + 1 < rows.size() && keys.get(i).interp() == Interp.LINEAR) {
                double[] next = rows.get(i + 1);
                row[4] = (next[0] - row[0]) / 3;
                row[5] = (next[1] - row[1]) / 3;
            }
            out.add(row);
        }
        double[] times = new double[out.size()];
        double[] points = new double[out.size() * 5];
        int[] modes = new int[out.size()];
        for (int i = 0; i < out.size(); i++) {
            double[] row = out.get(i);
            times[i] = row[0];
            System.arraycopy(row, 1, points, i * 5, 5);
        }
        for (int i = 0; i < keys.size(); i++) {
            // Godot's balanced mode keeps the two handles in line when the key is edited there, as aligned does.
            if (keys.get(i).inTangent() == TangentMode.ALIGNED || keys.get(i).outTangent() == TangentMode.ALIGNED) {
                int at = indexOfTime(times, keys.get(i).time());
                if (at >= 0) {
                    modes[at] = 2;
                }
            }
        }
        String dictionary = "{\n\"handle_modes\": " + GodotText.packedInts(modes) + ",\n\"points\": "
                + GodotText.packedFloats(points) + ",\n\"times\": " + GodotText.packedFloats(times) + "\n}";
        return new Out("bezier", path, 1, dictionary);
    }

    private static int indexOfTime(double[] times, double time) {
        for (int i = 0; i < times.length; i++) {
            if (times[i] == time) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A value track of the whole values of {@code track}: nearest (discrete updates) when {@code nearest}, else
     * linear (continuous).
     */
    static Out value(Track track, String path, boolean nearest) {
        List<Key> keys = new ArrayList<>(track.keys());
        keys.sort(java.util.Comparator.comparingDouble(Key::time));
        List<String> values = new ArrayList<>();
        double[] times = new double[keys.size()];
        double[] transitions = new double[keys.size()];
        for (int i = 0; i < keys.size(); i++) {
            times[i] = keys.get(i).time();
            transitions[i] = 1;
            values.add(variant(track.kind(), keys.get(i).value()));
        }
        return value(path, times, transitions, values, nearest);
    }

    /** A value track of written values. */
    static Out value(String path, double[] times, double[] transitions, List<String> values, boolean nearest) {
        String dictionary = "{\n\"times\": " + GodotText.packedFloats(times) + ",\n\"transitions\": "
                + GodotText.packedFloats(transitions) + ",\n\"update\": " + (nearest ? 1 : 0) + ",\n\"values\": "
                + GodotText.array(values) + "\n}";
        return new Out("value", path, nearest ? 0 : 1, dictionary);
    }

    /** A Reel value as the Godot variant of the kind's type. */
    static String variant(Kind kind, Value value) {
        if (value instanceof Value.Num num) {
            return kind == Kind.INT32 ? GodotText.integer(Math.round(num.value())) : GodotText.real(num.value());
        }
        if (value instanceof Value.Bool bool) {
            return Boolean.toString(bool.value());
        }
        if (value instanceof Value.Symbol symbol) {
            return GodotText.string(symbol.name());
        }
        if (value instanceof Value.Asset asset) {
            return GodotText.string("res://" + asset.path());
        }
        if (value instanceof Value.Vec vec) {
            double[] l = vec.lanes();
            return switch (kind) {
                case VEC2 -> GodotText.vector2(l[0], l[1]);
                case COLOR -> GodotText.color(l[0], l[1], l[2], l[3]);
                case RECT -> GodotText.rect2(l[0], l[1], l[2], l[3]);
                case VEC3 -> "Vector3(" + GodotText.float32(l[0]) + ", " + GodotText.float32(l[1]) + ", "
                        + GodotText.float32(l[2]) + ")";
                case VEC4 -> "Vector4(" + GodotText.float32(l[0]) + ", " + GodotText.float32(l[1]) + ", "
                        + GodotText.float32(l[2]) + ", " + GodotText.float32(l[3]) + ")";
                case QUAT -> "Quaternion(" + GodotText.float32(l[0]) + ", " + GodotText.float32(l[1]) + ", "
                        + GodotText.float32(l[2]) + ", " + GodotText.float32(l[3]) + ")";
                default -> GodotText.array(l, GodotText::real);
            };
        }
        return "null";
    }

    /** The Godot names of the lanes of a kind written as one bezier track each ({@code x}, {@code r}). */
    static String laneName(Kind kind, int lane) {
        return Properties.laneName(kind, lane);
    }
}
