package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;
import dev.reel.runtime.Animator;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.MemoryScene;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * New Machine, Group into a machine and Ungroup: each one undo step whose undo gives the bytes back; the file
 * they make reads back without a problem; grouping keeps every transition, rewired to the box, so the animator
 * goes through the same states; ungrouping puts the graph back as it was.
 */
class MachineCommandsTest {
    private static final String TEXT = """
            controller version=1 {
              entry="Idle"
              param "Moving" kind=bool {}
              param "Air" kind=bool {}
              state "Idle" pos=[0, 0] {}
              state "Run" pos=[200, 0] {}
              state "Jump" pos=[200, 120] {}
              transition "Idle" to="Run" {
                cond "Moving" {}
              }
              transition "Run" to="Jump" {
                cond "Air" {}
              }
              transition "Run" to="Idle" duration=0.1 {
                cond "Moving" op=eq value=false {}
              }
              transition "Jump" to="Idle" duration=0.1 {
                cond "Air" op=eq value=false {}
              }
              transition "any" to="Run" {
                cond "Moving" {}
              }
            }
            """;

    private static Controller read(String text) {
        var loaded = ControllerCodec.read(text, "moves.aectrl");
        assertThat(loaded.diagnostics()).as(text).isEmpty();
        return loaded.value();
    }

    private static long id(Controller graph, String name) {
        return graph.state(name).id();
    }

    @Test
    void newMachineAddsABoxHoldingOneStateAndIsOneUndoStep() {
        Controller controller = read(TEXT);
        Document<Controller> document = new Document<>(controller, null, "moves.aectrl");
        AddMachine add = AddMachine.of(AddMachine.freeName(controller), new Vec2(400, 60));
        document.execute(add);
        Machine machine = document.value().machines().get(0);
        assertThat(machine.id()).isEqualTo(add.machineId());
        assertThat(machine.name()).isEqualTo("New Machine");
        assertThat(machine.pos()).isEqualTo(new Vec2(400, 60));
        assertThat(machine.states()).extracting(State::name).containsExactly(AddMachine.FIRST_STATE);
        assertThat(machine.entry()).isEqualTo(AddMachine.FIRST_STATE);
        assertThat(AddMachine.freeName(document.value())).isEqualTo("New Machine 2");
        String written = ControllerCodec.write(document.value());
        assertThat(read(written).machines()).hasSize(1);

        // Inside the machine, another one nests there.
        GraphScope inside = GraphScope.TOP.open(machine.id());
        document.execute(InGraph.of(inside, AddMachine.of("Inner", new Vec2(0, 0))));
        assertThat(document.value().machines().get(0).machines()).extracting(Machine::name).containsExactly("Inner");
        assertThat(document.history().position()).isEqualTo(2);

        assertThatThrownBy(() -> AddMachine.of("Run", null).apply(controller))
                .as("a state's name is taken").hasMessageContaining("Run");
        assertThatThrownBy(() -> AddMachine.of("a/b", null).apply(controller)).hasMessageContaining("a/b");
        document.undo();
        document.undo();
        assertThat(ControllerCodec.write(document.value())).isEqualTo(TEXT);
    }

