package dev.reel.ui.preview;

import dev.reel.model.Controller;
import dev.reel.preview.Camera;
import dev.reel.ui.documents.EditingContext;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelContext;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;

/**
 * The preview follows the focused document unless the artist pins it: a clip is shown in Clip mode, a controller
 * is played in the mode it was left in (one not seen yet as the preview plays controllers now: in Controller or
 * Sandbox mode it plays the focused one, in Clip mode it waits with a hint), anything else leaves the canvas
 * empty. Each document keeps its own zoom and pan and the mode it was played in, in its {@link EditingContext}
 * ({@link #CAMERA}, {@link #MODE}); one seen for the first time is fitted. The Pin toggle (a push-pin glyph,
 * pressed while on) on the toolbar keeps a controller or the sandbox playing whatever is focused, a clip too:
 * the focused clip is then not drawn, and the rig's {@link dev.reel.ui.playback.PreviewRig#pinnedToProperty()}
 * says what plays instead, so that the clip's own dope sheet can say so. Unpinning follows the focused document
 * again.
 */
final class PreviewFollowing {
    /** The preview's zoom and pan for a document, and the view's size then (its middle is what stays put). */
    record View(Camera camera, int width, int height) {
    }

    /** The preview's zoom and pan for a document. */
    static final EditingContext.Key<View> CAMERA = EditingContext.Key.of("preview.camera");
    /** What the preview played a document in (Controller or Sandbox for a controller). */
    static final EditingContext.Key<PreviewPanel.Mode> MODE = EditingContext.Key.of("preview.mode");

    /** What the toolbar does to show a document: play {@code controller} in {@code mode}, or clips (null). */
    interface Show {
        void show(PreviewPanel.Mode mode, String controller);
    }

    private final PreviewPanel panel;
    private final PanelContext context;
    private final Show show;
    private final java.util.function.Supplier<String> playing;
    private final ToggleButton pin = new ToggleButton();
    private OpenDocument<?> shown;

    /** {@code playing}: the project path of the controller the preview plays (its list's choice). */
    PreviewFollowing(PreviewPanel panel, PanelContext context, Show show, java.util.function.Supplier<String> playing) {
        this.panel = panel;
        this.context = context;
        this.show = show;
        this.playing = playing;
        pin.setId("preview-pin");
        // A push-pin glyph, no words: the toolbar keeps one row at the first-run window size.
        pin.getStyleClass().addAll("glyph-button", "preview-pin");
        dev.reel.ui.theme.Icons.graphic("pin").ifPresent(pin::setGraphic);
        pin.setAccessibleText("Pin");
        pin.setOnAction(event -> {
            if (!pin.isSelected()) {
                focusChanged(context.workspace().focused());
            }
            update();
        });
        update();
    }

    /** The pin toggle of the toolbar. */
    ToggleButton pinButton() {
        return pin;
    }

    /** Whether the preview keeps what it plays whatever is focused. */
    boolean pinned() {
        return pin.isSelected();
    }

    /** The document whose view the canvas shows (the focused one, or the one focused when the pin went on). */
    OpenDocument<?> shown() {
        return shown;
    }

    /** The focus moved: unless pinned, keep the old document's view and show the new one as it was left. */
    void focusChanged(OpenDocument<?> now) {
        if (pinned() || now == shown) {
            return;
        }
        if (shown != null) {
            shown.editing().setView(MODE, panel.mode());
            if (panel.canvas().placed()) {
                int[] size = panel.canvas().viewSize();
                shown.editing().setView(CAMERA, new View(panel.canvas().cameraProperty().get(), size[0], size[1]));
            }
        }
        shown = now;
        PreviewPanel.Mode wanted = PreviewPanel.Mode.CLIP;
        String controller = null;
        if (now != null && now.value() instanceof Controller && now.file() != null) {
            // As the artist left it; one not seen yet plays as the preview plays controllers now (in Clip mode it
            // waits, the hint over the canvas saying how to play it).
            PreviewPanel.Mode kept = now.editing().view(MODE);
            wanted = kept != null ? kept : panel.mode();
            controller = context.project().relative(now.file());
        }
        show.show(wanted, controller);
        View kept = now == null ? null : now.editing().view(CAMERA);
        if (kept != null) {
            panel.canvas().place(kept.camera(), kept.width(), kept.height());
        } else if (panel.mode() != PreviewPanel.Mode.SANDBOX) {
            // Never the last document's zoom (the sandbox's 0.5× under a clip's full-size gizmo): fitted afresh.
            panel.canvas().unplace();
        }
    }

    private void publishPin() {
        String controller = pin.isSelected() ? playing.get() : null;
        String now = controller == null ? null : ControllerChoice.shortName(controller)
                + (panel.mode() == PreviewPanel.Mode.SANDBOX ? " in the sandbox" : "");
        if (!java.util.Objects.equals(now, context.rig().pinnedToProperty().get())) {
            context.rig().pinnedToProperty().set(now);
        }
    }

    /** The preview panel closes: nothing is pinned any more. */
    void dispose() {
        context.rig().pinnedToProperty().set(null);
    }

    /** The pin means something only while a controller or the sandbox plays; its text says when it is on. */
    void update() {
        boolean clip = panel.mode() == PreviewPanel.Mode.CLIP;
        if (clip && pin.isSelected()) {
            pin.setSelected(false);
        }
        pin.setDisable(clip);
        publishPin();
        String text = pin.isSelected() ? "Pinned" : "Pin";
        if (text.equals(pin.getAccessibleText()) && pin.getTooltip() != null) {
            return; // the toolbar asks every frame: the tooltip is made only when the pin changes
        }
        pin.setAccessibleText(text);
        pin.setTooltip(new Tooltip(pin.isSelected()
                ? "The preview keeps playing this controller while you edit other documents: click to follow the"
                + " focused document again"
                : "Keep playing this controller (or the sandbox) while you edit other documents; unpinned, the"
                + " preview shows the focused document"));
    }
}
