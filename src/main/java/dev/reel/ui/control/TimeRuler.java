package dev.reel.ui.control;

import dev.reel.model.FrameTime;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;

import java.util.List;
import java.util.function.DoubleConsumer;

/**
 * The time ruler above a dope sheet or curve editor: labelled times in the chosen {@link TimeNotation}, a tick per
 * frame when there is room, the clip's length and loop shaded, and the time cursor's head with its time.
 * Dragging on it scrubs: the scrub consumer gets each time, snapped to frames when {@link #snapProperty()} is
 * on (Alt scrubs freely) and kept inside the clip. It shares its {@link TimeAxis} with the views below it.
 */
public final class TimeRuler extends StyledControl {
    private static final StyledPaints<TimeRuler> PAINTS = new StyledPaints<>(Control.getClassCssMetaData(),
            "-reel-ruler-background", "#1b1f26",
            "-reel-ruler-clip", "#232a33",
            "-reel-ruler-text", "#9aa4b2",
            "-reel-ruler-tick", "#4a5361",
            "-reel-ruler-loop", "#5ad1a8",
            "-reel-cursor", "#ff5c5c",
            "-reel-cursor-text", "#ffffff");

    private final TimeAxis axis;
    private final DoubleProperty cursor = new SimpleDoubleProperty(this, "timeCursor", 0);
    private final DoubleProperty length = new SimpleDoubleProperty(this, "length", 1);
    private final DoubleProperty fps = new SimpleDoubleProperty(this, "fps", 60);
    private final BooleanProperty loop = new SimpleBooleanProperty(this, "loop", false);
    private final BooleanProperty snap = new SimpleBooleanProperty(this, "snap", true);
    private final ReadOnlyBooleanWrapper scrubbing = new ReadOnlyBooleanWrapper(this, "scrubbing", false);
    private DoubleConsumer onScrub = time -> cursor.set(time);
    private List<String> drawnText = List.of();

    public TimeRuler(TimeAxis axis) {
        super(PAINTS);
        this.axis = axis;
        getStyleClass().add("time-ruler");
        setMinHeight(USE_PREF_SIZE);
        setPrefHeight(30);
        setMaxHeight(USE_PREF_SIZE);
    }

    public TimeAxis axis() {
        return axis;
    }

    /** The time cursor shown, in seconds. */
    public DoubleProperty timeCursorProperty() {
        return cursor;
    }

    /** The clip's length, shaded. */
    public DoubleProperty lengthProperty() {
        return length;
    }

    /** Frames per second: frame ticks, times written in frames and snapping. */
    public DoubleProperty fpsProperty() {
        return fps;
    }

    /** Whether the clip loops (its range is marked as a loop). */
    public BooleanProperty loopProperty() {
        return loop;
    }

    /** Whether scrubbing snaps to frames. */
    public BooleanProperty snapProperty() {
        return snap;
    }

    /** True while the mouse drags on the ruler. */
    public ReadOnlyBooleanProperty scrubbingProperty() {
        return scrubbing.getReadOnlyProperty();
    }

    void setScrubbing(boolean value) {
        scrubbing.set(value);
    }

    /** The texts the last paint drew: the labels from left to right, then the cursor's read-out (tests read them). */
    public List<String> drawnText() {
        return drawnText;
    }

    void setDrawnText(List<String> texts) {
        drawnText = List.copyOf(texts);
    }

    /** Who receives scrubbed times (by default the ruler's own cursor). */
    public void setOnScrub(DoubleConsumer consumer) {
        onScrub = consumer;
    }

    /** Scrubs to the time at {@code x}: snapped unless {@code free}, inside the clip. */
    public void scrubTo(double x, boolean free) {
        double time = axis.time(x);
        if (snap.get() && !free && fps.get() > 0) {
            time = FrameTime.snap(time, fps.get());
        }
        onScrub.accept(Math.max(0, Math.min(length.get(), time)));
    }

    public static List<CssMetaData<? extends Styleable, ?>> getClassCssMetaData() {
        return PAINTS.metaData();
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new TimeRulerSkin(this);
    }
}
