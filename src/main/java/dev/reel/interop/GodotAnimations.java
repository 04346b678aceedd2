package dev.reel.interop;

import dev.reel.model.Cell;
import dev.reel.model.ClipEvent;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.EventMode;
import dev.reel.model.Flipbook;
import dev.reel.model.FrameTime;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Clips as Godot 4 {@code Animation} resources of one {@code AnimationLibrary}: length, loop mode, a track per
 * property ({@link GodotTracks}), sprite frames as {@code Sprite2D} region keys over the sheet texture, events as
 * a method track. Whatever Godot cannot play as Reel does is a warning (EXP002) naming the clip and the item.
 */
final class GodotAnimations {
    /** The method an event calls by default: {@code _on_anim_event(name, payload)}. */
    static final String DEFAULT_METHOD = "_on_anim_event";

    private final GodotResource resource;
    private final Function<String, Cell> cells;
    private final String method;
    private final GodotRigs rigs;
    private final List<Diagnostic> warnings;

    /**
     * @param cells  the cell of a sprite asset path {@code SHEET.png#CELL}, or null when there is none
     * @param method the method event keys call
     * @param rigs   where a rig clip's bones are
     */
    GodotAnimations(GodotResource resource, Function<String, Cell> cells, String method, GodotRigs rigs,
                    List<Diagnostic> warnings) {
        this.resource = resource;
        this.cells = cells;
        this.method = method;
        this.rigs = rigs;
        this.warnings = warnings;
    }

    /** The library of {@code clips} (Godot name → clip, with the clip's project path for warnings). */
    static String library(Map<String, Clip> clips, Map<String, String> files, Function<String, Cell> cells,
                          String method, List<Diagnostic> warnings) {
        return library(clips, files, cells, method, GodotRigs.NONE, warnings);
    }

    /** The library of {@code clips}, a rig clip's bones under the skeleton {@code rigs} names. */
    static String library(Map<String, Clip> clips, Map<String, String> files, Function<String, Cell> cells,
                          String method, GodotRigs rigs, List<Diagnostic> warnings) {
        GodotResource resource = new GodotResource("AnimationLibrary");
        GodotAnimations animations = new GodotAnimations(resource, cells, method, rigs, warnings);
        List<String> data = new ArrayList<>();
        for (Map.Entry<String, Clip> entry : clips.entrySet()) {
            String ref = animations.animation(entry.getKey(), entry.getValue(), files.get(entry.getKey()));
            data.add(GodotText.stringName(entry.getKey()) + ": " + ref);
        }
        return resource.text(List.of("_data = {\n" + String.join(",\n", data) + "\n}"));
    }

    /** Adds the animation of {@code clip} named {@code name}; returns its {@code SubResource(...)}. */
    String animation(String name, Clip clip, String file) {
        List<String> lines = new ArrayList<>();
        lines.add("resource_name = " + GodotText.string(name));
        lines.add("length = " + GodotText.float32(clip.length()));
        if (clip.loop() != LoopMode.ONCE) {
            lines.add("loop_mode = " + (clip.loop() == LoopMode.LOOP ? 1 : 2));
        }
        lines.add("step = " + GodotText.float32(1 / FrameTime.rate(clip)));
        List<GodotTracks.Out> tracks = tracks(clip, file);
        for (int i = 0; i < tracks.size(); i++) {
            GodotTracks.Out track = tracks.get(i);
            String at = "tracks/" + i + "/";
            lines.add(at + "type = " + GodotText.string(track.type()));
            lines.add(at + "imported = false");
            lines.add(at + "enabled = true");
            lines.add(at + "path = " + GodotText.nodePath(track.path()));
            lines.add(at + "interp = " + track.interp());
            lines.add(at + "loop_wrap = false");
            lines.add(at + "keys = " + track.keys());
        }
        return resource.sub("Animation", name, lines);
    }

    /** The Godot paths ({@code Arm/Hand:rotation}) the clip's tracks write, for a layer's filters. */
    static Set<String> paths(Clip clip, Function<String, Cell> cells, GodotRigs rigs) {
        GodotAnimations probe = new GodotAnimations(new GodotResource("AnimationLibrary"), cells, DEFAULT_METHOD,
                rigs, new ArrayList<>());
        Set<String> paths = new LinkedHashSet<>();
        for (GodotTracks.Out out : probe.tracks(clip, "")) {
            if (!out.type().equals("method")) {
                paths.add(out.path());
            }
        }
        return paths;
    }

