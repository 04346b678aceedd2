package dev.reel.ui.graph;

import dev.reel.edit.cmd.MoveStates;
import dev.reel.edit.cmd.SetEntry;
import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

import java.util.List;
import java.util.function.Consumer;

/**
 * The graph's context menus: on the background (Add State, New Machine, Paste, Auto Layout, Tidy, Frame All), on a
 * state (Make Entry, Rename, Duplicate, Copy, Add Transition To, Group into Machine, Delete), on a sub-state
 * machine's box (Make Entry State, Open, Rename, Add Transition To, Group into Machine, Ungroup), on a transition
 * (priority up and down, Delete), on the Entry pill (which state or machine it starts) and on the Any State pill
 * (Add Transition To). The command palette offers the same ({@link GraphCommands}).
 */
final class GraphMenus {
    private final GraphView view;
    private final ControllerEditing editing;
    private final GraphActions actions;
    private final Consumer<State> rename;
    private java.util.function.LongConsumer open = id -> {
    };
    private ContextMenu shown;
    private Runnable renameMachine = () -> {
    };

    GraphMenus(GraphView view, ControllerEditing editing, GraphActions actions, Consumer<State> rename) {
        this.view = view;
        this.editing = editing;
        this.actions = actions;
        this.rename = rename;
        // Opened on the right button's release rather than on the platform's menu request, which not every
        // platform sends for a mouse click; the keyboard's menu key still asks the platform way.
        view.addEventHandler(MouseEvent.MOUSE_RELEASED, event -> {
            if (event.getButton() == MouseButton.SECONDARY && event.isStillSincePress()) {
                open(event.getPickResult().getIntersectedNode(), event.getSceneX(), event.getSceneY(),
                        event.getScreenX(), event.getScreenY());
                event.consume();
            }
        });
        view.setOnContextMenuRequested(event -> {
            if (event.isKeyboardTrigger()) {
                open(event.getPickResult().getIntersectedNode(), event.getSceneX(), event.getSceneY(),
                        event.getScreenX(), event.getScreenY());
            }
            event.consume();
        });
    }

    /** What Rename on a machine's box does (puts the focus in its name in the side panel). */
    void setOnRenameMachine(Runnable rename) {
        renameMachine = rename;
    }

    /** What Open on a machine's box does (opens its graph). */
    void setOnOpen(java.util.function.LongConsumer opener) {
        open = opener;
    }

    /** The menu on screen, or null. */
    ContextMenu shown() {
        return shown;
    }

    private void open(javafx.scene.Node picked, double sceneX, double sceneY, double screenX, double screenY) {
        Controller controller = editing.graph();
        if (controller == null) {
            return;
        }
        Object part = GraphView.partOf(picked);
        Routes.Point at = view.worldAt(sceneX, sceneY);
        ContextMenu menu = new ContextMenu();
        menu.getStyleClass().add("graph-menu");
        Machine machine = part instanceof StateBox box ? controller.machines().stream()
                .filter(m -> m.id() == box.stateId()).findFirst().orElse(null) : null;
        if (machine != null) {
            machineItems(menu, controller, machine);
        } else if (part instanceof StateBox box) {
            stateItems(menu, controller, controller.state(box.stateName()));
        } else if (part instanceof ArrowNode arrow) {
            transitionItems(menu, controller, arrow.transitionId());
        } else if (part instanceof PillNode pill) {
            pillItems(menu, controller, pill.key());
        } else {
            menu.getItems().addAll(
                    item("Add State", () -> actions.addState(at)),
                    item("New Machine", () -> actions.addMachine(at)),
                    disabled(item("Paste", () -> actions.pasteAt(at)), !actions.canPaste()),
                    new SeparatorMenuItem(),
                    item("Auto Layout", actions::autoLayout),
                    item("Tidy", actions::tidy),
                    disabled(item("Layout Selected", actions::layoutSelected), !actions.canLayoutSelected()),
                    item("Frame All", view::frameAll));
        }
        if (shown != null) {
            shown.hide();
        }
        shown = menu;
        menu.show(view, screenX, screenY);
    }

