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
    /** The width the geometry gave the plate, or negative: sized to the text. */
    private double fixedWidth = -1;

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

    /** Gives the plate the width the geometry placed it at (its text centred in it). */
    void setFixedWidth(double width) {
        fixedWidth = width;
        requestLayout();
    }

    @Override
    protected double computePrefWidth(double height) {
        if (fixedWidth >= 0) {
            return fixedWidth;
        }
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
        double free = getWidth() - text.getLayoutBounds().getWidth();
        text.relocate(fixedWidth >= 0 ? Math.max(snappedLeftInset(), free / 2) : snappedLeftInset(),
                Math.max(snappedTopInset(), (getHeight() - text.getLayoutBounds().getHeight()) / 2));
    }
}
