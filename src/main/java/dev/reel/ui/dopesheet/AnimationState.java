package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.ui.control.TimeAxis;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.playback.PreviewRig;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;

import java.util.Set;
import java.util.function.Supplier;

/**
 * What the Animation panel's parts share besides the document: the time axis, the vertical scroll, folded
 * nodes, the track the curves show, and the switches for snapping, ripple and the curve view. Snapping and
 * frames count in the clip's {@link FrameRate}.
 */
final class AnimationState {
    private final TimeAxis axis = new TimeAxis();
    private final Supplier<OpenDocument<Clip>> focused;
    private final PreviewRig rig;
    private final BooleanProperty snapping = new SimpleBooleanProperty(this, "snapping", true);
    private final BooleanProperty ripple = new SimpleBooleanProperty(this, "ripple", false);
    private final BooleanProperty curves = new SimpleBooleanProperty(this, "curves", false);
    private final LongProperty currentTrack = new SimpleLongProperty(this, "currentTrack", 0);
    private final ObjectProperty<Set<String>> collapsed = new SimpleObjectProperty<>(this, "collapsed", Set.of());
    private final DoubleProperty scrollY = new SimpleDoubleProperty(this, "scrollY", 0);
    private final DoubleProperty viewportHeight = new SimpleDoubleProperty(this, "viewportHeight", 0);
    private final DoubleProperty contentHeight = new SimpleDoubleProperty(this, "contentHeight", 0);

    AnimationState(Supplier<OpenDocument<Clip>> focused, PreviewRig rig) {
        this.focused = focused;
        this.rig = rig;
    }

    TimeAxis axis() {
        return axis;
    }

    PreviewRig rig() {
        return rig;
    }

    Clip clip() {
        OpenDocument<Clip> document = focused.get();
        return document == null ? null : document.value();
    }

    BooleanProperty snappingProperty() {
        return snapping;
    }

    BooleanProperty rippleProperty() {
        return ripple;
    }

    boolean ripple() {
        return ripple.get();
    }

    BooleanProperty curvesProperty() {
        return curves;
    }

    LongProperty currentTrackProperty() {
        return currentTrack;
    }

    void setCurrentTrack(long trackId) {
        currentTrack.set(trackId);
    }

    ObjectProperty<Set<String>> collapsedProperty() {
        return collapsed;
    }

    DoubleProperty scrollYProperty() {
        return scrollY;
    }

    DoubleProperty viewportHeightProperty() {
        return viewportHeight;
    }

    DoubleProperty contentHeightProperty() {
        return contentHeight;
    }

    double fps() {
        return FrameRate.of(clip());
    }

    /** One frame, in seconds. */
    double frame() {
        return 1 / fps();
    }

    /** {@code time} on the nearest frame when snapping is on and the move is not {@code free} (Alt). */
    double snap(double time, boolean free) {
        return snapping.get() && !free ? FrameRate.snap(time, fps()) : time;
    }

    /** Moves the focused clip's time cursor, kept inside the clip. */
    void moveCursor(double time) {
        OpenDocument<Clip> document = focused.get();
        if (document != null) {
            document.setTimeCursor(Math.max(0, Math.min(document.value().length(), time)));
        }
    }

    /** Scrolls the rows by {@code pixels}, kept inside the content. */
    void scrollBy(double pixels) {
        scrollTo(scrollY.get() + pixels);
    }

    void scrollTo(double y) {
        double most = Math.max(0, contentHeight.get() - viewportHeight.get() + 8);
        scrollY.set(Math.max(0, Math.min(most, y)));
    }
}
