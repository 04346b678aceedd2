package dev.reel.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code reel import} and the engine formats of {@code reel export} on the command line. */
class ImportCommandTest {
    @TempDir
    Path project;
    @TempDir
    Path outside;

    private Path realFile() throws Exception {
        Files.writeString(project.resolve("project.aego"), "project version=1 name=\"Test\" {}\n");
        Path art = Files.createDirectories(project.resolve("art")).resolve("layers_and_tags.aseprite");
        try (InputStream in = getClass().getResourceAsStream("/dev/reel/interop/aseprite/layers_and_tags.aseprite")) {
            Files.write(art, in.readAllBytes());
        }
        return art;
    }

    @Test
    void importsIntoAFolderAndPrintsWhatItWrote() throws Exception {
        Path art = realFile();
        Path into = project.resolve("assets/hero");
        CheckCommandTest.Run run = reel("import", art.toString(), "--into", into.toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        assertThat(run.out()).startsWith(art + ": 4 frames, 3 layers composited, 3 clips, 0 warnings")
                .contains("  wrote assets/hero/layers_and_tags.png\n")
                .contains("  wrote anim/layers_and_tags/T3.aeanim\n");
        CheckCommandTest.Run check = reel("check", project.toString());
        assertThat(check.exit()).as(check.out() + check.err()).isZero();
    }

    @Test
    void intoANewFolderOutsideAnyProjectMakesItAndPutsTheClipsThere() throws Exception {
        Path art = realFile();
        Path into = outside.resolve("build/hero");
        CheckCommandTest.Run dry = reel("import", art.toString(), "--into", into.toString(), "--dry-run");
        assertThat(dry.err()).isEmpty();
        assertThat(dry.exit()).isZero();
        assertThat(dry.out()).contains("  would write layers_and_tags.png\n")
                .contains("  would write anim/layers_and_tags/T3.aeanim\n");
        assertThat(outside.resolve("build")).doesNotExist();

        CheckCommandTest.Run run = reel("import", art.toString(), "--into", into.toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        assertThat(into.resolve("layers_and_tags.png")).isRegularFile();
        assertThat(into.resolve("layers_and_tags.png.meta")).isRegularFile();
        assertThat(into.resolve("anim/layers_and_tags/T3.aeanim")).isRegularFile();
    }

    /** Aseprite's own export of the beetle (sheet and JSON hash) in a folder outside the project. */
    private Path exportedAtlas() throws Exception {
        Files.writeString(project.resolve("project.aego"), "project version=1 name=\"Test\" {}\n");
        for (String name : new String[] {"beetle.json", "beetle.png"}) {
            try (InputStream in = getClass().getResourceAsStream("/dev/reel/interop/aseprite-exports/" + name)) {
                Files.write(outside.resolve(name), in.readAllBytes());
            }
        }
        return outside.resolve("beetle.json");
    }

    @Test
    void atlasDataIntoAFolderCopiesItsPngThereWithTheMetaBesideAndKeepsIdsOnReimport() throws Exception {
        Path data = exportedAtlas();
        Path into = project.resolve("assets/bugs");
        CheckCommandTest.Run run = reel("import", data.toString(), "--into", into.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).startsWith(data + ": 3 frames")
                .contains("  wrote assets/bugs/beetle.png\n", "  wrote assets/bugs/beetle.png.meta\n",
                        "  wrote anim/beetle/Loop.aeanim\n");
        assertThat(into.resolve("beetle.png")).hasSameBinaryContentAs(outside.resolve("beetle.png"));
        assertThat(outside.resolve("beetle.png.meta")).doesNotExist();
        JsonNode meta = new ObjectMapper().readTree(into.resolve("beetle.png.meta").toFile());
        assertThat(meta.path("cells").size()).isEqualTo(3);
        CheckCommandTest.Run check = reel("check", project.toString());
        assertThat(check.exit()).as(check.out() + check.err()).isZero();
        assertThat(reel("import", data.toString(), "--into", into.toString()).exit()).isZero();
        JsonNode again = new ObjectMapper().readTree(into.resolve("beetle.png.meta").toFile());
        assertThat(again.path("cells")).isEqualTo(meta.path("cells"));
    }

    @Test
    void atlasDataIntoAFolderThatLeadsOutOfTheProjectIsRefusedAndWritesNothing() throws Exception {
        Path data = exportedAtlas();
        Path elsewhere = Files.createDirectories(outside.resolve("elsewhere"));
        Path link = Files.createSymbolicLink(Files.createDirectories(project.resolve("assets")).resolve("link"), elsewhere);
        CheckCommandTest.Run run = reel("import", data.toString(), "--into", link.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("AST001");
        assertThat(run.out()).contains("nothing was written");
        try (var files = Files.list(elsewhere)) {
            assertThat(files).isEmpty();
        }
        assertThat(project.resolve("anim")).doesNotExist();
        Files.delete(link);
        CheckCommandTest.Run dry = reel("import", data.toString(), "--into", project.resolve("assets").toString(),
                "--dry-run");
        assertThat(dry.exit()).isZero();
        assertThat(dry.out()).contains("  would write assets/beetle.png\n");
        assertThat(project.resolve("assets/beetle.png")).doesNotExist();
    }

    @Test
    void aDryRunAsJsonWritesNothing() throws Exception {
        Path art = realFile();
        CheckCommandTest.Run run = reel("import", art.toString(), "--dry-run", "--json");
        assertThat(run.exit()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.path("kind").asText()).isEqualTo("aseprite");
        assertThat(json.path("frames").asInt()).isEqualTo(4);
        assertThat(json.path("dryRun").asBoolean()).isTrue();
        assertThat(json.path("written").size()).isEqualTo(5);
        assertThat(project.resolve("art/layers_and_tags.png")).doesNotExist();
    }

    @Test
    void aMissingOrBrokenFileExitsOneAndSaysNothingWasWritten() throws Exception {
        CheckCommandTest.Run missing = reel("import", project.resolve("nothing.aseprite").toString());
        assertThat(missing.exit()).isEqualTo(1);
        assertThat(missing.err()).contains("IO001");
        Path broken = Files.write(project.resolve("broken.ase"), new byte[300]);
        CheckCommandTest.Run run = reel("import", broken.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("broken.ase:0:0 ASE001 at byte 4: not an Aseprite file");
        assertThat(run.out()).contains("nothing was written");
    }

    @Test
    void exportsGodotAsepriteAndTexturePackerFiles() throws Exception {
        Path art = realFile();
        assertThat(reel("import", art.toString(), "--into", project.resolve("assets").toString()).exit()).isZero();
        Path clip = project.resolve("anim/layers_and_tags/T1.aeanim");
        CheckCommandTest.Run godot = reel("export", clip.toString(), "--godot", project.resolve("out/t1.tres").toString());
        assertThat(godot.exit()).as(godot.err()).isZero();
        assertThat(godot.out()).contains("1 animation, 2 frames");
        assertThat(Files.readString(project.resolve("out/t1.tres"))).contains("\"name\": &\"T1\"");
        CheckCommandTest.Run json = reel("export", project.resolve("assets/layers_and_tags.png").toString(),
                "--aseprite-json", project.resolve("out/all.json").toString(), "--json");
        assertThat(json.exit()).isZero();
        assertThat(new ObjectMapper().readTree(json.out()).path("animations").asInt()).isEqualTo(3);
        CheckCommandTest.Run tp = reel("export", project.resolve("assets/layers_and_tags.png").toString(),
                "--texturepacker", project.resolve("out/tp.json").toString());
        assertThat(tp.out()).contains("4 cells");
        CheckCommandTest.Run wrong = reel("export", clip.toString(), "--godot", "x.tres", "--fps", "10");
        assertThat(wrong.exit()).isEqualTo(2);
    }
}
