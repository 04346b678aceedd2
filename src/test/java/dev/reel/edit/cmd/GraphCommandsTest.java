package dev.reel.edit.cmd;

import dev.reel.edit.Samples;
import dev.reel.io.ControllerCodec;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.model.Vec2;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The commands the animator graph adds: reordering by drag, pasting states, Auto Layout. */
class GraphCommandsTest {
    private final Controller controller = Samples.controller();

    private static List<String> order(Controller controller) {
        return controller.transitions().stream().map(t -> t.from() + ">" + t.to()).toList();
    }

    @Test
    void reorderTransitionMovesItAmongItsSiblingsOnly() {
        Controller more = new AddTransition(Transition.of("Run", "Jump")).apply(
                new AddTransition(Transition.of("Idle", "Idle")).apply(controller));
        assertThat(order(more)).containsExactly("any>Jump", "Idle>Run", "Run>Idle", "Idle>Jump", "Idle>Idle",
                "Run>Jump");
        Transition idleIdle = Samples.transition(more, "Idle", "Idle");

        Controller first = new ReorderTransition(idleIdle.id(), 0).apply(more);
        assertThat(order(first)).containsExactly("any>Jump", "Idle>Idle", "Run>Idle", "Idle>Run", "Idle>Jump",
                "Run>Jump");
        Controller middle = new ReorderTransition(Samples.transition(more, "Idle", "Run").id(), 1).apply(more);
        assertThat(order(middle)).containsExactly("any>Jump", "Idle>Jump", "Run>Idle", "Idle>Run", "Idle>Idle",
                "Run>Jump");
        assertThat(new ReorderTransition(idleIdle.id(), 2).apply(more)).isEqualTo(more);
        assertThatThrownBy(() -> new ReorderTransition(idleIdle.id(), 3).apply(more))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rank");
        assertThatThrownBy(() -> new ReorderTransition(999_999_999L, 0).apply(more))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void pasteStatesAddsCopiesWithTheTransitionsAmongThemUnderFreeNames() {
        Controller copied = controller.withStates(List.of(Samples.state(controller, "Idle"),
                Samples.state(controller, "Run")));
        PasteStates paste = PasteStates.of(copied, new Vec2(20, 30));
        Controller pasted = paste.apply(controller);

        assertThat(pasted.states()).extracting(State::name).containsExactly("Idle", "Run", "Jump", "Idle 2", "Run 2");
        assertThat(pasted.state("Idle 2").pos()).isEqualTo(new Vec2(120, 130));
        assertThat(pasted.state("Run 2").speed()).isEqualTo(1.5);
        assertThat(order(pasted)).containsExactly("any>Jump", "Idle>Run", "Run>Idle", "Idle>Jump",
                "Idle 2>Run 2", "Run 2>Idle 2");
        assertThat(Samples.transition(pasted, "Idle 2", "Run 2").conditions()).extracting(Condition::param)
                .containsExactly("Speed");
        assertThat(pasted.states().subList(3, 5)).extracting(State::id).containsExactlyElementsOf(paste.stateIds());
        assertThat(paste.apply(controller)).as("pure: applying again gives the same value").isEqualTo(pasted);
        assertThat(ControllerCodec.read(ControllerCodec.write(pasted), "p.aectrl").usable()).isTrue();
        assertThat(PasteStates.of(copied, new Vec2(0, 0)).apply(pasted).states()).extracting(State::name)
                .endsWith("Idle 3", "Run 3");
    }

    @Test
    void pasteIntoAnotherControllerAddsMissingParamsAndDropsConditionsOfAnotherKind() {
        Controller copied = controller.withStates(List.of(Samples.state(controller, "Idle"),
                Samples.state(controller, "Run"), Samples.state(controller, "Jump")));
        Controller other = controller.withStates(List.of()).withTransitions(List.of()).withEntry("")
                .withParams(List.of(Param.of("Grounded", ParamKind.FLOAT)));
        Controller pasted = PasteStates.of(copied, new Vec2(0, 0)).apply(other);

        assertThat(pasted.entry()).isEqualTo("Idle");
        assertThat(pasted.params()).extracting(Param::name).containsExactly("Grounded", "Speed");
        assertThat(pasted.param("Grounded").kind()).isEqualTo(ParamKind.FLOAT);
        assertThat(Samples.transition(pasted, "Idle", "Jump").conditions()).as("bool test on a float").isEmpty();
        assertThat(order(pasted)).containsExactly("Idle>Run", "Run>Idle", "Idle>Jump");
        assertThat(ControllerCodec.read(ControllerCodec.write(pasted), "p.aectrl").usable()).isTrue();
    }

    @Test
    void autoLayoutPutsTheEntryFirstAndLeavesNoOverlapsOnRandomControllers() {
        Controller laid = new AutoLayout(170, 64, 96, 32).apply(controller);
        double idleX = laid.state("Idle").pos().x();
        assertThat(laid.state("Run").pos().x()).isGreaterThan(idleX);
        assertThat(laid.state("Jump").pos().x()).isGreaterThan(idleX);
        assertThat(laid.entryPos().x()).isLessThan(idleX);
        assertThat(laid.entryPos().y() + 16).isEqualTo(laid.state("Idle").pos().y() + 32);
        assertNoOverlaps(laid, 0);

        for (int seed = 0; seed < 200; seed++) {
            Random random = new Random(seed);
            Controller made = randomGraph(random);
            Controller out = new AutoLayout(170, 64, 96, 32).apply(made);
            assertThat(out.states()).as("seed " + seed).allMatch(state -> state.pos() != null);
            assertNoOverlaps(out, seed);
            assertThat(new AutoLayout(170, 64, 96, 32).apply(out)).as("seed " + seed + " stable").isEqualTo(out);
        }
    }

    private static Controller randomGraph(Random random) {
        List<State> states = new ArrayList<>();
        int count = 1 + random.nextInt(12);
        for (int i = 0; i < count; i++) {
            states.add(State.of("S" + i, null).withPos(new Vec2(random.nextInt(50), random.nextInt(50))));
        }
        List<Transition> transitions = new ArrayList<>();
        for (int i = random.nextInt(3 * count); i > 0; i--) {
            String from = random.nextInt(5) == 0 ? Transition.ANY : "S" + random.nextInt(count);
            transitions.add(Transition.of(from, "S" + random.nextInt(count)));
        }
        return Samples.controller().withParams(List.of()).withStates(states).withTransitions(transitions)
                .withEntry("S" + random.nextInt(count));
    }

    private static void assertNoOverlaps(Controller controller, int seed) {
        List<double[]> boxes = new ArrayList<>();
        controller.states().forEach(s -> boxes.add(new double[]{s.pos().x(), s.pos().y(), 170, 64}));
        boxes.add(new double[]{controller.entryPos().x(), controller.entryPos().y(), 96, 32});
        boxes.add(new double[]{controller.anyPos().x(), controller.anyPos().y(), 96, 32});
        for (int a = 0; a < boxes.size(); a++) {
            for (int b = a + 1; b < boxes.size(); b++) {
                double[] p = boxes.get(a);
                double[] q = boxes.get(b);
                boolean apart = p[0] + p[2] <= q[0] || q[0] + q[2] <= p[0] || p[1] + p[3] <= q[1]
                        || q[1] + q[3] <= p[1];
                assertThat(apart).as("seed " + seed + ": boxes " + a + " and " + b + " overlap").isTrue();
            }
        }
    }

    @Test
    void conditionsStayValidAfterAPasteOfATriggerCondition() {
        Controller copied = controller.withStates(List.of(Samples.state(controller, "Idle"),
                Samples.state(controller, "Jump")));
        Controller withTrigger = new SetCondition(Samples.condition(Samples.transition(controller, "Idle", "Jump"),
                "Grounded").id(), Samples.param(controller, "Grounded").id(), CondOp.EQ, new Value.Bool(true))
                .apply(controller);
        Controller pasted = PasteStates.of(copied.withTransitions(withTrigger.transitions()), new Vec2(5, 5))
                .apply(controller);
        assertThat(Samples.transition(pasted, "Idle 2", "Jump 2").conditions()).hasSize(1);
    }
}
