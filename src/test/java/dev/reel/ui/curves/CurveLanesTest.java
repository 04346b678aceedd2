package dev.reel.ui.curves;

import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The lanes of several tracks on one graph: names, colours, units, Normalize, hidden and soloed lanes. */
class CurveLanesTest {
    private static final Track POSITION = Track.of("", Properties.POSITION, Kind.VEC2).withKeys(List.of(
            Key.of(0, Value.Vec.of(0, 5)), Key.of(1, Value.Vec.of(80, 5))));
    private static final Track ARM = Track.of("arm", Properties.ROTATION, Kind.FLOAT32).withKeys(List.of(
            Key.of(0, new Value.Num(0)), Key.of(1, new Value.Num(Math.PI / 2))));

    @Test
    void lanesOfSeveralTracksAreNamedWithTheirNodesAndGetColoursOfTheirOwn() {
        CurveLanes lanes = new CurveLanes();
        lanes.update(List.of(POSITION, ARM), Set.of(), Set.of(), null, false, false);
        assertThat(lanes.all()).extracting(CurveLane::name)
                .containsExactly("(this node) · Position.x", "(this node) · Position.y", "arm · Rotation");
        assertThat(lanes.all()).extracting(CurveLane::colour)
                .containsExactly("-reel-curve-lane-0", "-reel-curve-lane-1", "-reel-curve-lane-2");
        assertThat(lanes.all().get(2).graphValue(1)).as("a rotation is drawn in degrees").isCloseTo(90, within(1e-9));
        assertThat(lanes.all().get(2).stored(30)).as("30 on its graph is 30° exactly").isEqualTo(Math.toRadians(30));

        lanes.update(List.of(ARM), Set.of(), Set.of(), null, false, false);
        assertThat(lanes.all()).extracting(CurveLane::name, CurveLane::colour)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Rotation", "-reel-curve-scalar"));
    }

    @Test
    void hiddenLanesAreLeftOutAndASoloLeavesOnlyItsLane() {
        CurveLanes lanes = new CurveLanes();
        LaneKey y = new LaneKey(POSITION.id(), 1);
        LaneKey arm = new LaneKey(ARM.id(), 0);
        lanes.update(List.of(POSITION, ARM), Set.of(y), Set.of(arm), null, false, false);
        assertThat(lanes.visible()).extracting(CurveLane::key).containsExactly(new LaneKey(POSITION.id(), 0), arm);
        assertThat(lanes.visible().get(1).locked()).isTrue();
        lanes.update(List.of(POSITION, ARM), Set.of(y), Set.of(arm), y, false, false);
        assertThat(lanes.visible()).extracting(CurveLane::key).as("a solo shows even a hidden lane").containsExactly(y);
        assertThat(lanes.laneOf(POSITION.keys().get(1).id(), 1).key()).isEqualTo(y);
        assertThat(lanes.laneOf(ARM.keys().get(0).id(), 1)).as("a float has one lane").isNull();
    }

    @Test
    void normalizedLanesRunFromMinusOneToOneAndTurnGraphMovesBackIntoStoredOnes() {
        Random random = new Random(Long.getLong("reel.seed", 23));
        for (int run = 0; run < 200; run++) {
            double low = random.nextGaussian() * 100;
            double high = low + random.nextDouble() * 50 + 1e-6;
            Track track = Track.of("", "script/Mood.level", Kind.FLOAT32).withKeys(List.of(
                    Key.of(0, new Value.Num(high)), Key.of(0.5, new Value.Num(low)),
                    Key.of(1, new Value.Num((low + high) / 2))));
            CurveLanes lanes = new CurveLanes();
            lanes.update(List.of(track), Set.of(), Set.of(), null, true, false);
            CurveLane lane = lanes.all().get(0);
            String seed = "run " + run + " (reel.seed " + Long.getLong("reel.seed", 23) + ")";
            assertThat(lane.graphValue(0)).as(seed).isCloseTo(1, within(1e-9));
            assertThat(lane.graphValue(1)).as(seed).isCloseTo(-1, within(1e-9));
            assertThat(lane.graphValue(2)).as(seed).isCloseTo(0, within(1e-9));
            double graph = random.nextDouble() * 4 - 2;
            assertThat(lane.graph(lane.stored(graph))).as(seed).isCloseTo(graph, within(1e-9));
            assertThat(lane.storedDelta(0.5)).as(seed).isCloseTo((high - low) / 4, within(1e-9));
        }
        Track flat = Track.of("", "script/Mood.level", Kind.FLOAT32).withKeys(List.of(Key.of(0, new Value.Num(3))));
        CurveLanes lanes = new CurveLanes();
        lanes.update(List.of(flat), Set.of(), Set.of(), null, true, false);
        assertThat(lanes.all().get(0).graphValue(0)).as("all keys equal: drawn at 0").isEqualTo(0);
    }

    @Test
    void aDragKeepsTheNormalizedScaleUntilItEnds() {
        CurveLanes lanes = new CurveLanes();
        lanes.update(List.of(POSITION), Set.of(), Set.of(), null, true, false);
        Track moved = POSITION.withKeys(List.of(POSITION.keys().get(0),
                POSITION.keys().get(1).withValue(Value.Vec.of(160, 5))));
        lanes.update(List.of(moved), Set.of(), Set.of(), null, true, true);
        assertThat(lanes.all().get(0).graphValue(1)).as("frozen: the old scale, 0…80").isCloseTo(3, within(1e-9));
        lanes.update(List.of(moved), Set.of(), Set.of(), null, true, false);
        assertThat(lanes.all().get(0).graphValue(1)).as("released: worked out again").isCloseTo(1, within(1e-9));
    }
}
