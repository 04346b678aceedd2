package dev.reel.ui.preview;

import dev.reel.model.Controller;
import dev.reel.model.LoopMode;
import dev.reel.settings.ConfigFolder;
import dev.reel.ui.actions.Action;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.ShownAs;
import dev.reel.ui.control.Tips;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.playback.Playback;
import dev.reel.ui.shell.PanelContext;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;

import java.util.List;
import java.util.Locale;

/**
 * The preview panel's controls: what to preview (the clip, a controller, the sandbox) and which controller
 * ({@link ControllerChoice}); play/pause, loop, speed and frame steps; onion skins, grid and bounds; fit and zoom;
 * the current state and blend. Also registers File › Export Preview… ({@link PreviewExport}).
 */
final class PreviewToolbar {
    private static final List<Double> SPEEDS = List.of(-1.0, 0.25, 0.5, 1.0, 1.5, 2.0);

    private final PreviewPanel panel;
    private final PanelContext context;
    private final Playback playback;
    private final FlowPane bar = new FlowPane(3, 4);
    private final ChoiceBox<PreviewPanel.Mode> mode = new ChoiceBox<>(
            FXCollections.observableArrayList(PreviewPanel.Mode.values()));
    private final ControllerChoice controllers;
    private final ToggleButton play = new ToggleButton("▶");
    private final ToggleButton loop = new ToggleButton("Loop");
    private final ChoiceBox<Double> speed = new ChoiceBox<>(FXCollections.observableArrayList(SPEEDS));
    private final ToggleButton onion = new ToggleButton("Onion");
    private final OnionPopover onionSettings;
    private final ToggleButton grid = new ToggleButton("Grid");
    private final ToggleButton bounds = new ToggleButton("Bounds");
    private final RigOverlayMenu rigOverlays;
    private SkinMenu skins;
    private final Label zoom = new Label();
    /** Fit, −, + : nothing to frame while Clip mode has no clip (a sheet or a controller focused). */
    private List<Button> zoomButtons = List.of();
    private final Label state = new Label();
    private final PreviewExport export;
    private final Action playPause;
    private final PreviewedController previewed;
    /** The status line while the sandbox runs. */
    static final String SANDBOX_KEYS = "Sandbox: ←/→ or A/D move, Space jumps, J attacks (click the preview first)";
    private final PreviewFollowing following;
    private boolean updating;

    PreviewToolbar(PreviewPanel panel, PanelContext context) {
        this.panel = panel;
        this.context = context;
        this.playback = context.playback();
        this.previewed = new PreviewedController(panel, context);
        this.following = new PreviewFollowing(panel, context, this::show, this::playingController);
        this.controllers = new ControllerChoice(context, () -> {
            if (!updating && panel.mode() != PreviewPanel.Mode.CLIP) {
                switchTo(panel.mode());
            }
        });
        bar.getStyleClass().add("preview-toolbar");
        mode.setId("preview-mode");
        Tips.set(mode, "What plays: the focused clip, a controller driven by its parameters, or the"
                + " platformer sandbox driven by the keyboard");
        mode.setConverter(ShownAs.text(value -> switch (value) {
            case CLIP -> "Clip";
            case CONTROLLER -> "Controller";
            case SANDBOX -> "Sandbox";
        }));
        mode.setValue(PreviewPanel.Mode.CLIP);
        // Room for "Controller" and the list's arrow apart.
        mode.setPrefWidth(108);
        mode.valueProperty().addListener((observable, old, now) -> {
            if (!updating) {
                switchTo(now);
            }
        });
        play.setId("preview-play");
        Tips.set(play, "Play / pause (Space)");
        play.setOnAction(event -> panel.togglePlay());
        loop.setId("preview-loop");
        Tips.set(loop, "Loop, whatever the clip says");
        loop.setOnAction(event -> playback.loopOverrideProperty().set(loop.isSelected() ? LoopMode.LOOP : null));
        speed.setId("preview-speed");
        Tips.set(speed, "Playback speed (negative plays backwards)");
        speed.setConverter(ShownAs.text(value -> trimmed(value) + "×"));
        speed.setValue(playback.speed());
        speed.setPrefWidth(56);
        speed.valueProperty().addListener((observable, old, now) -> {
            if (now != null) {
                playback.speedProperty().set(now);
            }
        });
        Button back = button("◀|", "Step a frame back (←)", () -> panel.stepFrame(-1));
        back.setId("preview-step-back");
        Button forward = button("|▶", "Step a frame forward (→)", () -> panel.stepFrame(1));
        forward.setId("preview-step-forward");
        onion.setId("preview-onion");
        onion.setOnAction(event -> panel.changed());
        onionSettings = new OnionPopover(OnionSettingsStore.in(ConfigFolder.resolve()), () -> context.rig().time(),
                () -> dev.reel.model.FrameTime.rate(context.rig().clip()));
        onionSettings.settingsProperty().addListener(observable -> panel.changed());
        Button onionMore = button("▾", "Onion skin settings: frames, tints, falloff, step, reference, looping", () -> { });
        onionMore.setOnAction(event -> onionSettings.toggle(onionMore));
        onionMore.setId("preview-onion-settings");
        grid.setId("preview-grid");
        grid.setOnAction(event -> panel.changed());
        bounds.setId("preview-bounds");
        bounds.setOnAction(event -> panel.changed());
        rigOverlays = new RigOverlayMenu(panel::changed);
        rigOverlays.node().managedProperty().bind(rigOverlays.node().visibleProperty());
        rigOverlays.node().setVisible(false);
        Button fit = button("Fit", "Show everything at the largest pixel-exact zoom", panel::fit);
        Button zoomOut = button("−", "Zoom out a pixel-exact level", () -> panel.canvas().zoom(false));
        Button zoomIn = button("+", "Zoom in a pixel-exact level", () -> panel.canvas().zoom(true));
        state.setId("preview-state");
        // The state and blend are drawn over the canvas's corner (PreviewHints), not in the row: a blend's text
        // grows and shrinks as it plays, which would make the row wrap and jump.
        state.getStyleClass().add("preview-state");
        state.setMouseTransparent(true);
        state.setVisible(false);
        for (Node glyph : List.of(back, play, forward, zoomOut, zoomIn)) {
            glyph.getStyleClass().add("glyph-button");
        }
        zoom.getStyleClass().add("preview-zoom");
        zoomButtons = List.of(fit, zoomOut, zoomIn);
        bar.getChildren().addAll(mode, controllers.node(), following.pinButton(), back, play, forward, loop, speed, onion, grid, bounds, rigOverlays.node(), fit,
                zoomOut, zoom, zoomIn);
        export = new PreviewExport(context, bar, () -> panel.mode() == PreviewPanel.Mode.CLIP);
        // Space plays and pauses from wherever the focus is, unless a text field takes it for typing (the key
        // dispatcher leaves bare keys to text inputs) or the sandbox has the focus, where Space jumps.
        playPause = context.actions().register(Action.of("preview.play", "View", "Play / Pause").group("play")
                .keys("Space").enabledWhen(() -> !PreviewKeys.sandboxHasFocus(panel)).run(panel::togglePlay));
        // The settings' ▾ sits against the Onion toggle it belongs to, the two read as one split button.
        onionMore.getStyleClass().addAll("glyph-button", "onion-more");
        onion.getStyleClass().add("onion-toggle");
        int onionAt = bar.getChildren().indexOf(onion);
        HBox split = new HBox();
        bar.getChildren().set(onionAt, split);
        split.getChildren().addAll(onion, onionMore);
        update();
    }

