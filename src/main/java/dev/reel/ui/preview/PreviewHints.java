package dev.reel.ui.preview;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;

/**
 * The lines drawn over the preview canvas: what to do when it would be an empty checkerboard, and in the
 * sandbox its keys, so that the sandbox says how to play it without a look at the manual.
 */
final class PreviewHints {
    /** The sandbox's keys as {@link PreviewKeys} reads them (A/D and ↑/W work too). */
    static final String SANDBOX_KEYS = "←/→ run · Space jump · J attack";

    private final Label empty = new Label();
    private final Label sandbox = new Label();
    private final StackPane layer;

    PreviewHints(Node canvas) {
        empty.getStyleClass().add("preview-hint");
        empty.setId("preview-hint");
        empty.setMouseTransparent(true);
        empty.setWrapText(true);
        sandbox.getStyleClass().addAll("preview-hint", "sandbox-hint");
        sandbox.setId("sandbox-hint");
        sandbox.setMouseTransparent(true);
        sandbox.setVisible(false);
        layer = new StackPane(canvas, empty, sandbox);
        StackPane.setAlignment(sandbox, Pos.TOP_CENTER);
        StackPane.setMargin(sandbox, new Insets(10, 0, 0, 0));
    }

    /** Shows {@code label} in the canvas's bottom-left corner (the state and blend of what plays). */
    void corner(Label label) {
        layer.getChildren().add(label);
        StackPane.setAlignment(label, Pos.BOTTOM_LEFT);
        StackPane.setMargin(label, new Insets(0, 0, 10, 10));
    }

    /** Lays {@code overlay} over the whole canvas (the frame Rec draws), under the hints. */
    void overlay(Node overlay) {
        layer.getChildren().add(1, overlay);
    }

    /** The canvas with the hints over it. */
    Node node() {
        return layer;
    }

    Label empty() {
        return empty;
    }

    Label sandbox() {
        return sandbox;
    }

    /**
     * Shows the hints that apply now: the empty-canvas one when nothing is drawn (saying how to play an open
     * controller), the sandbox keys while the sandbox runs (asking for a click first when the keys would not
     * reach it).
     */
    void update(boolean nothingShown, boolean controllerFocused, boolean sandboxRuns, boolean sandboxHasKeys) {
        empty.setText(controllerFocused ? "A controller is open: choose Controller or Sandbox above to play it"
                : "Open a clip from Assets to preview it");
        empty.setVisible(nothingShown);
        sandbox.setText(sandboxHasKeys ? SANDBOX_KEYS : "Click here, then " + SANDBOX_KEYS);
        sandbox.setVisible(sandboxRuns);
    }
}
