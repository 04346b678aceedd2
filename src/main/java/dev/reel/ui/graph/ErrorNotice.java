package dev.reel.ui.graph;

import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;

import java.util.List;
import java.util.Map;

/**
 * A controller whose text has errors opens as the graph its text describes, not as a placeholder, and cannot be
 * edited until the text is fixed in Source (an edit here would be lost then, and it could not be saved): this
 * notice says so above the graph (pushing it down, so it covers no box) (a click on it shows the first error in Source), and each box an error is about
 * is marked red, the messages in its tooltip ({@link ErrorMarks}).
 */
final class ErrorNotice extends Label {
    /** Shows a file's line and column in Source. */
    interface SourceShower {
        void show(String file, int line, int column);
    }

    private final ControllerEditing editing;
    private final GraphView view;

    ErrorNotice(ControllerEditing editing, GraphView view, SourceShower source) {
        this.editing = editing;
        this.view = view;
        setId("graph-read-only");
        getStyleClass().add("graph-read-only");
        setWrapText(true);
        setMaxWidth(520);
        setVisible(false);
        // Above the graph, not over it: shown, it pushes the graph down and covers no box.
        managedProperty().bind(visibleProperty());
        javafx.scene.layout.BorderPane.setAlignment(this, Pos.CENTER);
        javafx.scene.layout.BorderPane.setMargin(this, new Insets(8, 10, 8, 10));
        setOnMouseClicked(event -> {
            OpenDocument<Controller> open = editing.open();
            if (open != null) {
                errors(open).stream().findFirst().ifPresent(error ->
                        source.show(open.name(), error.line(), error.column()));
            }
        });
    }

    /**
     * As tall as its wrapped text needs at the width it is laid out at (at most its maximum width): measured at the
     * wider width the graph offered, the message lost its last line to an ellipsis.
     */
    @Override
    protected double computePrefHeight(double width) {
        return super.computePrefHeight(width < 0 ? width : Math.min(width, getMaxWidth()));
    }

    private static List<Diagnostic> errors(OpenDocument<Controller> open) {
        return open.problems().stream().filter(Diagnostic::isError).toList();
    }

    /** Shows or hides the notice and marks the boxes of the graph shown, after each redraw. */
    void show() {
        OpenDocument<Controller> open = editing.open();
        boolean locked = editing.readOnly();
        setVisible(locked);
        Map<String, List<String>> marks = Map.of();
        if (locked && editing.scope().layerId() == dev.reel.edit.cmd.GraphScope.BASE) {
            marks = ErrorMarks.of(open.draft() != null ? open.draft() : open.text(), open.problems());
        }
        if (locked) {
            List<Diagnostic> errors = errors(open);
            setText("Read-only: the text of " + open.shortName() + " has "
                    + (errors.size() == 1 ? "an error" : errors.size() + " errors")
                    + (errors.isEmpty() ? "" : " (" + errors.get(0).code() + " " + errors.get(0).message() + ")")
                    + ". Fix it in Source to edit the graph; click here to go there.");
        }
        String prefix = editing.value() == null ? "" : GraphTargets.prefix(editing.value(), editing.scope());
        for (StateBox box : view.boxes()) {
            box.setErrors(marks.getOrDefault(prefix + box.stateName(), List.of()));
        }
    }
}
