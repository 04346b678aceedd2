package dev.reel.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.reel.model.Value;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.ReplayRunner;
import dev.reel.runtime.ReplayScript;
import dev.reel.runtime.TrackValue;
import dev.reel.runtime.rig.RigTarget;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Golden {@code reel play --json} outputs of clips of rigs (the project in {@code golden/rig}), compared byte for
 * byte: each step's values and its {@code "rig"} object (bone world transforms, slots, draw order, skinned
 * vertices). {@code inherit}: a child per inherit mode under a parent that turns and mirrors; {@code ik2}: two-bone
 * IK with both bends and with stretch, the target reachable, out of reach and near the root, a keyed mix;
 * {@code fabrik}: a four-bone FABRIK chain and a compressing aim; {@code mesh} (and with {@code --skin winter}):
 * unweighted and weighted meshes, deform keys, draw-order and attachment keys, a slot colour, regions and skins;
 * {@code walk}: the hero rig of docs/formats.md. Each file was read against docs/formats.md "Posing a rig" when
 * written; regenerate after a deliberate change with
 * {@code mvn -o test -Dtest=RigPlayGoldenTest -Dreel.golden.update=true}, read the diff, and commit it.
 */
class RigPlayGoldenTest {
    private static final Path SOURCE = Path.of("src/test/resources/golden/rig/out");
    private static final Path PROJECT = Path.of("src/test/resources/golden/rig");
    private static final boolean UPDATE = Boolean.getBoolean("reel.golden.update");

    @ParameterizedTest
    @ValueSource(strings = {"inherit", "ik2", "fabrik", "mesh", "walk"})
    void onePass(String name) throws IOException {
        compare(name + ".jsonl", List.of("play", PROJECT.resolve("anim/" + name + ".aeanim").toString(), "--json"));
    }

    @Test
    void anotherSkin() throws IOException {
        compare("mesh-winter.jsonl", List.of("play", PROJECT.resolve("anim/mesh.aeanim").toString(), "--json",
                "--skin", "winter", "--steps", "20"));
    }

    /**
     * {@code char.aectrl}: a 1D tree blends a walk and a run of {@code char.aerig} (bone locals, an IK mix, a
     * deform, the draw order stepping with the dominant motion), and an additive layer masked to
     * {@code hip/spine/arm} adds a wave to the arm and the hand below it, never to the leg it also keys.
     */
    @Test
    void aControllerBlendsAndLayersARig() throws IOException {
        compare("char.jsonl", List.of("replay", PROJECT.resolve("char.aectrl").toString(), "--script",
                PROJECT.resolve("char.script").toString(), "--steps", "60", "--json", "--values"));
    }

    /**
     * The rule itself: on every step of the controller, its pose is the rig posed once from the mixed values it
     * reports (written over the setup pose into a fresh rig target, then world transforms, IK and skinning), and
     * the masked leg keeps its setup rotation.
     */
    @Test
    void aControllersPoseIsTheRigPosedOnceFromItsMixedLocals() {
        ControllerSource source = ControllerSource.load(PROJECT.resolve("char.aectrl").toString());
        assertThat(source.rig().problem()).isNull();
        RigTarget played = (RigTarget) source.rig().target(MemoryScene.open());
        ReplayScript script = ReplayScript.parse(String.join("\n", "at 10 set Speed 0.25", "at 20 set Wave true",
                "at 30 set Speed 0.75", "at 45 set Wave false", "at 50 set Speed 1"), "s", source.controller());
        List<String> checked = new ArrayList<>();
        ReplayRunner.stream(source.controller(), script, 60, 1 / 60.0, true, played, step -> {
            RigTarget fresh = new RigTarget(played.rig(), MemoryScene.open());
            for (TrackValue value : step.values()) {
                int colon = value.target().indexOf(':');
                int handle = fresh.bind(value.target().substring(0, colon), value.target().substring(colon + 1),
                        value.kind(), false);
                if (value.value() instanceof Value.Num num) {
                    fresh.writeNumbers(handle, new double[] {num.value()}, 0);
                } else if (value.value() instanceof Value.Vec vec) {
                    fresh.writeNumbers(handle, vec.lanes(), 0);
                } else if (value.value() instanceof Value.Symbol word) {
                    fresh.writeText(handle, word.name());
                }
                if (value.target().equals("hip/leg:transform.rotation")) {
                    assertThat(((Value.Num) value.value()).value()).as("the leg, outside the mask").isEqualTo(1.5);
                }
            }
            fresh.settle();
            assertThat(played.pose().hash()).as("step %s", step.step()).isEqualTo(fresh.pose().hash());
            checked.add(step.state());
        });
        assertThat(checked).hasSize(60);
    }

    @Test
    void anUnknownSkinIsWrongUsage() {
        CheckCommandTest.Run run = reel("play", PROJECT.resolve("anim/mesh.aeanim").toString(), "--skin", "summer");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--skin summer: the rig has no such skin");
    }

    @Test
    void aClipWhoseRigIsMissingPlaysNothing() throws IOException {
        Path folder = Files.createTempDirectory("rigplay");
        Files.writeString(folder.resolve("project.aego"), "project version=1 name=\"x\" {}\n");
        Files.writeString(folder.resolve("a.aeanim"), "anim version=1 length=1 rig=asset(\"gone.aerig\") {}\n");
        CheckCommandTest.Run run = reel("play", folder.resolve("a.aeanim").toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("gone.aerig").contains("nothing was played");
    }

    private static void compare(String file, List<String> args) throws IOException {
        CheckCommandTest.Run run = reel(new ArrayList<>(args).toArray(new String[0]));
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        String expected;
        if (UPDATE) {
            Files.createDirectories(SOURCE);
            Files.writeString(SOURCE.resolve(file), run.out(), StandardCharsets.UTF_8);
            expected = Files.readString(SOURCE.resolve(file), StandardCharsets.UTF_8);
        } else {
            try (InputStream in = RigPlayGoldenTest.class.getResourceAsStream("/golden/rig/out/" + file)) {
                assertThat(in).as("golden/rig/out/" + file + " is missing; generate it with -Dreel.golden.update=true")
                        .isNotNull();
                expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }
        assertThat(run.out()).as("reel " + String.join(" ", args) + " against golden/rig/out/" + file)
                .isEqualTo(expected);
    }
}
