package dev.reel.ui.graph;

import dev.reel.edit.cmd.GraphScope;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.model.Transition;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which box of the graph shown is live (a state by its full name cut to the graph's own boxes, a deeper state
 * lighting its machine's box, a layer's graph its own layer's state) and where a target leads as the runtime
 * runs it (a machine's entry down nested machines, Exit through the first transition from the machine's box).
 */
class LiveInGraphTest {
    private static final String TEXT = """
            controller version=1 {
              entry="Idle"
              param "Fight" kind=bool {}
              state "Idle" {}
              state "Rest" {}
              machine "Combat" entry="Combo" {
                state "Slash" {}
                machine "Combo" entry="Jab" {
                  state "Jab" {}
                  transition "Jab" to="exit" {}
                }
                transition "Slash" to="exit" exitTime=0.5 {}
                transition "Combo" to="exit" {}
              }
              transition "Idle" to="Combat" {}
              transition "Combat" to="Rest" duration=0.25 exitTime=1 {
                cond "Fight" op=eq value=false {}
              }
              transition "Combat" to="Idle" {}
              layer "Upper" entry="Empty" {
                state "Empty" {}
                state "Swing" {}
              }
            }
            """;

    /** A live animator that is in {@code base} (blending from {@code from}) and in {@code upper} on layer 1. */
    private static LiveAnimator live(String base, String from, String upper) {
        return new LiveAnimator() {
            @Override
            public long steps() {
                return 7;
            }

            @Override
            public String state() {
                return base;
            }

            @Override
            public String blendFrom() {
                return from;
            }

            @Override
            public double blendWeight() {
                return from == null ? 0 : 0.4;
            }

            @Override
            public double normalizedTime() {
                return 0.5;
            }

            @Override
            public LiveFrame layerFrame(int layer) {
                return layer == 0 ? frame() : layer == 1 ? new LiveFrame(upper, null, 0, 0.25, 7) : null;
            }

            @Override
            public double parameter(String name) {
                return 0;
            }

            @Override
            public void setFloat(String name, double value) {
            }

            @Override
            public void setInt(String name, int value) {
            }

            @Override
            public void setBool(String name, boolean value) {
            }

            @Override
            public void setTrigger(String name) {
            }
        };
    }

    @Test
    void theLiveBoxIsTheStateInTheGraphShownOrTheMachineHoldingIt() {
        Controller controller = ControllerCodec.read(TEXT, "c.aectrl").value();
        GraphScope combat = GraphScope.TOP.open(controller.machines().get(0).id());
        GraphScope combo = combat.open(controller.machines().get(0).machines().get(0).id());
        GraphScope upper = new GraphScope(controller.layers().get(0).id(), List.of());
        LiveAnimator inJab = live("Combat/Combo/Jab", "Idle", "Swing");

        LiveFrame top = LiveInGraph.frame(inJab, controller, GraphScope.TOP);
        assertThat(top.state()).as("the base graph lights the machine's box").isEqualTo("Combat");
        assertThat(top.blendFrom()).isEqualTo("Idle");
        assertThat(top.weight()).isEqualTo(0.4);
        assertThat(LiveInGraph.frame(inJab, controller, combat).state()).isEqualTo("Combo");
        LiveFrame deepest = LiveInGraph.frame(inJab, controller, combo);
        assertThat(deepest.state()).isEqualTo("Jab");
        assertThat(deepest.blendFrom()).as("Idle is not in this graph").isNull();
        assertThat(deepest.normalizedTime()).isEqualTo(0.5);
        assertThat(LiveInGraph.frame(live("Idle", null, "Swing"), controller, combat).state())
                .as("nothing inside the machine is live").isNull();
        assertThat(LiveInGraph.frame(live("Combat/Slash", "Combat/Combo/Jab", null), controller, GraphScope.TOP))
                .as("a blend inside one machine box only lights the box")
                .satisfies(frame -> {
                    assertThat(frame.state()).isEqualTo("Combat");
                    assertThat(frame.blendFrom()).isNull();
                });
        assertThat(LiveInGraph.frame(inJab, controller, upper).state()).as("a layer's graph shows its own state")
                .isEqualTo("Swing");
        assertThat(LiveInGraph.frame(inJab, controller, new GraphScope(424242, List.of()))).isNull();
    }

    @Test
    void aMachineLeadsToItsEntryAndExitLeavesByTheFirstTransitionFromTheBox() {
        Controller controller = ControllerCodec.read(TEXT, "c.aectrl").value();
        GraphScope combat = GraphScope.TOP.open(controller.machines().get(0).id());
        GraphScope combo = combat.open(controller.machines().get(0).machines().get(0).id());

        GraphTargets.Resolved entered = GraphTargets.resolve(controller, GraphScope.TOP, "Combat");
        assertThat(entered.path()).isEqualTo("Combat/Combo/Jab");
        assertThat(entered.via()).isNull();
        GraphTargets.Resolved out = GraphTargets.resolve(controller, combat, Transition.EXIT);
        assertThat(out.path()).isEqualTo("Rest");
        assertThat(out.via().duration()).as("the fade of the box's transition").isEqualTo(0.25);
        GraphTargets.Resolved twoOut = GraphTargets.resolve(controller, combo, Transition.EXIT);
        assertThat(twoOut.path()).as("out of Combo, then out of Combat").isEqualTo("Rest");
        assertThat(GraphTargets.resolve(controller, GraphScope.TOP, Transition.EXIT)).isNull();
        assertThat(GraphTargets.resolve(controller, combat, "Slash").path()).isEqualTo("Combat/Slash");
        assertThat(TransitionInspector.targetName(Transition.of("Idle", "Combat"), entered, ""))
                .isEqualTo("Combat ▸ Combo ▸ Jab");
        assertThat(TransitionInspector.targetName(Transition.of("Slash", Transition.EXIT), out, "Combat/"))
                .isEqualTo("Exit ▸ Rest");
        assertThat(TransitionInspector.targetName(Transition.of("Idle", "Rest"),
                GraphTargets.resolve(controller, GraphScope.TOP, "Rest"), "")).isEqualTo("Rest");
    }
}
