package dev.reel.interop;

import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.io.RigCodec;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.model.rig.Inherit;
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
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Spine JSON in: a small skeleton written for this test (src/test/resources/dev/reel/interop/spine/hero.json, every
 * inherit mode, curves of each kind, a weighted mesh, deform, draw order, events) is imported and played by Reel's
 * rig runtime, and every bone's world transform is compared, at sample times, with {@link SpineReference}: Spine's
 * documented rules computed in Spine's own space and mirrored into Reel's.
 */
class SpineImportTest {
    @TempDir
    Path project;
    private Path assets;

    @BeforeEach
    void makeProject() throws Exception {
        Files.writeString(project.resolve("project.aego"), "project version=1 name=\"Test\" {}\n");
        assets = Files.createDirectories(project.resolve("assets"));
        ImageIO.write(new BufferedImage(64, 64, BufferedImage.TYPE_INT_ARGB), "png", assets.resolve("hero.png").toFile());
        for (String name : List.of("hero.json", "hero.atlas")) {
            Files.write(assets.resolve(name), resource(name));
        }
    }

    static byte[] resource(String name) throws Exception {
        try (var in = SpineImportTest.class.getResourceAsStream("spine/" + name)) {
            return in.readAllBytes();
        }
    }

    private ImportOutcome importHero() {
        return ImportFiles.run(assets.resolve("hero.json"), null, false, CellIds.seeded(5));
    }

    private Rig rig() throws Exception {
        Loaded<Rig> loaded = RigCodec.read(Files.readAllBytes(assets.resolve("hero.aerig")), "hero.aerig");
        assertThat(loaded.diagnostics()).isEmpty();
        return loaded.value();
    }

    private Clip clip(String name) throws Exception {
        Loaded<Clip> loaded = ClipCodec.read(Files.readAllBytes(project.resolve("anim/hero/" + name + ".aeanim")), name);
        assertThat(loaded.diagnostics().stream().filter(Diagnostic::isError)).isEmpty();
        return loaded.value();
    }

    @Test
    void importWritesTheRigAClipPerAnimationAndTheAtlasSheetWithAWarningPerSkippedItem() throws Exception {
        ImportOutcome outcome = importHero();
        assertThat(outcome.ok()).as(outcome.diagnostics().toString()).isTrue();
        assertThat(outcome.kind()).isEqualTo("spine-json");
        assertThat(outcome.clips()).containsExactly("anim/hero/walk.aeanim", "anim/hero/idle.aeanim");
        assertThat(outcome.written()).contains("assets/hero.png.meta", "assets/hero.aerig");
        List<String> warnings = outcome.diagnostics().stream().map(d -> d.code() + " " + d.message()).toList();
        assertThat(outcome.diagnostics()).allSatisfy(d -> assertThat(d.code()).isEqualTo(Code.SKL003));
        assertThat(warnings).anyMatch(w -> w.contains("transform constraint \"copyHead\""))
                .anyMatch(w -> w.contains("boundingbox attachment \"box\""))
                .anyMatch(w -> w.contains("slot \"glow\" blends \"additive\""))
                .anyMatch(w -> w.contains("keys of transform constraint \"copyHead\""))
                .anyMatch(w -> w.contains("event \"shout\" carries a string"))
                .anyMatch(w -> w.contains("mesh \"armMesh\" is weighted"));
        // Each warning is placed where its item is: the transform constraint's object starts on line 18.
        assertThat(outcome.diagnostics()).filteredOn(d -> d.message().startsWith("transform constraint"))
                .singleElement().satisfies(d -> assertThat(d.line()).isEqualTo(18));

        Rig rig = rig();
        assertThat(rig.bones()).extracting(b -> b.name()).containsExactly("root", "hip", "arm", "hand", "head", "tail",
                "foot");
        assertThat(rig.bone("hand").inherit()).isEqualTo(Inherit.NO_ROTATION_OR_REFLECTION);
        assertThat(rig.bone("tail").inherit()).isEqualTo(Inherit.ONLY_TRANSLATION);
        assertThat(rig.bone("hip").y()).isEqualTo(-20);
        assertThat(rig.bone("hip").rotation()).isCloseTo(-Math.PI / 6, within(1e-15));
        assertThat(rig.skins()).extracting(s -> s.name()).containsExactly("default", "alt_red");
        RegionAttachment body = (RegionAttachment) rig.attachment("default", "body", "body");
        assertThat(body.sprite()).isEqualTo("assets/hero.png#body");
        assertThat(body.y()).isEqualTo(-2);
        MeshAttachment arm = (MeshAttachment) rig.attachment("default", "arm", "armMesh");
        assertThat(arm.weighted()).isTrue();
        assertThat(arm.uvs()).containsExactly(0, 0, 16, 0, 16, 8);
        assertThat(arm.influenceStarts()).containsExactly(0, 1, 3, 4);
        assertThat(arm.positions()).containsExactly(0, -4, 6, 0, 4, 0, -4, -1);
        assertThat(arm.edges()).containsExactly(0, 1, 1, 2);
        // The events the clips fire are declared for the project, and the whole project passes reel check.
        assertThat(warnings).anyMatch(w -> w.contains("project.aego now declares step, shout"));
        assertThat(Files.readString(project.resolve("project.aego"))).contains("event \"step\" payload=float")
                .contains("event \"shout\"");
        assertThat(new dev.reel.io.ProjectChecker(dev.reel.io.ProjectFolder.at(project)).checkAll())
                .filteredOn(Diagnostic::isError).isEmpty();
        // The atlas' cells are centred, where Spine places a region.
        var meta = dev.reel.io.MetaCodec.read(Files.readAllBytes(assets.resolve("hero.png.meta")), "m").value();
        assertThat(meta.cell("arm").pivotX()).isEqualTo(0.5);
        assertThat(meta.cell("arm").pivotY()).isEqualTo(0.5);
    }

