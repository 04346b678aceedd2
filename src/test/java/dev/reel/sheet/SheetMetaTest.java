package dev.reel.sheet;

import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Extras;
import dev.reel.model.Filter;
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

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Slicing a whole sheet into its {@code .meta}, the rules a meta must follow, and clips that name cells. */
class SheetMetaTest {
    private static final ImportSettings IN_GROUP = new ImportSettings(Filter.NEAREST, true, false, "characters", 2, 0);

    private static SheetImage strip(int frames) {
        int[] argb = new int[frames * 16 * 16];
        for (int frame = 0; frame < frames; frame++) {
            argb[(8 * frames * 16) + frame * 16 + 8] = 0xff000000;
        }
        return new SheetImage(frames * 16, 16, argb);
    }

    @Test
    void slicingASheetMakesItsMetaAndKeepsIdsWhenSlicedAgain() {
        SheetMeta unsliced = new SheetMeta(1, ImportSettings.DEFAULT, null, List.of(), Map.of("tool", "\"x\""));
        SliceOutcome first = SheetSlicer.slice("assets/hero.png", strip(4), unsliced,
                new SliceSetup.Grid(16, 16, 0, 0, 0, 0, 0), CellIds.seeded(1), Progress.NONE);
        assertThat(first.ok()).isTrue();
        assertThat(first.meta().slice()).isEqualTo(new SliceSetup.Grid(16, 16, 0, 0, 0, 0, 0));
        assertThat(first.meta().unknown()).containsEntry("tool", "\"x\"");
        assertThat(first.meta().cells()).extracting(Cell::name).containsExactly("hero_000", "hero_001", "hero_002",
                "hero_003");

        // By alpha the same sheet has four one-pixel shapes: same count, so every id stays.
        SliceOutcome again = SheetSlicer.slice("assets/hero.png", strip(4), first.meta(),
                new SliceSetup.Alpha(16, 0, false), CellIds.seeded(2), Progress.NONE);
        assertThat(again.meta().cells()).extracting(Cell::id)
                .containsExactlyElementsOf(first.meta().cells().stream().map(Cell::id).toList());
        assertThat(again.meta().cells().get(1).rect()).isEqualTo(new Rect(24, 8, 1, 1));

        // A strip of two 32 px frames: two of the four cells are removed.
        SliceOutcome fewer = SheetSlicer.slice("assets/hero.png", strip(4), again.meta(),
                new SliceSetup.Strip(32, 0), CellIds.seeded(3), Progress.NONE);
        assertThat(fewer.meta().cells()).hasSize(2);
        assertThat(fewer.removed()).hasSize(2);
    }

    @Test
    void refusedOrCancelledSlicingKeepsThePreviousMeta() {
        SheetMeta previous = SheetMeta.unsliced();
        SliceOutcome refused = SheetSlicer.slice("assets/hero.png", strip(3), previous, new SliceSetup.Strip(20, 0),
                CellIds.seeded(1), Progress.NONE);
        assertThat(refused.meta()).isSameAs(previous);
        assertThat(refused.diagnostics().get(0).message())
                .isEqualTo("sheet width 48 is not a multiple of frame width 20");
        SliceOutcome cancelled = SheetSlicer.slice("assets/hero.png", strip(3), previous,
                new SliceSetup.Alpha(16, 0, false), CellIds.seeded(1), new Progress(f -> { }, () -> true));
        assertThat(cancelled.cancelled()).isTrue();
        assertThat(cancelled.meta()).isSameAs(previous);
    }

    @Test
    void aSheetInAnAtlasGroupCannotBeSliced() {
        SheetMeta grouped = new SheetMeta(1, IN_GROUP, null, List.of(), Map.of());
        assertThat(MetaRules.check(grouped, "assets/hero.png.meta", 0, 0)).isEmpty();
        SliceOutcome outcome = SheetSlicer.slice("assets/hero.png", strip(2), grouped,
                new SliceSetup.Strip(16, 0), CellIds.seeded(1), Progress.NONE);
        assertThat(outcome.diagnostics()).singleElement().extracting(Diagnostic::code).isEqualTo(Code.MET003);
        assertThat(SpriteStripImport.run("assets/hero.png", 32, 16, grouped, 16, 0, 0.1, LoopMode.LOOP, "",
                CellIds.seeded(1)).diagnostics()).singleElement().extracting(Diagnostic::code).isEqualTo(Code.MET003);
    }

