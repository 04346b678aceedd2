package dev.reel.ui.graph;

import dev.reel.edit.cmd.MoveStates;
import dev.reel.edit.cmd.SetEntry;
import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.ActionRegistry;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

/**
 * The Animator's entries in the command palette (and their shortcuts): everything the + button and the graph's
 * menus offer, acting on what is selected in the graph shown — Add State, New Machine, Group into a Machine,
 * Ungroup, Open, Make Entry State, Rename, Duplicate, Copy, Paste, Delete, Add Transition To each box (from the
 * selected state, machine or the Any State pill), a transition's priority, Auto Layout, Tidy, Layout Selected
 * and Frame All.
 */
final class GraphCommands {
    private final ControllerEditing editing;
    private final GraphView view;
    private final GraphActions actions;
    private final List<Action> registered = new ArrayList<>();

    GraphCommands(ControllerEditing editing, GraphView view, GraphActions actions) {
        this.editing = editing;
        this.view = view;
        this.actions = actions;
    }

    /** The targets a transition from a box (or, without Exit, from Any State) may have in {@code graph}. */
    static List<String> targets(Controller graph, boolean exit) {
        List<String> names = new ArrayList<>();
        graph.states().forEach(state -> names.add(state.name()));
        graph.machines().forEach(machine -> names.add(machine.name()));
        if (exit) {
            names.add(Transition.EXIT);
        }
        return names;
    }

    /** How a menu names a target: the state, a machine with ▸ after it, Exit. */
    static String targetTitle(String target) {
        return Transition.EXIT.equals(target) ? "Exit" : target;
    }

    /** "Group 2 States into a Machine", as the menus and the palette say it. */
    static String groupTitle(GraphActions actions) {
        int count = actions.selectedStates().size() + actions.selectedMachines().size();
        return count > 1 ? "Group " + count + " into a Machine" : "Group into a Machine";
    }

    /** The header's + State button: a click adds a state; its menu adds a state or a machine. */
    javafx.scene.control.SplitMenuButton addButton() {
        javafx.scene.control.SplitMenuButton add = new javafx.scene.control.SplitMenuButton();
        add.setText("+ State");
        add.setId("graph-add-state");
        add.getStyleClass().add("graph-tool");
        add.setFocusTraversable(false);
        add.setOnAction(event -> actions.addState(actions.viewCentre()));
        add.disableProperty().bind(view.disabledProperty());
        javafx.scene.control.MenuItem state = new javafx.scene.control.MenuItem("+ State");
        state.setId("graph-add-state-item");
        state.setOnAction(event -> actions.addState(actions.viewCentre()));
        javafx.scene.control.MenuItem machine = new javafx.scene.control.MenuItem("+ Machine");
        machine.setId("graph-add-machine");
        machine.setOnAction(event -> actions.addMachine(actions.viewCentre()));
        add.getItems().addAll(state, machine);
        return add;
    }