    @Test
    void playingTheImportGivesSpinesBoneWorldTransformsWithin1e4() throws Exception {
        assertThat(importHero().ok()).isTrue();
        SpineReference spine = new SpineReference(resource("hero.json"));
        Rig rig = rig();
        CompiledRig compiled = CompiledRig.of(rig);
        for (String animation : List.of("walk", "idle")) {
            RigSampler sampler = new RigSampler(RigClip.compile(clip(animation), compiled));
            assertThat(sampler.bound().unbound()).isEmpty();
            RigPose pose = new RigPose(compiled);
            double[] world = new double[6];
            for (double t : new double[] {0, 0.05, 0.1, 0.2, 0.25, 0.3, 0.33, 0.4, 0.45, 0.5, 0.6, 0.7, 0.8, 0.9, 1,
                1.5, 2}) {
                sampler.pose(t, pose);
                Map<String, double[]> expected = spine.world(animation, t);
                for (Map.Entry<String, double[]> bone : expected.entrySet()) {
                    pose.world(compiled.bone(bone.getKey()), world, 0);
                    double[] s = bone.getValue();
                    // Spine's space mirrored in y: x axis (a, −c), y axis (−b, d), position (x, −y).
                    double[] mirrored = {s[0], -s[2], -s[1], s[3], s[4], -s[5]};
                    for (int i = 0; i < 6; i++) {
                        assertThat(world[i]).as("%s at %s of %s, entry %d", bone.getKey(), t, animation, i)
                                .isCloseTo(mirrored[i], within(1e-4));
                    }
                }
            }
        }
    }

    @Test
    void curvesComeOverAsReelBeziersWithTheSameControlPoints() throws Exception {
        importHero();
        Clip walk = clip("walk");
        Track rotate = track(walk, "hip", "transform.rotation");
        Key first = rotate.keys().get(0);
        assertThat(first.interp()).isEqualTo(Interp.BEZIER);
        double deg = Math.PI / 180;
        // Spine's (0.2, 10) and (0.4, 30) on a curve from (0, 0) to (0.5, 40), setup 30°, mirrored to radians.
        assertThat(first.out().lanes()[0]).isCloseTo(0.2, within(1e-12));
        assertThat(first.out().lanes()[1]).isCloseTo(-10 * deg, within(1e-12));
        Key second = rotate.keys().get(1);
        assertThat(second.in().lanes()[0]).isCloseTo(-0.1, within(1e-12));
        assertThat(second.in().lanes()[1]).isCloseTo(10 * deg, within(1e-12));
        assertThat(track(walk, "hip/arm", "transform.rotation").keys().get(0).interp()).isEqualTo(Interp.STEP);
        assertThat(track(walk, "hip", "transform.position").keys().get(0).interp()).isEqualTo(Interp.LINEAR);
        Track color = track(walk, "", "slot/body.color");
        assertThat(color.path()).isEqualTo("hip");
        assertThat(((Value.Vec) color.keys().get(1).value()).lanes()).containsExactly(1, 0, 0, 128 / 255.0);
        Track attachment = track(walk, "hip", "slot/body.attachment");
        assertThat(attachment.keys().get(0).value()).isEqualTo(new Value.Symbol(""));
        assertThat(track(walk, "hip/arm", "slot/arm.color.a").keys()).hasSize(2);
        Track deform = track(walk, "hip/arm", "deform/default/arm/armMesh");
        assertThat(((Value.Vec) deform.keys().get(1).value()).size()).isEqualTo(6);
        Track order = track(walk, "", "drawOrder");
        assertThat(order.keys().get(0).value()).isEqualTo(new Value.Names(List.of("arm", "head", "body", "glow")));
        assertThat(walk.events()).extracting(ClipEvent::time, ClipEvent::name, ClipEvent::payload)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(0.25, "step", 3.0),
                        org.assertj.core.groups.Tuple.tuple(0.75, "step", 7.0),
                        org.assertj.core.groups.Tuple.tuple(0.9, "shout", null));
        assertThat(walk.length()).isEqualTo(1);
        assertThat(walk.rig()).isEqualTo("assets/hero.aerig");
    }

    private static Track track(Clip clip, String path, String property) {
        return clip.tracks().stream().filter(t -> t.property().equals(property)
                        && (path.isEmpty() || t.path().equals(path))).findFirst()
                .orElseThrow(() -> new AssertionError("no track " + path + ":" + property));
    }
}
