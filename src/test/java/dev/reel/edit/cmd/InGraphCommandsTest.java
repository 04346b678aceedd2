package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.io.ControllerCodec;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Layer;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.model.Vec2;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The graph commands inside a sub-state machine and a layer's graph: each edit lands in that graph only, is one
 * undo step, and undoing them all gives back the file byte for byte.
 */
class InGraphCommandsTest {
    private static final String TEXT = """
            # A machine in the base graph and one inside the Upper layer.
            controller version=1 {
              entry="Idle"
              param "Fight" kind=bool {}
              param "Speed" kind=float {}
              state "Idle" clip=asset("anim/idle.aeanim") {}
              machine "Combat" entry="Slash" pos=[300, 0] {
                state "Slash" clip=asset("anim/swing.aeanim") {} # the swing
                state "Guard" clip=asset("anim/idle.aeanim") {}
                transition "Slash" to="exit" exitTime=1 {}
              }
              transition "Idle" to="Combat" {
                cond "Fight" {}
              }
              layer "Upper" entry="Empty" mask=["Body/Arm"] {
                state "Empty" {}
                machine "Moves" entry="Jab" {
                  state "Jab" clip=asset("anim/swing.aeanim") {}
                }
                transition "Empty" to="Moves" {}
              }
            }
            """;

    private static Controller read() {
        return ControllerCodec.read(TEXT, "combat.aectrl").value();
    }

    private static Machine combat(Controller controller) {
        return controller.machines().get(0);
    }

    @Test
    void insideAMachineStatesAndTransitionsAreAddedMovedRenamedAndDeletedAndUndoGivesTheBytesBack() {
        Controller controller = read();
        String before = ControllerCodec.write(controller);
        assertThat(before).isEqualTo(TEXT);
        Document<Controller> document = new Document<>(controller, null, "combat.aectrl");
        GraphScope inside = GraphScope.TOP.open(combat(controller).id());
        assertThat(inside.graph(controller).states()).extracting(State::name).containsExactly("Slash", "Guard");

        State block = State.of("Block", "anim/idle.aeanim").withPos(new Vec2(40, 120));
        document.execute(InGraph.of(inside, new AddState(block)));
        Transition toExit = Transition.of("Block", Transition.EXIT);
        document.execute(InGraph.of(inside, new AddTransition(toExit)));
        Transition any = Transition.of(Transition.ANY, "Block");
        document.execute(InGraph.of(inside, new AddTransition(any)));
        document.execute(InGraph.of(inside, new AddCondition(any.id(),
                Condition.of("Speed", CondOp.GT, new Value.Num(2)))));
        long guard = combat(document.value()).states().get(1).id();
        document.execute(InGraph.of(inside, new MoveStates(Map.of(guard, new Vec2(200, 80)))));
        document.execute(InGraph.of(inside, new RenameState(guard, "Parry")));
        document.execute(InGraph.of(inside, new SetEntry(block.id())));
        long slash = combat(document.value()).states().get(0).id();
        document.execute(InGraph.of(inside, new RemoveState(slash)));
        assertThat(document.history().position()).as("one undo step each").isEqualTo(8);

        Controller after = document.value();
        Machine machine = combat(after);
        assertThat(machine.entry()).isEqualTo("Block");
        assertThat(machine.states()).extracting(State::name).containsExactly("Parry", "Block");
        assertThat(machine.states().get(0).pos()).isEqualTo(new Vec2(200, 80));
        assertThat(machine.transitions()).extracting(t -> t.from() + ">" + t.to())
                .containsExactly("Block>exit", "any>Block");
        assertThat(machine.pos()).as("the machine's own box stays").isEqualTo(new Vec2(300, 0));
        assertThat(after.states()).extracting(State::name).containsExactly("Idle");
        assertThat(after.entry()).isEqualTo("Idle");
        assertThat(after.transitions()).isEqualTo(controller.transitions());
        assertThat(after.layers()).isEqualTo(controller.layers());
        String written = ControllerCodec.write(after);
        assertThat(written).contains("machine \"Combat\" entry=\"Block\" pos=[300, 0] {")
                .contains("    transition \"Block\" to=\"exit\" {}")
                .contains("    transition \"any\" to=\"Block\" {\n      cond \"Speed\" op=gt value=2 {}");
        assertThat(ControllerCodec.read(written, "combat.aectrl").diagnostics()).isEmpty();

        while (document.canUndo()) {
            document.undo();
        }
        assertThat(ControllerCodec.write(document.value())).isEqualTo(before);
        while (document.canRedo()) {
            document.redo();
        }
        assertThat(ControllerCodec.write(document.value())).isEqualTo(written);
    }

