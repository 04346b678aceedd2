package dev.reel.interop;

import dev.reel.io.ClipCodec;
import dev.reel.io.MetaCodec;
import dev.reel.io.RigCodec;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.LoopMode;
import dev.reel.model.rig.Rig;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.rig.RigPose;
import dev.reel.sheet.CellIds;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Bad skeleton data is a diagnostic at its place, counts are refused before anything is made, reimport keeps edits. */
class SkeletonChecksTest {
    @TempDir
    Path project;
    private Path assets;

    @BeforeEach
    void makeProject() throws Exception {
        Files.writeString(project.resolve("project.aego"), "project version=1 name=\"Test\" {}\n");
        assets = Files.createDirectories(project.resolve("assets"));
    }

    private ImportOutcome importText(String name, String text) throws Exception {
        Files.writeString(assets.resolve(name), text);
        return ImportFiles.run(assets.resolve(name), null, false, CellIds.seeded(4));
    }

    @Test
    void aBoneNamingAParentAfterItIsAnErrorAtItsLineAndNothingIsWritten() throws Exception {
        ImportOutcome outcome = importText("bad.json", """
                {"skeleton": {"spine": "4.1.0"},
                 "bones": [
                  {"name": "root"},
                  {"name": "arm", "parent": "hand"},
                  {"name": "hand", "parent": "root"}
                 ]}
                """);
        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.diagnostics()).filteredOn(Diagnostic::isError).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(Code.SKL002);
            assertThat(d.line()).isEqualTo(4);
            assertThat(d.message()).contains("\"hand\", which is not a bone before it");
        });
        assertThat(outcome.written()).isEmpty();
        assertThat(assets.resolve("bad.aerig")).doesNotExist();
    }

    @Test
    void countsOverReelsLimitsAreRefusedBeforeAnythingIsMade() throws Exception {
        StringBuilder bones = new StringBuilder("{\"name\": \"root\"}");
        for (int i = 0; i < 1024; i++) {
            bones.append(", {\"name\": \"b").append(i).append("\", \"parent\": \"root\"}");
        }
        ImportOutcome many = importText("many.json", "{\"skeleton\": {}, \"bones\": [" + bones + "]}");
        assertThat(many.diagnostics()).filteredOn(Diagnostic::isError).singleElement()
                .satisfies(d -> assertThat(d.message()).startsWith("1025 bones; a Reel rig has at most 1024"));

        ImportOutcome keys = importText("keys.json", "{\"skeleton\": {}, \"bones\": [{\"name\": \"root\"}], "
                + "\"animations\": {\"a\": {\"bones\": {\"root\": {\"rotate\": [" + "{},".repeat(100_000) + "{}]}}}}}");
        assertThat(keys.diagnostics()).filteredOn(Diagnostic::isError).singleElement()
                .satisfies(d -> assertThat(d.message()).contains("100001 keys; Reel reads at most 100000"));
    }

    @Test
    void importingAgainKeepsCellIdsTheArtistsCommentsTracksAndLoop() throws Exception {
        ImageIO.write(new BufferedImage(64, 64, BufferedImage.TYPE_INT_ARGB), "png", assets.resolve("hero.png").toFile());
        for (String name : new String[] {"hero.json", "hero.atlas"}) {
            Files.write(assets.resolve(name), SpineImportTest.resource(name));
        }
        assertThat(ImportFiles.run(assets.resolve("hero.json"), null, false, CellIds.seeded(5)).ok()).isTrue();
        String id = MetaCodec.read(Files.readAllBytes(assets.resolve("hero.png.meta")), "m").value().cell("arm").id();
        Path rigFile = assets.resolve("hero.aerig");
        Files.writeString(rigFile, Files.readString(rigFile).replace("  bone \"arm\"", "  # the artist's note\n"
                + "  bone \"arm\""));
        Path walkFile = project.resolve("anim/hero/walk.aeanim");
        Clip walk = ClipCodec.read(Files.readAllBytes(walkFile), "w").value();
        dev.reel.model.Track extra = dev.reel.model.Track.of("hip", "transform.position.x", dev.reel.model.Kind.FLOAT32)
                .withKeys(java.util.List.of(dev.reel.model.Key.of(1.5, new dev.reel.model.Value.Num(3))));
        java.util.List<dev.reel.model.Track> tracks = new java.util.ArrayList<>(walk.tracks());
        tracks.add(extra);
        Files.write(walkFile, ClipCodec.bytes(walk.withTracks(tracks).withLoop(LoopMode.PING_PONG).withLength(1.5)));

        ImportOutcome again = ImportFiles.run(assets.resolve("hero.json"), null, false, CellIds.seeded(77));
        assertThat(again.ok()).as(again.diagnostics().toString()).isTrue();
        assertThat(MetaCodec.read(Files.readAllBytes(assets.resolve("hero.png.meta")), "m").value().cell("arm").id())
                .isEqualTo(id);
        assertThat(Files.readString(rigFile)).contains("# the artist's note\n  bone \"arm\"");
        Clip merged = ClipCodec.read(Files.readAllBytes(walkFile), "w").value();
        assertThat(merged.loop()).isEqualTo(LoopMode.PING_PONG);
        assertThat(merged.length()).isEqualTo(1.5);
        assertThat(merged.tracks()).filteredOn(t -> t.property().equals("transform.position.x")
                && t.path().equals("hip")).hasSize(1);
        assertThat(merged.tracks()).filteredOn(t -> t.property().equals("transform.rotation") && t.path().equals("hip"))
                .hasSize(1);
    }

    @Test
    void spinesBendDirectionLooksTheSameInReel() throws Exception {
        for (boolean positive : new boolean[] {true, false}) {
            ImportOutcome outcome = importText("leg.json", """
                    {"skeleton": {"spine": "4.2.0"},
                     "bones": [{"name": "root"}, {"name": "thigh", "parent": "root", "length": 10},
                               {"name": "shin", "parent": "thigh", "x": 10, "length": 10},
                               {"name": "goal", "parent": "root", "x": 14}],
                     "ik": [{"name": "leg", "bones": ["thigh", "shin"], "target": "goal", "bendPositive": %s}]}
                    """.formatted(positive));
            assertThat(outcome.ok()).as(outcome.diagnostics().toString()).isTrue();
            Rig rig = RigCodec.read(Files.readAllBytes(assets.resolve("leg.aerig")), "leg").value();
            CompiledRig compiled = CompiledRig.of(rig);
            RigPose pose = new RigPose(compiled);
            pose.setToSetup();
            pose.update();
            // Spine bends positive counter-clockwise with y up: the knee below the line to the goal on screen,
            // which in Reel's y-down space is a positive y.
            double knee = pose.worldY(compiled.bone("shin"));
            assertThat(positive ? knee > 1 : knee < -1).as("knee y %s for bendPositive %s", knee, positive).isTrue();
            double[] shin = new double[6];
            pose.world(compiled.bone("shin"), shin, 0);
            assertThat(shin[4] + 10 * shin[0]).isCloseTo(14, org.assertj.core.api.Assertions.within(1e-6));
            assertThat(shin[5] + 10 * shin[1]).isCloseTo(0, org.assertj.core.api.Assertions.within(1e-6));
        }
    }
}
