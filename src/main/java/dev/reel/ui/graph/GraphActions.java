package dev.reel.ui.graph;

import dev.reel.edit.Command;
import dev.reel.edit.Document;
import dev.reel.edit.Transaction;
import dev.reel.edit.cmd.AddMachine;
import dev.reel.edit.cmd.AddState;
import dev.reel.edit.cmd.AddTransition;
import dev.reel.edit.cmd.AutoLayout;
import dev.reel.edit.cmd.GroupStates;
import dev.reel.edit.cmd.MoveStates;
import dev.reel.edit.cmd.MoveTransition;
import dev.reel.edit.cmd.RemoveState;
import dev.reel.edit.cmd.RemoveTransition;
import dev.reel.edit.cmd.SetEntry;
import dev.reel.edit.cmd.TidyGraph;
import dev.reel.edit.cmd.UngroupMachine;
import dev.reel.edit.graph.Sizes;
import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What the menus, keys and buttons of the graph do to the selection: add, delete, duplicate, copy and paste
 * states ({@link GraphClipboard}), make the entry, change a transition's priority, Auto Layout, Tidy, Layout
 * Selected. New states go where they cover no other box or pill, inside the part of the graph in view when there
 * is room there ({@link FreeSpot}).
 */
final class GraphActions {
    private final ControllerEditing editing;
    private final GraphView view;
    private final Supplier<Routes.Point> pointer;
    private final Runnable selectionChanged;
    private final GraphRoom room;
    private final GraphClipboard clipboard;

    /** @param pointer the graph point under the mouse while it is over the graph, else null */
    GraphActions(ControllerEditing editing, GraphView view, Supplier<Routes.Point> pointer,
                 Runnable selectionChanged) {
        this.editing = editing;
        this.view = view;
        this.pointer = pointer;
        this.selectionChanged = selectionChanged;
        this.room = new GraphRoom(view);
        this.clipboard = new GraphClipboard(editing, room, pointer, this::selectedStates, this::select);
    }

    List<State> selectedStates() {
        Controller controller = editing.graph();
        if (controller == null) {
            return List.of();
        }
        Set<Long> selection = editing.selection();
        return controller.states().stream().filter(state -> selection.contains(state.id())).toList();
    }

    List<Transition> selectedTransitions() {
        Controller controller = editing.graph();
        if (controller == null) {
            return List.of();
        }
        Set<Long> selection = editing.selection();
        return controller.transitions().stream().filter(t -> selection.contains(t.id())).toList();
    }

    /** The sub-state machines of the graph shown whose boxes are selected. */
    List<Machine> selectedMachines() {
        Controller controller = editing.graph();
        if (controller == null) {
            return List.of();
        }
        Set<Long> selection = editing.selection();
        return controller.machines().stream().filter(machine -> selection.contains(machine.id())).toList();
    }

    /**
     * Adds a state named "New State" (numbered when taken), its box as near to being centred on {@code near}
     * as leaves every other box and pill uncovered, and selects it.
     */
    void addState(Routes.Point near) {
        Controller controller = editing.graph();
        if (controller == null) {
            return;
        }
        String name = "New State";
        for (int number = 2; controller.state(name) != null; number++) {
            name = "New State " + number;
        }
        Routes.Point at = FreeSpot.place(StateBox.WIDTH, StateBox.HEIGHT, room.taken(),
                new Routes.Point(near.x() - StateBox.WIDTH / 2, near.y() - StateBox.HEIGHT / 2), room.seen());
        State state = State.of(name, null).withPos(new Vec2(at.x(), at.y()));
        if (editing.inGraph(new AddState(state))) {
            room.reveal(List.of(new Routes.Box(at.x(), at.y(), StateBox.WIDTH, StateBox.HEIGHT)));
            select(Set.of(state.id()));
        }
    }

    /**
     * Adds a sub-state machine named "New Machine" (numbered when taken), holding one state, its box placed as
     * {@link #addState} places a state's, and selects it.
     */
    void addMachine(Routes.Point near) {
        Controller controller = editing.graph();
        if (controller == null) {
            return;
        }
        Routes.Point at = FreeSpot.place(StateBox.WIDTH, StateBox.HEIGHT, room.taken(),
                new Routes.Point(near.x() - StateBox.WIDTH / 2, near.y() - StateBox.HEIGHT / 2), room.seen());
        AddMachine add = AddMachine.of(AddMachine.freeName(controller), new Vec2(at.x(), at.y()));
        if (editing.inGraph(add)) {
            room.reveal(List.of(new Routes.Box(at.x(), at.y(), StateBox.WIDTH, StateBox.HEIGHT)));
            select(Set.of(add.machineId()));
        }
    }

    /** Whether boxes are selected to group (states, machines or both). */
    boolean canGroup() {
        return !selectedStates().isEmpty() || !selectedMachines().isEmpty();
    }

    /**
     * Groups the selected boxes into a new machine (one step) and selects its box; says in the status bar which
     * transitions now enter the box at its entry rather than at the state they went to.
     */
    void group() {
        Controller controller = editing.graph();
        if (controller == null || !canGroup()) {
            return;
        }
        List<Long> ids = new ArrayList<>();
        selectedStates().forEach(state -> ids.add(state.id()));
        selectedMachines().forEach(machine -> ids.add(machine.id()));
        GroupStates group = GroupStates.of(controller, ids);
        List<Transition> redirected = group.redirected(controller);
        if (editing.inGraph(group)) {
            select(Set.of(group.machineId()));
            if (!redirected.isEmpty()) {
                editing.say(redirected.size() + (redirected.size() == 1 ? " transition" : " transitions")
                        + " into " + redirected.get(0).to() + " now enter " + group.name() + " at its entry");
            } else {
                editing.say("Grouped into " + group.name() + "; double-click it to open");
            }
        }
    }

