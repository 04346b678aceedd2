package dev.reel.edit.graph;

import dev.reel.edit.cmd.MoveStates;
import dev.reel.edit.cmd.TidyGraph;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Vec2;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tidy keeps the artist's arrangement: it puts nearly aligned boxes in line and on the grid, moves apart only what
 * covers or crowds another box, and a second Tidy changes nothing; Auto Layout's choice of flow follows the view's
 * shape.
 */
class TidyTest {

    private static Box box(double x, double y) {
        return new Box(x, y, 176, 64);
    }

    private static Map<Long, Box> boxes(Map<Long, Box> sizes, Map<Long, Vec2> corners) {
        Map<Long, Box> out = new HashMap<>();
        corners.forEach((key, at) -> out.put(key, new Box(at.x(), at.y(), sizes.get(key).width(),
                sizes.get(key).height())));
        return out;
    }

    private static Controller knight() throws java.io.IOException {
        Path file = Path.of("sample-projects/platformer/anim/knight.aectrl");
        return ControllerCodec.read(Files.readAllBytes(file), "knight.aectrl").value();
    }

    @Test
    void nearlyAlignedBoxesGoInLineOnTheGridAndTheOrderStays() {
        Map<Long, Box> before = new HashMap<>();
        before.put(1L, box(10, 101));
        before.put(2L, box(300, 112));   // same row, 11 lower
        before.put(3L, box(611, 95));    // same row
        before.put(4L, new Box(57, 300, 104, 32)); // a pill below the first, its middle 11 right of the box's
        Map<Long, Box> after = boxes(before, Tidy.tidy(before));
        assertThat(after.get(1L).centreY()).isEqualTo(after.get(2L).centreY()).isEqualTo(after.get(3L).centreY());
        assertThat(after.get(1L).centreY() % Tidy.GRID).isZero();
        assertThat(after.get(1L).centreX()).as("a pill under a box is put in its column")
                .isEqualTo(after.get(4L).centreX());
        assertThat(after.get(1L).x()).isLessThan(after.get(2L).x());
        assertThat(after.get(2L).x()).isLessThan(after.get(3L).x());
        after.forEach((key, box) -> assertThat(Math.hypot(box.x() - before.get(key).x(), box.y() - before.get(key).y()))
                .as("box " + key + " moves only to the nearby line").isLessThan(2 * Tidy.GRID));
    }

    @Test
    void boxesThatCoverOrCrowdEachOtherMoveApartAndASecondTidyChangesNothing() {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        Random random = new Random(seed);
        for (int round = 0; round < 200; round++) {
            Map<Long, Box> before = new HashMap<>();
            int count = 2 + random.nextInt(30);
            for (long key = 0; key < count; key++) {
                before.put(key, random.nextInt(5) == 0 ? new Box(random.nextInt(900), random.nextInt(700), 104, 32)
                        : box(random.nextInt(900), random.nextInt(700)));
            }
            Map<Long, Vec2> corners = Tidy.tidy(before);
            Map<Long, Box> after = boxes(before, corners);
            List<Long> keys = new ArrayList<>(after.keySet());
            for (int i = 0; i < keys.size(); i++) {
                Box a = after.get(keys.get(i));
                assertThat(a.centreX() % Tidy.GRID).as("seed " + seed).isZero();
                assertThat(a.centreY() % Tidy.GRID).as("seed " + seed).isZero();
                for (int j = i + 1; j < keys.size(); j++) {
                    assertThat(a.grow(Tidy.GAP - 0.5).overlaps(after.get(keys.get(j))))
                            .as("seed " + seed + ": boxes " + keys.get(i) + " and " + keys.get(j) + " apart").isFalse();
                }
            }
            assertThat(Tidy.tidy(after)).as("seed " + seed + ": tidy twice").isEqualTo(corners);
        }
    }

