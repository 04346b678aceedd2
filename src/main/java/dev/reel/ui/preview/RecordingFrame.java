package dev.reel.ui.preview;

import dev.reel.ui.playback.Playback;
import javafx.beans.InvalidationListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * The red frame around the preview canvas while Rec is on and a clip is posed there (Unity and Blender mark
 * recording the same way), with a "● REC" tag in its top-right corner: every gizmo drag then keys the clip, and the
 * artist sees that before dragging. It lets the mouse through to the canvas.
 */
final class RecordingFrame {
    private final Playback playback;
    private final Region border = new Region();
    private final Label tag = new Label("● REC");
    private final StackPane node = new StackPane(border, tag);
    private final InvalidationListener recListener = observable -> update();
    private boolean clipMode = true;

    RecordingFrame(Playback playback) {
        this.playback = playback;
        border.getStyleClass().add("preview-rec-border");
        tag.getStyleClass().add("preview-rec-tag");
        StackPane.setAlignment(tag, Pos.TOP_RIGHT);
        StackPane.setMargin(tag, new Insets(8, 8, 0, 0));
        node.setId("preview-rec-frame");
        node.getStyleClass().add("preview-rec-frame");
        node.setMouseTransparent(true);
        node.setPickOnBounds(false);
        playback.recProperty().addListener(recListener);
        update();
    }

    /** Whether the preview shows a clip (the frame is drawn) or a controller (Rec does not apply there). */
    void clipMode(boolean shown) {
        clipMode = shown;
        update();
    }

    private void update() {
        node.setVisible(clipMode && playback.recording());
    }

    /** The frame, to lie over the canvas. */
    Node node() {
        return node;
    }

    void dispose() {
        playback.recProperty().removeListener(recListener);
    }
}
