package dev.reel.ui.preview;

import dev.reel.preview.OnionSettings;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.TimeFormat;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ColorPicker;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.stage.Popup;
import javafx.util.StringConverter;

import java.util.function.DoubleSupplier;

/**
 * The onion skin settings beside the preview's Onion toggle: frames before and after with their tints, the
 * nearest skin's opacity and the falloff per step, a step of a frame or a key, a fixed reference frame (set to
 * the cursor), and what happens past the clip's end. Every change applies at once ({@link #settingsProperty})
 * and is kept in the editor's settings; Reset puts the defaults back.
 */
final class OnionPopover {
    private final ObjectProperty<OnionSettings> settings;
    private final OnionSettingsStore store;
    private final DoubleSupplier cursor;
    /** The focused clip's frame rate, which the reference time is written in when times are shown in frames. */
    private final DoubleSupplier fps;
    // The controls are made when the settings are first opened: the window's first frame never shows them, and
    // making their spinners, colour pickers and choice boxes was a twentieth of the JavaFX thread's start.
    private Popup popup;
    private Spinner<Integer> before;
    private Spinner<Integer> after;
    private ColorPicker beforeTint;
    private ColorPicker afterTint;
    private Spinner<Integer> opacity;
    private Spinner<Integer> falloff;
    private ChoiceBox<OnionSettings.Step> step;
    private CheckBox reference;
    private Label referenceTime;
    private ChoiceBox<OnionSettings.Wrap> wrap;
    private VBox content;
    private boolean showing;

    OnionPopover(OnionSettingsStore store, DoubleSupplier cursor, DoubleSupplier fps) {
        this.store = store;
        this.cursor = cursor;
        this.fps = fps;
        this.settings = new SimpleObjectProperty<>(this, "settings", store.load());
    }

    /** Makes the popup and its controls, showing the current settings, the first time they are needed. */
    private void made() {
        if (popup != null) {
            return;
        }
        popup = new Popup();
        before = counts("onion-before");
        after = counts("onion-after");
        beforeTint = new ColorPicker();
        afterTint = new ColorPicker();
        opacity = percents("onion-opacity");
        falloff = percents("onion-falloff");
        step = new ChoiceBox<>();
        reference = new CheckBox("Reference frame");
        referenceTime = new Label();
        wrap = new ChoiceBox<>();
        content = new VBox(8);
        build();
        show(settings.get());
        wire();
    }

    /** The settings the preview draws by; they change as the popover is used. */
    ObjectProperty<OnionSettings> settingsProperty() {
        return settings;
    }

    private static Spinner<Integer> counts(String id) {
        Spinner<Integer> spinner = new Spinner<>(0, OnionSettings.MOST, 0);
        spinner.setId(id);
        spinner.setEditable(true);
        spinner.setPrefWidth(72);
        spinner.getValueFactory().setConverter(converter(""));
        return spinner;
    }

    private static Spinner<Integer> percents(String id) {
        Spinner<Integer> spinner = new Spinner<>(0, 100, 0, 5);
        spinner.setId(id);
        spinner.setEditable(true);
        spinner.setPrefWidth(88);
        spinner.getValueFactory().setConverter(converter(" %"));
        return spinner;
    }

    private static StringConverter<Integer> converter(String unit) {
        return new StringConverter<>() {
            @Override
            public String toString(Integer value) {
                return value == null ? "" : Readout.number(value) + unit;
            }

            @Override
            public Integer fromString(String text) {
                try {
                    return (int) Math.round(Double.parseDouble(text.replace("%", "").trim()));
                } catch (NumberFormatException notANumber) {
                    return null;
                }
            }
        };
    }

