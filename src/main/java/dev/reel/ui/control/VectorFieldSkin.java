package dev.reel.ui.control;

import javafx.beans.InvalidationListener;
import javafx.geometry.Pos;
import javafx.scene.Cursor;
import javafx.scene.control.Label;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;

import java.util.ArrayList;
import java.util.List;

/**
 * The look of a {@link VectorField}: a name and a {@link NumberField} per lane, two lanes to a row so that four
 * (a colour, a rect) stay readable in a narrow inspector. Dragging a name left or right
 * scrubs the lane (0.01 per pixel, ×10 with Shift). Every listener it adds to the control is removed in
 * {@link #dispose()}.
 */
public final class VectorFieldSkin extends SkinBase<VectorField> {
    private final GridPane box = new GridPane();
    private final List<NumberField> fields = new ArrayList<>();
    private final List<Label> names = new ArrayList<>();
    private int perRow;
    private final InvalidationListener valueListener = observable -> showValue();
    private final InvalidationListener namesListener = observable -> build();
    private final InvalidationListener liveListener = observable -> fields.forEach(f -> f.setLive(getSkinnable().liveProperty().get()));
    private boolean publishing;

    public VectorFieldSkin(VectorField control) {
        super(control);
        box.setAlignment(Pos.CENTER_LEFT);
        box.setHgap(4);
        box.setVgap(4);
        getChildren().add(box);
        control.valueProperty().addListener(valueListener);
        control.laneNamesProperty().addListener(namesListener);
        control.laneUnitsProperty().addListener(namesListener);
        control.liveProperty().addListener(liveListener);
        build();
    }

    private void build() {
        box.getChildren().clear();
        fields.clear();
        this.names.clear();
        List<String> names = getSkinnable().laneNamesProperty().get();
        perRow = widest(names.size());
        for (int i = 0; i < names.size(); i++) {
            int lane = i;
            Label name = new Label(names.get(i));
            name.getStyleClass().add("lane-name");
            name.setCursor(Cursor.H_RESIZE);
            NumberField field = new NumberField();
            List<Unit> units = getSkinnable().laneUnitsProperty().get();
            Unit unit = i < units.size() ? units.get(i) : Unit.PLAIN;
            field.setUnit(unit);
            field.setLive(getSkinnable().liveProperty().get());
            field.setPrefColumnCount(4);
            field.getStyleClass().add("lane-field");
            field.setMinWidth(36);
            field.valueProperty().addListener((observable, old, number) -> {
                if (number != null && !publishing) {
                    publish(lane, number);
                }
            });
            double[] start = new double[2];
            name.setOnMousePressed(event -> {
                start[0] = event.getScreenX();
                start[1] = current(lane);
            });
            name.setOnMouseDragged(event -> {
                double perPixel = event.isShiftDown() ? 0.1 : 0.01;
                double shown = unit.shown(start[1]) + (event.getScreenX() - start[0]) * perPixel * (unit == Unit.PLAIN ? 1 : 10);
                publish(lane, unit.stored(Math.round(shown * 1000) / 1000.0));
            });
            // A longer number may no longer fit beside the other lane.
            field.textProperty().addListener(observable -> getSkinnable().requestLayout());
            fields.add(field);
            this.names.add(name);
        }
        arrange();
        showValue();
    }

    /** Lanes side by side where they fit: two to a row (one or two lanes: all of them). */
    private static int widest(int lanes) {
        return lanes > 2 ? 2 : Math.max(1, lanes);
    }

    /** Puts the names and fields into the grid, {@link #perRow} lanes to a row. */
    private void arrange() {
        box.getChildren().clear();
        box.getColumnConstraints().clear();
        for (int column = 0; column < perRow; column++) {
            ColumnConstraints label = new ColumnConstraints();
            ColumnConstraints value = new ColumnConstraints(36, 64, Double.MAX_VALUE);
            value.setHgrow(Priority.ALWAYS);
            box.getColumnConstraints().addAll(label, value);
        }
        for (int i = 0; i < fields.size(); i++) {
            box.add(names.get(i), 2 * (i % perRow), i / perRow);
            box.add(fields.get(i), 2 * (i % perRow) + 1, i / perRow);
        }
    }

    /**
     * A narrow inspector would clip the numbers of lanes side by side ("-123.5" showing "-123."): then each lane
     * gets a row of its own, so every number shows whole.
     */
    @Override
    protected void layoutChildren(double x, double y, double width, double height) {
        int fitting = widest(fields.size());
        if (fitting > 1 && fitting * needed() + (2 * fitting - 1) * box.getHgap() > width) {
            fitting = 1;
        }
        if (fitting != perRow) {
            perRow = fitting;
            arrange();
        }
        super.layoutChildren(x, y, width, height);
    }

    /** The width a lane's name and field need to show its number whole. */
    private double needed() {
        double most = 0;
        for (int i = 0; i < fields.size(); i++) {
            NumberField field = fields.get(i);
            javafx.scene.text.Text probe = new javafx.scene.text.Text(field.getText() == null || field.getText().isEmpty()
                    ? "-000.00" : field.getText());
            probe.setFont(field.getFont());
            double text = Math.ceil(probe.getLayoutBounds().getWidth()) + 2;
            double lane = names.get(i).prefWidth(-1) + box.getHgap() + Math.max(36, text + field.snappedLeftInset()
                    + field.snappedRightInset());
            most = Math.max(most, lane);
        }
        return most;
    }

    private double current(int lane) {
        double[] lanes = getSkinnable().valueProperty().get();
        return lane < lanes.length ? lanes[lane] : 0;
    }

    private void publish(int lane, double number) {
        double[] lanes = getSkinnable().valueProperty().get();
        if (lane >= lanes.length || lanes[lane] == number) {
            return;
        }
        double[] next = lanes.clone();
        next[lane] = number;
        getSkinnable().valueProperty().set(next);
    }

    private void showValue() {
        double[] lanes = getSkinnable().valueProperty().get();
        publishing = true;
        try {
            for (int i = 0; i < fields.size() && i < lanes.length; i++) {
                fields.get(i).setValue(lanes[i]);
            }
        } finally {
            publishing = false;
        }
    }

    /** The lane fields, for tests and focus handling. */
    public List<NumberField> fields() {
        return List.copyOf(fields);
    }

    @Override
    public void dispose() {
        getSkinnable().valueProperty().removeListener(valueListener);
        getSkinnable().laneNamesProperty().removeListener(namesListener);
        getSkinnable().laneUnitsProperty().removeListener(namesListener);
        getSkinnable().liveProperty().removeListener(liveListener);
        super.dispose();
    }
}
