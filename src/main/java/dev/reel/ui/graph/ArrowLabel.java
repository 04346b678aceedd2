package dev.reel.ui.graph;

import javafx.geometry.VPos;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;

/**
 * An arrow's label: its text on a rounded plate, sized to the text. A plate and a text node rather than a
 * {@code Label}: a label is a control with a skin of its own, and the 600 of a large graph were a large part of
 * opening it. It looks the same (the plate's padding, border and background and the text's fill come from
 * {@code graph.css}).
 */
final class ArrowLabel extends Region {
    private final Text text = new Text();

    ArrowLabel() {
        getStyleClass().add("graph-arrow-label");
        // "text" as a label's own text has it: the theme's smoothing and bounds for text.
        text.getStyleClass().addAll("text", "graph-arrow-label-text");
        text.setTextOrigin(VPos.TOP);
        text.setManaged(false);
        text.setMouseTransparent(true);
        getChildren().add(text);
    }

    String getText() {
        return text.getText();
    }

    void setText(String value) {
        if (!value.equals(text.getText())) {
            text.setText(value);
            requestLayout();
        }
    }

    @Override
    protected double computePrefWidth(double height) {
        return snappedLeftInset() + text.getLayoutBounds().getWidth() + snappedRightInset();
    }

    @Override
    protected double computePrefHeight(double width) {
        return snappedTopInset() + text.getLayoutBounds().getHeight() + snappedBottomInset();
    }

    @Override
    protected double computeMinWidth(double height) {
        return computePrefWidth(height);
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected void layoutChildren() {
        text.relocate(snappedLeftInset(), snappedTopInset());
    }
}