    private List<GodotTracks.Out> tracks(Clip clip, String file) {
        List<GodotTracks.Out> out = new ArrayList<>();
        for (Flipbook flipbook : clip.flipbooks()) {
            List<double[]> times = new ArrayList<>();
            List<String> sprites = new ArrayList<>();
            for (int i = 0; i < flipbook.sprites().size(); i++) {
                times.add(new double[] {flipbook.frameStart(i)});
                sprites.add(flipbook.sprites().get(i));
            }
            sprites(out, GodotTracks.node(flipbook.path()), times, sprites, file);
            if (!flipbook.flipX().isEmpty()) {
                double[] at = new double[flipbook.flipX().size()];
                List<String> values = new ArrayList<>();
                for (int i = 0; i < at.length; i++) {
                    at[i] = flipbook.frameStart(i);
                    values.add(Boolean.toString(flipbook.flipX().get(i)));
                }
                out.add(GodotTracks.value(GodotTracks.node(flipbook.path()) + ":flip_h", at, ones(at.length),
                        values, true));
            }
        }
        List<String> iks = rigs.iks(clip.rig());
        if (!iks.isEmpty()) {
            warn(file, "rig " + clip.rig() + ": its IK constraints (" + String.join(", ", iks) + ") are not "
                    + "exported; the bones they turn keep their keyed rotations in Godot (Skeleton2D's IK "
                    + "modifications can be set up by hand; mapping them is not part of this exporter)");
        }
        for (Track track : clip.tracks()) {
            if (track.keys().isEmpty()) {
                continue;
            }
            String shown = "track \"" + track.path() + "\" " + track.property();
            String node = GodotTracks.node(track.path());
            if (clip.rig() != null) {
                if (!GodotRigs.boneTransform(track.property())) {
                    warn(file, shown + ": " + GodotRigs.unexported(track.property()));
                    continue;
                }
                node = rigs.bone(clip.rig(), track.path());
                if (node == null) {
                    warn(file, shown + ": the rig " + clip.rig() + " cannot be read, so its bones' Godot path "
                            + "(under the Skeleton2D) is unknown; not exported");
                    continue;
                }
            }
            if (track.property().equals(Properties.SPRITE) && track.kind() == Kind.ASSET_REF) {
                List<Key> keys = sorted(track);
                List<double[]> times = new ArrayList<>();
                List<String> sprites = new ArrayList<>();
                for (Key key : keys) {
                    times.add(new double[] {key.time()});
                    sprites.add(key.value() instanceof Value.Asset asset ? asset.path() : "");
                }
                sprites(out, GodotTracks.node(track.path()), times, sprites, file);
                continue;
            }
            String property = GodotTracks.property(track.property());
            if (property == null) {
                warn(file, shown + ": Godot has no property Reel's " + track.property() + " maps to; not exported");
                continue;
            }
            String path = node + ":" + property;
            if (track.root()) {
                warn(file, shown + ": the root-motion track plays as a plain position track (Godot's root motion "
                        + "is for 3D only)");
            }
            if (track.onEnd() == OnEnd.RESTORE) {
                warn(file, shown + ": onEnd=restore has no Godot equivalent (the property keeps its last value; a "
                        + "RESET animation can give it back)");
            }
            convert(out, track, path, file, shown);
        }
        List<ClipEvent> events = new ArrayList<>();
        for (ClipEvent event : clip.events()) {
            if (event.mode() == EventMode.PREVIEW) {
                warn(file, "event " + event.name() + " at " + event.time() + " s: preview-only events are not "
                        + "exported");
            } else {
                events.add(event);
            }
        }
        if (!events.isEmpty()) {
            events.sort(Comparator.comparingDouble(ClipEvent::time));
            double[] times = new double[events.size()];
            List<String> calls = new ArrayList<>();
            for (int i = 0; i < times.length; i++) {
                ClipEvent event = events.get(i);
                times[i] = event.time();
                calls.add("{\n\"args\": [" + GodotText.string(event.name()) + ", "
                        + (event.payload() == null ? "null" : GodotText.real(event.payload())) + "],\n\"method\": "
                        + GodotText.stringName(method) + "\n}");
            }
            out.add(new GodotTracks.Out("method", ".", 1, "{\n\"times\": " + GodotText.packedFloats(times)
                    + ",\n\"transitions\": " + GodotText.packedFloats(ones(times.length)) + ",\n\"values\": "
                    + GodotText.array(calls) + "\n}"));
        }
        return out;
    }