    @Test
    void groupingRewiresEveryTransitionToTheBoxAndTheAnimatorGoesThroughTheSameStates() {
        Controller controller = read(TEXT);
        Document<Controller> document = new Document<>(controller, null, "moves.aectrl");
        GroupStates group = GroupStates.of(controller, List.of(id(controller, "Run"), id(controller, "Jump")));
        document.execute(group);
        assertThat(document.history().position()).isEqualTo(1);
        Controller grouped = document.value();
        assertThat(grouped.states()).extracting(State::name).containsExactly("Idle");
        Machine machine = grouped.machines().get(0);
        assertThat(machine.id()).isEqualTo(group.machineId());
        assertThat(machine.name()).isEqualTo("New Machine");
        assertThat(machine.pos()).as("in the middle of the grouped boxes").isEqualTo(new Vec2(200, 60));
        assertThat(machine.entry()).as("where Idle's transition went").isEqualTo("Run");
        assertThat(machine.states()).extracting(State::name).containsExactly("Run", "Jump");
        assertThat(machine.states().get(1).pos()).as("inside, the states keep their places")
                .isEqualTo(new Vec2(200, 120));
        assertThat(machine.transitions()).extracting(t -> t.from() + ">" + t.to())
                .containsExactly("Run>Jump", "Run>exit", "Jump>exit");
        assertThat(grouped.transitions()).extracting(t -> t.from() + ">" + t.to())
                .containsExactly("Idle>New Machine", "any>New Machine", "New Machine>Idle", "New Machine>Idle");
        assertThat(grouped.transitions().get(0).id()).as("the transition itself is kept")
                .isEqualTo(controller.transitions().get(0).id());
        assertThat(group.redirected(controller)).as("every transition in enters Run, the entry").isEmpty();
        Controller intoJump = new AddTransition(Transition.of("Idle", "Jump")).apply(controller);
        assertThat(GroupStates.of(intoJump, List.of(id(controller, "Run"), id(controller, "Jump")))
                .redirected(intoJump)).as("Idle > Jump would now enter at Run").extracting(Transition::from)
                .containsExactly("Idle");
        String written = ControllerCodec.write(grouped);
        read(written);

        // The animator goes through the same states, by their last names, under the same inputs.
        assertThat(run(grouped)).isEqualTo(run(controller));

        document.undo();
        assertThat(ControllerCodec.write(document.value())).isEqualTo(TEXT);
        document.redo();
        assertThat(ControllerCodec.write(document.value())).isEqualTo(written);
    }

    @Test
    void ungroupingPutsTheGroupedGraphBackAndSpellsOutExits() {
        Controller controller = read(TEXT);
        Controller grouped = GroupStates.of(controller, List.of(id(controller, "Run"), id(controller, "Jump")))
                .apply(controller);
        Document<Controller> document = new Document<>(grouped, null, "moves.aectrl");
        document.execute(new UngroupMachine(grouped.machines().get(0).id()));
        Controller back = document.value();
        assertThat(back.machines()).isEmpty();
        assertThat(back.entry()).isEqualTo("Idle");
        for (State state : controller.states()) {
            assertThat(back.state(state.name()).pos()).as(state.name()).isEqualTo(state.pos());
            assertThat(back.state(state.name()).id()).isEqualTo(state.id());
        }
        assertThat(shapes(back)).isEqualTo(shapes(controller));
        assertThat(run(back)).isEqualTo(run(controller));
        read(ControllerCodec.write(back));
        document.undo();
        assertThat(document.value()).isEqualTo(grouped);
    }

