package dev.reel.ui.curves;

import dev.reel.model.Track;
import dev.reel.ui.control.CanvasControl;
import dev.reel.ui.control.StyledPaints;
import dev.reel.ui.control.Ticks;
import dev.reel.ui.control.TimeAxis;
import dev.reel.ui.control.Unit;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The curve editor's view: every numeric lane of the tracks it is given (x/y, r/g/b/a, rotation, several tracks)
 * drawn as curves on one graph, on the shared {@link TimeAxis} and its own {@link ValueAxis}, each lane in its
 * colour, with the selected points' tangent handles and the lane list beside the graph (show/hide, lock, solo,
 * Normalize). It holds what it shows; its skin draws it in one canvas pass and {@link CurveMouse} turns gestures
 * into commands. Hidden lanes are not drawn; locked ones are drawn but cannot be picked.
 */
public final class CurveView extends CanvasControl {
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
            "-reel-curve-lane-4", "#f7d56b",
            "-reel-curve-lane-5", "#f783ac",
            "-reel-curve-lane-6", "#3bc9db",
            "-reel-curve-lane-7", "#ffa94d",
            "-reel-curve-lane-8", "#b197fc",
            "-reel-curve-lane-9", "#a9e34b",
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
    private final ObjectProperty<List<Track>> tracks = new SimpleObjectProperty<>(this, "tracks", List.of());
    private final ObjectProperty<Set<LaneKey>> hidden = new SimpleObjectProperty<>(this, "hidden", Set.of());
    private final ObjectProperty<Set<LaneKey>> locked = new SimpleObjectProperty<>(this, "locked", Set.of());
    private final ObjectProperty<LaneKey> solo = new SimpleObjectProperty<>(this, "solo");
    private final BooleanProperty normalize = new SimpleBooleanProperty(this, "normalize", false);
    private final ObjectProperty<Set<CurvePoint>> points = new SimpleObjectProperty<>(this, "points", Set.of());
    private final DoubleProperty timeCursor = new SimpleDoubleProperty(this, "timeCursor", 0);
    private final DoubleProperty length = new SimpleDoubleProperty(this, "length", 1);
    private final DoubleProperty fps = new SimpleDoubleProperty(this, "fps", 60);
    private final BooleanProperty snap = new SimpleBooleanProperty(this, "snap", true);
    private final ObjectProperty<Rectangle2D> box = new SimpleObjectProperty<>(this, "box");
    private final StringProperty hint = new SimpleStringProperty(this, "hint");
    private final CurveLanes lanes = new CurveLanes();
    private final BooleanProperty frozen = new SimpleBooleanProperty(this, "frozen", false);
    private double listWidth;

    public CurveView(TimeAxis axis) {
        super(PAINTS);
        this.axis = axis;
        getStyleClass().add("curve-view");
        setFocusTraversable(true);
        javafx.beans.InvalidationListener prune = observable -> prunePoints();
        hidden.addListener(prune);
        locked.addListener(prune);
        solo.addListener(prune);
    }

    public TimeAxis axis() {
        return axis;
    }

    public ValueAxis values() {
        return values;
    }

    /** The tracks drawn, in order (numeric ones; empty: nothing to draw). */
    public ObjectProperty<List<Track>> tracksProperty() {
        return tracks;
    }

    /** The lanes the lane list's eyes hide. */
    public ObjectProperty<Set<LaneKey>> hiddenProperty() {
        return hidden;
    }

    /** The lanes drawn but not selectable or draggable. */
    public ObjectProperty<Set<LaneKey>> lockedProperty() {
        return locked;
    }

    /** The one lane drawn while soloed (Alt-click in the lane list), or null. */
    public ObjectProperty<LaneKey> soloProperty() {
        return solo;
    }

