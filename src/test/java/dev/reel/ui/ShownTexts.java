package dev.reel.ui;

import javafx.scene.Node;
import javafx.scene.control.Labeled;

import java.util.List;

/** What a part of the scene shows a user: the texts and tree arrows visible from a node down. */
public final class ShownTexts {
    private ShownTexts() {
    }

    /** Adds to {@code texts} each non-empty text and, as "an arrow", each tree arrow shown under {@code node}. */
    public static void collect(Node node, List<String> texts) {
        if (!node.isVisible()) {
            return;
        }
        if (node.getStyleClass().contains("tree-disclosure-node")) {
            texts.add("an arrow");
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()) {
            texts.add(labeled.getText());
        }
        if (node instanceof javafx.scene.Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collect(child, texts);
            }
        }
    }
}
