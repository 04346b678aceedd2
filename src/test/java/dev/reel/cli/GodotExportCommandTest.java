package dev.reel.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code reel export --godot-animation / --godot-tree} on the sample's knight: the files against goldens in
 * {@code src/test/resources/golden/godot/} (each read by hand against docs/formats.md), parsed by the test reader
 * of Godot's text format, the warnings printed, and bad arguments refused. After a deliberate change, regenerate
 * the goldens with {@code mvn -B -o test -Dtest=GodotExportCommandTest -Dreel.golden.update=true}, read the diff,
 * and commit it.
 */
class GodotExportCommandTest {
    private static final Path SOURCE = Path.of("src/test/resources/golden/godot");
    private static final boolean UPDATE = Boolean.getBoolean("reel.golden.update");
    private static final String KNIGHT = "sample-projects/platformer/anim/knight.aectrl";

    @TempDir
    Path temp;

    @Test
    void theKnightsClipsMatchTheirGoldenLibrary() throws Exception {
        Path out = temp.resolve("knight_animations.tres");
        CheckCommandTest.Run run = reel("export", KNIGHT, "--godot-animation", out.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).isEqualTo("wrote " + out.toString().replace('\\', '/') + ": 5 animations, 3 warnings\n");
        assertThat(run.err()).contains("anim/knight/attack.aeanim:0:0 EXP002 track \"\" SpriteRenderer.tint: "
                + "onEnd=restore");
        compare("knight_animations.tres", Files.readString(out, StandardCharsets.UTF_8));
        assertThat(list(temp)).as("nothing but the named output is written").containsExactly(out);
    }

    @Test
    void theKnightsControllerMatchesItsGoldenTree() throws Exception {
        Path out = temp.resolve("knight_tree.tres");
        CheckCommandTest.Run run = reel("export", KNIGHT, "--godot-tree", out.toString(), "--json");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("\"states\" : 5").contains("\"warnings\" : 4");
        assertThat(run.err()).contains("EXP002 transition \"any\" to \"Attack\": interrupt=true");
        compare("knight_tree.tres", Files.readString(out, StandardCharsets.UTF_8));
    }

    @Test
    void theEventMethodIsNamedByAFlag() throws IOException {
        Path out = temp.resolve("a.tres");
        CheckCommandTest.Run run = reel("export", "sample-projects/platformer/anim/knight/attack.aeanim",
                "--godot-animation", out.toString(), "--godot-method", "on_reel_event");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(out)).contains("\"method\": &\"on_reel_event\"").doesNotContain("_on_anim_event");
    }

    @Test
    void aRigClipsBonesAreUnderTheSkeletonTheFlagNames() throws IOException {
        Path out = temp.resolve("walk.tres");
        CheckCommandTest.Run run = reel("export", "sample-projects/platformer/rig/anim/walk.aeanim",
                "--godot-animation", out.toString(), "--godot-skeleton", "Squire Bones");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(Files.readString(out)).contains("NodePath(\"Squire Bones/root/hip/torso/chest:rotation\")")
                .doesNotContain("Skeleton2D");
        CheckCommandTest.Run bad = reel("export", "sample-projects/platformer/rig/anim/walk.aeanim",
                "--godot-animation", temp.resolve("bad.tres").toString(), "--godot-skeleton", "a/b");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).contains("--godot-skeleton needs a Godot node name");
        CheckCommandTest.Run elsewhere = reel("export", KNIGHT, "--gif", temp.resolve("k.gif").toString(),
                "--godot-skeleton", "S");
        assertThat(elsewhere.exit()).isEqualTo(2);
        assertThat(Files.exists(temp.resolve("bad.tres"))).isFalse();
    }

    @Test
    void badArgumentsAreRefusedWithAClearMessageAndNothingWritten() throws IOException {
        Path out = temp.resolve("x.tres");
        CheckCommandTest.Run method = reel("export", KNIGHT, "--godot-animation", out.toString(), "--godot-method",
                "2 bad");
        assertThat(method.exit()).isEqualTo(2);
        assertThat(method.err()).contains("--godot-method needs a GDScript identifier");
        CheckCommandTest.Run clipTree = reel("export", "sample-projects/platformer/anim/knight/run.aeanim",
                "--godot-tree", out.toString());
        assertThat(clipTree.exit()).isEqualTo(1);
        assertThat(clipTree.err()).contains("--godot-tree exports a controller").contains("nothing was written");
        CheckCommandTest.Run rendering = reel("export", KNIGHT, "--godot-tree", out.toString(), "--fps", "12");
        assertThat(rendering.exit()).isEqualTo(2);
        assertThat(rendering.err()).contains("writes data without rendering");
        CheckCommandTest.Run methodElsewhere = reel("export", KNIGHT, "--godot-tree", out.toString(),
                "--godot-method", "other");
        assertThat(methodElsewhere.exit()).isEqualTo(2);
        CheckCommandTest.Run missing = reel("export", temp.resolve("none.aeanim").toString(), "--godot-animation",
                out.toString());
        assertThat(missing.exit()).isEqualTo(1);
        assertThat(Files.exists(out)).isFalse();
    }

    @Test
    void everyGoldenParsesAsAGodotResource() throws Exception {
        for (String name : List.of("knight_animations.tres", "knight_tree.tres")) {
            String text = golden(name);
            // The reader lives with the interop tests; its parse is reached by reflection from this package.
            Class<?> reader = Class.forName("dev.reel.interop.GodotResourceReader");
            Method parse = reader.getDeclaredMethod("parse", String.class);
            parse.setAccessible(true);
            assertThat(parse.invoke(null, text)).as(name).isNotNull();
        }
    }

    private static List<Path> list(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        }
    }

    private static String golden(String file) throws IOException {
        try (InputStream in = GodotExportCommandTest.class.getResourceAsStream("/golden/godot/" + file)) {
            assertThat(in).as("golden/godot/" + file + " is missing; generate it with -Dreel.golden.update=true")
                    .isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static void compare(String file, String written) throws IOException {
        String expected;
        if (UPDATE) {
            Files.createDirectories(SOURCE);
            Files.writeString(SOURCE.resolve(file), written, StandardCharsets.UTF_8);
            expected = Files.readString(SOURCE.resolve(file), StandardCharsets.UTF_8);
        } else {
            expected = golden(file);
        }
        assertThat(written).as("the export against golden/godot/" + file).isEqualTo(expected);
    }
}
