package dev.reel.ui.slicer;

import dev.reel.model.Diagnostic;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The warning under Slice when slicing would take cells from clips: which clips, and each reference, a click
 * showing it in Source. After a Slice it says what the slicing did, until the setup changes.
 */
final class ClipWarnings {
    /** References listed one by one; more are counted. */
    private static final int SHOWN = 8;

    /** Shows a reference's line in Source. */
    interface Reveal {
        void show(String file, int line, int column);
    }

    private final VBox root = new VBox(3);
    private final Label heading = new Label();
    private final VBox lines = new VBox(1);
    private final Reveal reveal;
    private List<Diagnostic> shown = List.of();

    ClipWarnings(Reveal reveal) {
        this.reveal = reveal;
        root.setId("slice-warnings");
        // It floats over the sheet's top-left corner, as wide as its text needs up to a limit.
        root.setMaxSize(440, javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.scene.layout.StackPane.setAlignment(root, javafx.geometry.Pos.TOP_LEFT);
        javafx.scene.layout.StackPane.setMargin(root, new javafx.geometry.Insets(10));
        root.getStyleClass().add("slice-warnings");
        heading.getStyleClass().add("slice-warnings-heading");
        heading.setWrapText(true);
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(lines);
        scroll.setFitToWidth(true);
        scroll.setMaxHeight(110);
        scroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("slice-warnings-scroll");
        root.getChildren().addAll(heading, scroll);
        show(List.of(), 0, false);
    }

    Node node() {
        return root;
    }

    /** The references listed now. */
    List<Diagnostic> shown() {
        return shown;
    }

    /**
     * Lists {@code broken} references; {@code removed} cells go; {@code done} says whether the slicing has
     * happened (else it is what Slice would do).
     */
    void show(List<Diagnostic> broken, int removed, boolean done) {
        shown = List.copyOf(broken);
        lines.getChildren().clear();
        boolean visible = !broken.isEmpty();
        root.setVisible(visible);
        root.setManaged(visible);
        if (!visible) {
            return;
        }
        Set<String> clips = new LinkedHashSet<>();
        broken.forEach(problem -> clips.add(problem.file()));
        String clipsText = clips.size() == 1 ? "1 clip" : clips.size() + " clips";
        String cellsText = removed == 0 ? "cells change" : removed + (removed == 1 ? " cell goes" : " cells go");
        heading.setText(done
                ? "⚠ Sliced: " + clipsText + " lost cells or now show other pictures"
                : "⚠ " + cellsText + ": " + clipsText + " would lose cells or show other pictures");
        for (int i = 0; i < Math.min(SHOWN, broken.size()); i++) {
            Diagnostic problem = broken.get(i);
            Hyperlink link = new Hyperlink(problem.file() + ":" + problem.line() + "  " + cellOf(problem.message()));
            link.getStyleClass().add("slice-warning-line");
            link.setTooltip(new Tooltip(problem.message()));
            link.setOnAction(event -> reveal.show(problem.file(), problem.line(), problem.column()));
            lines.getChildren().add(link);
        }
        if (broken.size() > SHOWN) {
            Label more = new Label("… and " + (broken.size() - SHOWN) + " more");
            more.getStyleClass().add("slicer-note");
            lines.getChildren().add(more);
        }
    }

    /** The cell part of a reference message: {@code knight_idle_005} from {@code assets/...#knight_idle_005 ...}. */
    private static String cellOf(String message) {
        int hash = message.indexOf('#');
        if (hash < 0) {
            return message;
        }
        int end = message.indexOf(' ', hash);
        return message.substring(hash + 1, end < 0 ? message.length() : end);
    }
}
