package dev.reel.ui.control;

import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.css.PseudoClass;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

import java.util.function.DoubleSupplier;

/**
 * A text field for one number. A live field publishes every keystroke that reads as a number (the editor
 * merges them into one step by its merge key); a field that is not live publishes on Enter or when the focus
 * leaves, for values whose in-between states would do harm (typing a key's time through 0 would land it on
 * another key). Up and Down nudge the value (Shift: ×10). Text that does not read shows {@code :invalid};
 * Escape puts the last value back.
 *
 * <p>The value is kept in the unit files use; the text is in its {@link Unit} ({@code 30°} for a rotation kept
 * in radians). Out of focus the text is rounded for reading ({@link Readout#number(double)}); with the focus it
 * shows the whole value, and leaving the field without typing never writes the rounded text back.
 *
 * <p>A time field ({@link #setTime(DoubleSupplier)}) keeps seconds and writes and reads them through
 * {@link TimeFormat} in the chosen {@link TimeNotation} at its clip's rate ({@code 0.333 s} or {@code 4 f}); it
 * takes {@code 4f} and {@code 0.5s} whatever the notation, and a change of notation rewrites its text at once.
 */
public class NumberField extends TextField {
    private static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");

    private final ObjectProperty<Double> value = new SimpleObjectProperty<>(this, "value");
    private boolean live;
    private boolean integer;
    private boolean allowEmpty;
    private double step = 0.1;
    private boolean writing;
    private Unit unit = Unit.PLAIN;
    /** The text last written by the field itself: leaving it untouched publishes nothing. */
    private String written = "";
    /** For a time field, the frame rate its times are counted in; null for a plain number. */
    private DoubleSupplier timeRate;
    private final InvalidationListener notationChanged = observable -> writeText(value.get());
    private final InvalidationListener skinOnFirstScene = new InvalidationListener() {
        @Override
        public void invalidated(javafx.beans.Observable changed) {
            if (getScene() != null || getParent() != null && getParent().getScene() != null) {
                sceneProperty().removeListener(this);
                parentProperty().removeListener(this);
                if (getSkin() == null) {
                    setSkin(createDefaultSkin());
                }
            }
        }
    };

    public NumberField() {
        getStyleClass().add("number-field");
        setPrefColumnCount(6);
        // Skinned before its first style pass: JavaFX caches the styles of a state once for every field that shares
        // its stylesheet path, and a field styled before it had a skin cached that state without the skin's text
        // colour; fields coming to that state later (a lane of Position turning "driven" with Rec on while the
        // cursor sat on a key) were then never given one and drew black text on the dark theme. Styles are
        // matched only once a node is in a scene, so the skin is made as the field joins one (the scene is set,
        // then its styles are matched): a field of a panel or popup not shown yet costs no skin (a text field's
        // skin and key bindings were an eighth of the JavaFX thread's work before the editor's first frame).
        // Added to a parent that is in a scene already (the Inspector's rows of a clip just opened), the skin is
        // made as the parent is set, before the field's scene: a skin made once the field was in the scene matched
        // the styles of each of its parts as it was added, then of the whole field again.
        sceneProperty().addListener(skinOnFirstScene);
        parentProperty().addListener(skinOnFirstScene);
        textProperty().addListener((observable, old, text) -> {
            if (writing) {
                return;
            }
            Double parsed = parse(text);
            boolean valid = parsed != null || (allowEmpty && text.isBlank());
            pseudoClassStateChanged(INVALID, !valid);
            if (valid && live) {
                publish(parsed);
            }
        });
        focusedProperty().addListener((observable, was, focused) -> {
            if (focused) {
                writeText(value.get());
            } else {
                commit();
            }
        });
        addEventHandler(KeyEvent.KEY_PRESSED, this::keys);
        value.addListener((observable, old, number) -> show(number));
    }

    /** The number shown, null when the field is empty (and empty is allowed). */
    public ObjectProperty<Double> valueProperty() {
        return value;
    }

    public Double getValue() {
        return value.get();
    }

    /** Shows {@code number} unless the text being typed already reads as it. */
    public void setValue(Double number) {
        value.set(number);
        show(number);
    }

