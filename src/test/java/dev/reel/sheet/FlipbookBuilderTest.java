package dev.reel.sheet;

import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Extras;
import dev.reel.model.Flipbook;
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

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FlipbookBuilderTest {
    private static final String SHEET = "assets/hero.png";

    private static List<Cell> cells(int count) {
        List<Rect> rects = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            rects.add(new Rect(i * 8, 0, 8, 8));
        }
        return Reslicer.fresh(SHEET, rects, CellIds.seeded(1));
    }

    private static List<String> sprites(int... indexes) {
        List<String> sprites = new ArrayList<>();
        for (int index : indexes) {
            sprites.add(String.format("assets/hero.png#hero_%03d", index));
        }
        return sprites;
    }

    @Test
    void cellsInNameOrderBecomeALoopingClipAtTwelveFps() {
        List<Cell> shuffled = new ArrayList<>(cells(6));
        java.util.Collections.reverse(shuffled);
        Clip clip = FlipbookBuilder.clip(SHEET, shuffled);
        assertThat(clip.loop()).isEqualTo(LoopMode.LOOP);
        assertThat(clip.length()).isEqualTo(0.5);
        assertThat(clip.tracks()).isEmpty();
        Flipbook flipbook = clip.flipbooks().get(0);
        assertThat(flipbook.path()).isEmpty();
        assertThat(flipbook.fps()).isEqualTo(12.0);
        assertThat(flipbook.durations()).isEmpty();
        assertThat(flipbook.sprites()).containsExactlyElementsOf(sprites(0, 1, 2, 3, 4, 5));
    }

    @Test
    void nameOrderComparesNumbersAsNumbers() {
        List<String> names = new ArrayList<>(List.of("hero_10", "hero_9", "hero_1", "a_2", "hero_010"));
        names.sort(FlipbookBuilder.NAME_ORDER);
        assertThat(names).containsExactly("a_2", "hero_1", "hero_9", "hero_010", "hero_10");
    }

    /**
     * Seeded property: the name order agrees, pair by pair, with its definition written the plain way (each digit run
     * with its leading zeros cut by a regular expression, then compared by length and by text), on names of letters,
     * zeros and digit runs of every length; the failing seed and pair are printed.
     */
    @Test
    void nameOrderAgreesWithNumbersCutOfLeadingZeros() {
        for (long seed = 1; seed <= 200; seed++) {
            java.util.Random random = new java.util.Random(seed);
            for (int pair = 0; pair < 50; pair++) {
                String first = randomName(random);
                String second = randomName(random);
                int expected = Integer.signum(definedOrder(first, second));
                int actual = Integer.signum(FlipbookBuilder.NAME_ORDER.compare(first, second));
                assertThat(actual).as("seed %d: \"%s\" against \"%s\"", seed, first, second).isEqualTo(expected);
            }
        }
    }

    private static String randomName(java.util.Random random) {
        String letters = "0000123456789ab_";
        StringBuilder name = new StringBuilder();
        for (int i = random.nextInt(9); i >= 0; i--) {
            name.append(letters.charAt(random.nextInt(letters.length())));
        }
        return name.toString();
    }

    private static int definedOrder(String first, String second) {
        int i = 0;
        int j = 0;
        while (i < first.length() && j < second.length()) {
            char a = first.charAt(i);
            char b = second.charAt(j);
            if (Character.isDigit(a) && Character.isDigit(b)) {
                int endA = i;
                while (endA < first.length() && Character.isDigit(first.charAt(endA))) {
                    endA++;
                }
                int endB = j;
                while (endB < second.length() && Character.isDigit(second.charAt(endB))) {
                    endB++;
                }
                String numberA = first.substring(i, endA).replaceFirst("^0+(?=.)", "");
                String numberB = second.substring(j, endB).replaceFirst("^0+(?=.)", "");
                int order = numberA.length() != numberB.length() ? numberA.length() - numberB.length()
                        : numberA.compareTo(numberB);
                if (order != 0) {
                    return order;
                }
                i = endA;
                j = endB;
            } else {
                if (a != b) {
                    return a - b;
                }
                i++;
                j++;
            }
        }
        int order = (first.length() - i) - (second.length() - j);
        return order != 0 ? order : first.compareTo(second);
    }

    @Test
    void givenRatesAndDurationsSetTheClipLength() {
        Clip atEight = FlipbookBuilder.clip(SHEET, cells(4), "Body", new FrameTiming.Fps(8), LoopMode.ONCE);
        assertThat(atEight.length()).isEqualTo(0.5);
        assertThat(atEight.loop()).isEqualTo(LoopMode.ONCE);
        assertThat(atEight.flipbooks().get(0).path()).isEqualTo("Body");
        assertThat(FlipbookBuilder.clip(SHEET, cells(10)).length()).isEqualTo(10 / 12.0);

        Clip idle = FlipbookBuilder.clip(SHEET, cells(6), "", new FrameTiming.Every(0.15), LoopMode.LOOP);
        assertThat(idle.length()).isEqualTo(0.9);
        assertThat(idle.flipbooks().get(0).durations()).containsOnly(0.15).hasSize(6);
        assertThat(idle.flipbooks().get(0).fps()).isNull();

        Clip uneven = FlipbookBuilder.clip(SHEET, cells(3), "", new FrameTiming.Each(List.of(0.1, 0.2, 0.05)),
                LoopMode.LOOP);
        assertThat(uneven.length()).isEqualTo(0.35);
        assertThatThrownBy(() -> FlipbookBuilder.clip(SHEET, cells(2), "", new FrameTiming.Each(List.of(0.1)),
                LoopMode.LOOP)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FrameTiming.Fps(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void spriteStripImportSlicesAndTimesTheFrames() {
        SpriteStripImport.Result idle = SpriteStripImport.run("assets/knight_idle.png", 768, 128,
                SheetMeta.unsliced(), 128, 0, 0.15, LoopMode.LOOP, "", CellIds.seeded(3));
        assertThat(idle.ok()).isTrue();
        assertThat(idle.meta().slice()).isEqualTo(new SliceSetup.Strip(128, 0));
        assertThat(idle.meta().cells()).hasSize(6);
        assertThat(idle.meta().cells().get(5).name()).isEqualTo("knight_idle_005");
        assertThat(idle.clip().length()).isEqualTo(0.9);
        assertThat(idle.clip().flipbooks().get(0).sprites().get(0)).isEqualTo("assets/knight_idle.png#knight_idle_000");

        SpriteStripImport.Result run = SpriteStripImport.run("assets/knight_run.png", 1280, 128,
                SheetMeta.unsliced(), 128, 128, 0.08, LoopMode.LOOP, "", CellIds.seeded(3));
        assertThat(run.clip().length()).isEqualTo(0.8);
        assertThat(run.clip().flipbooks().get(0).durations()).hasSize(10).containsOnly(0.08);

        SpriteStripImport.Result again = SpriteStripImport.run("assets/knight_run.png", 1280, 128, run.meta(),
                128, 128, 0.1, LoopMode.LOOP, "", CellIds.seeded(4));
        assertThat(again.meta().cells()).isEqualTo(run.meta().cells());

        SpriteStripImport.Result bad = SpriteStripImport.run("assets/knight_run.png", 1290, 128,
                SheetMeta.unsliced(), 128, 0, 0.08, LoopMode.LOOP, "", CellIds.seeded(3));
        assertThat(bad.ok()).isFalse();
        assertThat(bad.clip()).isNull();
        assertThat(bad.diagnostics().get(0).message()).isEqualTo("sheet width 1290 is not a multiple of frame width 128");
        assertThat(SpriteStripImport.run("s.png", 256, 128, SheetMeta.unsliced(), 128, 0, 0, LoopMode.LOOP, "",
                CellIds.seeded(3)).diagnostics().get(0).message())
                .isEqualTo("frame duration 0.0 is not a positive number of seconds");
    }

    @Test
    void droppedFramesGoOnTheSpriteTrackAndGrowTheClip() {
        Key first = Key.of(0, new Value.Asset("engine/sprites/runner_0")).withInterp(Interp.STEP);
        Key second = Key.of(0.25, new Value.Asset("engine/sprites/runner_1")).withInterp(Interp.STEP);
        Track track = Track.of("Body", FrameInsertion.SPRITE_PROPERTY, Kind.ASSET_REF).withKeys(List.of(first, second));
        Clip clip = Clip.empty(0.3, LoopMode.LOOP).withTracks(List.of(track));

        Clip dropped = FrameInsertion.addCells(clip, "Body", SHEET, cells(3), 0.25, FrameInsertion.DROP_SPACING);
        // The last frame starts at 0.25 + 2/12 and lasts 1/12: the clip grows to 0.5.
        assertThat(dropped.length()).isEqualTo(0.5);
        List<Key> keys = dropped.tracks().get(0).keys();
        // Frames 4 and 5 of 12 fps, at the times every gesture gives those frames.
        assertThat(keys).extracting(Key::time).containsExactly(0.0, 0.25, 4 / 12.0, 5 / 12.0);
        assertThat(keys).extracting(Key::value).containsExactly(new Value.Asset("engine/sprites/runner_0"),
                new Value.Asset("assets/hero.png#hero_000"), new Value.Asset("assets/hero.png#hero_001"),
                new Value.Asset("assets/hero.png#hero_002"));
        assertThat(keys.get(1).interp()).isEqualTo(Interp.STEP);
        assertThat(keys.get(0).id()).isEqualTo(first.id());
        assertThat(dropped.tracks().get(0).id()).isEqualTo(track.id());

        Clip inside = FrameInsertion.addCells(clip, "Body", SHEET, cells(1), 0.1, 0.1);
        assertThat(inside.length()).isEqualTo(0.3);
        assertThat(inside.tracks().get(0).keys()).hasSize(3);
    }

    @Test
    void framesIntoAFlipbookMergeByTime() {
        Flipbook flipbook = new Flipbook(7, "", 12.0, List.of(), List.of(), sprites(0, 1, 2, 3), Extras.at(3, 3));
        Clip clip = Clip.empty(4 / 12.0, LoopMode.LOOP).withFlipbooks(List.of(flipbook));

        // Replacing frames 2 and 3 and adding a fifth at the flipbook's own rate keeps fps=12.
        Clip appended = FrameInsertion.addSprites(clip, "", sprites(7, 8, 9), 2 / 12.0, 1 / 12.0);
        Flipbook merged = appended.flipbooks().get(0);
        assertThat(merged.id()).isEqualTo(7);
        assertThat(merged.extras()).isEqualTo(Extras.at(3, 3));
        assertThat(merged.fps()).isEqualTo(12.0);
        assertThat(merged.sprites()).containsExactlyElementsOf(sprites(0, 1, 7, 8, 9));
        assertThat(appended.length()).isEqualTo(5 / 12.0);

        // Frames between the existing ones shorten them: the flipbook gets durations.
        Clip between = FrameInsertion.addSprites(clip, "", sprites(9), 0.125, 0.05);
        Flipbook timed = between.flipbooks().get(0);
        assertThat(timed.fps()).isNull();
        assertThat(timed.sprites()).containsExactlyElementsOf(sprites(0, 1, 9, 2, 3));
        assertThat(timed.durations()).containsExactly(0.083333333, 0.041666667, 0.041666667, 0.083333333,
                0.083333333);
        assertThat(timed.frameStart(2)).isCloseTo(0.125, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(between.length()).isEqualTo(4 / 12.0);
    }

    @Test
    void framesForANodeWithoutSpritesMakeAFlipbookOrATrack() {
        Clip empty = Clip.empty(1, LoopMode.LOOP);
        Clip fromStart = FrameInsertion.addSprites(empty, "Arm", sprites(0, 1), 0, 1 / 12.0);
        assertThat(fromStart.flipbooks()).singleElement().satisfies(flipbook -> {
            assertThat(flipbook.path()).isEqualTo("Arm");
            assertThat(flipbook.fps()).isEqualTo(12.0);
        });
        Clip slow = FrameInsertion.addSprites(empty, "Arm", sprites(0, 1), 0, 0.15);
        assertThat(slow.flipbooks().get(0).durations()).containsExactly(0.15, 0.15);

        Clip later = FrameInsertion.addSprites(empty, "Arm", sprites(0, 1), 0.5, 0.25);
        assertThat(later.flipbooks()).isEmpty();
        assertThat(later.tracks()).singleElement().satisfies(track -> {
            assertThat(track.path()).isEqualTo("Arm");
            assertThat(track.property()).isEqualTo("SpriteRenderer.sprite");
            assertThat(track.kind()).isEqualTo(Kind.ASSET_REF);
            assertThat(track.keys()).extracting(Key::time).containsExactly(0.5, 0.75);
        });
        assertThat(later.length()).isEqualTo(1.0);
        assertThat(FrameInsertion.addSprites(empty, "Arm", List.of(), 0, 0.1)).isSameAs(empty);
    }
}
