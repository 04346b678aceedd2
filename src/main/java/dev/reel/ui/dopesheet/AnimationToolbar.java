package dev.reel.ui.dopesheet;

import dev.reel.model.LoopMode;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.Tips;
import dev.reel.ui.curves.CurveView;
import dev.reel.ui.playback.Playback;
import javafx.beans.InvalidationListener;
import javafx.collections.FXCollections;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

import java.util.ArrayList;
import java.util.List;

/**
 * The Animation panel's toolbar: transport (start, play/pause, end), loop override and speed, Preview, Rec,
 * Auto Key and Key, snapping (with the frame rate it snaps to) and ripple, the easing presets, and the switch
 * between the dope sheet and the curves with the selected points' time and value fields ({@link PointFields}).
 * Its controls edit the shared {@link Playback} and {@link AnimationState}; it unbinds everything in
 * {@link #dispose()}.
 */
final class AnimationToolbar {
    private static final String CLIP_LOOP = "Clip's loop";

    private final HBox root = new HBox(4);
    private final Playback playback;
    private final AnimationState state;
    private final ToggleButton play = toggle("", "Play / pause (Space)", "play-button");
    private final ToggleButton preview = toggle("Preview", "Show the clip at the cursor on the preview rig; the document never changes", "preview-button");
    private final ToggleButton rec = toggle("Rec", "Record: edits of node fields in the Inspector become keys at the cursor", "rec-button");
    private final ToggleButton autoKey = toggle("Auto Key", "With Rec: key each edit at once (off: wait for K)", "autokey-button");
    private final ToggleButton snap = toggle("Snap", "Snap keys and the cursor to frames (Alt drags freely)", "snap-button");
    /** The frame rate the Snap button names (none yet: NaN is never equal). */
    private double shownFps = Double.NaN;
    private final ToggleButton ripple = toggle("Ripple", "Moving keys pushes the later keys of their tracks along", "ripple-button");
    private final ToggleButton sheet = toggle("Dope Sheet", "Keys by row (C toggles)", "sheet-mode");
    private final ToggleButton curves = toggle("Curves", "The selected tracks' curves, every lane on one graph (C toggles)", "curves-mode");
    private final ComboBox<String> loop = new ComboBox<>(FXCollections.observableArrayList(CLIP_LOOP, "once", "loop",
            "pingPong"));
    private final ComboBox<String> speed = new ComboBox<>(FXCollections.observableArrayList("0.25×", "0.5×", "1×",
            "2×", "-1×"));
    private final List<Runnable> unbind = new ArrayList<>();
    private final PointFields points;

    AnimationToolbar(Playback playback, AnimationState state, SheetEditing editing, CurveView curveView,
                     Runnable key, Runnable start, Runnable end) {
        this.playback = playback;
        this.state = state;
        this.points = new PointFields(curveView, editing, state::fps);
        root.getStyleClass().addAll("panel-header", "animation-toolbar");
        root.setAlignment(Pos.CENTER_LEFT);
        Button toStart = button("", "Cursor to the start (Home)", start);
        toStart.setGraphic(Glyphs.toStart());
        toStart.setId("start-button");
        Button toEnd = button("", "Cursor to the end (End)", end);
        toEnd.setGraphic(Glyphs.toEnd());
        toEnd.setId("end-button");
        play.setGraphic(Glyphs.play());
        rec.setGraphic(Glyphs.record());
        // On it is a filled orange switch with a filled key, off an outline with a hollow one (reel.css).
        autoKey.setGraphic(Glyphs.key());
        Button keyButton = button("Key", "Key every field of the selected node that differs from the clip at the cursor (K)", key);
        keyButton.setId("key-button");
        keyButton.setGraphic(Glyphs.key());
        MenuButton easing = new MenuButton("Easing");
        easing.setId("easing-button");
        easing.getStyleClass().addAll("small", "flat");
        Tips.set(easing, "Shape the segments that start at the selected keys");
        easing.getItems().addAll(EasingMenu.items(editing, state::fps, true));
        MenuItem fromScene = new MenuItem("Set from Scene");
        fromScene.setOnAction(event -> editing.setFromScene());
        easing.getItems().addAll(new javafx.scene.control.SeparatorMenuItem(), fromScene);
        loop.setId("loop-override");
        loop.getStyleClass().add("small");
        Tips.set(loop, "Loop while previewing: the clip's own mode or an override");
        speed.setId("speed");
        speed.getStyleClass().add("small");
        Tips.set(speed, "Playback speed");
        ToggleGroup mode = new ToggleGroup();
        sheet.setToggleGroup(mode);
        curves.setToggleGroup(mode);
        sheet.getStyleClass().add("left-pill");
        curves.getStyleClass().add("right-pill");
        rec.getStyleClass().add("rec-toggle");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        root.getChildren().addAll(toStart, play, toEnd, loop, speed, separator(), preview, rec, autoKey, keyButton,
                separator(), snap, ripple, easing, spacer, points.node(), sheet, curves);
        bindings();
    }

