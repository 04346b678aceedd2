package dev.reel.sheet;

import dev.reel.model.Cell;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Filter;
import dev.reel.model.ImportSettings;
import dev.reel.model.LoopMode;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Slicing a whole sheet into its {@code .meta}, and the rule a meta must follow against its image. */
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
    void metaRulesReportCellsReachingPastTheSheetAndNothingTheReaderAlreadyReports() {
        Cell good = new Cell("hero_000", "0123456789ab", new Rect(0, 0, 16, 16), 0.5, 1.0);
        Cell right = new Cell("hero_001", "0123456789ac", new Rect(20, 0, 16, 16), 0.5, 1.0);
        Cell below = new Cell("hero_002", "0123456789ad", new Rect(0, 8, 16, 9), 0.5, 1.0);
        SheetMeta meta = new SheetMeta(1, ImportSettings.DEFAULT, new SliceSetup.Grid(16, 16, 0, 0, 0, 0, 0),
                List.of(good, right, below), Map.of());
        assertThat(MetaRules.check(meta, "assets/hero.png.meta", 32, 16)).extracting(Diagnostic::format)
                .containsExactly(
                        "assets/hero.png.meta:0:0 MET002 cell hero_001 has rect [20, 0, 16, 16], which reaches past"
                                + " the 32 × 16 sheet",
                        "assets/hero.png.meta:0:0 MET002 cell hero_002 has rect [0, 8, 16, 9], which reaches past"
                                + " the 32 × 16 sheet");
        assertThat(MetaRules.check(meta, "assets/hero.png.meta", 36, 17)).isEmpty();
        // A sliced sheet in an atlas group is MetaCodec's MET003, reported where "atlasGroup" stands: not here too.
        SheetMeta grouped = new SheetMeta(1, IN_GROUP, new SliceSetup.Strip(16, 0), List.of(good), Map.of());
        assertThat(MetaRules.check(grouped, "assets/hero.png.meta", 32, 16)).isEmpty();
    }
}
