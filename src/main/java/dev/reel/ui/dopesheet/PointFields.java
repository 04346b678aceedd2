package dev.reel.ui.dopesheet;

import dev.reel.edit.Command;
import dev.reel.edit.cmd.MoveCurvePoints;
import dev.reel.edit.cmd.SetKeyTime;
import dev.reel.edit.cmd.SetKeyValue;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Value;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.control.TimeNotation;
import dev.reel.ui.control.Tips;
import dev.reel.ui.control.Unit;
import dev.reel.ui.curves.CurveLane;
import dev.reel.ui.curves.CurvePoint;
import dev.reel.ui.curves.CurveView;
import javafx.beans.InvalidationListener;
import javafx.beans.WeakInvalidationListener;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.DoubleSupplier;

/**
 * The curve editor's fields for the selected points, on any of the tracks drawn: their time (in the chosen
 * notation, {@link TimeFormat}) and value (in each lane's unit, degrees for a rotation, whether or not the graph is
 * normalized). A typed number applies to every selected point; {@code +=} or {@code -=} before it moves them
 * all by that much. Each Enter is one undo step; a field shows the value the
 * points share, or is empty with "mixed" when they differ.
 */
final class PointFields {
    private final HBox root = new HBox(4);
    private final TextField time = new TextField();
    private final TextField value = new TextField();
    private final CurveView view;
    private final SheetEditing editing;
    private final DoubleSupplier fps;
    private final InvalidationListener notationChanged = observable -> refresh();

    PointFields(CurveView view, SheetEditing editing, DoubleSupplier fps) {
        this.view = view;
        this.editing = editing;
        this.fps = fps;
        time.setId("point-time");
        value.setId("point-value");
        time.setPrefColumnCount(6);
        value.setPrefColumnCount(5);
        Tips.set(time, "Time of the selected points: 8f counts frames, 0.5s seconds, a bare number the "
                + "notation chosen in Preferences; += or -= moves them");
        Tips.set(value, "Value of the selected points in the track's unit; += or -= moves them");
        time.getStyleClass().add("small");
        value.getStyleClass().add("small");
        Label t = new Label("t");
        Label v = new Label("v");
        root.getChildren().addAll(t, time, v, value);
        root.setAlignment(Pos.CENTER_LEFT);
        time.setOnAction(event -> applyTime(time.getText().trim()));
        value.setOnAction(event -> applyValue(value.getText().trim()));
        view.pointsProperty().addListener(observable -> refresh());
        view.tracksProperty().addListener(observable -> refresh());
        TimeNotation.chosenProperty().addListener(new WeakInvalidationListener(notationChanged));
        refresh();
    }

    HBox node() {
        return root;
    }

    /** Shows what the selected points share. */
    void refresh() {
        Set<CurvePoint> points = view.pointsProperty().get();
        boolean none = points.isEmpty();
        time.setDisable(none);
        value.setDisable(none);
        if (none) {
            show(time, "", "");
            show(value, "", "");
            return;
        }
        // Only whether the points share one time and one shown value matters: the walk stops once both are
        // mixed, and a value is turned into its shown form (a decimal rounding) only when it differs from the
        // last one (10,000 selected points did 10,000 roundings on every frame of their drag).
        Set<Double> times = new LinkedHashSet<>();
        Set<Double> values = new LinkedHashSet<>();
        double lastRaw = Double.NaN;
        Object lastUnit = null;
        for (CurvePoint point : points) {
            if (times.size() > 1 && values.size() > 1) {
                break;
            }
            CurveLane lane = view.laneOf(point);
            Key key = lane == null ? null : lane.track().key(point.keyId());
            if (key != null) {
                times.add(key.time());
                double raw = lane(key.value(), point.lane());
                if (raw != lastRaw || lane.unit() != lastUnit || values.isEmpty()) {
                    values.add(lane.unit().shown(raw));
                    lastRaw = raw;
                    lastUnit = lane.unit();
                }
            }
        }
        show(time, times.size() == 1 ? TimeFormat.chosen(fps.getAsDouble()).text(times.iterator().next()) : "",
                times.size() > 1 ? "mixed" : "");
        show(value, values.size() == 1 ? Readout.number(values.iterator().next()) : "", values.size() > 1 ? "mixed" : "");
    }

    /**
     * Puts a text and prompt in a field where they differ from what it shows: setting a field's text replaces it
     * and tells its listeners even when it is the same (the curves' tracks change on every frame of a key drag
     * in the dope sheet, and each time both fields were set again).
     */
    private static void show(TextField field, String text, String prompt) {
        if (!text.equals(field.getText())) {
            field.setText(text);
        }
        if (!prompt.equals(field.getPromptText())) {
            field.setPromptText(prompt);
        }
    }