    Node node() {
        return bar;
    }

    /** The current state and blend of what plays, for the corner of the canvas. */
    Label stateLabel() {
        return state;
    }

    boolean onionShown() {
        return onion.isSelected();
    }

    /** How the onion skins are drawn (the settings popover's). */
    dev.reel.preview.OnionSettings onionSettings() {
        return onionSettings.settingsProperty().get();
    }

    boolean gridShown() {
        return grid.isSelected();
    }

    boolean boundsShown() {
        return bounds.isSelected();
    }

    /**
     * Adds the rig clip tools made after the toolbar: the Rig menu's Deform Vertices switch and the skin selector
     * beside the menu.
     */
    void addRigTools(javafx.beans.property.BooleanProperty deform, SkinMenu skinMenu) {
        rigOverlays.addDeform(deform);
        skins = skinMenu;
        bar.getChildren().add(bar.getChildren().indexOf(rigOverlays.node()) + 1, skinMenu.node());
        update();
    }

    /** The skin selector (tests drive it), or null before {@link #addRigTools}. */
    SkinMenu skins() {
        return skins;
    }

    /** Which overlays a rig clip's pose shows (the Rig menu's). */
    dev.reel.preview.RigOverlaySettings rigOverlays() {
        return rigOverlays.settings();
    }

    /** Mirrors the state of playback and the view into the controls. */
    void update() {
        updating = true;
        try {
            play.setSelected(panel.playingNow());
            play.setText(panel.playingNow() ? "❚❚" : "▶");
            loop.setSelected(playback.loopOverrideProperty().get() == LoopMode.LOOP);
            if (!Double.valueOf(playback.speed()).equals(speed.getValue()) && SPEEDS.contains(playback.speed())) {
                speed.setValue(playback.speed());
            }
            // With nothing drawn (Clip mode, no clip focused) there is no zoom to read: never the last document's.
            boolean empty = panel.mode() == PreviewPanel.Mode.CLIP && context.rig().clip() == null;
            zoom.setText(empty ? "" : String.format(Locale.ROOT, "%s×",
                    trimmed(panel.canvas().cameraProperty().get().zoom())));
            zoomButtons.forEach(button -> button.setDisable(empty));
            // The Rig menu only where a rig is drawn (a clip with rig=): elsewhere it would only take the row's room.
            dev.reel.model.Clip shownClip = context.rig().clip();
            rigOverlays.node().setVisible(panel.mode() == PreviewPanel.Mode.CLIP ? shownClip != null
                    && shownClip.rig() != null : panel.run() != null && panel.run().rig() != null);
            if (skins != null) {
                skins.update();
            }
            state.setText(panel.stateText());
            state.setVisible(!state.getText().isEmpty());
            mode.setValue(panel.mode());
            // The controller list only means something outside clip mode: hidden there, it leaves the row to
            // the playback controls.
            boolean clipMode = panel.mode() == PreviewPanel.Mode.CLIP;
            controllers.show(!clipMode);
            // Loop overrides a clip's loop mode and means nothing to a controller: hidden there, it leaves the
            // row to the controller list and the Pin.
            loop.setVisible(clipMode);
            loop.setManaged(clipMode);
            following.update();
        } finally {
            updating = false;
        }
    }

