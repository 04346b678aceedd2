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
