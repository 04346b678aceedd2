package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.io.RigCodec;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.rig.RigClip;
import dev.reel.runtime.rig.RigPose;
import dev.reel.runtime.rig.RigSampler;
import dev.reel.sheet.CellIds;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * DragonBones JSON in: an armature written for this test (src/test/resources/dev/reel/interop/dragonbones/) is
 * imported and played, and each bone's world matrix is compared at sample times with a reference written here from
 * DragonBones' documented rules: frame times from durations at the frame rate, keys added to (scale: multiplied
 * with) the setup transform, the tweens (held, straight, a bezier curve, quadratic ease in and out), the rotation
 * turning the shorter way or as {@code clockwise} says, a transform's matrix from skX, skY, scX, scY.
 */
class DragonBonesImportTest {
    private static final double DEG = Math.PI / 180;

    @TempDir
    Path project;
    private Path assets;

    @BeforeEach
    void makeProject() throws Exception {
        Files.writeString(project.resolve("project.aego"), "project version=1 name=\"Test\" {}\n");
        assets = Files.createDirectories(project.resolve("assets"));
        ImageIO.write(new BufferedImage(64, 64, BufferedImage.TYPE_INT_ARGB), "png",
                assets.resolve("hero_tex.png").toFile());
        for (String name : List.of("hero_ske.json", "hero_tex.json")) {
            try (var in = getClass().getResourceAsStream("dragonbones/" + name)) {
                Files.write(assets.resolve(name), in.readAllBytes());
            }
        }
    }

    private Clip clip(String name) throws Exception {
        Loaded<Clip> loaded = ClipCodec.read(Files.readAllBytes(project.resolve("anim/hero/" + name + ".aeanim")), name);
        assertThat(loaded.diagnostics().stream().filter(Diagnostic::isError)).isEmpty();
        return loaded.value();
    }

    @Test
    void theArmatureBecomesARigWithClipsAndItsTextureAtlasASheet() throws Exception {
        ImportOutcome outcome = ImportFiles.run(assets.resolve("hero_ske.json"), null, false, CellIds.seeded(2));
        assertThat(outcome.ok()).as(outcome.diagnostics().toString()).isTrue();
        assertThat(outcome.kind()).isEqualTo("dragonbones-json");
        assertThat(outcome.clips()).containsExactly("anim/hero/wave.aeanim", "anim/hero/rest.aeanim");
        assertThat(outcome.diagnostics()).extracting(Diagnostic::code).containsOnly(Code.SKL003);
        assertThat(outcome.diagnostics()).extracting(Diagnostic::message)
                .anyMatch(m -> m.startsWith("armature display \"fist\""));
        Loaded<Rig> loaded = RigCodec.read(Files.readAllBytes(assets.resolve("hero.aerig")), "hero.aerig");
        assertThat(loaded.diagnostics()).isEmpty();
        Rig rig = loaded.value();
        assertThat(rig.bone("arm").rotation()).isCloseTo(-35 * DEG, within(1e-15));
        assertThat(rig.bone("arm").shearY()).isCloseTo(15 * DEG, within(1e-15));
        assertThat(rig.slot("body").attachment()).isEqualTo("torso");
        assertThat(rig.slot("hand").attachment()).isEmpty();
        assertThat(rig.slot("arm").color().a()).isEqualTo(0.5);
        RegionAttachment torso = (RegionAttachment) rig.attachment("default", "body", "torso");
        assertThat(torso.x()).isEqualTo(2);
        assertThat(torso.rotation()).isCloseTo(10 * DEG, within(1e-15));
        MeshAttachment arm = (MeshAttachment) rig.attachment("default", "arm", "armMesh");
        // The arm region is trimmed 2 px from the left of its 16 × 8 picture: uvs move with the trim.
        assertThat(arm.uvs()).containsExactly(-2, 0, 14, 0, 14, 8);
        assertThat(new dev.reel.io.ProjectChecker(dev.reel.io.ProjectFolder.at(project)).checkAll())
                .filteredOn(Diagnostic::isError).isEmpty();
        Clip wave = clip("wave");
        assertThat(wave.loop()).isEqualTo(LoopMode.LOOP);
        assertThat(wave.length()).isEqualTo(1);
        assertThat(clip("rest").loop()).isEqualTo(LoopMode.ONCE);
        assertThat(wave.events()).singleElement().satisfies(e -> {
            assertThat(e.time()).isEqualTo(0.25);
            assertThat(e.payload()).isEqualTo(0.5);
        });
        Track display = wave.tracks().stream().filter(t -> t.property().equals("slot/body.attachment")).findFirst()
                .orElseThrow();
        assertThat(display.keys()).extracting(k -> k.value()).containsExactly(new Value.Symbol("torso"),
                new Value.Symbol("torso2"), new Value.Symbol(""));
        Track order = wave.tracks().stream().filter(t -> t.property().equals("drawOrder")).findFirst().orElseThrow();
        assertThat(order.keys().get(1).value()).isEqualTo(new Value.Names(List.of("arm", "body", "hand")));
    }

