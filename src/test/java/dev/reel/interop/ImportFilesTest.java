package dev.reel.interop;

import dev.reel.io.ClipCodec;
import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.LoopMode;
import dev.reel.model.SheetMeta;
import dev.reel.sheet.CellIds;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code reel import} of an {@code .aseprite} into a project: the sheet, its cells, the clips, and importing again. */
class ImportFilesTest {
    @TempDir
    Path project;
    private Path art;

    @BeforeEach
    void makeProject() throws Exception {
        Files.writeString(project.resolve("project.aego"), "project version=1 name=\"Test\" {}\n");
        art = Files.createDirectories(project.resolve("assets/hero")).resolve("hero.aseprite");
    }

    /** Four frames of 4 × 4, a colour each, with a tag per direction and a pivot slice. */
    private static byte[] hero(int frames, int firstDuration, int pivotX) {
        AseTestWriter writer = new AseTestWriter(4, 4, 32);
        int layer = writer.imageLayer("body", 0, 255);
        for (int f = 0; f < frames; f++) {
            int frame = writer.frame(f == 0 ? firstDuration : 100 + f * 10);
            writer.cel(frame, layer, 0, 0, 255, 0, 4, 4, AseTestWriter.solid(4, 4, 0xff000000 | (f + 1) * 40 << 16),
                    true);
        }
        writer.tags(new Object[] {"walk", 0, 3, 0, 0, "the walk cycle"}, new Object[] {"back", 0, 3, 1, 0},
                new Object[] {"sway", 0, 3, 2, 0}, new Object[] {"sway back", 0, 3, 3, 0},
                new Object[] {"twice", 1, 2, 0, 2});
        writer.slice("Pivot", new int[] {0, 0, 0, 4, 4, pivotX, 4});
        return writer.bytes();
    }

    private ImportOutcome importHero() {
        return ImportFiles.run(art, null, false, CellIds.seeded(7));
    }

    private SheetMeta meta() throws Exception {
        return MetaCodec.read(Files.readAllBytes(project.resolve("assets/hero/hero.png.meta")), "m").value();
    }

    private Clip clip(String name) throws Exception {
        return ClipCodec.read(Files.readAllBytes(project.resolve("anim/hero/" + name + ".aeanim")), name).value();
    }

    private static List<String> frames(Clip clip) {
        List<String> names = new ArrayList<>();
        for (String sprite : clip.flipbooks().get(0).sprites()) {
            names.add(sprite.substring(sprite.indexOf('#') + 1));
        }
        return names;
    }

    @Test
    void writesTheSheetItsCellsAndAClipPerTag() throws Exception {
        Files.write(art, hero(4, 200, 2));
        ImportOutcome outcome = importHero();
        assertThat(outcome.diagnostics()).isEmpty();
        assertThat(outcome.summary()).isEqualTo(art + ": 4 frames, 1 layer composited, 5 clips, 0 warnings");
        assertThat(outcome.written()).containsExactly("assets/hero/hero.png", "assets/hero/hero.png.meta",
                "anim/hero/walk.aeanim", "anim/hero/back.aeanim", "anim/hero/sway.aeanim",
                "anim/hero/sway_back.aeanim", "anim/hero/twice.aeanim");

        BufferedImage sheet = ImageIO.read(project.resolve("assets/hero/hero.png").toFile());
        assertThat(sheet.getWidth()).isEqualTo(8);
        assertThat(sheet.getHeight()).isEqualTo(8);
        assertThat(sheet.getRGB(4, 4)).as("frame 3 at column 1, row 1").isEqualTo(0xffa00000);

        SheetMeta meta = meta();
        assertThat(meta.cells()).extracting(Cell::name).containsExactly("hero_000", "hero_001", "hero_002", "hero_003");
        assertThat(meta.cells().get(3).rect()).isEqualTo(new dev.reel.model.Rect(4, 4, 4, 4));
        assertThat(meta.cells().get(0).pivotX()).isEqualTo(0.5);
        assertThat(meta.cells().get(0).pivotY()).isEqualTo(1.0);

        Clip walk = clip("walk");
        assertThat(frames(walk)).containsExactly("hero_000", "hero_001", "hero_002", "hero_003");
        assertThat(walk.flipbooks().get(0).durations()).containsExactly(0.2, 0.11, 0.12, 0.13);
        assertThat(walk.length()).isEqualTo(0.56);
        assertThat(walk.loop()).isEqualTo(LoopMode.LOOP);
        assertThat(walk.extras().comments()).containsExactly("# the walk cycle");
        assertThat(frames(clip("back"))).containsExactly("hero_003", "hero_002", "hero_001", "hero_000");
        assertThat(frames(clip("sway"))).containsExactly("hero_000", "hero_001", "hero_002", "hero_003", "hero_002",
                "hero_001");
        assertThat(frames(clip("sway_back"))).containsExactly("hero_003", "hero_002", "hero_001", "hero_000",
                "hero_001", "hero_002");
        Clip twice = clip("twice");
        assertThat(frames(twice)).containsExactly("hero_001", "hero_002", "hero_001", "hero_002");
        assertThat(twice.loop()).isEqualTo(LoopMode.ONCE);
    }