    @Test
    void ungroupingAMachineWithItsOwnAnyStateAndAnEntryIntoTheBox() {
        Controller controller = read("""
                controller version=1 {
                  entry="Combat"
                  param "Block" kind=bool {}
                  state "Idle" {}
                  machine "Combat" entry="Slash" pos=[100, 100] {
                    state "Slash" pos=[0, 0] {}
                    state "Guard" pos=[0, 100] {}
                    transition "any" to="Guard" {
                      cond "Block" {}
                    }
                    transition "Guard" to="exit" {
                      cond "Block" op=eq value=false {}
                    }
                  }
                  transition "Combat" to="Idle" duration=0.2 {}
                }
                """);
        Controller flat = new UngroupMachine(controller.machines().get(0).id()).apply(controller);
        assertThat(flat.entry()).isEqualTo("Slash");
        assertThat(flat.transitions()).extracting(t -> t.from() + ">" + t.to() + " " + t.duration()
                        + " " + t.conditions().size())
                .containsExactly("Slash>Guard 0.0 1", "Guard>Idle 0.2 1");
        assertThat(flat.state("Slash").pos()).isEqualTo(new Vec2(100, 50));
        read(ControllerCodec.write(flat));

        Controller clash = new AddState(State.of("Guard", null)).apply(controller);
        assertThatThrownBy(() -> new UngroupMachine(clash.machines().get(0).id()).apply(clash))
                .hasMessageContaining("Guard");
        assertThatThrownBy(() -> new GroupStates(List.of(), 99, "M").apply(controller))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void renamingAMachineTakesItsTransitionsAndTheEntryAlong() {
        Controller controller = read(TEXT);
        Controller grouped = GroupStates.of(controller, List.of(id(controller, "Idle"), id(controller, "Run")))
                .apply(controller);
        long machine = grouped.machines().get(0).id();
        Controller renamed = new RenameMachine(machine, "Ground").apply(grouped);
        assertThat(renamed.entry()).isEqualTo("Ground");
        assertThat(renamed.transitions()).extracting(Transition::to).contains("Ground")
                .doesNotContain("New Machine");
        read(ControllerCodec.write(renamed));
        assertThatThrownBy(() -> new RenameMachine(machine, "Jump").apply(grouped)).hasMessageContaining("Jump");
        assertThatThrownBy(() -> new RenameState(id(grouped, "Jump"), "New Machine").apply(grouped))
                .as("a state may not take a machine's name").hasMessageContaining("New Machine");
    }

    /**
     * The knight's Jump and Fall grouped into a machine: each lands in Run when moving and in Idle when not, as
     * before (an exit pairs with the first box transition whose conditions hold too, so the box's transitions carry
     * their conditions); ungrouped, the transitions are the knight's own again.
     */
    @Test
    void theKnightsAirStatesGroupedLandWhereTheyDidAndUngroupBackToTheSameTransitions() throws Exception {
        String text = java.nio.file.Files.readString(java.nio.file.Path.of("sample-projects/platformer/anim/knight.aectrl"));
        Controller sample = read(text);
        // Grouped, Idle's and Run's transitions into Fall would enter the box at Jump, its entry (the file has
        // no transitions across a machine's edge; the Animator says so when it groups): the knight here reaches
        // Fall through Jump only, so the group enters where the knight did.
        Controller knight = sample.withTransitions(sample.transitions().stream()
                .filter(t -> !(t.to().equals("Fall") && !t.from().equals("Jump"))).toList());
        assertThat(GroupStates.of(sample, List.of(id(sample, "Jump"), id(sample, "Fall"))).redirected(sample))
                .extracting(t -> t.from() + ">" + t.to()).containsExactly("Idle>Fall", "Run>Fall");
        Controller grouped = GroupStates.of(knight, List.of(id(knight, "Jump"), id(knight, "Fall"))).apply(knight);
        read(ControllerCodec.write(grouped));
        assertThat(knightRun(grouped)).isEqualTo(knightRun(knight));
        Controller back = new UngroupMachine(grouped.machines().get(0).id()).apply(grouped);
        assertThat(shapes(back)).isEqualTo(shapes(knight));
        assertThat(knightRun(back)).isEqualTo(knightRun(knight));
    }

    /** The knight's states (last names) under seeded random Speed, Grounded and VerticalSpeed. */
    private static List<String> knightRun(Controller controller) {
        CompiledController compiled = CompiledController.compile(controller, "knight.aectrl", clip -> null);
        Animator animator = new Animator(compiled, new MemoryScene(), 1.0 / 60);
        Random random = new Random(7);
        List<String> seen = new ArrayList<>();
        for (int step = 0; step < 2000; step++) {
            if (step % 5 == 0) {
                animator.setFloat("Speed", random.nextInt(3) * 0.5);
                animator.setBool("Grounded", random.nextInt(3) > 0);
                animator.setFloat("VerticalSpeed", random.nextInt(3) - 1);
            }
            animator.step();
            String name = animator.stateName();
            seen.add(name.substring(name.lastIndexOf('/') + 1));
        }
        return seen;
    }

    /** Each transition as from, to, conditions, duration and exit time, in no order. */
    private static Set<String> shapes(Controller controller) {
        Set<String> shapes = new TreeSet<>();
        for (Transition t : controller.transitions()) {
            shapes.add(t.from() + ">" + t.to() + " " + t.conditions().stream()
                    .map(c -> c.param() + c.op() + c.value()).toList() + " " + t.duration() + " " + t.exitTime());
        }
        return shapes;
    }

    /** The states (last part of their names) 400 seeded steps of random inputs go through. */
    private static List<String> run(Controller controller) {
        CompiledController compiled = CompiledController.compile(controller, "moves.aectrl", clip -> null);
        Animator animator = new Animator(compiled, new MemoryScene(), 1.0 / 60);
        Random random = new Random(33);
        List<String> seen = new ArrayList<>();
        for (int step = 0; step < 400; step++) {
            if (step % 7 == 0) {
                animator.setBool("Moving", random.nextBoolean());
                animator.setBool("Air", random.nextInt(4) == 0);
            }
            animator.step();
            String name = animator.stateName();
            seen.add(name.substring(name.lastIndexOf('/') + 1));
        }
        return seen;
    }
}