    @Test
    void playingTheImportGivesDragonBonesBoneWorldMatricesWithin1e4() throws Exception {
        assertThat(ImportFiles.run(assets.resolve("hero_ske.json"), null, false, CellIds.seeded(2)).ok()).isTrue();
        JsonNode armature;
        try (var in = getClass().getResourceAsStream("dragonbones/hero_ske.json")) {
            armature = new ObjectMapper().readTree(in).get("armature").get(0);
        }
        Rig rig = RigCodec.read(Files.readAllBytes(assets.resolve("hero.aerig")), "r").value();
        CompiledRig compiled = CompiledRig.of(rig);
        for (int a = 0; a < 2; a++) {
            JsonNode animation = armature.get("animation").get(a);
            RigSampler sampler = new RigSampler(RigClip.compile(clip(animation.get("name").asText()), compiled));
            assertThat(sampler.bound().unbound()).isEmpty();
            RigPose pose = new RigPose(compiled);
            double[] world = new double[6];
            for (int step = 0; step <= 24; step++) {
                double t = step / 20.0;
                sampler.pose(t, pose);
                Map<String, double[]> expected = reference(armature, animation, t);
                for (Map.Entry<String, double[]> bone : expected.entrySet()) {
                    pose.world(compiled.bone(bone.getKey()), world, 0);
                    for (int i = 0; i < 6; i++) {
                        assertThat(world[i]).as("%s at %s, entry %d", bone.getKey(), t, i)
                                .isCloseTo(bone.getValue()[i], within(1e-4));
                    }
                }
            }
        }
    }

    /** DragonBones' world matrices {a, b, c, d, x, y} (x' = a·x + c·y + tx) at time t of an animation. */
    private static Map<String, double[]> reference(JsonNode armature, JsonNode animation, double t) {
        double fps = armature.path("frameRate").asDouble(24);
        Map<String, JsonNode> timelines = new HashMap<>();
        animation.path("bone").forEach(b -> timelines.put(b.get("name").asText(), b));
        Map<String, double[]> world = new java.util.LinkedHashMap<>();
        for (JsonNode bone : armature.get("bone")) {
            JsonNode tr = bone.path("transform");
            double x = tr.path("x").asDouble(0);
            double y = tr.path("y").asDouble(0);
            double rotation = tr.path("skY").asDouble(0) * DEG;
            double skew = tr.path("skX").asDouble(0) * DEG - rotation;
            double sx = tr.path("scX").asDouble(1);
            double sy = tr.path("scY").asDouble(1);
            JsonNode timeline = timelines.get(bone.get("name").asText());
            if (timeline != null) {
                x += sample(timeline.path("translateFrame"), "x", 0, fps, t, false);
                y += sample(timeline.path("translateFrame"), "y", 0, fps, t, false);
                rotation += sample(timeline.path("rotateFrame"), "rotate", 0, fps, t, true) * DEG;
                skew += sample(timeline.path("rotateFrame"), "skew", 0, fps, t, false) * DEG;
                sx *= sample(timeline.path("scaleFrame"), "x", 1, fps, t, false);
                sy *= sample(timeline.path("scaleFrame"), "y", 1, fps, t, false);
            }
            double[] local = {Math.cos(rotation) * sx, Math.sin(rotation) * sx, -Math.sin(rotation + skew) * sy,
                Math.cos(rotation + skew) * sy, x, y};
            double[] p = bone.has("parent") ? world.get(bone.get("parent").asText()) : new double[] {1, 0, 0, 1, 0, 0};
            world.put(bone.get("name").asText(), new double[] {p[0] * local[0] + p[2] * local[1],
                p[1] * local[0] + p[3] * local[1], p[0] * local[2] + p[2] * local[3], p[1] * local[2] + p[3] * local[3],
                p[0] * local[4] + p[2] * local[5] + p[4], p[1] * local[4] + p[3] * local[5] + p[5]});
        }
        return world;
    }

    /** One value of a frame list at time t (in degrees for rotations, which turn as DragonBones turns them). */
    private static double sample(JsonNode frames, String field, double fallback, double fps, double t,
                                 boolean rotation) {
        if (frames.isMissingNode() || frames.isEmpty()) {
            return fallback;
        }
        double start = 0;
        double value = frames.get(0).path(field).asDouble(fallback);
        for (int i = 0; i < frames.size(); i++) {
            JsonNode frame = frames.get(i);
            double end = start + frame.path("duration").asDouble(1) / fps;
            if (i + 1 == frames.size() || t < end) {
                if (i + 1 == frames.size() || t < start) {
                    return value;
                }
                double next = frames.get(i + 1).path(field).asDouble(fallback);
                double rise = next - frame.path(field).asDouble(fallback);
                if (rotation) {
                    int clockwise = frame.path("clockwise").asInt(0);
                    if (clockwise == 0) {
                        rise = ((rise % 360) + 540) % 360 - 180;
                    } else if (clockwise < 0) {
                        rise = ((rise % 360) + 360) % 360 - 360;
                    }
                }
                double p = (t - start) / (end - start);
                return value + rise * ease(frame, p);
            }
            double rise = frames.get(i + 1).path(field).asDouble(fallback) - frame.path(field).asDouble(fallback);
            if (rotation) {
                int clockwise = frame.path("clockwise").asInt(0);
                rise = clockwise == 0 ? ((rise % 360) + 540) % 360 - 180
                        : clockwise < 0 ? ((rise % 360) + 360) % 360 - 360 : rise;
            }
            value += rise;
            start = end;
        }
        return value;
    }

    private static double ease(JsonNode frame, double p) {
        if (frame.has("curve")) {
            JsonNode c = frame.get("curve");
            return SpineReference.bezier(0, 0, c.get(0).asDouble(), c.get(1).asDouble(), c.get(2).asDouble(),
                    c.get(3).asDouble(), 1, 1, p);
        }
        if (frame.has("tweenEasing") && frame.get("tweenEasing").isNull()) {
            return 0;
        }
        double e = frame.path("tweenEasing").asDouble(0);
        if (e < 0) {
            return p + -e * (p * p - p);
        }
        if (e > 0 && e <= 1) {
            return p + e * ((1 - (1 - p) * (1 - p)) - p);
        }
        return p;
    }
}