    @Test
    void importingAgainKeepsIdsTheArtistsPivotsAndTheClipsKeys() throws Exception {
        Files.write(art, hero(4, 100, 2));
        importHero();
        SheetMeta first = meta();
        // The artist moves hero_001's pivot in Reel and keys a tint on the walk.
        List<Cell> moved = new ArrayList<>(first.cells());
        Cell old = moved.get(1);
        moved.set(1, new Cell(old.name(), old.id(), old.rect(), 0.25, 0.75));
        Files.write(project.resolve("assets/hero/hero.png.meta"), MetaCodec.bytes(new SheetMeta(first.version(),
                first.settings(), first.slice(), moved, first.unknown())));
        Path walkFile = project.resolve("anim/hero/walk.aeanim");
        String walk = Files.readString(walkFile);
        Files.writeString(walkFile, walk.substring(0, walk.lastIndexOf('}')).replace("frames \"\"", "frames \"Body\"")
                + "  track \"\" prop=\"SpriteRenderer.tint\" kind=color {\n    key t=0.1 v=[1, 0, 0, 1] {}\n  }\n}\n");
        assertThat(clip("walk").tracks()).hasSize(1);

        // The artist saves again in Aseprite: a fifth frame, a new first duration, the pivot slice moved.
        Files.write(art, hero(5, 300, 1));
        ImportOutcome again = importHero();
        assertThat(again.diagnostics()).isEmpty();
        SheetMeta second = meta();
        for (int i = 0; i < 4; i++) {
            assertThat(second.cells().get(i).id()).as("id of " + first.cells().get(i).name())
                    .isEqualTo(first.cells().get(i).id());
        }
        assertThat(second.cells()).hasSize(5);
        assertThat(second.cells().get(1).pivotX()).as("the artist's pivot").isEqualTo(0.25);
        assertThat(second.cells().get(1).pivotY()).isEqualTo(0.75);
        assertThat(second.cells().get(0).pivotX()).as("an untouched pivot follows the slice").isEqualTo(0.25);
        Clip walkAgain = clip("walk");
        assertThat(walkAgain.tracks()).as("the tint track survives").hasSize(1);
        assertThat(walkAgain.flipbooks().get(0).path()).as("the node the artist moved the frames to").isEqualTo("Body");
        assertThat(frames(walkAgain)).containsExactly("hero_000", "hero_001", "hero_002", "hero_003");
        assertThat(walkAgain.flipbooks().get(0).durations()).startsWith(0.3);
    }

    @Test
    void aDocumentIsChangedSinceItsImportOnlyWhenSavedAfterTheImportWroteItsMeta() throws Exception {
        Files.write(art, hero(4, 100, 2));
        assertThat(ImportFiles.changedSinceImport(art)).as("never imported").isFalse();
        importHero();
        assertThat(ImportFiles.importedBefore(art)).isTrue();
        assertThat(ImportFiles.changedSinceImport(art)).as("the copy the import just read").isFalse();
        Path meta = project.resolve("assets/hero/hero.png.meta");
        Files.setLastModifiedTime(art, java.nio.file.attribute.FileTime.fromMillis(
                Files.getLastModifiedTime(meta).toMillis() + 2000));
        assertThat(ImportFiles.changedSinceImport(art)).as("saved again in Aseprite").isTrue();
    }

    @Test
    void aDryRunWritesNothingAndAnUnreadableSidecarStopsTheImport() throws Exception {
        Files.write(art, hero(4, 100, 2));
        ImportOutcome dry = ImportFiles.run(art, null, true, CellIds.seeded(1));
        assertThat(dry.ok()).isTrue();
        assertThat(dry.written()).hasSize(7);
        assertThat(dry.summary()).endsWith("(dry run: nothing written)");
        assertThat(project.resolve("assets/hero/hero.png")).doesNotExist();

        Files.writeString(project.resolve("assets/hero/hero.png.meta"), "{ not json");
        ImportOutcome failed = importHero();
        assertThat(failed.ok()).isFalse();
        assertThat(failed.diagnostics()).extracting(Diagnostic::code).contains(Code.MET001);
        assertThat(project.resolve("assets/hero/hero.png")).doesNotExist();
        assertThat(project.resolve("anim")).doesNotExist();
    }

    @Test
    void aBrokenDocumentWritesNothing() throws Exception {
        byte[] bytes = hero(4, 100, 2);
        Files.write(art, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        ImportOutcome outcome = importHero();
        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.ASE001);
        assertThat(outcome.summary()).endsWith("not imported (1 error); nothing was written");
        try (var files = Files.list(art.getParent())) {
            assertThat(files).containsExactly(art);
        }
    }
}
