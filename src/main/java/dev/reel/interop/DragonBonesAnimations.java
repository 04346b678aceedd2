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
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rgba;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * DragonBones animations as rig clips. Frames last {@code duration} frames at the armature's frame rate, so a
 * frame starts at the sum of the durations before it divided by the rate. A bone's keys add to its setup
 * (translation, rotation and skew) or multiply it (scale), as DragonBones poses a bone. Between frames:
 * {@code tweenEasing} null holds the value (step), 0 or absent is straight, a {@code curve} of four numbers
 * {@code x1, y1, x2, y2} is the bezier from (0, 0) to (1, 1) in fractions of the segment, taken exactly; a
 * {@code tweenEasing} below 0 eases in and up to 1 eases out by DragonBones' quadratic blend, exactly a bezier with
 * time handles at a third (ease in by e: y1 = (1 − e)/3, y2 = (2 − e)/3; ease out: y1 = (1 + e)/3,
 * y2 = (2 + e)/3); above 1 (ease in and out, a cosine) is approached by the cubic with y1 = 0, y2 = 1 blended the
 * same way, with a warning. A rotation turns the shorter way to the next frame unless {@code clockwise} says
 * otherwise, so the keyed angles are unwound to make Reel's straight interpolation turn the same way.
 */
final class DragonBonesAnimations {
    private final DragonBonesJson.Setup setup;
    private final SkeletonProblems problems;
    private final Rig rig;
    private List<Track> tracks;
    private boolean cosineWarned;

    private DragonBonesAnimations(DragonBonesJson.Setup setup, SkeletonProblems problems) {
        this.setup = setup;
        this.problems = problems;
        this.rig = setup.rig();
    }

    static Map<String, Clip> read(JsonNode armature, String at, DragonBonesJson.Setup setup, SkeletonProblems problems,
                                  String rigPath) {
        DragonBonesAnimations reader = new DragonBonesAnimations(setup, problems);
        Map<String, Clip> clips = new LinkedHashMap<>();
        JsonNode list = SkeletonProblems.items(armature.path("animation"));
        for (int i = 0; i < list.size(); i++) {
            JsonNode animation = list.get(i);
            clips.put(animation.path("name").asText("animation" + i),
                    reader.clip(at + "/animation/" + i, animation, rigPath));
        }
        return clips;
    }

    private Clip clip(String at, JsonNode animation, String rigPath) {
        tracks = new ArrayList<>();
        double fps = setup.fps();
        double length = animation.path("duration").asDouble(1) / fps;
        JsonNode bones = SkeletonProblems.items(animation.path("bone"));
        for (int b = 0; b < bones.size(); b++) {
            bone(at + "/bone/" + b, bones.get(b));
        }
        JsonNode slots = SkeletonProblems.items(animation.path("slot"));
        for (int s = 0; s < slots.size(); s++) {
            slot(at + "/slot/" + s, slots.get(s));
        }
        JsonNode ffds = SkeletonProblems.items(animation.path("ffd"));
        for (int f = 0; f < ffds.size(); f++) {
            deform(at + "/ffd/" + f, ffds.get(f));
        }
        drawOrder(at + "/zOrder", SkeletonProblems.items(animation.path("zOrder").path("frame")));
        List<ClipEvent> events = events(SkeletonProblems.items(animation.path("frame")));
        for (Track track : tracks) {
            length = Math.max(length, track.keys().get(track.keys().size() - 1).time());
        }
        LoopMode loop = animation.path("playTimes").asInt(1) == 0 ? LoopMode.LOOP : LoopMode.ONCE;
        return new Clip(1, length, loop, List.of(), tracks, events, Extras.NONE, Extras.NONE, rigPath);
    }

    /** A timeline's frames with their start times; null (with an error) past the key limit. */
    private double[] times(String at, JsonNode frames) {
        if (frames.size() > SpineAnimations.MAX_KEYS) {
            problems.error(at, "a timeline of " + frames.size() + " frames; Reel reads at most "
                    + SpineAnimations.MAX_KEYS);
            return null;
        }
        double[] times = new double[frames.size()];
        double frame = 0;
        for (int i = 0; i < frames.size(); i++) {
            times[i] = frame / setup.fps();
            frame += Math.max(0, frames.get(i).path("duration").asDouble(1));
        }
        return times;
    }