    @Test
    void metaRulesReportASlicedSheetInAGroupAndBadCells() {
        Cell good = new Cell("hero_000", "0123456789ab", new Rect(0, 0, 16, 16), 0.5, 1.0);
        SheetMeta sliced = new SheetMeta(1, IN_GROUP, new SliceSetup.Strip(16, 0), List.of(good), Map.of());
        List<Diagnostic> problems = MetaRules.check(sliced, "assets/hero.png.meta", 32, 16);
        assertThat(problems).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(Code.MET003);
            assertThat(d.file()).isEqualTo("assets/hero.png.meta");
            assertThat(d.message()).isEqualTo("the sheet is sliced into 1 cells and cannot join atlas group \"characters\"");
        });
        SheetMeta bad = new SheetMeta(1, ImportSettings.DEFAULT, null, List.of(good,
                new Cell("hero_000", "0123456789ab", new Rect(20, 0, 16, 16), 0.5, Double.NaN),
                new Cell("hero_002", "", new Rect(0, 0, 0, 16), 0.5, 1.0)), Map.of());
        assertThat(MetaRules.check(bad, "m", 32, 16)).extracting(Diagnostic::message).containsExactly(
                "cell name hero_000 is used twice",
                "cell hero_000 has id 0123456789ab, which another cell already has",
                "cell hero_000 has rect [20, 0, 16, 16], which reaches past the 32 × 16 sheet",
                "cell hero_000 has a pivot that is not a number",
                "cell hero_002 has no id",
                "cell hero_002 has rect [0, 0, 0, 16], which is empty or starts left of or above the sheet");
        assertThat(MetaRules.check(bad, "m", 32, 16)).extracting(Diagnostic::code).containsOnly(Code.MET002);
    }

    @Test
    void clipsNamingRemovedCellsAreReportedAtTheirLines() {
        List<Cell> cells = Reslicer.fresh("assets/hero.png", List.of(new Rect(0, 0, 8, 8), new Rect(8, 0, 8, 8)),
                CellIds.seeded(1));
        SheetMeta meta = new SheetMeta(1, ImportSettings.DEFAULT, new SliceSetup.Strip(8, 0), cells, Map.of());
        Flipbook flipbook = new Flipbook(1, "", 12.0, List.of(), List.of(),
                List.of("assets/hero.png#hero_000", "assets/hero.png#hero_007", "assets/other.png#hero_009",
                        "engine/sprites/runner_0"), Extras.at(4, 3));
        Key keptKey = new Key(2, 0, new Value.Asset("assets/hero.png#hero_001"), Interp.STEP, null, null, null,
                Extras.at(9, 5));
        Key goneKey = new Key(3, 0.5, new Value.Asset("assets/hero.png#hero_002"), Interp.STEP, null, null, null,
                Extras.at(10, 5));
        Track track = Track.of("Body", "SpriteRenderer.sprite", Kind.ASSET_REF).withKeys(List.of(keptKey, goneKey));
        Clip clip = Clip.empty(1, LoopMode.LOOP).withFlipbooks(List.of(flipbook)).withTracks(List.of(track));
        List<Diagnostic> problems = CellReferences.missing("assets/hero.png", meta, clip, "anim/run.aeanim");
        assertThat(problems).extracting(Diagnostic::format).containsExactly(
                "anim/run.aeanim:4:3 AST002 assets/hero.png#hero_007 names no cell of assets/hero.png"
                        + " (it has 2 cells, hero_000 to hero_001)",
                "anim/run.aeanim:10:5 AST002 assets/hero.png#hero_002 names no cell of assets/hero.png"
                        + " (it has 2 cells, hero_000 to hero_001)");
        assertThat(CellReferences.missing("assets/hero.png", SheetMeta.unsliced(), clip, "a").get(0).message())
                .endsWith("(it is not sliced)");
    }
}
