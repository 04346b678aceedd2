package dev.reel.ui.graph;

import dev.reel.edit.cmd.MoveStates;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Circle;

/**
 * The Entry or the Any State pill: a small rounded node that can be dragged but not deleted or renamed. The Any
 * State pill has a dot, as a state's box does, to drag a new transition from.
 */
final class PillNode extends StackPane {
    static final double WIDTH = 104;
    static final double HEIGHT = 32;
    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");

    private final long key;
    private final Circle dot;

    /** @param key {@link MoveStates#ENTRY} or {@link MoveStates#ANY} */
    PillNode(long key) {
        this.key = key;
        Label text = new Label(key == MoveStates.ENTRY ? "Entry" : "Any State");
        text.setMouseTransparent(true);
        getChildren().add(text);
        if (key == MoveStates.ANY) {
            dot = new Circle(5.5);
            dot.getStyleClass().add("graph-dot");
            dot.setManaged(false);
            dot.setCenterX(WIDTH);
            dot.setCenterY(HEIGHT / 2);
            dot.getProperties().put(GraphView.PART, this);
            getChildren().add(dot);
        } else {
            dot = null;
        }
        setAlignment(Pos.CENTER);
        setPrefSize(WIDTH, HEIGHT);
        setMinSize(WIDTH, HEIGHT);
        setMaxSize(WIDTH, HEIGHT);
        getStyleClass().addAll("graph-pill", key == MoveStates.ENTRY ? "graph-entry" : "graph-any");
        getProperties().put(GraphView.PART, this);
    }

    /** The key its position moves under in {@link MoveStates}. */
    long key() {
        return key;
    }

    /** The dot a transition is dragged from (Any State), or null (Entry). */
    Circle dot() {
        return dot;
    }

    void setSelected(boolean selected) {
        pseudoClassStateChanged(SELECTED, selected);
    }
}
