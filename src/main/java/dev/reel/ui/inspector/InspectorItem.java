package dev.reel.ui.inspector;

import dev.reel.edit.Command;
import dev.reel.ui.control.Unit;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import org.controlsfx.control.PropertySheet;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One row of the inspector: a property of the selected element, read from the document's current value and
 * written by building a command — never by changing anything itself. Which editor shows it is its
 * {@link Editor}; the inspector refreshes every row's value after each change of the document.
 */
public final class InspectorItem implements PropertySheet.Item {
    /** How the value is edited. */
    public enum Editor {
        /** A number published on every keystroke that reads (merging by the command's key). */
        NUMBER,
        /** A number published on Enter or leaving the field (in-between values would do harm). */
        NUMBER_ON_ENTER,
        /** A whole number, published live. */
        INTEGER,
        /** A number or nothing (empty clears it), published on Enter or leaving. */
        OPTIONAL_NUMBER,
        /** Text published on every keystroke. */
        TEXT,
        /** Text with suggestions (event names), published on Enter or leaving. */
        TEXT_CHOICE,
        BOOL,
        /** One of {@link #choices()}. */
        CHOICE,
        /** Several numbers named by {@link #choices()} (the lanes). */
        VECTOR,
        /** A colour (r, g, b, a from 0 to 1) with a picker and its four numbers. */
        COLOR,
        /** A project asset, picked from {@link #choices()} or dropped from Assets. */
        ASSET,
        /** Shown, not edited. */
        READ_ONLY,
        /** A link whose text is the value; following it runs {@link #action()} (it edits nothing itself). */
        LINK
    }

    private final String category;
    private final String name;
    private final String description;
    private final Editor editor;
    private final List<String> choices;
    // The element the row reads and writes: another row of the same shape hands its own over (take).
    private Supplier<Object> reader;
    private Function<Object, Command<?>> write;
    private Consumer<Command<?>> execute;
    private Consumer<String> report;
    private final ObjectProperty<Object> value = new SimpleObjectProperty<>();
    /** Whether {@link #value} holds what the row reads yet: a row made only to be compared is never read. */
    private boolean read;
    private final javafx.beans.property.IntegerProperty taken = new javafx.beans.property.SimpleIntegerProperty();
    private Supplier<String> marker = () -> null;
    private boolean marked;
    private final ObjectProperty<String> markerState = new SimpleObjectProperty<>();
    private java.util.function.BooleanSupplier controlled = () -> false;
    private final javafx.beans.property.BooleanProperty controlledState = new javafx.beans.property.SimpleBooleanProperty();
    private Unit unit = Unit.PLAIN;
    private List<Unit> laneUnits = List.of();
    private java.util.function.DoubleSupplier timeRate;
    private Runnable action = () -> {
    };

    InspectorItem(String category, String name, String description, Editor editor, List<String> choices,
                  Supplier<Object> read, Function<Object, Command<?>> write, Consumer<Command<?>> execute,
                  Consumer<String> report) {
        this.category = category;
        this.name = name;
        this.description = description;
        this.editor = write == null && editor != Editor.LINK ? Editor.READ_ONLY : editor;
        this.choices = List.copyOf(choices);
        this.reader = read;
        this.write = write;
        this.execute = execute;
        this.report = report;
    }

    public Editor editor() {
        return editor;
    }

    /**
     * A state the row shows beside its value, as a key diamond and a CSS pseudo-class of its editor:
     * {@code driven} (a node field the previewed clip drives, no key at the cursor), {@code keyed} (driven, with a
     * key at the cursor), {@code pending} (a recorded edit waiting for K), or null.
     */
    public String marker() {
        return markerState.get();
    }

    /**
     * The marker as it changes: editors follow it in place, since rebuilding the rows while the artist types in
     * one (a recorded edit turns the field "pending") would take the focus out of the field mid-number.
     */
    public ObservableValue<String> markerProperty() {
        return markerState;
    }

    /**
     * Whether the controller the preview plays (pinned while this clip is edited) drives the field: the canvas
     * shows the controller's pose there, not this value. Shown as a mark of its own beside the key diamond.
     */
    public ObservableValue<Boolean> controlledProperty() {
        return controlledState;
    }

    public boolean controlled() {
        return controlledState.get();
    }

    void setControlled(java.util.function.BooleanSupplier state) {
        controlled = state;
        controlledState.set(state.getAsBoolean());
    }

    /** The unit its numbers are shown and typed in (degrees for a rotation); the value keeps the file's unit. */
    public Unit unit() {
        return unit;
    }

    void setUnit(Unit unit) {
        this.unit = unit;
    }

    /** For a time in seconds, the frame rate it is counted in (the clip's); null for any other number. */
    public java.util.function.DoubleSupplier timeRate() {
        return timeRate;
    }

    void setTimeRate(java.util.function.DoubleSupplier fps) {
        this.timeRate = fps;
    }

    /** The unit of each lane of a VECTOR row (empty: as stored). */
    public List<Unit> laneUnits() {
        return laneUnits;
    }