    /** Whether each lane is drawn scaled to −1…1. */
    public BooleanProperty normalizeProperty() {
        return normalize;
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

    /** The first track drawn, or null. */
    public Track track() {
        return tracks.get().isEmpty() ? null : tracks.get().get(0);
    }

    /** Every lane of the tracks, drawn or not, as the lane list lists them. */
    public List<CurveLane> lanes() {
        update();
        return lanes.all();
    }

    /** The lanes drawn now. */
    public List<CurveLane> visibleLanes() {
        update();
        return lanes.visible();
    }

    private void update() {
        lanes.update(tracks.get(), hidden.get(), locked.get(), solo.get(), normalize.get(), frozen.get());
    }

    /** While a drag is open, normalized lanes keep their scale (the curves must not rescale under the mouse). */
    void setFrozen(boolean frozen) {
        this.frozen.set(frozen);
    }

    /** Whether a drag holds the normalized scales (they are worked out again, and redrawn, when it ends). */
    BooleanProperty frozenProperty() {
        return frozen;
    }

    /** The lane a point is on, or null when it is not on a lane of the tracks. */
    public CurveLane laneOf(CurvePoint point) {
        update();
        return lanes.laneOf(point.keyId(), point.lane());
    }

    /** Whether a lane is drawn now. */
    public boolean visible(LaneKey key) {
        return solo.get() != null ? solo.get().equals(key) : !hidden.get().contains(key);
    }

    /** Whether a point's lane is drawn and not locked (points elsewhere cannot be selected). */
    boolean pickable(CurveLane lane) {
        return lane != null && !lane.locked() && visible(lane.key());
    }

    /** The width of the graph, left of the lane list. */
    public double graphWidth() {
        return Math.max(0, getWidth() - listWidth);
    }

    void setListWidth(double width) {
        listWidth = width;
    }

    /** Shows or hides a lane (a soloed graph turns into the same lanes shown, less or plus this one). */
    public void toggleHidden(LaneKey key) {
        Set<LaneKey> next = new HashSet<>(hidden.get());
        if (solo.get() != null) {
            lanes().forEach(lane -> next.add(lane.key()));
            next.remove(solo.get());
            solo.set(null);
        }
        if (!next.remove(key)) {
            next.add(key);
        }
        hidden.set(Set.copyOf(next));
    }

    /** Locks or unlocks a lane. */
    public void toggleLocked(LaneKey key) {
        Set<LaneKey> next = new HashSet<>(locked.get());
        if (!next.remove(key)) {
            next.add(key);
        }
        locked.set(Set.copyOf(next));
    }

    /** Alt-click: only this lane drawn; again: the lanes shown before. */
    public void toggleSolo(LaneKey key) {
        solo.set(key.equals(solo.get()) ? null : key);
    }

    /** Hides the lanes of the selected points (H). */
    public void hideSelectedLanes() {
        Set<LaneKey> next = new HashSet<>(hidden.get());
        for (CurvePoint point : points.get()) {
            CurveLane lane = laneOf(point);
            if (lane != null) {
                next.add(lane.key());
            }
        }
        solo.set(null);
        hidden.set(Set.copyOf(next));
    }

    /** Shows every lane (Alt+H): no hidden lane and no solo. */
    public void showAllLanes() {
        solo.set(null);
        hidden.set(Set.of());
    }

    /** Drops selected points that are hidden or locked now. */
    private void prunePoints() {
        Set<CurvePoint> kept = new LinkedHashSet<>();
        for (CurvePoint point : points.get()) {
            if (pickable(laneOf(point))) {
                kept.add(point);
            }
        }
        if (kept.size() != points.get().size()) {
            points.set(Set.copyOf(kept));
        }
    }

    /**
     * The unit the value axis reads in: degrees when every lane drawn is a rotation, plain numbers when they
     * are not or Normalize is on (then −1…1).
     */
    public Unit unit() {
        if (normalize.get()) {
            return Unit.PLAIN;
        }
        Set<Unit> units = new HashSet<>();
        visibleLanes().forEach(lane -> units.add(lane.unit()));
        return units.size() == 1 ? units.iterator().next() : Unit.PLAIN;
    }

    /** One label of the value axis: where it goes and what it says ({@code 45°}, {@code 0.5}). */
    public record AxisLabel(double y, String text) {
    }

    /** The value axis's labels in a view {@code height} tall, at "nice" steps of the graph's values. */
    public List<AxisLabel> valueAxis(double height) {
        String suffix = unit().suffix();
        double step = ValueGrid.step(this);
        double low = values.value(height, height);
        double high = values.value(0, height);
        List<AxisLabel> labels = new ArrayList<>();
        for (long index = (long) Math.floor(low / step); index * step <= high; index++) {
            double y = values.y(index * step, height);
            if (y > 8 && y < height - 8) {
                labels.add(new AxisLabel(y, Ticks.label(index * step, step) + suffix));
            }
        }
        return labels;
    }

    /** Whether a track's keys step whatever their interpolation (int32 that is not numeric). */
    static boolean steps(Track track) {
        return CurveLane.steps(track);
    }

    public static List<CssMetaData<? extends Styleable, ?>> getClassCssMetaData() {
        return PAINTS.metaData();
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new CurveSkin(this);
    }
}
