package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.model.Pills;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Inside a sub-state machine and a layer's graph: the Entry and Any State pills and the Exit box keep where they
 * are dragged (one undo step, written as entryPos=, anyPos=, exitPos=), a nested machine can be the entry, and a
 * transition can be pointed at a machine or at Exit; undoing everything gives back the file byte for byte.
 */
class InGraphPillsTest {
    private static final String TEXT = """
            controller version=1 {
              entry="Idle"
              param "Fight" kind=bool {}
              state "Idle" {}
              machine "Combat" entry="Slash" pos=[300, 0] {
                state "Slash" {}
                machine "Combo" entry="Jab" {
                  state "Jab" {}
                }
                transition "Slash" to="Combo" {}
              }
              transition "Idle" to="Combat" {
                cond "Fight" {}
              }
              layer "Upper" entry="Empty" {
                state "Empty" {}
              }
            }
            """;

    @Test
    void pillsAndTheExitBoxInsideAMachineAndALayerKeepTheirPlaceAndUndoGivesTheBytesBack() {
        Controller controller = ControllerCodec.read(TEXT, "c.aectrl").value();
        assertThat(ControllerCodec.write(controller)).isEqualTo(TEXT);
        Document<Controller> document = new Document<>(controller, null, "c.aectrl");
        GraphScope combat = GraphScope.TOP.open(controller.machines().get(0).id());
        GraphScope upper = new GraphScope(controller.layers().get(0).id(), List.of());
        long slash = controller.machines().get(0).states().get(0).id();

        document.execute(InGraph.of(combat, new MoveStates(Map.of(MoveStates.ENTRY, new Vec2(-40, 10),
                MoveStates.EXIT, new Vec2(500, 20), slash, new Vec2(100, 0)))));
        document.execute(InGraph.of(combat, new MoveStates(Map.of(MoveStates.ANY, new Vec2(-40, 90)))));
        document.execute(InGraph.of(upper, new MoveStates(Map.of(MoveStates.ENTRY, new Vec2(5, 6),
                MoveStates.ANY, new Vec2(5, 60)))));
        assertThat(document.history().position()).as("one undo step each").isEqualTo(3);

        Controller moved = document.value();
        assertThat(moved.machines().get(0).pills())
                .isEqualTo(new Pills(new Vec2(-40, 10), new Vec2(-40, 90), new Vec2(500, 20)));
        assertThat(moved.machines().get(0).states().get(0).pos()).isEqualTo(new Vec2(100, 0));
        assertThat(moved.layers().get(0).pills()).isEqualTo(new Pills(new Vec2(5, 6), new Vec2(5, 60), null));
        assertThat(moved.entryPos()).as("the base graph's pills stay").isNull();
        assertThat(combat.graph(moved).entryPos()).isEqualTo(new Vec2(-40, 10));
        assertThat(combat.exitPos(moved)).isEqualTo(new Vec2(500, 20));
        String written = ControllerCodec.write(moved);
        assertThat(written)
                .contains("machine \"Combat\" entry=\"Slash\" pos=[300, 0] entryPos=[-40, 10] anyPos=[-40, 90] "
                        + "exitPos=[500, 20] {")
                .contains("layer \"Upper\" entry=\"Empty\" entryPos=[5, 6] anyPos=[5, 60] {");
        Controller again = ControllerCodec.read(written, "c.aectrl").value();
        assertThat(ControllerCodec.read(written, "c.aectrl").diagnostics()).isEmpty();
        assertThat(again.machines().get(0).pills()).isEqualTo(moved.machines().get(0).pills());
        assertThat(ControllerCodec.write(again)).isEqualTo(written);

        // An edit of the machine's graph keeps its pills; editing a nested machine keeps the outer one's.
        document.execute(InGraph.of(combat, new RenameState(slash, "Cut")));
        GraphScope combo = combat.open(controller.machines().get(0).machines().get(0).id());
        document.execute(InGraph.of(combo, new MoveStates(Map.of(MoveStates.EXIT, new Vec2(1, 2)))));
        assertThat(document.value().machines().get(0).pills()).isEqualTo(moved.machines().get(0).pills());
        assertThat(document.value().machines().get(0).machines().get(0).pills().exit()).isEqualTo(new Vec2(1, 2));

        while (document.canUndo()) {
            document.undo();
        }
        assertThat(ControllerCodec.write(document.value())).isEqualTo(TEXT);
    }

    @Test
    void theExitBoxMovesOnlyInsideAMachine() {
        Controller controller = ControllerCodec.read(TEXT, "c.aectrl").value();
        GraphScope upper = new GraphScope(controller.layers().get(0).id(), List.of());
        MoveStates exit = new MoveStates(Map.of(MoveStates.EXIT, new Vec2(1, 1)));
        assertThatThrownBy(() -> exit.apply(controller)).hasMessageContaining("Exit");
        assertThatThrownBy(() -> InGraph.of(upper, exit).apply(controller)).hasMessageContaining("Exit");
    }

    @Test
    void aNestedMachineBecomesTheEntryAndATransitionLeadsToAMachineOrToExit() {
        Controller controller = ControllerCodec.read(TEXT, "c.aectrl").value();
        Document<Controller> document = new Document<>(controller, null, "c.aectrl");
        GraphScope combat = GraphScope.TOP.open(controller.machines().get(0).id());
        long combo = controller.machines().get(0).machines().get(0).id();
        long slashToCombo = controller.machines().get(0).transitions().get(0).id();

        document.execute(InGraph.of(combat, new SetEntry(combo)));
        assertThat(document.value().machines().get(0).entry()).isEqualTo("Combo");
        document.execute(InGraph.of(combat, SetTransitionProperty.toTarget(slashToCombo, Transition.EXIT)));
        assertThat(document.value().machines().get(0).transitions().get(0).to()).isEqualTo("exit");
        document.execute(InGraph.of(combat, SetTransitionProperty.toTarget(slashToCombo, "Combo")));
        assertThat(document.value().machines().get(0).transitions().get(0).to()).isEqualTo("Combo");
        long idleToCombat = controller.transitions().get(0).id();
        document.execute(SetTransitionProperty.toTarget(idleToCombat, "Idle"));
        document.execute(new SetEntry(controller.machines().get(0).id()));
        assertThat(document.value().entry()).as("the base graph may start in a machine").isEqualTo("Combat");
        assertThat(ControllerCodec.read(ControllerCodec.write(document.value()), "c.aectrl").diagnostics())
                .isEmpty();
        assertThat(document.history().position()).isEqualTo(5);

        assertThatThrownBy(() -> InGraph.of(combat, SetTransitionProperty.toTarget(slashToCombo, "Nowhere"))
                .apply(controller)).hasMessageContaining("Nowhere");
        assertThatThrownBy(() -> new InGraph(GraphScope.TOP, SetTransitionProperty.toTarget(idleToCombat,
                Transition.EXIT)).apply(controller)).hasMessageContaining("not inside one");
        Controller withAny = InGraph.of(combat, new AddTransition(Transition.of(Transition.ANY, "Slash")))
                .apply(controller);
        long any = withAny.machines().get(0).transitions().get(1).id();
        assertThatThrownBy(() -> InGraph.of(combat, SetTransitionProperty.toTarget(any, Transition.EXIT))
                .apply(withAny)).hasMessageContaining("Any State");

        while (document.canUndo()) {
            document.undo();
        }
        assertThat(ControllerCodec.write(document.value())).isEqualTo(TEXT);
    }
}