    private void convert(List<GodotTracks.Out> out, Track track, String path, String file, String shown) {
        List<Key> keys = sorted(track);
        Kind kind = track.kind();
        switch (kind) {
            case FLOAT32 -> {
                if (GodotTracks.allStep(keys)) {
                    out.add(GodotTracks.value(track, path, true));
                } else {
                    mixedWarning(keys, file, shown);
                    out.add(GodotTracks.bezier(track, 0, path));
                }
            }
            case INT32 -> out.add(GodotTracks.value(track, path, !track.numeric()));
            case BOOL, ENUM -> out.add(GodotTracks.value(track, path, true));
            case VEC2, VEC3, VEC4, COLOR -> {
                if (GodotTracks.allStep(keys) || GodotTracks.allLinear(keys)) {
                    out.add(GodotTracks.value(track, path, GodotTracks.allStep(keys)));
                } else {
                    mixedWarning(keys, file, shown);
                    for (int lane = 0; lane < kind.lanes(); lane++) {
                        out.add(GodotTracks.bezier(track, lane, path + ":" + GodotTracks.laneName(kind, lane)));
                    }
                }
            }
            case RECT, QUAT -> {
                boolean step = GodotTracks.allStep(keys);
                if (!step && !GodotTracks.allLinear(keys)) {
                    warn(file, shown + ": a " + kind.word() + " track's curves play as straight lines in Godot "
                            + "(a value track interpolates it linearly)");
                }
                out.add(GodotTracks.value(track, path, step));
            }
            default -> warn(file, shown + ": a " + kind.word() + " track has no Godot equivalent; not exported");
        }
    }

    private void mixedWarning(List<Key> keys, String file, String shown) {
        if (GodotTracks.mixed(keys)) {
            warn(file, shown + ": a stepping segment between curves is held by an extra key "
                    + "0.0001 s before the next key (Godot's bezier tracks cannot step)");
        }
    }

    /** Sprite keys as {@code Sprite2D} keys: texture, region on or off, region rect and offset for the pivot. */
    private void sprites(List<GodotTracks.Out> out, String node, List<double[]> at, List<String> sprites,
                         String file) {
        List<Double> times = new ArrayList<>();
        List<String> textures = new ArrayList<>();
        List<String> enabled = new ArrayList<>();
        List<String> regions = new ArrayList<>();
        List<String> offsets = new ArrayList<>();
        for (int i = 0; i < sprites.size(); i++) {
            String sprite = sprites.get(i);
            int hash = sprite.indexOf('#');
            String image = hash < 0 ? sprite : sprite.substring(0, hash);
            if (image.isEmpty()) {
                warn(file, "sprite key at " + at.get(i)[0] + " s on \"" + node + "\" shows no sprite; not exported");
                continue;
            }
            Cell cell = hash < 0 ? null : cells.apply(sprite);
            if (hash >= 0 && cell == null) {
                warn(file, "sprite " + sprite + " at " + at.get(i)[0] + " s: the sheet has no such cell (or is not "
                        + "sliced); not exported");
                continue;
            }
            times.add(at.get(i)[0]);
            textures.add(resource.externalRef("Texture2D", "res://" + image));
            enabled.add(Boolean.toString(cell != null));
            if (cell == null) {
                regions.add(GodotText.rect2(0, 0, 0, 0));
                offsets.add(GodotText.vector2(0, 0));
            } else {
                int w = cell.rect().width();
                int h = cell.rect().height();
                regions.add(GodotText.rect2(cell.rect().x(), cell.rect().y(), w, h));
                // Sprite2D draws its texture centred on the node; Reel puts the cell's pivot there.
                offsets.add(GodotText.vector2((0.5 - cell.pivotX()) * w, (0.5 - cell.pivotY()) * h));
            }
        }
        if (times.isEmpty()) {
            return;
        }
        double[] when = times.stream().mapToDouble(Double::doubleValue).toArray();
        out.add(GodotTracks.value(node + ":texture", when, ones(when.length), textures, true));
        out.add(GodotTracks.value(node + ":region_enabled", when, ones(when.length), enabled, true));
        out.add(GodotTracks.value(node + ":region_rect", when, ones(when.length), regions, true));
        out.add(GodotTracks.value(node + ":offset", when, ones(when.length), offsets, true));
    }

    private static List<Key> sorted(Track track) {
        List<Key> keys = new ArrayList<>(track.keys());
        keys.sort(Comparator.comparingDouble(Key::time));
        return keys;
    }

    private static double[] ones(int count) {
        double[] ones = new double[count];
        java.util.Arrays.fill(ones, 1);
        return ones;
    }

    private void warn(String file, String message) {
        warnings.add(Diagnostic.of(Code.EXP002, file, 0, 0, message));
    }
}