    private void build() {
        beforeTint.setId("onion-before-tint");
        afterTint.setId("onion-after-tint");
        step.setId("onion-step");
        step.getItems().setAll(OnionSettings.Step.values());
        step.setConverter(names(OnionSettings.Step.FRAME, "A frame", "A key"));
        reference.setId("onion-reference");
        referenceTime.setId("onion-reference-time");
        Button toCursor = new Button("Set to Cursor");
        toCursor.setId("onion-reference-set");
        toCursor.setOnAction(event -> apply(settings.get().withReference(cursor.getAsDouble())));
        wrap.setId("onion-wrap");
        wrap.getItems().setAll(OnionSettings.Wrap.values());
        wrap.setConverter(new StringConverter<>() {
            @Override
            public String toString(OnionSettings.Wrap value) {
                return value == null ? "" : switch (value) {
                    case AS_CLIP_PLAYS -> "As the clip plays";
                    case LOOP -> "Loop around";
                    case STOP -> "Stop at the ends";
                };
            }

            @Override
            public OnionSettings.Wrap fromString(String text) {
                return null;
            }
        });
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, new Label("Before"), before, beforeTint);
        grid.addRow(1, new Label("After"), after, afterTint);
        grid.addRow(2, new Label("Opacity"), opacity);
        grid.addRow(3, new Label("Falloff"), falloff, dim("less each step"));
        grid.addRow(4, new Label("Step"), step);
        grid.addRow(5, new Label("Past the end"), wrap);
        GridPane.setColumnSpan(wrap, 2);
        HBox referenceRow = new HBox(8, reference, referenceTime, toCursor);
        referenceRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        Button reset = new Button("Reset");
        reset.setId("onion-reset");
        reset.setOnAction(event -> apply(OnionSettings.DEFAULT));
        Label title = new Label("Onion Skins");
        title.getStyleClass().add("onion-settings-title");
        content.getChildren().addAll(title, grid, referenceRow, reset);
        content.getStyleClass().add("onion-settings");
        content.setId("onion-settings");
        content.setPadding(new Insets(10, 12, 10, 12));
        popup.getContent().add(content);
        popup.setAutoHide(true);
        popup.setHideOnEscape(true);
        // The spinners' text fields take Esc for themselves (it cancels their edit), so the popup's own Esc
        // handling never saw it while one had the focus: Esc closes the settings wherever the focus is.
        content.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == javafx.scene.input.KeyCode.ESCAPE) {
                popup.hide();
                event.consume();
            }
        });
    }

    private static Label dim(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("placeholder-text");
        return label;
    }

    private static StringConverter<OnionSettings.Step> names(OnionSettings.Step first, String firstName,
                                                             String secondName) {
        return new StringConverter<>() {
            @Override
            public String toString(OnionSettings.Step value) {
                return value == null ? "" : value == first ? firstName : secondName;
            }

            @Override
            public OnionSettings.Step fromString(String text) {
                return null;
            }
        };
    }

    private void wire() {
        before.valueProperty().addListener((o, old, now) -> edit());
        after.valueProperty().addListener((o, old, now) -> edit());
        beforeTint.valueProperty().addListener((o, old, now) -> edit());
        afterTint.valueProperty().addListener((o, old, now) -> edit());
        opacity.valueProperty().addListener((o, old, now) -> edit());
        falloff.valueProperty().addListener((o, old, now) -> edit());
        step.valueProperty().addListener((o, old, now) -> edit());
        wrap.valueProperty().addListener((o, old, now) -> edit());
        reference.selectedProperty().addListener((o, old, now) -> {
            if (!showing) {
                apply(settings.get().withReference(now ? cursor.getAsDouble() : Double.NaN));
            }
        });
    }

    /** The controls' values as settings, applied and kept. */
    private void edit() {
        if (showing || before.getValue() == null || after.getValue() == null || opacity.getValue() == null
                || falloff.getValue() == null) {
            return;
        }
        OnionSettings current = settings.get();
        apply(new OnionSettings(before.getValue(), after.getValue(), rgb(beforeTint.getValue()),
                rgb(afterTint.getValue()), opacity.getValue() / 100.0, falloff.getValue() / 100.0, step.getValue(),
                current.reference(), wrap.getValue()));
    }

    private void apply(OnionSettings next) {
        if (!next.equals(settings.get())) {
            settings.set(next);
            store.save(next);
        }
        show(next);
    }

    /** Puts {@code shown} into the controls without treating that as an edit. */
    private void show(OnionSettings shown) {
        showing = true;
        try {
            before.getValueFactory().setValue(shown.before());
            after.getValueFactory().setValue(shown.after());
            beforeTint.setValue(color(shown.beforeTint()));
            afterTint.setValue(color(shown.afterTint()));
            opacity.getValueFactory().setValue((int) Math.round(shown.opacity() * 100));
            falloff.getValueFactory().setValue((int) Math.round(shown.falloff() * 100));
            step.setValue(shown.step());
            wrap.setValue(shown.wrap());
            reference.setSelected(shown.hasReference());
            referenceTime.setText(shown.hasReference()
                    ? "at " + TimeFormat.chosen(fps.getAsDouble()).text(shown.reference()) : "off");
        } finally {
            showing = false;
        }
    }

    private static int rgb(Color color) {
        return ((int) Math.round(color.getRed() * 255) << 16) | ((int) Math.round(color.getGreen() * 255) << 8)
                | (int) Math.round(color.getBlue() * 255);
    }

    private static Color color(int rgb) {
        return Color.rgb((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF);
    }

    /** Opens below {@code anchor}, or closes when open. */
    void toggle(Node anchor) {
        made();
        if (popup.isShowing()) {
            popup.hide();
            return;
        }
        if (anchor.getScene() != null) {
            content.getStylesheets().setAll(anchor.getScene().getStylesheets());
        }
        Bounds bounds = anchor.localToScreen(anchor.getBoundsInLocal());
        popup.show(anchor, bounds.getMinX(), bounds.getMaxY() + 2);
    }
}
