package dev.reel.ui.graph;

import dev.reel.edit.cmd.MoveStates;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;

/** The Entry or the Any State pill: a small rounded node that can be dragged but not deleted or renamed. */
final class PillNode extends StackPane {
    static final double WIDTH = 104;
    static final double HEIGHT = 32;
    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");

    private final long key;

    /** @param key {@link MoveStates#ENTRY} or {@link MoveStates#ANY} */
    PillNode(long key) {
        this.key = key;
        Label text = new Label(key == MoveStates.ENTRY ? "Entry" : "Any State");
        text.setMouseTransparent(true);
        getChildren().add(text);
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

    void setSelected(boolean selected) {
        pseudoClassStateChanged(SELECTED, selected);
    }
}