    @Test
    void aLayersGraphAndAMachineInsideItAreEditedInPlace() {
        Controller controller = read();
        Layer upper = controller.layers().get(0);
        Document<Controller> document = new Document<>(controller, null, "combat.aectrl");
        GraphScope layer = new GraphScope(upper.id(), List.of());
        assertThat(layer.graph(controller).states()).extracting(State::name).containsExactly("Empty");
        assertThat(layer.graph(controller).entry()).isEqualTo("Empty");

        State swing = State.of("Swing", "anim/swing.aeanim");
        document.execute(InGraph.of(layer, new AddState(swing)));
        document.execute(InGraph.of(layer, new AddTransition(Transition.of("Swing", "Empty"))));
        document.execute(InGraph.of(layer, new SetEntry(swing.id())));
        GraphScope moves = layer.open(upper.machines().get(0).id());
        State hook = State.of("Hook", "anim/swing.aeanim");
        document.execute(InGraph.of(moves, new AddState(hook)));
        document.execute(InGraph.of(moves, new AddTransition(Transition.of("Jab", "Hook"))));

        Layer changed = document.value().layers().get(0);
        assertThat(changed.entry()).isEqualTo("Swing");
        assertThat(changed.mask()).containsExactly("Body/Arm");
        assertThat(changed.states()).extracting(State::name).containsExactly("Empty", "Swing");
        assertThat(changed.transitions()).extracting(Transition::to).containsExactly("Moves", "Empty");
        assertThat(changed.machines().get(0).states()).extracting(State::name).containsExactly("Jab", "Hook");
        assertThat(document.value().states()).as("the base graph is untouched").isEqualTo(controller.states());
        assertThat(document.value().machines()).isEqualTo(controller.machines());

        while (document.canUndo()) {
            document.undo();
        }
        assertThat(ControllerCodec.write(document.value())).isEqualTo(TEXT);
    }

    @Test
    void aGoneMachineOrLayerIsRefusedByIdAndNothingChanges() {
        Controller controller = read();
        GraphScope gone = GraphScope.TOP.open(987_654_321L);
        assertThat(gone.within(controller)).isFalse();
        assertThatThrownBy(() -> InGraph.of(gone, new AddState(State.of("X", null))).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("987654321");
        GraphScope noLayer = new GraphScope(123_456_789L, List.of());
        assertThatThrownBy(() -> InGraph.of(noLayer, new AddState(State.of("X", null))).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("123456789");
        GraphScope inside = GraphScope.TOP.open(combat(controller).id());
        assertThatThrownBy(() -> InGraph.of(inside, new AddState(State.of("Guard", null))).apply(controller))
                .isInstanceOf(IllegalArgumentException.class);
        Transition out = Transition.of("Idle", Transition.EXIT);
        assertThatThrownBy(() -> new InGraph(GraphScope.TOP, new AddTransition(out)).apply(controller))
                .as("no way out of the base graph").hasMessageContaining("not inside one");
        GraphScope upper = new GraphScope(controller.layers().get(0).id(), List.of());
        assertThatThrownBy(() -> new InGraph(upper, new AddTransition(Transition.of("Empty", Transition.EXIT)))
                .apply(controller)).hasMessageContaining("not inside one");
        assertThat(new AddTransition(Transition.of("Combat", "Idle")).apply(controller).transitions())
                .as("a machine's box is a transition's end like a state").hasSize(2);
        assertThat(InGraph.of(GraphScope.TOP, new SetEntry(controller.states().get(0).id())))
                .as("the base graph needs no wrapping").isInstanceOf(SetEntry.class);
    }
}
