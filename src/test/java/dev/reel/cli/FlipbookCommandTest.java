package dev.reel.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Clip;
import dev.reel.model.Flipbook;
import dev.reel.model.LoopMode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class FlipbookCommandTest {
    @TempDir
    Path temp;

    private Path root;
    private Path png;

    /** A project with a 12-frame strip, sliced: so cells run hero_000 to hero_011 and name order is not text order. */
    @BeforeEach
    void slicedSheet() throws Exception {
        root = Files.createDirectories(temp.resolve("game"));
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Game\" {}\n");
        png = Sheets.blank(192, 16).box(0, 0, 4, 4).write(root.resolve("assets/hero.png"));
        assertThat(reel("slice", png.toString(), "--strip", "16").exit()).isZero();
    }

    private static Clip read(Path clipFile) throws Exception {
        Loaded<Clip> loaded = ClipCodec.read(Files.readAllBytes(clipFile), clipFile.toString());
        assertThat(loaded.diagnostics()).isEmpty();
        return loaded.value();
    }

    private static List<String> cells(String... names) {
        return java.util.Arrays.stream(names).map(name -> "assets/hero.png#" + name).toList();
    }

    @Test
    void anIndexRangeBecomesAClipWithFramesATwelfthOfASecondApart() throws Exception {
        // The clip's folder does not exist yet: it is made.
        Path clipFile = root.resolve("anim/walk.aeanim");
        CheckCommandTest.Run run = reel("flipbook", png.toString(), "--cells", "1..4", "-o", clipFile.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("walk.aeanim: 4 frames (hero_001 to hero_004) at 12 fps");

        Clip clip = read(clipFile);
        assertThat(clip.loop()).isEqualTo(LoopMode.LOOP);
        assertThat(clip.flipbooks()).hasSize(1);
        Flipbook flipbook = clip.flipbooks().get(0);
        assertThat(flipbook.path()).isEmpty();
        assertThat(flipbook.sprites()).isEqualTo(cells("hero_001", "hero_002", "hero_003", "hero_004"));
        for (int frame = 0; frame < 4; frame++) {
            assertThat(flipbook.frameStart(frame + 1) - flipbook.frameStart(frame)).isCloseTo(1.0 / 12, within(1e-12));
        }
        assertThat(clip.length()).isCloseTo(4.0 / 12, within(1e-12));
        // The clip names the cells by project paths, so the project checks clean with it.
        assertThat(reel("check", root.toString()).exit()).isZero();
    }

    @Test
    void aNameRangeTakesCellsInNameOrderAtAGivenRate() throws Exception {
        Path clipFile = root.resolve("run.aeanim");
        CheckCommandTest.Run run = reel("flipbook", png.toString(), "--cells", "hero_008..hero_011", "--fps", "8",
                "-o", clipFile.toString(), "--json");
        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("clip").asText()).isEqualTo(clipFile.toString());
        assertThat(json.get("frames").asInt()).isEqualTo(4);
        assertThat(json.get("length").asDouble()).isEqualTo(0.5);
        Flipbook flipbook = read(clipFile).flipbooks().get(0);
        assertThat(flipbook.sprites()).isEqualTo(cells("hero_008", "hero_009", "hero_010", "hero_011"));
        assertThat(flipbook.fps()).isEqualTo(8.0);

        Path mixed = root.resolve("mixed.aeanim");
        assertThat(reel("flipbook", png.toString(), "--cells", "9..hero_011", "-o", mixed.toString()).exit()).isZero();
        assertThat(read(mixed).flipbooks().get(0).sprites()).isEqualTo(cells("hero_009", "hero_010", "hero_011"));
    }

    @Test
    void refusesToOverwriteUnlessForced() throws Exception {
        Path clipFile = root.resolve("idle.aeanim");
        assertThat(reel("flipbook", png.toString(), "--cells", "0..1", "-o", clipFile.toString()).exit()).isZero();
        byte[] first = Files.readAllBytes(clipFile);
        CheckCommandTest.Run again = reel("flipbook", png.toString(), "--cells", "0..5", "-o", clipFile.toString());
        assertThat(again.exit()).isEqualTo(1);
        assertThat(again.err()).contains("idle.aeanim exists; pass --force to replace it");
        assertThat(Files.readAllBytes(clipFile)).isEqualTo(first);

        CheckCommandTest.Run forced = reel("flipbook", png.toString(), "--cells", "0..5", "-o", clipFile.toString(),
                "--force");
        assertThat(forced.exit()).isZero();
        assertThat(read(clipFile).flipbooks().get(0).sprites()).hasSize(6);
        assertThat(Files.readAllBytes(root.resolve(".reel/backups/idle.aeanim~"))).isEqualTo(first);
    }

    @Test
    void spritePathsAreRelativeToTheClipsProjectOrElseItsFolder() throws Exception {
        // Outside any project the PNG's project is the clip's: the path still starts at that project.
        Path outside = Files.createDirectories(temp.resolve("elsewhere")).resolve("jump.aeanim");
        assertThat(reel("flipbook", png.toString(), "--cells", "0..0", "-o", outside.toString()).exit()).isZero();
        assertThat(read(outside).flipbooks().get(0).sprites()).isEqualTo(cells("hero_000"));

        // With no project at all, paths start at the clip's folder.
        Path loose = Files.createDirectories(temp.resolve("loose"));
        Path sheet = Sheets.blank(32, 16).write(loose.resolve("art/coin.png"));
        assertThat(reel("slice", sheet.toString(), "--strip", "16").exit()).isZero();
        Path clipFile = loose.resolve("coin.aeanim");
        assertThat(reel("flipbook", sheet.toString(), "--cells", "0..1", "-o", clipFile.toString()).exit()).isZero();
        assertThat(read(clipFile).flipbooks().get(0).sprites())
                .containsExactly("art/coin.png#coin_000", "art/coin.png#coin_001");

        // A clip in one project cannot name a sheet of another.
        CheckCommandTest.Run across = reel("flipbook", sheet.toString(), "--cells", "0..1", "-o",
                root.resolve("coin.aeanim").toString());
        assertThat(across.exit()).isEqualTo(1);
        assertThat(across.err()).contains("coin.png is outside").contains("asset paths cannot leave it");
        assertThat(root.resolve("coin.aeanim")).doesNotExist();
    }

    @Test
    void anUnslicedSheetUnknownCellsAndBackwardRangesAreErrors() throws Exception {
        Path raw = Sheets.blank(32, 16).write(root.resolve("assets/raw.png"));
        Path clipFile = root.resolve("x.aeanim");
        CheckCommandTest.Run unsliced = reel("flipbook", raw.toString(), "--cells", "0..1", "-o", clipFile.toString());
        assertThat(unsliced.exit()).isEqualTo(1);
        assertThat(unsliced.err()).contains("raw.png is not sliced").contains("run reel slice on it first");

        CheckCommandTest.Run unknown = reel("flipbook", png.toString(), "--cells", "hero_003..hero_099", "-o",
                clipFile.toString());
        assertThat(unknown.exit()).isEqualTo(1);
        assertThat(unknown.err()).contains("has no cell hero_099 (it has 12 cells, indices 0 to 11, hero_000 to"
                + " hero_011)");
        assertThat(reel("flipbook", png.toString(), "--cells", "3..12", "-o", clipFile.toString()).exit())
                .isEqualTo(1);
        CheckCommandTest.Run backwards = reel("flipbook", png.toString(), "--cells", "5..2", "-o",
                clipFile.toString());
        assertThat(backwards.exit()).isEqualTo(1);
        assertThat(backwards.err()).contains("--cells 5..2 runs backwards");
        assertThat(reel("flipbook", png.toString(), "--cells", "0..1", "--fps", "0", "-o", clipFile.toString())
                .exit()).isEqualTo(1);
        assertThat(reel("flipbook", png.toString(), "--cells", "0..1", "-o", root.resolve("x.txt").toString())
                .err()).contains("must end in .aeanim");
        assertThat(clipFile).doesNotExist();

        assertThat(reel("flipbook", png.toString(), "--cells", "0-3", "-o", clipFile.toString()).exit()).isEqualTo(2);
        assertThat(reel("flipbook", png.toString(), "--cells", "0..3").exit()).isEqualTo(2);
        assertThat(reel("flipbook", png.toString(), "-o", clipFile.toString()).exit()).isEqualTo(2);
    }

    /** -o into a folder of the project that links out of it: refused with AST001, nothing written out there. */
    @Test
    void aClipNamedInAFolderLinkedOutOfTheProjectIsNotWritten() throws Exception {
        Path outside = Files.createDirectories(temp.resolve("outside"));
        Files.createSymbolicLink(root.resolve("anim"), outside);

        CheckCommandTest.Run run = reel("flipbook", png.toString(), "--cells", "0..3", "-o",
                root.resolve("anim/walk.aeanim").toString());

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("AST001").contains("nothing was written");
        try (var files = Files.list(outside)) {
            assertThat(files).isEmpty();
        }
    }
}
