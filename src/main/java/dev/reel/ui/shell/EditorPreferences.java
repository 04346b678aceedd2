package dev.reel.ui.shell;

import dev.reel.settings.StoredProperties;
import dev.reel.ui.control.TimeNotation;
import dev.reel.ui.theme.Theme;
import javafx.beans.InvalidationListener;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import java.nio.file.Path;

/**
 * Edit ▸ Preferences…: the editor's own settings, kept for every project in {@code editor.properties} in the config
 * folder (beside the onion skins' keys). Today one: {@code time.notation}, {@code seconds} (the default) or
 * {@code frames}, how every ruler, cursor, time field and list writes times ({@link TimeNotation}). A choice
 * applies at once to every open panel and is saved when it is made.
 */
final class EditorPreferences {
    /** The settings file, in the config folder. */
    static final String FILE = "editor.properties";
    /** The key of the time notation. */
    static final String TIME_NOTATION = "time.notation";

    private final Path file;
    private final InvalidationListener save = observable -> save();
    /** Weak, as every listener on the static notation: a closed window's preferences are not kept alive by it. */
    private final InvalidationListener weakSave = new javafx.beans.WeakInvalidationListener(save);
    private Dialog<ButtonType> dialog;
    /** Keeps the open dialog's choice on the notation when it changes elsewhere; removed with the window. */
    private InvalidationListener follow;

    /** Reads the preferences kept in {@code configFolder} and applies them to the window. */
    EditorPreferences(Path configFolder) {
        this.file = configFolder.resolve(FILE);
        TimeNotation.chosenProperty().set(TimeNotation.of(StoredProperties.load(file).get(TIME_NOTATION, null)));
        TimeNotation.chosenProperty().addListener(weakSave);
    }

    private void save() {
        StoredProperties stored = StoredProperties.load(file);
        stored.put(TIME_NOTATION, TimeNotation.chosen().word());
        stored.save();
    }

    /** Shows the Preferences dialog (or brings it to front); each choice in it applies at once. */
    void show(Window owner) {
        if (dialog == null) {
            dialog = build(owner);
        }
        if (!dialog.isShowing()) {
            dialog.show();
        }
        dialog.getDialogPane().getScene().getWindow().requestFocus();
    }

    /** The dialog while it is open (tests look), else null. */
    Dialog<ButtonType> dialog() {
        return dialog != null && dialog.isShowing() ? dialog : null;
    }

    private Dialog<ButtonType> build(Window owner) {
        Dialog<ButtonType> dialog = new Dialog<>();
        Theme.dress(dialog, owner);
        dialog.setTitle("Preferences");
        dialog.setHeaderText("Preferences");
        ToggleGroup group = new ToggleGroup();
        RadioButton seconds = new RadioButton("Seconds  (0.333 s)");
        seconds.setId("preferences-seconds");
        seconds.setUserData(TimeNotation.SECONDS);
        RadioButton frames = new RadioButton("Frames of the clip's rate  (4 f)");
        frames.setId("preferences-frames");
        frames.setUserData(TimeNotation.FRAMES);
        seconds.setToggleGroup(group);
        frames.setToggleGroup(group);
        group.selectToggle(TimeNotation.chosen() == TimeNotation.FRAMES ? frames : seconds);
        group.selectedToggleProperty().addListener((observable, old, toggle) -> {
            if (toggle != null) {
                TimeNotation.chosenProperty().set((TimeNotation) toggle.getUserData());
            }
        });
        follow = observable -> group.selectToggle(TimeNotation.chosen() == TimeNotation.FRAMES ? frames : seconds);
        TimeNotation.chosenProperty().addListener(follow);
        Label title = new Label("Show times as");
        title.getStyleClass().add("preferences-title");
        Label hint = new Label("Rulers, the time cursor, time fields and Assets use it. A time field takes either: "
                + "8f is 8 frames, 0.5s half a second, a bare number is in the notation shown.");
        hint.setWrapText(true);
        hint.setMaxWidth(360);
        hint.getStyleClass().add("preferences-hint");
        VBox content = new VBox(8, title, seconds, frames, hint);
        content.setPadding(new Insets(4, 8, 4, 8));
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);
        return dialog;
    }

    /** Stops saving what changes (the window closes). */
    void dispose() {
        TimeNotation.chosenProperty().removeListener(weakSave);
        if (follow != null) {
            TimeNotation.chosenProperty().removeListener(follow);
        }
        if (dialog != null) {
            dialog.close();
        }
    }
}