    /** Frames whose values {@code value} gives, shaped by each frame's tween, as a track. */
    private void numeric(String at, JsonNode frames, String path, String property, Kind kind,
                         IntFunction<double[]> value) {
        double[] times = times(at, frames);
        if (times == null || times.length == 0) {
            return;
        }
        double[][] values = new double[times.length][];
        for (int i = 0; i < times.length; i++) {
            values[i] = value.apply(i);
        }
        KeyFrames keys = new KeyFrames();
        for (int i = 0; i < times.length; i++) {
            JsonNode frame = frames.get(i);
            KeyFrames.Shape shape = KeyFrames.Shape.LINEAR;
            double[] control = null;
            double[] fractions = i + 1 < times.length ? fractions(at, frame) : null;
            if (frame.has("tweenEasing") && frame.get("tweenEasing").isNull() && !frame.has("curve")) {
                shape = KeyFrames.Shape.STEP;
            } else if (fractions != null) {
                shape = KeyFrames.Shape.BEZIER;
                int lanes = values[i].length;
                control = new double[4 * lanes];
                double span = times[i + 1] - times[i];
                for (int l = 0; l < lanes; l++) {
                    double rise = values[i + 1][l] - values[i][l];
                    control[4 * l] = times[i] + fractions[0] * span;
                    control[4 * l + 1] = values[i][l] + fractions[1] * rise;
                    control[4 * l + 2] = times[i] + fractions[2] * span;
                    control[4 * l + 3] = values[i][l] + fractions[3] * rise;
                }
            }
            keys.add(times[i], values[i].length == 1 ? new Value.Num(values[i][0]) : Value.Vec.of(values[i]), shape,
                    control);
        }
        tracks.add(keys.track(path, property, kind));
    }

    /** The bezier of a frame's tween as fractions x1, y1, x2, y2, or null when it is straight or held. */
    private double[] fractions(String at, JsonNode frame) {
        JsonNode curve = frame.get("curve");
        if (curve != null && curve.isArray()) {
            if (curve.size() == 4) {
                return new double[] {curve.get(0).asDouble(), curve.get(1).asDouble(), curve.get(2).asDouble(),
                    curve.get(3).asDouble()};
            }
            problems.warn(at, "a curve of " + curve.size() + " numbers (several segments) plays straight; Reel takes "
                    + "one bezier per key");
            return null;
        }
        JsonNode easing = frame.get("tweenEasing");
        if (easing == null || !easing.isNumber() || easing.asDouble() == 0 || easing.asDouble() == 10) {
            return null;
        }
        double e = easing.asDouble();
        if (e < 0) {
            double in = Math.min(1, -e);
            return new double[] {1 / 3.0, (1 - in) / 3, 2 / 3.0, (2 - in) / 3};
        }
        if (e <= 1) {
            return new double[] {1 / 3.0, (1 + e) / 3, 2 / 3.0, (2 + e) / 3};
        }
        if (!cosineWarned) {
            cosineWarned = true;
            problems.warn(at, "an ease in and out (tweenEasing above 1) is a cosine in DragonBones; Reel plays the "
                    + "nearest cubic, within about 1% of the way");
        }
        double both = Math.min(1, e - 1);
        return new double[] {1 / 3.0, (1 - both) / 3, 2 / 3.0, (2 + both) / 3};
    }

