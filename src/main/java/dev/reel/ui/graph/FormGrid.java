package dev.reel.ui.graph;

import javafx.geometry.HPos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;

/** Labelled rows of the side panel: a narrow label column and a control column that takes the rest. */
final class FormGrid extends GridPane {
    private int rows;

    FormGrid() {
        getStyleClass().add("graph-form");
        setHgap(10);
        setVgap(8);
        ColumnConstraints labels = new ColumnConstraints(78);
        labels.setHalignment(HPos.LEFT);
        ColumnConstraints controls = new ColumnConstraints();
        controls.setHgrow(Priority.ALWAYS);
        controls.setFillWidth(true);
        getColumnConstraints().setAll(labels, controls);
    }

    /** Adds a row; returns the control. */
    <N extends Node> N row(String label, N control) {
        Label text = new Label(label);
        text.getStyleClass().add("graph-form-label");
        add(text, 0, rows);
        add(control, 1, rows);
        GridPane.setHgrow(control, Priority.ALWAYS);
        rows++;
        return control;
    }

    /** Adds a control across both columns. */
    <N extends Node> N wide(N control) {
        add(control, 0, rows, 2, 1);
        rows++;
        return control;
    }
}
