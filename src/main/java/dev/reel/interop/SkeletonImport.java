package dev.reel.interop;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Track;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.Rig;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Skeleton data of other tools, Spine JSON and DragonBones JSON: telling it from atlas data, reading it into a
 * rig and its clips, and merging those with what an earlier import wrote.
 */
final class SkeletonImport {
    /** The largest skeleton JSON Reel reads (the whole tree is held at once). */
    static final int MAX_BYTES = 32 << 20;
    private static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64).maxDocumentLength(MAX_BYTES)
                    .build()).build());

    /** A rig and its clips by animation name, or null rig when the data had errors. */
    record Result(Rig rig, Map<String, Clip> clips, Set<String> declaredEvents, Set<String> colouredBones) {
    }

    private SkeletonImport() {
    }

    /**
     * {@code spine-json} or {@code dragonbones-json} when {@code bytes} is such data (a Spine skeleton has a
     * {@code bones} array and a {@code skeleton} object or a {@code slots} array; DragonBones data an
     * {@code armature} array), else null: then it is atlas data or not JSON at all, which the atlas reader reports.
     */
    static String kind(byte[] bytes) {
        if (bytes.length > MAX_BYTES) {
            return null;
        }
        JsonNode root = tree(bytes, null, null);
        if (root == null || !root.isObject()) {
            return null;
        }
        if (root.path("armature").isArray()) {
            return "dragonbones-json";
        }
        if (root.path("bones").isArray() && (root.path("skeleton").isObject() || root.path("slots").isArray())) {
            return "spine-json";
        }
        return null;
    }

    /** The tree of {@code bytes}, or null with SKL001 (when {@code problems} is given). */
    static JsonNode tree(byte[] bytes, String file, List<Diagnostic> problems) {
        try {
            return MAPPER.readTree(bytes);
        } catch (JsonProcessingException bad) {
            if (problems != null) {
                int line = bad.getLocation() == null ? 0 : bad.getLocation().getLineNr();
                int column = bad.getLocation() == null ? 0 : bad.getLocation().getColumnNr();
                problems.add(Diagnostic.of(Code.SKL001, file, Math.max(0, line), Math.max(0, column),
                        "not JSON Reel reads: " + bad.getOriginalMessage()));
            }
            return null;
        } catch (IOException | RuntimeException unreadable) {
            if (problems != null) {
                problems.add(Diagnostic.of(Code.SKL001, file, 0, 0, "cannot be read: " + unreadable.getMessage()));
            }
            return null;
        }
    }

    /** Reads the skeleton; the rig's clips name {@code rigPath}. */
    static Result read(String kind, byte[] bytes, String file, SkeletonRegions regions, String rigPath,
                       List<Diagnostic> diagnostics) {
        if (bytes.length > MAX_BYTES) {
            diagnostics.add(Diagnostic.of(Code.SKL001, file, 0, 0, "the file is " + (bytes.length >> 20) + " MiB; "
                    + "Reel reads skeleton data of at most " + (MAX_BYTES >> 20) + " MiB"));
            return new Result(null, Map.of(), Set.of(), Set.of());
        }
        JsonNode root = tree(bytes, file, diagnostics);
        if (root == null) {
            return new Result(null, Map.of(), Set.of(), Set.of());
        }
        SkeletonProblems problems = new SkeletonProblems(bytes, file, diagnostics);
        if (kind.equals("dragonbones-json")) {
            return writable(DragonBonesJson.read(root, problems, regions, rigPath), problems);
        }
        SpineSkeleton.Setup setup = SpineSkeleton.read(root, problems, regions);
        if (setup == null || problems.hasErrors()) {
            return new Result(null, Map.of(), Set.of(), Set.of());
        }
        Map<String, Clip> clips = SpineAnimations.read(root, setup, problems, rigPath);
        Set<String> coloured = new HashSet<>();
        root.path("bones").forEach(bone -> {
            if (bone.has("color")) {
                coloured.add(SpineNames.of(bone.path("name").asText()));
            }
        });
        return writable(new Result(setup.rig(), clips, new HashSet<>(setup.events().keySet()), coloured), problems);
    }

    /**
     * {@code result} when its rig and clips can be written; else no rig, with SKL002: values in range one by one
     * can add or multiply past the largest number (1e308 keyed on a setup of 1e308), which no file can hold.
     */
    private static Result writable(Result result, SkeletonProblems problems) {
        if (result.rig() == null) {
            return result;
        }
        try {
            dev.reel.io.RigCodec.bytes(result.rig());
            for (Clip clip : result.clips().values()) {
                dev.reel.io.ClipCodec.bytes(clip);
            }
            return result;
        } catch (IllegalArgumentException notFinite) {
            problems.error("", "a value made from it is not a finite number (" + notFinite.getMessage() + "): setup "
                    + "and keyed values too large to add or multiply");
            return new Result(null, Map.of(), Set.of(), Set.of());
        }
    }

    /**
     * The rig to write over {@code previous} (an earlier import's, or null): what the skeleton data holds wins;
     * what only Reel knows is kept, namely the file's and the rig's comments and unknown nodes, and per bone,
     * slot, skin and IK constraint of a name that comes back, its comments, and a bone's colour when the data gives
     * none.
     */
    static Rig merge(Rig imported, Rig previous, Set<String> bonesWithColour) {
        if (previous == null) {
            return imported;
        }
        List<Bone> bones = new ArrayList<>();
        for (Bone bone : imported.bones()) {
            Bone old = previous.bone(bone.name());
            if (old == null) {
                bones.add(bone);
                continue;
            }
            Bone kept = new Bone(bone.name(), bone.parent(), bone.length(), bone.x(), bone.y(), bone.rotation(),
                    bone.scaleX(), bone.scaleY(), bone.shearX(), bone.shearY(), bone.inherit(),
                    bonesWithColour.contains(bone.name()) ? bone.color() : old.color(), old.extras());
            bones.add(kept);
        }
        List<dev.reel.model.rig.Slot> slots = imported.slots().stream().map(slot -> {
            dev.reel.model.rig.Slot old = previous.slot(slot.name());
            return old == null ? slot : new dev.reel.model.rig.Slot(slot.name(), slot.bone(), slot.color(),
                    slot.attachment(), old.extras());
        }).toList();
        List<dev.reel.model.rig.Skin> skins = imported.skins().stream().map(skin -> {
            dev.reel.model.rig.Skin old = previous.skin(skin.name());
            return old == null ? skin : new dev.reel.model.rig.Skin(skin.name(), skin.attachments(), old.extras());
        }).toList();
        List<dev.reel.model.rig.IkConstraint> iks = imported.iks().stream().map(ik -> {
            dev.reel.model.rig.IkConstraint old = previous.ik(ik.name());
            return old == null ? ik : new dev.reel.model.rig.IkConstraint(ik.name(), ik.bones(), ik.target(),
                    ik.mix(), ik.bendPositive(), ik.stretch(), ik.compress(), ik.softness(), ik.iterations(),
                    old.extras());
        }).toList();
        return new Rig(Rig.VERSION, bones, slots, skins, iks, previous.extras(), previous.fileExtras());
    }

    /**
     * The clip to write over {@code previous} (an earlier import's, or null): the data's tracks replace the tracks
     * of the same path and property; the artist's other tracks, their comments, the clip's loop mode and
     * comments are kept, and events whose name the skeleton does not declare (the artist's). The length is the
     * data's, grown to reach a kept key or event.
     */
    static Clip merge(Clip imported, Clip previous, Set<String> declaredEvents) {
        if (previous == null) {
            return imported;
        }
        Set<String> produced = new HashSet<>();
        imported.tracks().forEach(track -> produced.add(track.target()));
        Map<String, Track> previousTracks = new HashMap<>();
        previous.tracks().forEach(track -> previousTracks.put(track.target(), track));
        List<Track> tracks = new ArrayList<>();
        double length = imported.length();
        for (Track track : imported.tracks()) {
            Track old = previousTracks.get(track.target());
            tracks.add(old == null ? track : new Track(track.id(), track.path(), track.property(), track.kind(),
                    old.authority(), old.onEnd(), old.root(), old.numeric(), track.keys(), old.extras()));
        }
        for (Track track : previous.tracks()) {
            if (!produced.contains(track.target())) {
                tracks.add(track);
                for (var key : track.keys()) {
                    length = Math.max(length, key.time());
                }
            }
        }
        List<ClipEvent> events = new ArrayList<>(imported.events());
        for (ClipEvent event : previous.events()) {
            if (!declaredEvents.contains(event.name())) {
                events.add(event);
                length = Math.max(length, event.time());
            }
        }
        return new Clip(imported.version(), length, previous.loop(), imported.flipbooks(), tracks, events,
                previous.extras(), previous.fileExtras(), imported.rig());
    }
}