    @Test
    void anArrangementAlreadyTidyStaysAsItIs() {
        Map<Long, Box> tidy = new HashMap<>();
        tidy.put(1L, new Box(24 * 4 - 88, 24 * 4 - 32, 176, 64));
        tidy.put(2L, new Box(24 * 14 - 88, 24 * 8 - 32, 176, 64));
        tidy.put(3L, new Box(24 * 4 - 52, 24 * 12 - 16, 104, 32));
        Map<Long, Vec2> same = new HashMap<>();
        tidy.forEach((key, box) -> same.put(key, new Vec2(box.x(), box.y())));
        assertThat(Tidy.tidy(tidy)).isEqualTo(same);
    }

    @Test
    void tidyOfTheKnightMovesItsOverlappingBoxApartInOneStepAndKeepsThePills() throws Exception {
        Controller knight = knight();
        State first = knight.states().get(0);
        State second = knight.states().get(1);
        // The artist drops the second box half over the first.
        Controller crowded = new MoveStates(Map.of(second.id(), new Vec2(first.pos().x() + 60, first.pos().y() + 20)))
                .apply(knight);
        Controller tidied = new TidyGraph(Sizes.EDITOR, null).apply(crowded);
        Map<Long, Box> after = new HashMap<>();
        for (State state : tidied.states()) {
            after.put(state.id(), new Box(state.pos().x(), state.pos().y(), Sizes.EDITOR.stateWidth(),
                    Sizes.EDITOR.stateHeight()));
        }
        Vec2 entry = Placement.entry(tidied, Sizes.EDITOR);
        after.put(MoveStates.ENTRY, new Box(entry.x(), entry.y(), Sizes.EDITOR.pillWidth(), Sizes.EDITOR.pillHeight()));
        List<Box> all = new ArrayList<>(after.values());
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                assertThat(all.get(i).overlaps(all.get(j))).isFalse();
            }
        }
        Geometry geometry = GraphSamples.geometry(tidied);
        assertThat(GeometryCheck.of(geometry, null).arrowBox()).as("arrows routed around the tidied boxes").isZero();
        assertThat(new TidyGraph(Sizes.EDITOR, null).apply(tidied)).isEqualTo(tidied);
    }

    @Test
    void autoLayoutRunsAcrossAShortWideViewAndDownATallOne() throws Exception {
        Controller knight = knight();
        assertThat(LayoutFlow.flowFor(knight, false, Sizes.EDITOR, LabelText::estimatedWidth, LabelText::of,
                GraphSamples.VIEW_WIDTH, GraphSamples.VIEW_HEIGHT)).isEqualTo(LayeredLayout.Flow.ACROSS);
        Map<Long, Vec2> down = LayeredLayout.layout(knight, false, Sizes.EDITOR, LabelText::estimatedWidth,
                LabelText::of, LayeredLayout.Flow.DOWN);
        double entryY = down.get(knight.state(knight.entry()).id()).y();
        knight.states().forEach(state -> assertThat(down.get(state.id()).y()).isGreaterThanOrEqualTo(entryY));
        assertThat(down.get(Diagram.ENTRY).y()).as("the Entry pill above the flow").isLessThan(entryY);
        // A chain of three: one row across fits the short wide view at a larger zoom than a column would.
        Controller chain = ControllerCodec.read(("controller version=1 {\n entry=\"A\"\n state \"A\" {}\n"
                + " state \"B\" {}\n state \"C\" {}\n transition \"A\" to=\"B\" {}\n transition \"B\" to=\"C\" {}\n}\n")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8), "chain.aectrl").value();
        assertThat(LayoutFlow.flowFor(chain, false, Sizes.EDITOR, LabelText::estimatedWidth, LabelText::of,
                GraphSamples.VIEW_WIDTH, GraphSamples.VIEW_HEIGHT)).isEqualTo(LayeredLayout.Flow.ACROSS);
        assertThat(LayoutFlow.flowFor(chain, false, Sizes.EDITOR, LabelText::estimatedWidth, LabelText::of,
                300, 900)).isEqualTo(LayeredLayout.Flow.DOWN);
    }
}