    /**
     * Registers the entries in {@code registry}; {@code rename} starts renaming a state, {@code renameMachine}
     * the selected machine, {@code open} opens a machine.
     */
    void register(ActionRegistry registry, Consumer<State> rename, Runnable renameMachine, LongConsumer open,
                  Runnable autoLayout) {
        add(registry, Action.of("graph.add-state", null, "Animator: Add State (+ State)")
                .enabledWhen(this::shown).run(() -> actions.addState(actions.viewCentre())));
        add(registry, Action.of("graph.add-machine", null, "Animator: New Machine (+ Machine)")
                .enabledWhen(this::shown).run(() -> actions.addMachine(actions.viewCentre())));
        add(registry, Action.of("graph.group", null, "Animator: Group Selected into a Machine")
                .enabledWhen(actions::canGroup).run(actions::group));
        add(registry, Action.of("graph.ungroup", null, "Animator: Ungroup Machine")
                .enabledWhen(() -> actions.selectedMachine() != null)
                .run(() -> actions.ungroup(actions.selectedMachine())));
        add(registry, Action.of("graph.open-machine", null, "Animator: Open Machine")
                .enabledWhen(() -> actions.selectedMachine() != null)
                .run(() -> open.accept(actions.selectedMachine().id())));
        add(registry, Action.of("graph.entry", null, "Animator: Make Entry State")
                .enabledWhen(() -> selectedBox() != 0).run(() -> editing.inGraph(new SetEntry(selectedBox()))));
        add(registry, Action.of("graph.rename", null, "Animator: Rename")
                .enabledWhen(() -> selectedBox() != 0).run(() -> {
                    if (actions.selectedStates().size() == 1) {
                        rename.accept(actions.selectedStates().get(0));
                    } else {
                        renameMachine.run();
                    }
                }));
        add(registry, Action.of("graph.duplicate", null, "Animator: Duplicate States")
                .keys("Shortcut+D").scope(view).enabledWhen(actions::canCopy).run(actions::duplicate));
        add(registry, Action.of("graph.copy", null, "Animator: Copy States")
                .enabledWhen(actions::canCopy).run(actions::copy));
        add(registry, Action.of("graph.paste", null, "Animator: Paste States")
                .enabledWhen(actions::canPaste).run(actions::paste));
        add(registry, Action.of("graph.delete", null, "Animator: Delete Selected")
                .enabledWhen(actions::canDelete).run(actions::delete));
        add(registry, Action.of("graph.transition-to", null, "Animator: Add Transition To")
                .children(this::transitionTargets).build());
        add(registry, Action.of("graph.priority-up", null, "Animator: Move Transition Up in Priority")
                .enabledWhen(() -> movable(true)).run(() -> move(true)));
        add(registry, Action.of("graph.priority-down", null, "Animator: Move Transition Down in Priority")
                .enabledWhen(() -> movable(false)).run(() -> move(false)));
        add(registry, Action.of("graph.layout", null, "Animator: Auto Layout")
                .enabledWhen(this::shown).run(autoLayout));
        add(registry, Action.of("graph.tidy", null, "Animator: Tidy")
                .enabledWhen(this::shown).run(actions::tidy));
        add(registry, Action.of("graph.layout-selected", null, "Animator: Layout Selected")
                .enabledWhen(actions::canLayoutSelected).run(actions::layoutSelected));
        add(registry, Action.of("graph.frame", null, "Animator: Frame All")
                .keys("F").scope(view).enabledWhen(this::shown).run(view::frameAll));
    }

    private void add(ActionRegistry registry, Action action) {
        registered.add(registry.register(action));
    }

    void unregister(ActionRegistry registry) {
        registered.forEach(registry::unregister);
        registered.clear();
    }

    private boolean shown() {
        return editing.value() != null && editing.open().importable();
    }

    /** The id of the one selected state or machine box, or 0. */
    private long selectedBox() {
        List<State> states = actions.selectedStates();
        List<Machine> machines = actions.selectedMachines();
        if (states.size() + machines.size() != 1) {
            return 0;
        }
        return states.isEmpty() ? machines.get(0).id() : states.get(0).id();
    }

    /** Where an added transition starts: the one selected box, the Any State pill alone, or null. */
    private String source() {
        Controller graph = editing.graph();
        if (graph == null) {
            return null;
        }
        long box = selectedBox();
        if (box != 0) {
            return graph.states().stream().filter(s -> s.id() == box).map(State::name).findFirst()
                    .orElseGet(() -> graph.machines().stream().filter(m -> m.id() == box).map(Machine::name)
                            .findFirst().orElse(null));
        }
        return editing.selection().isEmpty() && editing.pills().equals(java.util.Set.of(MoveStates.ANY))
                ? Transition.ANY : null;
    }

    private List<Action> transitionTargets() {
        Controller graph = editing.graph();
        String from = source();
        List<Action> children = new ArrayList<>();
        if (graph == null) {
            return children;
        }
        boolean exit = !Transition.ANY.equals(from) && editing.scope().inMachine();
        for (String target : targets(graph, exit)) {
            children.add(Action.of("graph.transition-to." + target, null,
                            "Animator: Add Transition To " + targetTitle(target))
                    .enabledWhen(() -> source() != null).run(() -> actions.addTransition(source(), target)));
        }
        return children;
    }

    private boolean movable(boolean up) {
        List<Transition> selected = actions.selectedTransitions();
        if (selected.size() != 1 || editing.graph() == null) {
            return false;
        }
        Transition transition = selected.get(0);
        List<Transition> siblings = editing.graph().transitions().stream()
                .filter(t -> t.from().equals(transition.from())).toList();
        int rank = siblings.indexOf(transition);
        return up ? rank > 0 : rank < siblings.size() - 1;
    }

    private void move(boolean up) {
        actions.moveTransition(actions.selectedTransitions().get(0), up);
    }
}