    void setLaneUnits(List<Unit> units) {
        this.laneUnits = List.copyOf(units);
    }

    /** Whether the row can carry a marker at all (a node field), so its editor keeps room for one. */
    boolean marked() {
        return marked;
    }

    void setMarker(Supplier<String> state) {
        marked = true;
        marker = state;
        markerState.set(state.get());
    }

    /** What following a {@link Editor#LINK} row does. */
    public Runnable action() {
        return action;
    }

    void setAction(Runnable run) {
        action = run;
    }

    /** Whether its editor publishes while the user types (then it is refreshed when the focus leaves). */
    public boolean live() {
        return switch (editor) {
            case NUMBER, INTEGER, TEXT, VECTOR, COLOR -> true;
            default -> false;
        };
    }

    /** Choices of a CHOICE or ASSET row, lane names of a VECTOR row. */
    public List<String> choices() {
        return choices;
    }

    @Override
    public Class<?> getType() {
        return Object.class;
    }

    @Override
    public String getCategory() {
        return category;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public String getDescription() {
        return description;
    }

    @Override
    public Object getValue() {
        return shownValue().get();
    }

    /**
     * The value the row shows, read from its element the first time it is asked for: the Inspector makes a fresh
     * set of rows on every change to see whether the shown ones still fit, and keeps those; reading each fresh
     * row's value (a node field's pose at the cursor) was a third of that work on every frame of a key drag.
     */
    private ObjectProperty<Object> shownValue() {
        if (!read) {
            Object now = reader.get();
            read = true;
            value.set(now);
        }
        return value;
    }

    /** The editor published a value: build the command and run it, unless nothing changes. */
    @Override
    public void setValue(Object newValue) {
        Object now = reader.get();
        if (write == null || same(newValue, now)) {
            return;
        }
        try {
            Command<?> command = write.apply(newValue);
            if (command != null) {
                execute.accept(command);
            }
        } catch (RuntimeException e) {
            // A value the document refuses (a name taken, a state that is gone): say why, show what it kept.
            report.accept(name + ": " + (e.getMessage() == null ? "not allowed" : e.getMessage()));
        }
        // The editor is publishing right now and does not listen to the row until it is done, so the row
        // first agrees with the editor; a value published once (Enter, a choice) then shows what the document
        // kept a moment later, while a field being typed in keeps its text until the focus leaves it (typing
        // "Idler" passes through "Idle", a name that is taken).
        read = true;
        value.set(newValue);
        if (!live()) {
            javafx.application.Platform.runLater(this::refresh);
        }
    }

    private static boolean same(Object first, Object second) {
        if (first instanceof double[] a && second instanceof double[] b) {
            return java.util.Arrays.equals(a, b);
        }
        return Objects.equals(first, second);
    }

    @Override
    public Optional<ObservableValue<?>> getObservableValue() {
        return Optional.of(shownValue());
    }

    @Override
    public boolean isEditable() {
        // A link is "editable" to the property sheet, which disables the editor of a row that is not.
        return editor != Editor.READ_ONLY;
    }

    /**
     * Whether {@code other}'s editor would be made as this row's was: the same section, name, tip, kind of editor,
     * choices, units and marks. Only what a row reads and writes may differ (another key of the same track).
     */
    boolean sameShape(InspectorItem other) {
        return category.equals(other.category) && name.equals(other.name)
                && Objects.equals(description, other.description) && editor == other.editor
                && choices.equals(other.choices) && unit == other.unit && laneUnits.equals(other.laneUnits)
                && (timeRate == null) == (other.timeRate == null) && marked == other.marked;
    }

    /**
     * Reads and writes from now on what {@code fresh} (a row of the same shape, see {@link #sameShape}) was made for,
     * and shows its value: the editor bound to this row then edits that element, as an editor made for
     * {@code fresh} would. Called while no editor of the sheet has the focus, so nothing is being typed for the
     * element shown before.
     */
    void take(InspectorItem fresh) {
        reader = fresh.reader;
        write = fresh.write;
        execute = fresh.execute;
        report = fresh.report;
        marker = fresh.marker;
        controlled = fresh.controlled;
        timeRate = fresh.timeRate;
        action = fresh.action;
        if (fresh.read) {
            // Read a moment ago, in the same showing, to see whether this row fits: not read again.
            readMarks();
            show(fresh.value.get());
        } else {
            refresh();
        }
        taken.set(taken.get() + 1);
    }

    /** Counts {@link #take}s: the editor forgets what was typed in it for the element shown before. */
    ObservableValue<Number> takenProperty() {
        return taken;
    }

    /** Reads the value again from the document (after any change); the editor follows. */
    public void refresh() {
        readMarks();
        show(reader.get());
    }

    private void readMarks() {
        markerState.set(marker.get());
        controlledState.set(controlled.getAsBoolean());
    }

    private void show(Object now) {
        if (!read || !same(now, value.get())) {
            read = true;
            value.set(now);
        }
    }

    @Override
    public String toString() {
        return category + "/" + name;
    }
}
