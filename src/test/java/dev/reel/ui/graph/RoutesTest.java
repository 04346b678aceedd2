package dev.reel.ui.graph;

import dev.reel.model.Transition;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Arrow geometry: fans between two boxes, edges, and what a label says. */
class RoutesTest {
    private static final Routes.Box IDLE = new Routes.Box(0, 0, 176, 64);
    private static final Routes.Box RUN = new Routes.Box(300, 0, 176, 64);

    @Test
    void aLoneArrowIsStraightAndOppositeArrowsBendApart() {
        Transition there = Transition.of("Idle", "Run");
        Transition back = Transition.of("Run", "Idle");
        assertThat(Routes.offsets(List.of(there)).get(there.id())).isZero();

        Map<Long, Double> offsets = Routes.offsets(List.of(there, back));
        Routes.Point apexThere = Routes.between(IDLE, RUN, offsets.get(there.id())).at(0.5);
        Routes.Point apexBack = Routes.between(RUN, IDLE, offsets.get(back.id())).at(0.5);
        assertThat(Math.abs(apexThere.y() - apexBack.y())).as("apart by a fan step")
                .isGreaterThanOrEqualTo(Routes.FAN_SPACING - 0.5);
        assertThat(Math.signum(apexThere.y() - 32)).isEqualTo(-Math.signum(apexBack.y() - 32));
    }

    @Test
    void parallelArrowsFanOutFarEnoughToClickEach() {
        List<Transition> fan = List.of(Transition.of("Idle", "Run"), Transition.of("Idle", "Run"),
                Transition.of("Idle", "Run"), Transition.of("Run", "Idle"));
        Map<Long, Double> offsets = Routes.offsets(fan);
        List<Double> apexes = fan.stream().map(t -> t.from().equals("Idle")
                ? Routes.between(IDLE, RUN, offsets.get(t.id())).at(0.5).y()
                : Routes.between(RUN, IDLE, offsets.get(t.id())).at(0.5).y()).sorted().toList();
        for (int i = 1; i < apexes.size(); i++) {
            // The hit stroke is 14 units wide: neighbours further apart than that never steal each other's click.
            assertThat(apexes.get(i) - apexes.get(i - 1)).isGreaterThan(14);
        }
    }

    @Test
    void arrowsStartAndEndOnTheBoxEdges() {
        Routes.Curve curve = Routes.between(IDLE, RUN, 0);
        assertThat(curve.start().x()).isBetween(176.0, 181.0);
        assertThat(curve.end().x()).isBetween(295.0, 300.0);
        assertThat(curve.start().y()).isEqualTo(32);
    }

    @Test
    void labelsNameTheConditionsAndTheExitTime() {
        Transition transition = new Transition(1, "Idle", "Run", 0.1, 1.0, false, List.of(
                dev.reel.model.Condition.of("Speed", dev.reel.model.CondOp.GT, new dev.reel.model.Value.Num(0.1)),
                dev.reel.model.Condition.of("Attack"),
                dev.reel.model.Condition.of("Grounded", dev.reel.model.CondOp.EQ, new dev.reel.model.Value.Bool(false))),
                dev.reel.model.Extras.NONE);
        assertThat(ArrowNode.conditionText(transition)).isEqualTo("Speed > 0.1 · Attack · not Grounded · exit 1");
    }
}