    /** The single selected machine, or null. */
    Machine selectedMachine() {
        List<Machine> machines = selectedMachines();
        return machines.size() == 1 && selectedStates().isEmpty() ? machines.get(0) : null;
    }

    /** Takes machine {@code machine}'s box apart into the graph shown (one step) and selects what came out. */
    void ungroup(Machine machine) {
        if (machine != null && editing.inGraph(new UngroupMachine(machine.id()))) {
            Set<Long> ids = new LinkedHashSet<>();
            machine.states().forEach(state -> ids.add(state.id()));
            machine.machines().forEach(inner -> ids.add(inner.id()));
            select(ids);
        }
    }

    /** Adds a transition from {@code from} (a state name or {@code "any"}) to {@code to}, and selects it. */
    void addTransition(String from, String to) {
        Transition transition = Transition.of(from, to);
        if (editing.inGraph(new AddTransition(transition))) {
            select(Set.of(transition.id()));
        }
    }

    boolean canDelete() {
        return !selectedStates().isEmpty() || !selectedTransitions().isEmpty();
    }

    /** Deletes the selected transitions and states (with their transitions) as one step. */
    void delete() {
        List<Command<Controller>> commands = new ArrayList<>();
        Set<String> goingStates = new LinkedHashSet<>();
        selectedStates().forEach(state -> goingStates.add(state.name()));
        for (Transition transition : selectedTransitions()) {
            if (!goingStates.contains(transition.from()) && !goingStates.contains(transition.to())) {
                commands.add(new RemoveTransition(transition.id()));
            }
        }
        selectedStates().forEach(state -> commands.add(new RemoveState(state.id())));
        int states = goingStates.size();
        String label = states > 1 ? "Delete " + states + " states" : states == 1 ? "Delete state "
                + goingStates.iterator().next() : commands.size() == 1 ? "Delete transition"
                : "Delete " + commands.size() + " transitions";
        if (runAll(label, commands)) {
            select(Set.of());
        }
    }

    /** Runs commands as one step; false (and nothing changed) when one is refused. */
    boolean runAll(String label, List<Command<Controller>> commands) {
        Document<Controller> document = editing.document();
        if (commands.isEmpty() || document == null || document.busy()) {
            return false;
        }
        if (commands.size() == 1) {
            return editing.inGraph(commands.get(0));
        }
        try (Transaction<Controller> transaction = document.transaction(label)) {
            for (Command<Controller> command : commands) {
                transaction.execute(editing.scoped(command));
            }
            transaction.commit();
            return true;
        } catch (IllegalArgumentException refused) {
            editing.say(label + ": " + refused.getMessage());
            return false;
        }
    }

    void makeEntry(State state) {
        editing.inGraph(new SetEntry(state.id()));
    }

    void moveTransition(Transition transition, boolean up) {
        editing.inGraph(up ? MoveTransition.up(transition.id()) : MoveTransition.down(transition.id()));
    }

    /**
     * Auto Layout, its layers across or down as the view's shape shows the graph larger, labels measured in their
     * font; then Frame All on the new layout.
     */
    void autoLayout() {
        if (editing.inGraph(new AutoLayout(Sizes.EDITOR, editing.scope().inMachine(), view.getWidth(),
                view.getHeight(), view::labelWidth))) {
            view.frameAll();
        }
    }

    /** Tidy: the artist's arrangement straightened, on the grid, with room between boxes ({@link TidyGraph}). */
    void tidy() {
        StateBox exit = view.box(MoveStates.EXIT);
        Vec2 exitAt = editing.scope().inMachine() && exit != null
                ? new Vec2(exit.getLayoutX(), exit.getLayoutY()) : null;
        editing.inGraph(new TidyGraph(Sizes.EDITOR, exitAt));
    }

    /** Lays out the selected states and machines among themselves, the rest staying where they are. */
    void layoutSelected() {
        editing.inGraph(new dev.reel.edit.cmd.LayoutSelected(layoutTargets(), Sizes.EDITOR, view::labelWidth));
    }

    boolean canLayoutSelected() {
        return layoutTargets().size() >= 2;
    }

    private java.util.Set<Long> layoutTargets() {
        java.util.Set<Long> ids = new java.util.HashSet<>();
        selectedStates().forEach(state -> ids.add(state.id()));
        selectedMachines().forEach(machine -> ids.add(machine.id()));
        return ids;
    }

    boolean canCopy() {
        return clipboard.canCopy();
    }

    void copy() {
        clipboard.copy();
    }

    boolean canPaste() {
        return clipboard.canPaste();
    }

    /** Pastes around the mouse when it is over the graph, else around the middle of the view. */
    void paste() {
        clipboard.paste();
    }

    void pasteAt(Routes.Point near) {
        clipboard.pasteAt(near);
    }

    void duplicate() {
        clipboard.duplicate();
    }

    /** The graph point in the middle of the view. */
    Routes.Point viewCentre() {
        return room.viewCentre();
    }

    private void select(Set<Long> ids) {
        editing.select(ids, Set.of());
        selectionChanged.run();
    }
}
