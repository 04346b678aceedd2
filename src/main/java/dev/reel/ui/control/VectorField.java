package dev.reel.ui.control;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;

import java.util.List;

/**
 * Several numbers edited side by side — a vector, a colour's r/g/b/a, a rect, a tangent handle — each lane
 * with its name; dragging a lane's name scrubs its value. The control holds the state (the lanes and their
 * names); {@link VectorFieldSkin} builds the fields.
 */
public final class VectorField extends Control {
    private final ObjectProperty<double[]> value = new SimpleObjectProperty<>(this, "value", new double[0]);
    private final ObjectProperty<List<String>> laneNames = new SimpleObjectProperty<>(this, "laneNames", List.of());
    private final ObjectProperty<List<Unit>> laneUnits = new SimpleObjectProperty<>(this, "laneUnits", List.of());
    private final BooleanProperty live = new SimpleBooleanProperty(this, "live", true);

    public VectorField(List<String> names) {
        getStyleClass().add("vector-field");
        laneNames.set(List.copyOf(names));
        value.set(new double[names.size()]);
    }

    /** The lanes; a new array on every change (never changed in place). */
    public ObjectProperty<double[]> valueProperty() {
        return value;
    }

    public double[] getValue() {
        return value.get().clone();
    }

    public void setValue(double[] lanes) {
        value.set(lanes.clone());
    }

    public ObjectProperty<List<String>> laneNamesProperty() {
        return laneNames;
    }

    /** The unit each lane is shown in (a missing lane: as stored); the value keeps the file's unit. */
    public ObjectProperty<List<Unit>> laneUnitsProperty() {
        return laneUnits;
    }

    /** Whether each keystroke publishes (true, the default) or only Enter and leaving a lane. */
    public BooleanProperty liveProperty() {
        return live;
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new VectorFieldSkin(this);
    }
}
