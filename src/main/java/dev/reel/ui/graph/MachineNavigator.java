package dev.reel.ui.graph;

import dev.reel.model.Controller;
import dev.reel.model.EventPolicy;
import dev.reel.model.Extras;
import dev.reel.model.Machine;
import dev.reel.model.State;
import javafx.event.Event;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Which graph the Animator shows: the base graph, or a sub-state machine's, opened by double-clicking its box
 * (machines inside it the same way), with a breadcrumb ({@code Base ▸ Combat}) whose parts go back. A machine
 * appears in its parent graph as one box that moves like a state's. Inside a machine the graph is shown for
 * reading (zoom and double-clicks still work); its states are edited in the Source panel for now, and + State and Auto Layout are off. A double-click
 * on a blend-tree state's box opens the blend-tree editor instead.
 */
final class MachineNavigator {
    private final ControllerEditing editing;
    private final GraphView view;
    private final Runnable changed;
    private final LongConsumer openTree;
    private final HBox crumbs = new HBox(4);
    private final List<Long> path = new ArrayList<>();
    private final javafx.beans.property.BooleanProperty inside = new javafx.beans.property.SimpleBooleanProperty();

    MachineNavigator(ControllerEditing editing, GraphView view, Runnable changed, LongConsumer openTree) {
        this.editing = editing;
        this.view = view;
        this.changed = changed;
        this.openTree = openTree;
        crumbs.setId("graph-breadcrumb");
        crumbs.setAlignment(Pos.CENTER_LEFT);
        view.addEventHandler(MouseEvent.MOUSE_CLICKED, this::clicked);
        // Inside a machine nothing but the wheel and double-clicks reaches the graph's gestures.
        view.addEventFilter(MouseEvent.MOUSE_PRESSED, this::readOnly);
        view.addEventFilter(MouseEvent.MOUSE_DRAGGED, this::readOnly);
        view.addEventFilter(MouseEvent.MOUSE_RELEASED, this::readOnly);
        view.addEventFilter(KeyEvent.KEY_PRESSED, this::readOnly);
    }

    HBox breadcrumb() {
        return crumbs;
    }

    boolean inside() {
        return !path.isEmpty();
    }

    /** True while a machine's graph is shown (the header's + State and Auto Layout are off then). */
    javafx.beans.value.ObservableBooleanValue insideProperty() {
        return inside;
    }

    /** The names of the open machines, outermost first. */
    List<String> names() {
        List<String> names = new ArrayList<>();
        Controller controller = editing.value();
        List<Machine> level = controller == null ? List.of() : controller.machines();
        for (long id : path) {
            Machine machine = level.stream().filter(m -> m.id() == id).findFirst().orElse(null);
            if (machine == null) {
                break;
            }
            names.add(machine.name());
            level = machine.machines();
        }
        return names;
    }

    /** Back to the graph {@code depth} machines deep (0: the base graph). */
    void back(int depth) {
        while (path.size() > depth) {
            path.remove(path.size() - 1);
        }
        changed.run();
    }

    void open(long machineId) {
        path.add(machineId);
        changed.run();
    }

    /**
     * The graph to draw for {@code controller}: its base graph or the open machine's, each machine in it shown
     * as a state box; it goes back to the base graph when an open machine is gone.
     */
    Controller display(Controller controller) {
        List<Machine> level = controller.machines();
        List<State> states = controller.states();
        List<dev.reel.model.Transition> transitions = controller.transitions();
        String entry = controller.entry();
        int depth = 0;
        for (long id : path) {
            Machine machine = level.stream().filter(m -> m.id() == id).findFirst().orElse(null);
            if (machine == null) {
                break;
            }
            depth++;
            level = machine.machines();
            states = machine.states();
            transitions = machine.transitions();
            entry = machine.entry();
        }
        while (path.size() > depth) {
            path.remove(path.size() - 1);
        }
        List<State> shown = new ArrayList<>(states);
        for (Machine machine : level) {
            shown.add(new State(machine.id(), machine.name(), null, 1, null, EventPolicy.DOMINANT, machine.pos(),
                    Extras.NONE));
        }
        Controller graph = path.isEmpty() ? controller.withStates(shown)
                : new Controller(controller.version(), entry, null, null, controller.ease(), controller.params(),
                shown, transitions, Extras.NONE, Extras.NONE);
        drawCrumbs();
        return graph;
    }

    /** Marks the machines' boxes in the graph just drawn. */
    void decorate(Controller shown) {
        for (Machine machine : level(shown)) {
            StateBox box = view.boxByName(machine.name());
            if (box != null) {
                box.showMachine(machine.states().size() + machine.machines().size());
            }
        }
    }

    private List<Machine> level(Controller shown) {
        Controller controller = editing.value();
        List<Machine> level = controller == null ? List.of() : controller.machines();
        for (long id : path) {
            Machine machine = level.stream().filter(m -> m.id() == id).findFirst().orElse(null);
            level = machine == null ? List.of() : machine.machines();
        }
        return level;
    }

    private void drawCrumbs() {
        inside.set(inside());
        crumbs.getChildren().clear();
        crumbs.setVisible(inside());
        crumbs.setManaged(inside());
        if (!inside()) {
            return;
        }
        List<String> names = names();
        for (int i = 0; i <= names.size(); i++) {
            int depth = i;
            String text = i == 0 ? "Base" : names.get(i - 1);
            if (i > 0) {
                crumbs.getChildren().add(new Label("▸"));
            }
            if (i == names.size()) {
                Label here = new Label(text);
                here.setId("graph-crumb-" + i);
                here.getStyleClass().add("panel-subtitle");
                crumbs.getChildren().add(here);
            } else {
                Button part = new Button(text);
                part.setId("graph-crumb-" + i);
                part.getStyleClass().add("graph-tool");
                part.setOnAction(event -> back(depth));
                crumbs.getChildren().add(part);
            }
        }
    }

    private void readOnly(Event event) {
        if (inside() && !(event instanceof MouseEvent mouse && mouse.getButton() == MouseButton.MIDDLE)) {
            event.consume();
        }
    }

    private void clicked(MouseEvent event) {
        Controller controller = editing.value();
        if (controller == null || event.getButton() != MouseButton.PRIMARY || event.getClickCount() != 2
                || !(GraphView.partOf(event.getPickResult().getIntersectedNode()) instanceof StateBox box)) {
            return;
        }
        if (level(controller).stream().anyMatch(m -> m.id() == box.stateId())) {
            open(box.stateId());
            event.consume();
        } else if (!inside() && controller.states().stream()
                .anyMatch(state -> state.id() == box.stateId() && state.tree() != null)) {
            openTree.accept(box.stateId());
            event.consume();
        }
    }
}
