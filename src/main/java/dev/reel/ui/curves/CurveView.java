package dev.reel.ui.curves;

import dev.reel.model.Kind;
import dev.reel.model.Track;
import dev.reel.runtime.KeyHandles;
import dev.reel.ui.control.StyledPaints;
import dev.reel.ui.control.TimeAxis;
import dev.reel.ui.control.Ticks;
import dev.reel.ui.control.Unit;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;

import java.util.List;
import java.util.Set;

/**
 * The curve editor's view: one numeric track drawn as curves on the shared {@link TimeAxis} and its own
 * {@link ValueAxis}, one lane ({@link #laneProperty()} ≥ 0) or all lanes overlaid (-1), with the selected
 * points' tangent handles. It holds what it shows; its skin draws it in one canvas pass and {@link CurveMouse}
 * turns gestures into commands.
 */
public final class CurveView extends Control implements StyledPaints.Styled {
    /** Lanes listed when every lane is shown. */
    public static final int ALL_LANES = -1;
    static final StyledPaints<CurveView> PAINTS = new StyledPaints<>(Control.getClassCssMetaData(),
            "-reel-curve-background", "#14171c",
            "-reel-curve-outside", "#0f1215",
            "-reel-curve-grid", "#232a33",
            "-reel-curve-zero", "#37404c",
            "-reel-curve-text", "#7d8590",
            "-reel-curve-lane-0", "#ff6b6b",
            "-reel-curve-lane-1", "#69db7c",
            "-reel-curve-lane-2", "#4dabf7",
            "-reel-curve-lane-3", "#d0d7de",
            "-reel-curve-scalar", "#f7d56b",
            "-reel-curve-point", "#e6edf3",
            "-reel-curve-selected", "#ffffff",
            "-reel-curve-handle", "#9aa4b2",
            "-reel-cursor", "#ff5c5c",
            "-reel-selection-fill", "#4c9aff2e",
            "-reel-selection-stroke", "#4c9aff",
            "-reel-hint", "#e6edf3");

    private final TimeAxis axis;
    private final ValueAxis values = new ValueAxis();
    private final StyledPaints.Values paints = PAINTS.values(this);
    private final ObjectProperty<Track> track = new SimpleObjectProperty<>(this, "track");
    private final IntegerProperty lane = new SimpleIntegerProperty(this, "lane", ALL_LANES);
    private final ObjectProperty<Set<CurvePoint>> points = new SimpleObjectProperty<>(this, "points", Set.of());
    private final DoubleProperty timeCursor = new SimpleDoubleProperty(this, "timeCursor", 0);
    private final DoubleProperty length = new SimpleDoubleProperty(this, "length", 1);
    private final DoubleProperty fps = new SimpleDoubleProperty(this, "fps", 60);
    private final BooleanProperty snap = new SimpleBooleanProperty(this, "snap", true);
    private final ObjectProperty<Rectangle2D> box = new SimpleObjectProperty<>(this, "box");
    private final StringProperty hint = new SimpleStringProperty(this, "hint");
    private Track handlesOf;
    private KeyHandles handles;
    private Runnable redraw = () -> { };

    public CurveView(TimeAxis axis) {
        this.axis = axis;
        getStyleClass().add("curve-view");
        setFocusTraversable(true);
    }

    public TimeAxis axis() {
        return axis;
    }

    public ValueAxis values() {
        return values;
    }

    /** The track shown, or null (nothing to draw). */
    public ObjectProperty<Track> trackProperty() {
        return track;
    }

    /** The lane shown, or {@link #ALL_LANES}. */
    public IntegerProperty laneProperty() {
        return lane;
    }

    /** The selected points. */
    public ObjectProperty<Set<CurvePoint>> pointsProperty() {
        return points;
    }

    public DoubleProperty timeCursorProperty() {
        return timeCursor;
    }

    public DoubleProperty lengthProperty() {
        return length;
    }

    public DoubleProperty fpsProperty() {
        return fps;
    }

    public BooleanProperty snapProperty() {
        return snap;
    }