    /** Whether every keystroke that reads publishes the value (true) or only Enter and leaving (false). */
    public void setLive(boolean live) {
        this.live = live;
    }

    /** Only whole numbers. */
    public void setInteger(boolean integer) {
        this.integer = integer;
        this.step = integer ? 1 : step;
    }

    /** An empty field means "none" (null). */
    public void setAllowEmpty(boolean allowEmpty) {
        this.allowEmpty = allowEmpty;
    }

    /** The unit the text is in; the value stays in the unit files keep. */
    public void setUnit(Unit unit) {
        this.unit = unit;
        writeText(value.get());
    }

    public Unit getUnit() {
        return unit;
    }

    /**
     * Makes this a time field: the value is seconds, written and read in the chosen notation at {@code fps}
     * (asked each time, so it follows the clip's rate). Up and Down step a frame while frames are shown.
     */
    public void setTime(DoubleSupplier fps) {
        if (timeRate == null) {
            TimeNotation.chosenProperty().addListener(new WeakInvalidationListener(notationChanged));
        }
        this.timeRate = fps;
        writeText(value.get());
    }

    private TimeFormat timeFormat() {
        return TimeFormat.chosen(timeRate.getAsDouble());
    }

    /** How much Up and Down change the value. */
    public void setStep(double step) {
        this.step = step;
    }

    private void publish(Double parsed) {
        if (parsed == null ? value.get() != null : !parsed.equals(value.get())) {
            value.set(parsed);
        }
    }

    /** Takes the text as the value (Enter or leaving); text that does not read goes back to the value. */
    public void commit() {
        if (!getText().equals(written)) {
            Double parsed = parse(getText());
            if (parsed != null || (allowEmpty && getText().isBlank())) {
                publish(parsed);
            }
        }
        writeText(value.get());
    }

    private void keys(KeyEvent event) {
        if (event.getCode() == KeyCode.ENTER) {
            commit();
            selectAll();
            event.consume();
        } else if (event.getCode() == KeyCode.ESCAPE) {
            writeText(value.get());
            event.consume();
        } else if ((event.getCode() == KeyCode.UP || event.getCode() == KeyCode.DOWN) && value.get() != null) {
            double delta = (event.getCode() == KeyCode.UP ? step : -step) * (event.isShiftDown() ? 10 : 1);
            double next = unit.stored(round(unit.shown(value.get()) + delta));
            if (timeRate != null && timeFormat().notation() == TimeNotation.FRAMES) {
                TimeFormat frames = timeFormat();
                double frame = Math.rint(value.get() * frames.fps()) + Math.signum(delta) * (event.isShiftDown() ? 10 : 1);
                next = frame / frames.fps();
            }
            value.set(next);
            writeText(next);
            event.consume();
        }
    }

    private static double round(double number) {
        return Math.round(number * 1e6) / 1e6;
    }

    private void show(Double number) {
        Double typed = parse(getText());
        boolean same = number == null ? getText().isBlank() : number.equals(typed);
        if (!same || !isFocused()) {
            writeText(number);
        }
    }

    private void writeText(Double number) {
        writing = true;
        try {
            if (number != null && timeRate != null) {
                written = isFocused() ? timeFormat().editText(number) : timeFormat().text(number);
            } else {
                written = number == null ? "" : isFocused() ? Readout.exact(unit.shown(number))
                        : unit.readout(unit.shown(number)) + unit.suffix();
            }
            setText(written);
            pseudoClassStateChanged(INVALID, false);
        } finally {
            writing = false;
        }
    }

    /** The number {@code text} reads as, or null. */
    Double parse(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        if (timeRate != null) {
            return timeFormat().parse(text);
        }
        String typed = text.strip();
        if (!unit.suffix().isEmpty() && typed.endsWith(unit.suffix())) {
            typed = typed.substring(0, typed.length() - unit.suffix().length()).strip();
        }
        try {
            double number = Double.parseDouble(typed);
            if (!Double.isFinite(number) || typed.endsWith("d") || typed.endsWith("f")) {
                return null;
            }
            return unit.stored(integer ? (double) Math.round(number) : number);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
