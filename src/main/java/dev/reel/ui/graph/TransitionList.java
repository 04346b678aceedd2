package dev.reel.ui.graph;

import dev.reel.edit.cmd.ReorderTransition;
import dev.reel.model.Controller;
import dev.reel.model.Transition;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The transitions that leave one state (or Any State) in priority order, the order the animator tries them.
 * Dragging a row to another place reorders them (one step); clicking a row selects that transition.
 */
final class TransitionList extends VBox {
    private static final PseudoClass DROP = PseudoClass.getPseudoClass("drop-target");
    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("chosen");

    private final ControllerEditing editing;
    private final Runnable selectionChanged;
    private final Label heading = new Label();
    private final ListView<Transition> list = new ListView<>();
    private Transition dragging;
    private ListCell<Transition> dropTarget;

    TransitionList(ControllerEditing editing, Runnable selectionChanged) {
        this.editing = editing;
        this.selectionChanged = selectionChanged;
        getStyleClass().add("graph-transition-list");
        setSpacing(6);
        setVisible(false);
        setManaged(false);
    }

    /**
     * Builds the heading and the list the first time a state's transitions are shown (hidden until then): built
     * with the window, the hidden list was styled and laid out for its first frame for nothing.
     */
    private void build() {
        if (!getChildren().isEmpty()) {
            return;
        }
        heading.getStyleClass().add("graph-subheading");
        Label hint = new Label("priority order · drag to reorder");
        hint.getStyleClass().add("graph-hint");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(8, heading, gap, hint);
        header.setAlignment(Pos.BASELINE_LEFT);
        list.setId("graph-transition-list");
        list.setFixedCellSize(30);
        list.setCellFactory(view -> new Row());
        list.setFocusTraversable(false);
        getChildren().addAll(header, list);
    }

    ListView<Transition> list() {
        build();
        return list;
    }

    /** Shows the transitions leaving {@code source} (a state name or {@code "any"}); hides itself for null. */
    void show(Controller controller, String source) {
        setVisible(source != null);
        setManaged(source != null);
        if (source == null) {
            list.getItems().clear();
            return;
        }
        build();
        heading.setText("Transitions from " + (source.equals(Transition.ANY) ? "Any State" : source));
        List<Transition> leaving = controller.transitions().stream().filter(t -> t.from().equals(source)).toList();
        if (!leaving.equals(list.getItems())) {
            list.getItems().setAll(leaving);
        }
        list.setPrefHeight(Math.max(1, leaving.size()) * 30 + 4);
        // Marks the selected row in place: refresh() would make new cells under a drag in progress.
        for (Node node : list.lookupAll(".graph-transition-row")) {
            if (node instanceof ListCell<?> cell) {
                cell.pseudoClassStateChanged(SELECTED, cell.getItem() instanceof Transition transition
                        && editing.selection().contains(transition.id()));
            }
        }
    }

    private final class Row extends ListCell<Transition> {
        Row() {
            getStyleClass().add("graph-transition-row");
            addEventHandler(MouseEvent.MOUSE_PRESSED, event -> {
                if (getItem() != null) {
                    dragging = getItem();
                    editing.select(Set.of(getItem().id()), Set.of());
                    selectionChanged.run();
                }
            });
            addEventHandler(MouseEvent.MOUSE_DRAGGED, event -> {
                ListCell<Transition> target = cellAt(event.getSceneX(), event.getSceneY());
                if (target != dropTarget) {
                    if (dropTarget != null) {
                        dropTarget.pseudoClassStateChanged(DROP, false);
                    }
                    dropTarget = target;
                    if (target != null && target != this) {
                        target.pseudoClassStateChanged(DROP, true);
                    }
                }
            });
            addEventHandler(MouseEvent.MOUSE_RELEASED, event -> {
                ListCell<Transition> target = cellAt(event.getSceneX(), event.getSceneY());
                if (dropTarget != null) {
                    dropTarget.pseudoClassStateChanged(DROP, false);
                    dropTarget = null;
                }
                Transition moved = dragging;
                dragging = null;
                if (moved != null && target != null && target.getItem() != null
                        && !Objects.equals(target.getItem(), moved)) {
                    editing.inGraph(new ReorderTransition(moved.id(), list.getItems().indexOf(target.getItem())));
                }
            });
        }

        @Override
        protected void updateItem(Transition transition, boolean empty) {
            super.updateItem(transition, empty);
            if (empty || transition == null) {
                setGraphic(null);
                setText(null);
                pseudoClassStateChanged(SELECTED, false);
                return;
            }
            Label rank = new Label(String.valueOf(getIndex() + 1));
            rank.getStyleClass().add("graph-rank");
            Label target = new Label("→ " + transition.to());
            target.getStyleClass().add("graph-row-target");
            String text = ArrowNode.conditionText(transition);
            Label conditions = new Label(text.isEmpty() ? "always" : text);
            conditions.getStyleClass().add("graph-row-conditions");
            conditions.setMinWidth(0);
            Label grip = new Label("⋮⋮");
            grip.getStyleClass().add("graph-grip");
            Region gap = new Region();
            HBox.setHgrow(gap, Priority.ALWAYS);
            HBox row = new HBox(8, grip, rank, target, conditions, gap);
            row.setAlignment(Pos.CENTER_LEFT);
            setGraphic(row);
            setText(null);
            pseudoClassStateChanged(SELECTED, editing.selection().contains(transition.id()));
        }
    }

    @SuppressWarnings("unchecked")
    private ListCell<Transition> cellAt(double sceneX, double sceneY) {
        for (Node node : list.lookupAll(".graph-transition-row")) {
            if (node instanceof ListCell<?> cell && cell.getItem() != null && cell.isVisible()) {
                Bounds bounds = cell.localToScene(cell.getBoundsInLocal());
                if (bounds.contains(sceneX, sceneY)) {
                    return (ListCell<Transition>) cell;
                }
            }
        }
        return null;
    }
}
