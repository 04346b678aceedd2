package dev.reel.interop;

import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.Diagnostic;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A rig clip exported to Godot 4: its bones' transform tracks animate {@code Bone2D} nodes under a
 * {@code Skeleton2D}, by the same track rules as nodes; the rest of the rig is a warning per track.
 */
class GodotRigExportTest {
    private static final Path WALK = Path.of("sample-projects/platformer/rig/anim/walk.aeanim");

    @TempDir
    Path temp;

    @Test
    void theSquiresWalkAnimatesItsBonesUnderTheSkeleton() throws Exception {
        Path out = temp.resolve("walk.tres");
        GodotExport.Outcome outcome = GodotExport.run(WALK, GodotExport.Kind.ANIMATION, out,
                GodotExport.DEFAULT_METHOD);
        assertThat(outcome.ok()).as(outcome.diagnostics().toString()).isTrue();
        GodotResourceReader.Section animation = GodotResourceReader.parse(Files.readString(out,
                StandardCharsets.UTF_8)).subs("Animation").get(0);
        Clip clip = ClipCodec.read(Files.readAllBytes(WALK), "rig/anim/walk.aeanim").value();

        List<Key> chest = keys(clip, "hip/torso/chest", "transform.rotation");
        GodotFiles.TrackView rotation = GodotFiles.track(animation, "Skeleton2D/root/hip/torso/chest:rotation");
        assertThat(rotation.type()).isEqualTo("bezier");
        double[] times = rotation.floats("times");
        double[] points = rotation.floats("points");
        assertThat(times).hasSize(chest.size());
        for (int i = 0; i < chest.size(); i++) {
            assertThat(times[i]).isEqualTo((float) chest.get(i).time());
            assertThat(points[i * 5]).as("key " + i).isEqualTo((float) ((Value.Num) chest.get(i).value()).value());
        }
        // A one-key rotation (the hip's lean) steps: a nearest value track on the bone.
        GodotFiles.TrackView hip = GodotFiles.track(animation, "Skeleton2D/root/hip:rotation");
        assertThat(hip.values()).hasSize(1);
        assertThat(((Number) hip.values().get(0)).doubleValue()).isEqualTo((float) -1.5108, org.assertj.core.api
                .Assertions.within(1e-6));

        assertThat(GodotFiles.tracks(animation)).allMatch(t -> t.path().startsWith("Skeleton2D/root/")
                || t.type().equals("method"));
        assertThat(outcome.warnings()).extracting(Diagnostic::message)
                .noneMatch(m -> m.contains("transform."))
                .anyMatch(m -> m.contains("deform/default/torso/torso") && m.contains("not exported"))
                .anyMatch(m -> m.contains("IK constraints (leg_back, leg_front) are not exported"));
    }

    @Test
    void theSquiresUpperLayerIsFilteredToTheBonesUnderItsMask() throws Exception {
        Path out = temp.resolve("squire_tree.tres");
        GodotExport.Outcome outcome = GodotExport.run(Path.of("sample-projects/platformer/rig/squire.aectrl"),
                GodotExport.Kind.TREE, out, GodotExport.DEFAULT_METHOD, "Bones");
        assertThat(outcome.ok()).as(outcome.diagnostics().toString()).isTrue();
        GodotResourceReader.Resource file = GodotResourceReader.parse(Files.readString(out, StandardCharsets.UTF_8));
        GodotResourceReader.Section mix = file.deref(file.main().get("nodes/Upper mix/node"));
        List<Object> filters = ((List<?>) mix.get("filters")).stream()
                .map(f -> ((GodotResourceReader.Call) f).args().get(0)).toList();
        assertThat(filters).isNotEmpty().contains("Bones/root/hip/torso/chest/arm_front:rotation")
                .allMatch(f -> ((String) f).startsWith("Bones/root/hip/torso/") || ((String) f)
                        .startsWith("Bones/root/hip/torso:"));
    }

    @Test
    void aClipOfAnUnreadableRigWarnsAndTheOtherRigTracksSaySoEach() {
        Clip clip = GodotAnimationsTest.clip("""
                anim version=1 length=1 {
                  track "" prop="transform.position.x" kind=float32 {
                    key t=0 v=0 interp=step {}
                  }
                  track "arm" prop="transform.shear" kind=vec2 {
                    key t=0 v=[0, 0] {}
                  }
                  track "arm" prop="slot/hand.color" kind=color {
                    key t=0 v=[1, 1, 1, 1] {}
                  }
                  track "" prop="ik/leg.mix" kind=float32 {
                    key t=0 v=1 {}
                  }
                }
                """).withRig("rigs/hero.aerig");
        Map<String, Clip> clips = new LinkedHashMap<>();
        clips.put("c", clip);
        List<Diagnostic> warnings = new ArrayList<>();
        GodotRigs named = GodotRigs.roots("Bones", rig -> rig.equals("rigs/hero.aerig") ? "pelvis" : null);
        GodotResourceReader.Section animation = GodotResourceReader.parse(GodotAnimations.library(clips,
                Map.of("c", "c.aeanim"), s -> null, "f", named, warnings)).subs("Animation").get(0);
        assertThat(GodotFiles.tracks(animation)).extracting(GodotFiles.TrackView::path)
                .containsExactly("Bones/pelvis:position:x");
        assertThat(warnings).extracting(Diagnostic::message).hasSize(3)
                .anyMatch(m -> m.contains("shear"))
                .anyMatch(m -> m.contains("slot/hand.color"))
                .anyMatch(m -> m.contains("ik/leg.mix") && m.contains("IK modifications"));

        List<Diagnostic> unread = new ArrayList<>();
        GodotAnimations.library(clips, Map.of("c", "c.aeanim"), s -> null, "f", GodotRigs.NONE, unread);
        assertThat(unread).extracting(Diagnostic::message)
                .anyMatch(m -> m.contains("transform.position.x") && m.contains("cannot be read"));
    }

    private static List<Key> keys(Clip clip, String path, String property) {
        Track track = clip.tracks().stream().filter(t -> t.path().equals(path) && t.property().equals(property))
                .findFirst().orElseThrow();
        List<Key> keys = new ArrayList<>(track.keys());
        keys.sort(Comparator.comparingDouble(Key::time));
        return keys;
    }
}