    public ObjectProperty<Rectangle2D> boxProperty() {
        return box;
    }

    public StringProperty hintProperty() {
        return hint;
    }

    /** The lanes drawn now. */
    public int[] shownLanes() {
        Track shown = track.get();
        if (shown == null) {
            return new int[0];
        }
        int lanes = shown.kind().lanes();
        if (lane.get() >= 0 && lane.get() < lanes) {
            return new int[] {lane.get()};
        }
        int[] all = new int[lanes];
        for (int i = 0; i < lanes; i++) {
            all[i] = i;
        }
        return all;
    }

    /** The track's handles as the runtime plays them (worked out once per track value). */
    public KeyHandles handles() {
        Track shown = track.get();
        if (shown != handlesOf) {
            handlesOf = shown;
            handles = shown == null ? null : KeyHandles.of(shown);
        }
        return handles;
    }

    /** The unit the value axis and read-outs use: degrees for a rotation track (kept in radians). */
    public Unit unit() {
        Track shown = track.get();
        return shown == null ? Unit.PLAIN : Unit.of(shown.property());
    }

    /** One label of the value axis: where it goes and what it says ({@code 45°}, {@code 0.5}). */
    public record AxisLabel(double y, String text) {
    }

    /** The value axis's labels in a view {@code height} tall, at "nice" steps of the shown unit. */
    public List<AxisLabel> valueAxis(double height) {
        Unit unit = unit();
        double step = Ticks.step(values.pixelsPerUnit() / unit.perStored(), 36);
        double low = values.value(height, height) * unit.perStored();
        double high = values.value(0, height) * unit.perStored();
        List<AxisLabel> labels = new java.util.ArrayList<>();
        for (long index = (long) Math.floor(low / step); index * step <= high; index++) {
            double y = values.y(unit.stored(index * step), height);
            if (y > 8 && y < height - 8) {
                labels.add(new AxisLabel(y, Ticks.label(index * step, step) + unit.suffix()));
            }
        }
        return labels;
    }

    /** Whether the shown track's keys step whatever their interpolation (int32 that is not numeric). */
    boolean steps() {
        Track shown = track.get();
        return shown != null && shown.kind() == Kind.INT32 && !shown.numeric();
    }

    /** One lane in the legend: its name and CSS colour name. */
    public record LegendEntry(String name, String colour) {
    }

    /** The shown lanes named as the legend lists them (x/y/z/w, r/g/b/a); empty for a one-lane track. */
    public List<LegendEntry> legend() {
        Track shown = track.get();
        if (shown == null || shown.kind().lanes() < 2) {
            return List.of();
        }
        String names = shown.kind() == Kind.COLOR ? "rgba" : "xyzw";
        return java.util.Arrays.stream(shownLanes())
                .mapToObj(index -> new LegendEntry(index < names.length() ? names.substring(index, index + 1)
                        : String.valueOf(index), laneColour(index)))
                .toList();
    }

    /** The middle of the legend's colour swatch {@code index} of {@code count}, in a view {@code width} wide. */
    public static javafx.geometry.Point2D legendSwatch(int index, int count, double width) {
        return new javafx.geometry.Point2D(width - 8 - (count - index) * CurvePainter.LEGEND_STEP + 6, 14);
    }

    /** The CSS colour name of a lane. */
    String laneColour(int index) {
        Track shown = track.get();
        return shown == null || shown.kind().lanes() == 1 ? "-reel-curve-scalar" : "-reel-curve-lane-" + Math.min(index, 3);
    }

    /** Redraws at once (the benchmark times this). */
    public void redrawNow() {
        redraw.run();
    }

    void setRedraw(Runnable action) {
        redraw = action;
    }

    @Override
    public StyledPaints.Values paints() {
        return paints;
    }

    public static List<CssMetaData<? extends Styleable, ?>> getClassCssMetaData() {
        return PAINTS.metaData();
    }

    @Override
    public List<CssMetaData<? extends Styleable, ?>> getControlCssMetaData() {
        return PAINTS.metaData();
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new CurveSkin(this);
    }
}
