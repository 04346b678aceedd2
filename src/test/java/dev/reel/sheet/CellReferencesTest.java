package dev.reel.sheet;

import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectChecker;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Extras;
import dev.reel.model.Flipbook;
import dev.reel.model.ImportSettings;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Clips that slicing a sheet again breaks, found before the sidecar is written. */
class CellReferencesTest {
    @TempDir
    Path temp;

    private ProjectFolder project() throws Exception {
        Path root = Files.createDirectories(temp.resolve("game"));
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Game\" {}\n");
        Files.createDirectories(root.resolve("assets"));
        Files.write(root.resolve("assets/hero.png"), TestPngs.rgba(48, 16, new int[48 * 16]));
        return ProjectFolder.at(root);
    }

    private static SheetMeta sliced(List<Rect> rects) {
        return new SheetMeta(1, ImportSettings.DEFAULT, new SliceSetup.Grid(16, 16, 0, 0, 0, 0, 0),
                Reslicer.fresh("assets/hero.png", rects, CellIds.seeded(1)), Map.of());
    }

    private static Clip clipNaming(String... sprites) {
        Flipbook flipbook = new Flipbook(1, "", 12.0, List.of(), List.of(), List.of(sprites), Extras.at(4, 3));
        Key key = new Key(2, 0, new Value.Asset("assets/./hero.png#hero_001"), Interp.STEP, null, null, null,
                Extras.at(9, 5));
        Track track = Track.of("Body", "SpriteRenderer.sprite", Kind.ASSET_REF).withKeys(List.of(key));
        return Clip.empty(1, LoopMode.LOOP).withFlipbooks(List.of(flipbook)).withTracks(List.of(track));
    }

    @Test
    void reportsReferencesToCellsThatAreGoneOrNowShowAnotherPicture() throws Exception {
        ProjectFolder folder = project();
        Path sheet = folder.root().resolve("assets/hero.png");
        // Three cells at x = 0, 16, 32; slicing again from x = 16 keeps the last two under new names.
        SheetMeta before = sliced(List.of(new Rect(0, 0, 16, 16), new Rect(16, 0, 16, 16), new Rect(32, 0, 16, 16)));
        SliceOutcome after = SheetSlicer.slice("assets/hero.png", new SheetImage(48, 16, new int[48 * 16]), before,
                new SliceSetup.Grid(16, 16, 16, 0, 0, 0, 0), CellIds.seeded(2), Progress.NONE);
        assertThat(after.renamed()).containsOnly(Map.entry("hero_001", "hero_000"), Map.entry("hero_002", "hero_001"));
        assertThat(after.removed()).extracting(Cell::name).containsExactly("hero_000");

        Clip clip = clipNaming("assets/hero.png#hero_000", "assets/hero.png#hero_002", "assets/other.png#hero_009",
                "engine/sprites/runner_0");
        List<Diagnostic> problems = CellReferences.broken(folder, sheet, after, clip, "anim/run.aeanim");
        assertThat(problems).extracting(Diagnostic::code).containsOnly(Code.SLC002);
        assertThat(problems).extracting(Diagnostic::format).containsExactly(
                "anim/run.aeanim:4:3 SLC002 assets/hero.png#hero_000 shows another picture after this slicing;"
                        + " the one it showed was removed",
                "anim/run.aeanim:4:3 SLC002 assets/hero.png#hero_002 names no cell of assets/hero.png after this"
                        + " slicing (it has 2 cells, hero_000 to hero_001); the picture it showed is now hero_001",
                // The key writes the path another way; it is resolved, not compared as text.
                "anim/run.aeanim:9:5 SLC002 assets/./hero.png#hero_001 shows another picture after this slicing;"
                        + " the one it showed is now hero_000");
    }

    @Test
    void aClipNamingOnlyKeptCellsIsNotReported() throws Exception {
        ProjectFolder folder = project();
        SheetMeta before = sliced(List.of(new Rect(0, 0, 16, 16), new Rect(16, 0, 16, 16), new Rect(32, 0, 16, 16)));
        SliceOutcome fewer = SheetSlicer.slice("assets/hero.png", new SheetImage(48, 16, new int[48 * 16]), before,
                new SliceSetup.Grid(16, 16, 0, 0, 0, 0, 2), CellIds.seeded(2), Progress.NONE);
        assertThat(fewer.removed()).extracting(Cell::name).containsExactly("hero_002");
        Clip clip = clipNaming("assets/hero.png#hero_000");
        assertThat(CellReferences.broken(folder, folder.root().resolve("assets/hero.png"), fewer, clip, "a"))
                .isEmpty();
    }

    @Test
    void afterWritingTheSidecarCheckReportsTheSameMissingCellsAsAst002() throws Exception {
        ProjectFolder folder = project();
        Path sheet = folder.root().resolve("assets/hero.png");
        SheetMeta before = sliced(List.of(new Rect(0, 0, 16, 16), new Rect(16, 0, 16, 16), new Rect(32, 0, 16, 16)));
        SliceOutcome fewer = SheetSlicer.slice("assets/hero.png", new SheetImage(48, 16, new int[48 * 16]), before,
                new SliceSetup.Strip(24, 0), CellIds.seeded(2), Progress.NONE);
        Clip clip = clipNaming("assets/hero.png#hero_000", "assets/hero.png#hero_002");
        List<Diagnostic> warned = CellReferences.broken(folder, sheet, fewer, clip, "anim/run.aeanim");

        Files.write(folder.root().resolve("assets/hero.png.meta"), MetaCodec.bytes(fewer.meta()));
        List<Diagnostic> checked = new ProjectChecker(folder).checkClip(clip, "anim/run.aeanim");
        assertThat(checked).extracting(Diagnostic::format).containsExactly(
                "anim/run.aeanim:4:3 AST002 sheet assets/hero.png has no cell \"hero_002\"");
        assertThat(warned).filteredOn(d -> d.message().contains("names no cell"))
                .extracting(d -> d.line() + ":" + d.column() + " " + d.message().split(" ")[0])
                .containsExactly("4:3 assets/hero.png#hero_002");
    }

    @Test
    void aRigsAttachmentsCountAsReferencesInTheProjectScan() throws Exception {
        ProjectFolder folder = project();
        Path sheet = folder.root().resolve("assets/hero.png");
        SheetMeta before = sliced(List.of(new Rect(0, 0, 16, 16), new Rect(16, 0, 16, 16), new Rect(32, 0, 16, 16)));
        Files.write(folder.root().resolve("assets/hero.png.meta"), MetaCodec.bytes(before));
        SliceOutcome after = SheetSlicer.slice("assets/hero.png", new SheetImage(48, 16, new int[48 * 16]), before,
                new SliceSetup.Grid(16, 16, 16, 0, 0, 0, 0), CellIds.seeded(2), Progress.NONE);
        Files.createDirectories(folder.root().resolve("rigs"));
        Files.writeString(folder.root().resolve("rigs/hero.aerig"), """
                rig version=1 {
                  bone "root"
                  slot "head" bone="root" attachment="head"
                  slot "body" bone="root" attachment="body"
                  skin "default" {
                    region "head" slot="head" sprite=asset("assets/hero.png#hero_000")
                    region "body" slot="body" sprite=asset("assets/hero.png#hero_002")
                  }
                  skin "old" {
                    region "head" slot="head" sprite=asset("assets/hero.png#hero_001")
                  }
                }
                """);
        List<Diagnostic> problems = CellReferences.inProject(ProjectFolder.at(folder.root()), sheet, after);
        assertThat(problems).extracting(Diagnostic::format).containsExactly(
                "rigs/hero.aerig:6:5 SLC002 assets/hero.png#hero_000 shows another picture after this slicing;"
                        + " the one it showed was removed",
                "rigs/hero.aerig:7:5 SLC002 assets/hero.png#hero_002 names no cell of assets/hero.png after this"
                        + " slicing (it has 2 cells, hero_000 to hero_001); the picture it showed is now hero_001",
                "rigs/hero.aerig:10:5 SLC002 assets/hero.png#hero_001 shows another picture after this slicing;"
                        + " the one it showed is now hero_000");
    }
}
