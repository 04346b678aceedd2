package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.model.rig.Rgba;
import dev.reel.model.rig.Rig;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The animations of a Spine JSON skeleton as Reel rig clips, one per animation. Spine keys a bone's rotation,
 * translation and shear as offsets from its setup pose and its scale as a factor of it; a Reel track holds the
 * value itself, so each value (and each bezier control point's value) goes through the same affine map: for
 * rotation {@code −(setup + v)·π/180}, for x {@code setup + v}, for y {@code −(setup + v)}, for scale
 * {@code setup·v}, for shear as for rotation. An affine map of a cubic bezier's control points is the bezier of
 * the mapped curve, so curves come over exactly (see {@link KeyFrames}).
 */
final class SpineAnimations {
    /** The most keys one timeline may have. */
    static final int MAX_KEYS = 100_000;

    private final SpineSkeleton.Setup setup;
    private final SkeletonProblems problems;
    private final String rigPath;
    private final Rig rig;
    private List<Track> tracks;
    private double length;

    private SpineAnimations(SpineSkeleton.Setup setup, SkeletonProblems problems, String rigPath) {
        this.setup = setup;
        this.problems = problems;
        this.rigPath = rigPath;
        this.rig = setup.rig();
    }

    /** The clips by animation name, in file order. */
    static Map<String, Clip> read(JsonNode root, SpineSkeleton.Setup setup, SkeletonProblems problems,
                                  String rigPath) {
        SpineAnimations reader = new SpineAnimations(setup, problems, rigPath);
        Map<String, Clip> clips = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.path("animations").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> animation = it.next();
            clips.put(animation.getKey(), reader.clip("/animations/" + SkeletonProblems.segment(animation.getKey()),
                    animation.getValue()));
        }
        return clips;
    }

    private Clip clip(String at, JsonNode animation) {
        tracks = new ArrayList<>();
        length = 0;
        bones(at + "/bones", animation.path("bones"));
        slots(at + "/slots", animation.path("slots"));
        iks(at + "/ik", animation.path("ik"));
        SpineDeform.read(at, animation, setup, problems, this::add);
        drawOrder(at, animation.path(animation.has("drawOrder") ? "drawOrder" : "draworder"));
        List<ClipEvent> events = events(at + "/events", animation.path("events"));
        for (String kind : List.of("transform", "path", "physics")) {
            animation.path(kind).fieldNames().forEachRemaining(name -> problems.warn(at + "/" + kind + "/"
                    + SkeletonProblems.segment(name), "the keys of " + kind + " constraint \"" + name
                    + "\" are left out: Reel rigs have IK constraints only"));
        }
        return new Clip(1, length, LoopMode.LOOP, List.of(), tracks, events, Extras.NONE, Extras.NONE, rigPath);
    }

    void add(Track track, double lastTime) {
        tracks.add(track);
        length = Math.max(length, lastTime);
    }

    /** The keys of a timeline, or null (with an error) when there are more than {@link #MAX_KEYS}. */
    List<JsonNode> keys(String at, JsonNode timeline) {
        if (timeline.size() > MAX_KEYS) {
            problems.error(at, "a timeline of " + timeline.size() + " keys; Reel reads at most " + MAX_KEYS);
            return null;
        }
        List<JsonNode> keys = new ArrayList<>();
        double last = -1;
        for (JsonNode key : SkeletonProblems.items(timeline)) {
            double time = SpineSkeleton.num(key, "time", 0);
            if (!(time > last) || time > 1e9) {
                problems.error(at, "a key at time " + time + " does not come after the key before it (at " + last
                        + "): keys must be in time order, at 0 or later");
                return null;
            }
            last = time;
            keys.add(key);
        }
        return keys;
    }

    /**
     * One timeline of {@code fields.length} numbers per key, each mapped {@code a[i]·v + b[i]}, into a track;
     * {@code defaults} fill numbers a key leaves out.
     */
    private void numeric(String at, JsonNode timeline, String path, String property, Kind kind, String[] fields,
                         double[] defaults, double[] a, double[] b) {
        List<JsonNode> keys = keys(at, timeline);
        if (keys == null || keys.isEmpty()) {
            return;
        }
        KeyFrames frames = new KeyFrames();
        int lanes = fields.length;
        double last = 0;
        for (JsonNode key : keys) {
            double time = SpineSkeleton.num(key, "time", 0);
            double[] values = new double[lanes];
            for (int l = 0; l < lanes; l++) {
                double v = SpineSkeleton.num(key, fields[l], Double.NaN);
                if (Double.isNaN(v) && fields[l].equals("value")) {
                    v = SpineSkeleton.num(key, "angle", defaults[l]);
                }
                values[l] = map(Double.isNaN(v) ? defaults[l] : v, a[l], b[l]);
            }
            double[] control = null;
            KeyFrames.Shape shape = shape(at, key, 4 * lanes);
            if (shape == KeyFrames.Shape.BEZIER) {
                control = new double[4 * lanes];
                JsonNode curve = key.get("curve");
                for (int i = 0; i < 4 * lanes; i++) {
                    double c = curve.get(i).asDouble();
                    control[i] = i % 2 == 0 ? c : map(c, a[i / 4], b[i / 4]);
                }
            }
            frames.add(time, lanes == 1 ? new Value.Num(values[0]) : Value.Vec.of(values), shape, control);
            last = Math.max(last, time);
        }
        add(frames.track(path, property, kind), last);
    }

    private static double map(double v, double a, double b) {
        return a * v + b + 0.0;
    }

    /** The shape of the segment after {@code key}; a curve array too short for its lanes plays straight. */
    KeyFrames.Shape shape(String at, JsonNode key, int numbers) {
        JsonNode curve = key.get("curve");
        if (curve == null) {
            return KeyFrames.Shape.LINEAR;
        }
        if (curve.isTextual() && curve.asText().equals("stepped")) {
            return KeyFrames.Shape.STEP;
        }
        if (curve.isArray() && curve.size() >= numbers) {
            for (int i = 0; i < numbers; i++) {
                if (!curve.get(i).isNumber()) {
                    return KeyFrames.Shape.LINEAR;
                }
            }
            return KeyFrames.Shape.BEZIER;
        }
        problems.warn(at, "a key's curve is neither \"stepped\" nor " + numbers + " numbers; it plays straight");
        return KeyFrames.Shape.LINEAR;
    }

    private void bones(String at, JsonNode bones) {
        for (Iterator<Map.Entry<String, JsonNode>> it = bones.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> bone = it.next();
            String here = at + "/" + SkeletonProblems.segment(bone.getKey());
            double[] s = setup.bone(bone.getKey());
            if (s == null) {
                problems.warn(here, "keys of bone \"" + bone.getKey() + "\", which the skeleton lacks, are left out");
                continue;
            }
            String path = rig.bonePath(rig.boneIndex(SpineNames.of(bone.getKey())));
            double deg = SpineSkeleton.DEG;
            for (Iterator<Map.Entry<String, JsonNode>> tl = bone.getValue().fields(); tl.hasNext(); ) {
                Map.Entry<String, JsonNode> timeline = tl.next();
                String t = here + "/" + timeline.getKey();
                JsonNode keys = timeline.getValue();
                String[] xy = {"x", "y"};
                String[] one = {"value"};
                switch (timeline.getKey()) {
                    case "rotate" -> numeric(t, keys, path, "transform.rotation", Kind.FLOAT32, one,
                            new double[] {0}, new double[] {-deg}, new double[] {-s[2] * deg});
                    case "translate" -> numeric(t, keys, path, "transform.position", Kind.VEC2, xy,
                            new double[] {0, 0}, new double[] {1, -1}, new double[] {s[0], -s[1]});
                    case "translatex" -> numeric(t, keys, path, "transform.position.x", Kind.FLOAT32, one,
                            new double[] {0}, new double[] {1}, new double[] {s[0]});
                    case "translatey" -> numeric(t, keys, path, "transform.position.y", Kind.FLOAT32, one,
                            new double[] {0}, new double[] {-1}, new double[] {-s[1]});
                    case "scale" -> numeric(t, keys, path, "transform.scale", Kind.VEC2, xy, new double[] {1, 1},
                            new double[] {s[3], s[4]}, new double[] {0, 0});
                    case "scalex" -> numeric(t, keys, path, "transform.scale.x", Kind.FLOAT32, one,
                            new double[] {1}, new double[] {s[3]}, new double[] {0});
                    case "scaley" -> numeric(t, keys, path, "transform.scale.y", Kind.FLOAT32, one,
                            new double[] {1}, new double[] {s[4]}, new double[] {0});
                    case "shear" -> numeric(t, keys, path, "transform.shear", Kind.VEC2, xy, new double[] {0, 0},
                            new double[] {-deg, -deg}, new double[] {-s[5] * deg, -s[6] * deg});
                    case "shearx" -> numeric(t, keys, path, "transform.shear.x", Kind.FLOAT32, one,
                            new double[] {0}, new double[] {-deg}, new double[] {-s[5] * deg});
                    case "sheary" -> numeric(t, keys, path, "transform.shear.y", Kind.FLOAT32, one,
                            new double[] {0}, new double[] {-deg}, new double[] {-s[6] * deg});
                    default -> problems.warn(t, "the \"" + timeline.getKey() + "\" keys of bone \"" + bone.getKey()
                            + "\" are left out: Reel keys bones' rotation, translation, scale and shear");
                }
            }
        }
    }

    private void slots(String at, JsonNode slots) {
        for (Iterator<Map.Entry<String, JsonNode>> it = slots.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> slot = it.next();
            String here = at + "/" + SkeletonProblems.segment(slot.getKey());
            String bone = setup.slotBones().get(slot.getKey());
            if (bone == null) {
                problems.warn(here, "keys of slot \"" + slot.getKey() + "\", which the skeleton lacks, are left out");
                continue;
            }
            String path = rig.bonePath(rig.boneIndex(SpineNames.of(bone)));
            String name = SpineNames.of(slot.getKey());
            for (Iterator<Map.Entry<String, JsonNode>> tl = slot.getValue().fields(); tl.hasNext(); ) {
                Map.Entry<String, JsonNode> timeline = tl.next();
                String t = here + "/" + timeline.getKey();
                switch (timeline.getKey()) {
                    case "attachment" -> attachment(t, timeline.getValue(), path, name);
                    case "rgba", "rgb", "rgba2", "rgb2" -> color(t, timeline.getKey(), timeline.getValue(), path,
                            name, setup.slotColors().get(slot.getKey()));
                    case "alpha" -> numeric(t, timeline.getValue(), path, "slot/" + name + ".color.a", Kind.FLOAT32,
                            new String[] {"value"}, new double[] {1}, new double[] {1}, new double[] {0});
                    default -> problems.warn(t, "the \"" + timeline.getKey() + "\" keys of slot \"" + slot.getKey()
                            + "\" are left out: Reel keys a slot's attachment and colour");
                }
            }
        }
    }

    private void attachment(String at, JsonNode timeline, String path, String slot) {
        List<JsonNode> keys = keys(at, timeline);
        if (keys == null || keys.isEmpty()) {
            return;
        }
        KeyFrames frames = new KeyFrames();
        double last = 0;
        for (JsonNode key : keys) {
            double time = SpineSkeleton.num(key, "time", 0);
            String name = key.hasNonNull("name") ? SpineNames.of(key.get("name").asText()) : "";
            frames.add(time, new Value.Symbol(name), KeyFrames.Shape.STEP, null);
            last = Math.max(last, time);
        }
        add(frames.track(path, "slot/" + slot + ".attachment", Kind.ENUM), last);
    }

    private void color(String at, String kind, JsonNode timeline, String path, String slot, Rgba setupColor) {
        List<JsonNode> keys = keys(at, timeline);
        if (keys == null || keys.isEmpty()) {
            return;
        }
        boolean alpha = kind.startsWith("rgba");
        int given = alpha ? 4 : 3;
        if (kind.endsWith("2")) {
            problems.warn(at, "slot \"" + slot + "\" keys a dark colour (two-colour tinting); Reel keeps the light one");
        }
        KeyFrames frames = new KeyFrames();
        double last = 0;
        for (JsonNode key : keys) {
            double time = SpineSkeleton.num(key, "time", 0);
            String hex = key.path(kind.endsWith("2") ? "light" : "color").asText("");
            Rgba c = SpineSkeleton.color(hex, setupColor);
            double[] lanes = {c.r(), c.g(), c.b(), alpha ? c.a() : setupColor.a()};
            KeyFrames.Shape shape = shape(at, key, 4 * given);
            double[] control = null;
            if (shape == KeyFrames.Shape.BEZIER) {
                control = new double[16];
                for (int i = 0; i < 4 * given; i++) {
                    control[i] = key.get("curve").get(i).asDouble();
                }
                if (!alpha) {
                    control[12] = control[0];
                    control[13] = lanes[3];
                    control[14] = control[2];
                    control[15] = lanes[3];
                }
            }
            frames.add(time, Value.Vec.of(lanes), shape, control);
            last = Math.max(last, time);
        }
        add(frames.track(path, "slot/" + slot + ".color", Kind.COLOR), last);
    }

    private void iks(String at, JsonNode iks) {
        for (Iterator<Map.Entry<String, JsonNode>> it = iks.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> ik = it.next();
            String here = at + "/" + SkeletonProblems.segment(ik.getKey());
            String name = SpineNames.of(ik.getKey());
            if (rig.ik(name) == null) {
                problems.warn(here, "keys of IK constraint \"" + ik.getKey() + "\", which the skeleton lacks, are "
                        + "left out");
                continue;
            }
            List<JsonNode> keys = keys(here, ik.getValue());
            if (keys == null || keys.isEmpty()) {
                continue;
            }
            KeyFrames mix = new KeyFrames();
            KeyFrames softness = new KeyFrames();
            KeyFrames bend = new KeyFrames();
            boolean soft = false;
            boolean bends = false;
            double last = 0;
            for (JsonNode key : keys) {
                double time = SpineSkeleton.num(key, "time", 0);
                KeyFrames.Shape shape = shape(here, key, 8);
                double[] curve = null;
                if (shape == KeyFrames.Shape.BEZIER) {
                    curve = new double[8];
                    for (int i = 0; i < 8; i++) {
                        curve[i] = key.get("curve").get(i).asDouble();
                    }
                }
                mix.add(time, new Value.Num(SpineSkeleton.num(key, "mix", 1)), shape,
                        curve == null ? null : java.util.Arrays.copyOfRange(curve, 0, 4));
                double s = SpineSkeleton.num(key, "softness", 0);
                soft |= s != rig.ik(name).softness();
                softness.add(time, new Value.Num(s), shape, curve == null ? null
                        : java.util.Arrays.copyOfRange(curve, 4, 8));
                boolean positive = !key.path("bendPositive").asBoolean(true);
                bends |= positive != rig.ik(name).bendPositive();
                bend.add(time, new Value.Bool(positive), KeyFrames.Shape.STEP, null);
                if (key.path("stretch").asBoolean(rig.ik(name).stretch()) != rig.ik(name).stretch()
                        || key.path("compress").asBoolean(rig.ik(name).compress()) != rig.ik(name).compress()) {
                    problems.warn(here, "IK constraint \"" + ik.getKey() + "\" keys stretch or compress; Reel "
                            + "keeps the setup's");
                }
                last = Math.max(last, time);
            }
            add(mix.track("", "ik/" + name + ".mix", Kind.FLOAT32), last);
            if (soft) {
                add(softness.track("", "ik/" + name + ".softness", Kind.FLOAT32), last);
            }
            if (bends) {
                add(bend.track("", "ik/" + name + ".bend", Kind.BOOL), last);
            }
        }
    }

    private void drawOrder(String at, JsonNode timeline) {
        List<JsonNode> keys = keys(at + "/drawOrder", timeline);
        if (keys == null || keys.isEmpty()) {
            return;
        }
        KeyFrames frames = new KeyFrames();
        double last = 0;
        List<String> slots = rig.slots().stream().map(dev.reel.model.rig.Slot::name).toList();
        for (int k = 0; k < keys.size(); k++) {
            JsonNode key = keys.get(k);
            double time = SpineSkeleton.num(key, "time", 0);
            List<String> order = SpineDrawOrder.order(slots, key.path("offsets"));
            if (order == null) {
                problems.warn(at + "/drawOrder/" + k, "a draw-order key moves a slot the skeleton lacks or out of "
                        + "the order; it shows the setup order");
                order = slots;
            }
            frames.add(time, new Value.Names(order), KeyFrames.Shape.STEP, null);
            last = Math.max(last, time);
        }
        add(frames.track("", "drawOrder", Kind.DRAW_ORDER), last);
    }

    private List<ClipEvent> events(String at, JsonNode timeline) {
        List<JsonNode> keys = keys(at, timeline);
        List<ClipEvent> events = new ArrayList<>();
        if (keys == null) {
            return events;
        }
        java.util.Set<String> stringWarned = new java.util.HashSet<>();
        for (JsonNode key : keys) {
            double time = SpineSkeleton.num(key, "time", 0);
            String name = key.path("name").asText("");
            JsonNode declared = setup.events().get(name);
            if (declared == null) {
                problems.warn(at, "an event key names \"" + name + "\", which the skeleton does not declare; it is "
                        + "left out");
                continue;
            }
            Double payload = null;
            if (key.has("float") || declared.has("float")) {
                payload = SpineSkeleton.num(key, "float", SpineSkeleton.num(declared, "float", 0));
            } else if (key.has("int") || declared.has("int")) {
                payload = SpineSkeleton.num(key, "int", SpineSkeleton.num(declared, "int", 0));
            }
            if ((key.has("string") || declared.has("string") || declared.has("audio")) && stringWarned.add(name)) {
                problems.warn(at, "event \"" + name + "\" carries a string or audio; Reel events carry a number only");
            }
            events.add(new ClipEvent(Ids.next(), time, name, payload, EventMode.GAMEPLAY, Extras.NONE));
            length = Math.max(length, time);
        }
        return events;
    }
}