    private void bindings() {
        bind(play, playback.playingProperty());
        bind(preview, playback.previewProperty());
        bind(rec, playback.recProperty());
        bind(autoKey, playback.autoKeyProperty());
        bind(snap, state.snappingProperty());
        bind(ripple, state.rippleProperty());
        bind(curves, state.curvesProperty());
        sheet.setSelected(!state.curvesProperty().get());
        InvalidationListener mode = observable -> {
            sheet.setSelected(!state.curvesProperty().get());
            curves.setSelected(state.curvesProperty().get());
            points.node().setVisible(state.curvesProperty().get());
            points.node().setManaged(state.curvesProperty().get());
        };
        state.curvesProperty().addListener(mode);
        unbind.add(() -> state.curvesProperty().removeListener(mode));
        sheet.setOnAction(event -> state.curvesProperty().set(false));
        curves.setOnAction(event -> state.curvesProperty().set(true));
        mode.invalidated(null);
        InvalidationListener playing = observable -> play.setGraphic(playback.playing() ? Glyphs.pause()
                : Glyphs.play());
        playback.playingProperty().addListener(playing);
        unbind.add(() -> playback.playingProperty().removeListener(playing));
        autoKey.disableProperty().bind(playback.recProperty().not());
        unbind.add(() -> autoKey.disableProperty().unbind());
        loop.setValue(CLIP_LOOP);
        loop.valueProperty().addListener((observable, old, word) -> playback.loopOverrideProperty().set(
                word == null || word.equals(CLIP_LOOP) ? null : dev.reel.model.Named.parse(LoopMode.class, word)
                        .orElse(null)));
        speed.setValue("1×");
        speed.valueProperty().addListener((observable, old, text) -> {
            if (text != null) {
                playback.speedProperty().set(Double.parseDouble(text.replace("×", "")));
            }
        });
    }

    /** The snap button names the rate it snaps to (formatted again only when it changes, not on every drag frame). */
    void showFrameRate(double fps) {
        if (fps != shownFps) {
            snap.setText("Snap " + Readout.number(fps) + " fps");
            shownFps = fps;
        }
    }

    private void bind(ToggleButton button, javafx.beans.property.BooleanProperty property) {
        button.selectedProperty().bindBidirectional(property);
        unbind.add(() -> button.selectedProperty().unbindBidirectional(property));
    }

    private static ToggleButton toggle(String text, String tip, String id) {
        ToggleButton button = new ToggleButton(text);
        button.setId(id);
        button.getStyleClass().add("small");
        Tips.set(button, tip);
        button.setFocusTraversable(false);
        return button;
    }

    private static Button button(String text, String tip, Runnable action) {
        Button button = new Button(text);
        button.getStyleClass().addAll("small", "flat");
        Tips.set(button, tip);
        button.setFocusTraversable(false);
        button.setOnAction(event -> action.run());
        return button;
    }

    private static Separator separator() {
        Separator separator = new Separator(Orientation.VERTICAL);
        separator.getStyleClass().add("toolbar-separator");
        return separator;
    }

    Node node() {
        return root;
    }

    void dispose() {
        unbind.forEach(Runnable::run);
    }
}