    private void stateItems(ContextMenu menu, Controller controller, State state) {
        if (state == null) {
            return;
        }
        int count = Math.max(1, actions.selectedStates().size());
        Menu to = targets(controller, state.name());
        menu.getItems().addAll(
                disabled(item("Make Entry State", () -> actions.makeEntry(state)),
                        state.name().equals(controller.entry()) || !oneBoxSelected()),
                disabled(item("Rename", () -> rename.accept(state)), count > 1),
                item(count > 1 ? "Duplicate " + count + " States" : "Duplicate", actions::duplicate),
                item("Copy", actions::copy),
                to,
                item(GraphCommands.groupTitle(actions), actions::group),
                new SeparatorMenuItem(),
                item(count > 1 ? "Delete " + count + " States" : "Delete State", actions::delete));
    }

    /**
     * Whether at most one box (a state or a machine) is selected: one graph has one entry, so Make Entry State asks
     * for exactly the box it was opened on (a right-click on a box not selected selects it alone).
     */
    private boolean oneBoxSelected() {
        return actions.selectedStates().size() + actions.selectedMachines().size() <= 1;
    }

    /** "Add Transition To" from {@code from}: every state and machine of the graph, and Exit inside a machine. */
    private Menu targets(Controller controller, String from) {
        Menu to = new Menu("Add Transition To");
        for (String target : GraphCommands.targets(controller, view.box(MachineNavigator.EXIT) != null)) {
            to.getItems().add(item(GraphCommands.targetTitle(target),
                    () -> actions.addTransition(from, target)));
        }
        return to;
    }

    /**
     * On a machine's box: Make Entry State (what the graph, or the machine around it, enters), Open, Add
     * Transition To (from the box: it fires through an Exit inside), Group into Machine and Ungroup.
     */
    private void machineItems(ContextMenu menu, Controller controller, Machine machine) {
        menu.getItems().addAll(
                disabled(item("Make Entry State", () -> editing.inGraph(new SetEntry(machine.id()))),
                        machine.name().equals(controller.entry()) || !oneBoxSelected()),
                item("Open", () -> open.accept(machine.id())),
                disabled(item("Rename", renameMachine), actions.selectedMachines().size() != 1),
                targets(controller, machine.name()),
                new SeparatorMenuItem(),
                item(GraphCommands.groupTitle(actions), actions::group),
                item("Ungroup", () -> actions.ungroup(machine)));
    }

    private void transitionItems(ContextMenu menu, Controller controller, long transitionId) {
        Transition transition = controller.transitions().stream().filter(t -> t.id() == transitionId)
                .findFirst().orElse(null);
        if (transition == null) {
            return;
        }
        List<Transition> siblings = controller.transitions().stream()
                .filter(t -> t.from().equals(transition.from())).toList();
        int rank = siblings.indexOf(transition);
        menu.getItems().addAll(
                disabled(item("Move Up in Priority", () -> actions.moveTransition(transition, true)), rank == 0),
                disabled(item("Move Down in Priority", () -> actions.moveTransition(transition, false)),
                        rank == siblings.size() - 1),
                new SeparatorMenuItem(),
                item("Delete Transition", actions::delete));
    }

    private void pillItems(ContextMenu menu, Controller controller, long key) {
        if (key == MoveStates.ENTRY) {
            Menu entry = new Menu("Entry State");
            for (State state : controller.states()) {
                entry.getItems().add(disabled(item(state.name(), () -> editing.inGraph(new SetEntry(state.id()))),
                        state.name().equals(controller.entry())));
            }
            for (Machine machine : controller.machines()) {
                entry.getItems().add(disabled(item(machine.name() + "  ▸",
                        () -> editing.inGraph(new SetEntry(machine.id()))), machine.name().equals(controller.entry())));
            }
            menu.getItems().add(entry);
        } else {
            Menu to = new Menu("Add Transition To");
            for (String target : GraphCommands.targets(controller, false)) {
                to.getItems().add(item(GraphCommands.targetTitle(target),
                        () -> actions.addTransition(Transition.ANY, target)));
            }
            menu.getItems().add(to);
        }
    }

    private static MenuItem item(String text, Runnable action) {
        MenuItem item = dev.reel.ui.actions.Menus.plain(new MenuItem(text)); // state names show their underscores
        item.setOnAction(event -> action.run());
        return item;
    }

    private static MenuItem disabled(MenuItem item, boolean disabled) {
        item.setDisable(disabled);
        return item;
    }
}