    /**
     * A document got the focus ({@code change} null) or changed: a controller is offered in the list, and on a
     * change of focus the preview follows the document unless it is pinned ({@link PreviewFollowing}), so that
     * it plays the controller or shows the clip being edited (the list still lets the user play another).
     */
    void documentChanged(OpenDocument<?> document, dev.reel.edit.Change<?> change) {
        if (document != null && document.value() instanceof Controller && document.file() != null) {
            controllers.offer(document);
            if (change == null) {
                previewed.follow(document);
            }
        }
        if (change == null) {
            following.focusChanged(document);
        }
    }

    /** The panel is built: the preview shows the focused document (from then on, each one focused). */
    void followFocus() {
        OpenDocument<?> focused = context.workspace().focused();
        if (focused != null) {
            documentChanged(focused, null);
        }
    }

    /** Plays {@code controller} in {@code wanted} mode, or goes back to clips; nothing when that plays already. */
    private void show(PreviewPanel.Mode wanted, String controller) {
        boolean playing = panel.mode() == wanted && (wanted == PreviewPanel.Mode.CLIP
                || java.util.Objects.equals(controller, controllers.value()));
        if (playing) {
            if (controller != null) {
                // Chosen in the list, for Controller or Sandbox later.
                controllers.choose(controller);
            }
            return;
        }
        updating = true;
        try {
            if (controller != null) {
                controllers.choose(controller);
            }
            mode.setValue(wanted);
        } finally {
            updating = false;
        }
        switchTo(wanted);
    }

    /** The project path of the controller the list has chosen (null before the list is built). */
    private String playingController() {
        return controllers == null ? null : controllers.value();
    }

    /** The pin and the per-document views (tests read them). */
    PreviewFollowing following() {
        return following;
    }

    /**
     * Plays the chosen controller in the sandbox, as choosing Sandbox in the mode list does, once the canvas has
     * kept one size for a moment: a window that opens with it is still settling (its size, then its dividers),
     * and the sandbox's room is framed once, for the size the canvas ends up with.
     */
    void startSandbox() {
        PreviewCanvas canvas = panel.canvas();
        javafx.animation.PauseTransition settled = new javafx.animation.PauseTransition(
                javafx.util.Duration.millis(300));
        javafx.beans.InvalidationListener resized = observable -> settled.playFromStart();
        canvas.layoutBoundsProperty().addListener(resized);
        settled.setOnFinished(event -> {
            if (canvas.closed()) {
                canvas.layoutBoundsProperty().removeListener(resized);
            } else if (canvas.getWidth() >= 1 && canvas.getHeight() >= 1) {
                canvas.layoutBoundsProperty().removeListener(resized);
                // Only while the controller is still the focused document: the preview follows the focus, and a
                // clip opened meanwhile is shown as a clip, not under the sandbox.
                OpenDocument<?> focused = context.workspace().focused();
                if (following.pinned() || focused != null && focused.value() instanceof Controller) {
                    mode.setValue(PreviewPanel.Mode.SANDBOX);
                }
            }
        });
        settled.playFromStart();
    }

    /** The controller previewed, its document followed, and the sandbox's mappings. */
    PreviewedController previewed() {
        return previewed;
    }

    private static String trimmed(double value) {
        return Readout.number(value);
    }

    private Button button(String text, String tip, Runnable action) {
        Button button = new Button(text);
        Tips.set(button, tip);
        button.setOnAction(event -> action.run());
        return button;
    }

    private void switchTo(PreviewPanel.Mode wanted) {
        if (wanted != PreviewPanel.Mode.SANDBOX) {
            // The sandbox's keys mean nothing in another mode: its line leaves the status bar with it.
            context.unsay(SANDBOX_KEYS);
        }
        if (wanted == PreviewPanel.Mode.CLIP) {
            previewed.stop();
            panel.showController(null);
            return;
        }
        previewed.start(controllers.value(), wanted == PreviewPanel.Mode.SANDBOX);
        if (panel.mode() == PreviewPanel.Mode.SANDBOX) {
            context.say(SANDBOX_KEYS);
        }
    }

    void dispose() {
        previewed.stop();
        export.dispose();
        following.dispose();
        context.actions().unregister(playPause);
    }
}