    private void bone(String at, JsonNode timeline) {
        String name = SpineNames.of(timeline.path("name").asText(""));
        int index = rig.boneIndex(name);
        double[] s = setup.bones().get(timeline.path("name").asText(""));
        if (index < 0 || s == null) {
            problems.warn(at, "keys of bone \"" + name + "\", which the armature lacks, are left out");
            return;
        }
        if (timeline.path("scale").asDouble(1) != 1 || timeline.path("offset").asDouble(0) != 0) {
            problems.warn(at, "the timeline of bone \"" + name + "\" is scaled or offset in time; Reel plays it as "
                    + "keyed");
        }
        if (timeline.has("frame")) {
            problems.warn(at, "the combined \"frame\" keys of bone \"" + name + "\" (DragonBones before 5.5) are left "
                    + "out; export with separate translate, rotate and scale frames");
        }
        String path = rig.bonePath(index);
        JsonNode translate = SkeletonProblems.items(timeline.path("translateFrame"));
        numeric(at + "/translateFrame", translate, path, "transform.position", Kind.VEC2,
                i -> new double[] {s[0] + translate.get(i).path("x").asDouble(0) + 0.0,
                    s[1] + translate.get(i).path("y").asDouble(0) + 0.0});
        JsonNode rotate = SkeletonProblems.items(timeline.path("rotateFrame"));
        double[] unwound = unwind(rotate);
        numeric(at + "/rotateFrame", rotate, path, "transform.rotation", Kind.FLOAT32,
                i -> new double[] {s[2] + unwound[i] + 0.0});
        boolean skewed = false;
        for (JsonNode frame : rotate) {
            skewed |= frame.path("skew").asDouble(0) != 0;
        }
        if (skewed) {
            numeric(at + "/rotateFrame", rotate, path, "transform.shear", Kind.VEC2,
                    i -> new double[] {0, s[3] + rotate.get(i).path("skew").asDouble(0) * DragonBonesJson.DEG + 0.0});
        }
        JsonNode scale = SkeletonProblems.items(timeline.path("scaleFrame"));
        numeric(at + "/scaleFrame", scale, path, "transform.scale", Kind.VEC2,
                i -> new double[] {s[4] * scale.get(i).path("x").asDouble(1), s[5] * scale.get(i).path("y").asDouble(1)});
    }

    /** The rotate frames' angles in radians, each the one before plus the turn DragonBones makes to reach it. */
    static double[] unwind(JsonNode frames) {
        double[] out = new double[frames.size()];
        double full = 2 * Math.PI;
        for (int i = 0; i < out.length; i++) {
            double raw = frames.get(i).path("rotate").asDouble(0) * DragonBonesJson.DEG;
            if (i == 0) {
                out[i] = raw;
                continue;
            }
            double previousRaw = frames.get(i - 1).path("rotate").asDouble(0) * DragonBonesJson.DEG;
            int clockwise = frames.get(i - 1).path("clockwise").asInt(0);
            double turn = raw - previousRaw;
            if (clockwise == 0) {
                turn = turn - full * Math.floor((turn + Math.PI) / full);
            } else if (clockwise > 0) {
                turn = turn - full * Math.floor(turn / full) + full * (clockwise - 1);
            } else {
                turn = turn - full * Math.ceil(turn / full) - full * (-clockwise - 1);
            }
            out[i] = out[i - 1] + turn;
        }
        return out;
    }

    private void slot(String at, JsonNode timeline) {
        String spineName = timeline.path("name").asText("");
        String name = SpineNames.of(spineName);
        dev.reel.model.rig.Slot slot = rig.slot(name);
        if (slot == null) {
            problems.warn(at, "keys of slot \"" + spineName + "\", which the armature lacks, are left out");
            return;
        }
        String path = rig.bonePath(rig.boneIndex(slot.bone()));
        JsonNode displays = SkeletonProblems.items(timeline.path("displayFrame"));
        double[] times = times(at + "/displayFrame", displays);
        if (times != null && times.length > 0) {
            List<String> names = setup.displays().getOrDefault(spineName, List.of());
            KeyFrames keys = new KeyFrames();
            for (int i = 0; i < times.length; i++) {
                int index = displays.get(i).path("value").asInt(0);
                keys.add(times[i], new Value.Symbol(index >= 0 && index < names.size() ? names.get(index) : ""),
                        KeyFrames.Shape.STEP, null);
            }
            tracks.add(keys.track(path, "slot/" + name + ".attachment", Kind.ENUM));
        }
        JsonNode colors = SkeletonProblems.items(timeline.path("colorFrame"));
        numeric(at + "/colorFrame", colors, path, "slot/" + name + ".color", Kind.COLOR, i -> {
            Rgba c = DragonBonesJson.color(colors.get(i).path("value").isObject() ? colors.get(i).get("value")
                    : colors.get(i).path("color"), problems, at + "/colorFrame/" + i);
            return c.lanes();
        });
    }

