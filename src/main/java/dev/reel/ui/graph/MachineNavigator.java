package dev.reel.ui.graph;

import dev.reel.edit.cmd.GraphScope;
import dev.reel.model.Controller;
import dev.reel.model.EventPolicy;
import dev.reel.model.Extras;
import dev.reel.model.Layer;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Which graph the Animator shows: the base graph, a layer's (picked in the layer list), or a sub-state
 * machine's inside either, opened by double-clicking its box, with a breadcrumb ({@code Base ▸ Combat},
 * {@code Upper ▸ Combat}) whose parts go back. Every graph is edited the same way (the edits go through
 * {@link ControllerEditing#inGraph}). A machine appears in its parent graph as one box that moves like a
 * state's; inside a machine an Exit box stands for {@code to="exit"}, and a transition dragged onto it leaves
 * the machine. A double-click on a blend-tree state's box opens the blend-tree editor instead.
 */
final class MachineNavigator {
    /** The id of the Exit box inside a machine (no state has it; it moves but cannot be renamed or deleted). */
    static final long EXIT = dev.reel.edit.cmd.MoveStates.EXIT;

    private final ControllerEditing editing;
    private final GraphView view;
    private final Runnable changed;
    private final LongConsumer openTree;
    private final HBox crumbs = new HBox(4);

    MachineNavigator(ControllerEditing editing, GraphView view, Runnable changed, LongConsumer openTree) {
        this.editing = editing;
        this.view = view;
        this.changed = changed;
        this.openTree = openTree;
        crumbs.setId("graph-breadcrumb");
        crumbs.setAlignment(Pos.CENTER_LEFT);
        view.addEventHandler(MouseEvent.MOUSE_CLICKED, this::clicked);
    }

    HBox breadcrumb() {
        return crumbs;
    }

    boolean inside() {
        return editing.scope().inMachine();
    }

    /** The names of the open machines, outermost first. */
    List<String> names() {
        Controller controller = editing.value();
        return controller == null ? List.of()
                : editing.scope().machines(controller).stream().map(Machine::name).toList();
    }

    /**
     * Shows the base graph when what is selected (in the Inspector, say) is none of the graph shown but a state,
     * machine or transition of the base graph, so that the side panel edits it.
     */
    void followSelection() {
        Controller controller = editing.value();
        java.util.Set<Long> selection = editing.selection();
        if (controller == null || selection.isEmpty() || editing.scope().top()
                || GraphTargets.holds(editing.graph(), selection) || !GraphTargets.holds(controller, selection)) {
            return;
        }
        editing.setScope(GraphScope.TOP);
    }

    /** Back to the graph {@code depth} machines deep (0: the base or layer graph itself). */
    void back(int depth) {
        editing.setScope(editing.scope().upTo(depth));
        editing.select(java.util.Set.of(), java.util.Set.of());
        view.requestFrame();
        changed.run();
    }

    void open(long machineId) {
        editing.setScope(editing.scope().open(machineId));
        editing.select(java.util.Set.of(), java.util.Set.of());
        view.requestFrame();
        changed.run();
    }

    /** Opens a machine's graph where it was last seen, or framed (a double-click on its box, Open in its menu). */
    void openFramed(long machineId) {
        open(machineId);
    }

    /** Shows layer {@code layerId}'s graph ({@link GraphScope#BASE}: the base graph). */
    void showLayer(long layerId) {
        if (editing.scope().layerId() == layerId && !editing.scope().inMachine()) {
            return;
        }
        editing.setScope(new GraphScope(layerId, List.of()));
        editing.select(java.util.Set.of(), java.util.Set.of());
        view.requestFrame();
        changed.run();
    }

    /**
     * The graph to draw: the graph shown, each machine in it as a state box and, inside a machine, the Exit
     * box; it goes back to the base graph when an open layer or machine is gone.
     */
    Controller display() {
        Controller graph = editing.graph();
        List<State> shown = new ArrayList<>(graph.states());
        for (Machine machine : graph.machines()) {
            shown.add(new State(machine.id(), machine.name(), null, 1, null, EventPolicy.DOMINANT, machine.pos(),
                    Extras.NONE));
        }
        if (inside()) {
            Vec2 placed = editing.scope().exitPos(editing.value());
            shown.add(new State(EXIT, Transition.EXIT, null, 1, null, EventPolicy.DOMINANT,
                    placed != null ? placed : exitPosition(shown), Extras.NONE));
        }
        drawCrumbs();
        return graph.withStates(shown);
    }

    /** Where the Exit box goes until it is moved: right of the graph's boxes, halfway down them. */
    private static Vec2 exitPosition(List<State> shown) {
        double right = Double.NEGATIVE_INFINITY;
        double top = Double.POSITIVE_INFINITY;
        double bottom = Double.NEGATIVE_INFINITY;
        for (State state : shown) {
            if (state.pos() != null) {
                right = Math.max(right, state.pos().x() + StateBox.WIDTH);
                top = Math.min(top, state.pos().y());
                bottom = Math.max(bottom, state.pos().y());
            }
        }
        if (right == Double.NEGATIVE_INFINITY) {
            return new Vec2(200 + shown.size() * (StateBox.WIDTH + 40), 0);
        }
        return new Vec2(Math.round(right + 120), Math.round((top + bottom) / 2));
    }

    /** Marks the machines' boxes and the Exit box in the graph just drawn. */
    void decorate() {
        Controller graph = editing.graph();
        for (Machine machine : graph.machines()) {
            StateBox box = view.box(machine.id());
            if (box != null) {
                box.showMachine(machine.states().size() + machine.machines().size());
            }
        }
        StateBox exit = view.box(EXIT);
        if (exit != null) {
            List<String> names = names();
            exit.showExit(names.isEmpty() ? "" : names.get(names.size() - 1));
        }
    }

    /** The root's name and the machine names the breadcrumb shows now. */
    private List<String> crumbsShown;

    private void drawCrumbs() {
        GraphScope scope = editing.scope();
        List<String> names = scope.top() ? List.of() : names();
        List<String> shown = new java.util.ArrayList<>(names);
        shown.add(0, scope.top() ? "" : rootName(scope));
        // Made again only when what it names changed: an edit inside the machine keeps the buttons (and a
        // click on one that is under way).
        if (shown.equals(crumbsShown)) {
            return;
        }
        crumbsShown = shown;
        crumbs.getChildren().clear();
        crumbs.setVisible(!scope.top());
        crumbs.setManaged(!scope.top());
        if (scope.top()) {
            return;
        }
        for (int i = 0; i <= names.size(); i++) {
            int depth = i;
            String text = i == 0 ? rootName(scope) : names.get(i - 1);
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
                part.setMnemonicParsing(false); // a machine's name shows its underscores
                part.setId("graph-crumb-" + i);
                part.getStyleClass().add("graph-tool");
                part.setOnAction(event -> back(depth));
                crumbs.getChildren().add(part);
            }
        }
    }

    private String rootName(GraphScope scope) {
        if (scope.layerId() == GraphScope.BASE) {
            return "Base";
        }
        Controller controller = editing.value();
        return controller == null ? "" : controller.layers().stream().filter(l -> l.id() == scope.layerId())
                .map(Layer::name).findFirst().orElse("");
    }

    private void clicked(MouseEvent event) {
        Controller graph = editing.graph();
        if (graph == null || event.getButton() != MouseButton.PRIMARY || event.getClickCount() != 2
                || !(GraphView.partOf(event.getPickResult().getIntersectedNode()) instanceof StateBox box)) {
            return;
        }
        if (graph.machines().stream().anyMatch(m -> m.id() == box.stateId())) {
            openFramed(box.stateId());
            event.consume();
        } else if (graph.states().stream().anyMatch(state -> state.id() == box.stateId() && state.tree() != null)) {
            openTree.accept(box.stateId());
            event.consume();
        }
    }
}