    private void applyTime(String text) {
        Typed typed = Typed.parseTime(text, TimeFormat.chosen(fps.getAsDouble()));
        if (typed == null || view.pointsProperty().get().isEmpty()) {
            refresh();
            return;
        }
        double seconds = typed.number();
        Map<Long, Set<Integer>> lanes = lanes();
        if (typed.offset()) {
            editing.run(new MoveCurvePoints(lanes, seconds, 0));
        } else {
            List<Command<Clip>> commands = new ArrayList<>();
            lanes.keySet().forEach(key -> commands.add(new SetKeyTime(key, seconds)));
            editing.runAll(commands.size() == 1 ? "Set key time" : "Set " + commands.size() + " key times", commands);
        }
        refresh();
    }

    private void applyValue(String text) {
        Typed typed = Typed.parse(text);
        if (typed == null || view.pointsProperty().get().isEmpty()) {
            refresh();
            return;
        }
        Map<Long, Set<Integer>> lanes = lanes();
        if (typed.offset()) {
            Map<Long, Map<Integer, Double>> deltas = new HashMap<>();
            for (CurvePoint point : view.pointsProperty().get()) {
                CurveLane lane = view.laneOf(point);
                Unit unit = lane == null ? Unit.PLAIN : lane.unit();
                deltas.computeIfAbsent(point.keyId(), key -> new HashMap<>()).put(point.lane(),
                        unit.stored(typed.number()));
            }
            editing.run(new MoveCurvePoints(deltas, Set.of(), 0));
        } else {
            List<Command<Clip>> commands = new ArrayList<>();
            lanes.forEach((keyId, keyLanes) -> {
                CurveLane lane = view.laneOf(new CurvePoint(keyId, keyLanes.iterator().next()));
                Key key = lane == null ? null : lane.track().key(keyId);
                if (key != null) {
                    double stored = lane.unit().stored(typed.number());
                    commands.add(new SetKeyValue(keyId, withLanes(key.value(), keyLanes, stored)));
                }
            });
            editing.runAll(commands.size() == 1 ? "Set key value" : "Set " + commands.size() + " key values", commands);
        }
        refresh();
    }

    private Map<Long, Set<Integer>> lanes() {
        Map<Long, Set<Integer>> lanes = new HashMap<>();
        for (CurvePoint point : view.pointsProperty().get()) {
            lanes.computeIfAbsent(point.keyId(), key -> new LinkedHashSet<>()).add(point.lane());
        }
        return lanes;
    }

    private static double lane(Value value, int lane) {
        if (value instanceof Value.Num num) {
            return num.value();
        }
        return value instanceof Value.Vec vec && lane < vec.size() ? vec.get(lane) : 0;
    }

    private static Value withLanes(Value value, Set<Integer> lanes, double number) {
        if (value instanceof Value.Vec vec) {
            double[] numbers = vec.lanes();
            for (int lane : lanes) {
                if (lane < numbers.length) {
                    numbers[lane] = number;
                }
            }
            return new Value.Vec(numbers);
        }
        return new Value.Num(number);
    }

    /** A typed number, absolute or an offset ({@code += 2}, {@code -=0.5}); a trailing {@code f} or unit ignored. */
    record Typed(double number, boolean offset) {
        /** A typed time in seconds, absolute or an offset, read by {@code format} ({@code += 2f}, {@code 0.5s}). */
        static Typed parseTime(String text, TimeFormat format) {
            String rest = text.replace('−', '-').trim();
            boolean offset = rest.startsWith("+=") || rest.startsWith("-=");
            double sign = offset && rest.charAt(0) == '-' ? -1 : 1;
            Double seconds = format.parse(offset ? rest.substring(2) : rest);
            return seconds == null ? null : new Typed(sign * seconds, offset);
        }

        static Typed parse(String text) {
            String rest = text.replace('−', '-').replace("°", "").replace(" s", "").trim();
            boolean offset = false;
            double sign = 1;
            if (rest.startsWith("+=") || rest.startsWith("-=")) {
                offset = true;
                sign = rest.charAt(0) == '-' ? -1 : 1;
                rest = rest.substring(2).trim();
            }
            if (rest.endsWith("f") || rest.endsWith("s")) {
                rest = rest.substring(0, rest.length() - 1).trim();
            }
            try {
                double number = Double.parseDouble(rest);
                return Double.isFinite(number) ? new Typed(sign * number, offset) : null;
            } catch (NumberFormatException notANumber) {
                return null;
            }
        }
    }
}