    private void deform(String at, JsonNode timeline) {
        String skin = timeline.path("skin").asText("");
        String key = (skin.isEmpty() ? Skin.DEFAULT : SpineNames.of(skin)) + "/"
                + SpineNames.of(timeline.path("slot").asText("")) + "/" + SpineNames.of(timeline.path("name").asText(""));
        MeshAttachment mesh = setup.meshes().get(key);
        if (mesh == null || mesh.weighted()) {
            problems.warn(at, "deform keys of \"" + timeline.path("name").asText("") + "\" are left out: "
                    + (mesh == null ? "it is no mesh of the armature" : "Reel takes deform keys of unweighted meshes "
                    + "from DragonBones only"));
            return;
        }
        JsonNode frames = SkeletonProblems.items(timeline.path("frame"));
        int lanes = 2 * mesh.vertexCount();
        for (int i = 0; i < frames.size(); i++) {
            if (frames.get(i).path("offset").asInt(0) < 0
                    || frames.get(i).path("offset").asInt(0) + SkeletonProblems.items(frames.get(i).path("vertices")).size() > lanes) {
                problems.error(at + "/frame/" + i, "a deform frame holds numbers past the mesh's " + lanes);
                return;
            }
        }
        String[] parts = key.split("/");
        numeric(at + "/frame", frames, rig.bonePath(rig.boneIndex(rig.slot(parts[1]).bone())),
                "deform/" + key, Kind.FLOATS, i -> {
                    double[] v = new double[lanes];
                    JsonNode frame = frames.get(i);
                    int offset = frame.path("offset").asInt(0);
                    for (int j = 0; j < SkeletonProblems.items(frame.path("vertices")).size(); j++) {
                        v[offset + j] = frame.get("vertices").get(j).asDouble() + 0.0;
                    }
                    return v;
                });
    }

    private void drawOrder(String at, JsonNode frames) {
        double[] times = times(at, frames);
        if (times == null || times.length == 0) {
            return;
        }
        List<String> slots = rig.slots().stream().map(dev.reel.model.rig.Slot::name).toList();
        KeyFrames keys = new KeyFrames();
        for (int i = 0; i < times.length; i++) {
            JsonNode pairs = SkeletonProblems.items(frames.get(i).path("zOrder"));
            int[] values = new int[pairs.size()];
            for (int j = 0; j < values.length; j++) {
                values[j] = pairs.get(j).asInt();
            }
            List<String> order = values.length == 0 ? slots : SpineDrawOrder.order(slots, values);
            if (order == null) {
                problems.warn(at + "/" + i, "a z-order frame moves a slot out of the order; it shows the setup order");
                order = slots;
            }
            keys.add(times[i], new Value.Names(order), KeyFrames.Shape.STEP, null);
        }
        tracks.add(keys.track("", "drawOrder", Kind.DRAW_ORDER));
    }

    private List<ClipEvent> events(JsonNode frames) {
        List<ClipEvent> events = new ArrayList<>();
        double[] times = times("", frames);
        if (times == null) {
            return events;
        }
        for (int i = 0; i < times.length; i++) {
            JsonNode frame = frames.get(i);
            List<JsonNode> fired = new ArrayList<>();
            SkeletonProblems.items(frame.path("events")).forEach(fired::add);
            SkeletonProblems.items(frame.path("actions")).forEach(action -> {
                if (action.path("type").asInt(0) == 10) {
                    fired.add(action);
                }
            });
            if (frame.path("event").isTextual()) {
                fired.add(frame);
            }
            for (JsonNode event : fired) {
                String name = event.path("name").asText(event.path("event").asText(""));
                if (name.isEmpty()) {
                    continue;
                }
                Double payload = null;
                if (SkeletonProblems.items(event.path("floats")).size() > 0) {
                    payload = event.get("floats").get(0).asDouble();
                } else if (SkeletonProblems.items(event.path("ints")).size() > 0) {
                    payload = (double) event.get("ints").get(0).asInt();
                }
                events.add(new ClipEvent(Ids.next(), times[i], name, payload, EventMode.GAMEPLAY, Extras.NONE));
            }
        }
        return events;
    }
}
