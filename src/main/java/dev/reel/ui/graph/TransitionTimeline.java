package dev.reel.ui.graph;

import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.SetTransitionProperty;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.Transition;
import dev.reel.ui.control.Readout;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;

/**
 * A transition's small timeline: the source clip's bar, the target clip's bar starting where the fade does
 * (at the exit time, or at 0 for a transition without one, which fires whenever its conditions hold), the fade
 * drawn across both, and a scrubber whose time reads out both states' weights by the controller's ease.
 * Dragging the fade's right edge sets the duration, its left edge the exit time (one undo step each).
 */
final class TransitionTimeline extends VBox {
    static final double MARGIN = 10;
    private static final double EDGE = 6;

    private final ControllerEditing editing;
    private final Pane lanes = new Pane();
    private final Rectangle fromBar = bar("graph-timeline-from");
    private final Rectangle toBar = bar("graph-timeline-to");
    private final Label fromLabel = new Label();
    private final Label toLabel = new Label();
    private final Polygon fade = new Polygon();
    private final Line scrubber = new Line();
    private final Label readout = new Label();
    private Transition transition;
    private Ease ease = Ease.IN_OUT_QUAD;
    private double fromLength = 1;
    private double toLength = 1;
    private double scrub;
    private Runnable onScrub = () -> { };
    private Gesture<Controller> gesture;
    private String dragging;

    TransitionTimeline(ControllerEditing editing) {
        this.editing = editing;
        setId("graph-transition-timeline");
        getStyleClass().add("graph-timeline");
        setSpacing(4);
        lanes.setId("graph-timeline-lanes");
        lanes.getStyleClass().add("graph-timeline-lanes");
        lanes.setPrefHeight(64);
        lanes.setMinHeight(64);
        fade.getStyleClass().add("graph-timeline-fade");
        scrubber.getStyleClass().add("graph-timeline-scrubber");
        fromLabel.getStyleClass().add("graph-timeline-label");
        toLabel.getStyleClass().add("graph-timeline-label");
        readout.setId("graph-timeline-readout");
        readout.getStyleClass().add("graph-hint");
        for (javafx.scene.Node node : new javafx.scene.Node[]{fromBar, toBar, fromLabel, toLabel, fade, scrubber}) {
            node.setManaged(false);
            node.setMouseTransparent(true);
        }
        lanes.getChildren().addAll(fromBar, toBar, fade, fromLabel, toLabel, scrubber);
        getChildren().addAll(lanes, readout);
        lanes.widthProperty().addListener(observable -> layoutParts());
        lanes.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        lanes.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        lanes.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
    }

    private static Rectangle bar(String style) {
        Rectangle bar = new Rectangle();
        bar.getStyleClass().add(style);
        bar.setArcWidth(6);
        bar.setArcHeight(6);
        return bar;
    }

    /** Shows {@code shown} between clips of these lengths (NaN or 0: drawn 1 s long), the scrubber kept. */
    void show(Transition shown, Ease curve, String from, double fromSeconds, String to, double toSeconds) {
        boolean other = transition == null || transition.id() != shown.id();
        transition = shown;
        ease = curve;
        fromLength = fromSeconds > 0 ? fromSeconds : 1;
        toLength = toSeconds > 0 ? toSeconds : 1;
        fromLabel.setText(from);
        toLabel.setText(to);
        if (other) {
            scrub = fadeStart();
        }
        layoutParts();
    }

    /** Where the fade starts, in seconds from the source state's start. */
    double fadeStart() {
        return transition.exitTime() == null ? 0 : transition.exitTime() * fromLength;
    }

    /** The target as the timeline names it. */
    String toName() {
        return toLabel.getText();
    }

    /** Seconds of one pass of the source state's clip (1 when it has none). */
    double fromLength() {
        return fromLength;
    }

    double total() {
        return Math.max(fadeStart() + transition.duration(), fadeStart() + Math.max(toLength, transition.duration()));
    }

    /** The x of time {@code seconds} in the lanes. */
    double xAt(double seconds) {
        return MARGIN + seconds / total() * Math.max(1, lanes.getWidth() - 2 * MARGIN);
    }

    private double timeAt(double x) {
        return Math.max(0, Math.min(total(), (x - MARGIN) / Math.max(1, lanes.getWidth() - 2 * MARGIN) * total()));
    }

    /**
     * The incoming state's weight at the scrubber, on the preview's fixed steps as the runtime gives it (the
     * preview poses the same steps, so its canvas and this readout agree).
     */
    double incoming() {
        return dev.reel.ui.playback.TransitionScrub.incoming(ease, scrub, fadeStart(), transition.duration());
    }

    double scrub() {
        return scrub;
    }

    /** The transition shown, or null. */
    Transition transition() {
        return transition;
    }

    /** Runs after each press or drag of the scrubber (the preview poses the blend there). */
    void setOnScrub(Runnable action) {
        onScrub = action == null ? () -> { } : action;
    }

    private void layoutParts() {
        if (transition == null) {
            return;
        }
        double start = fadeStart();
        double end = start + transition.duration();
        fromBar.setX(xAt(0));
        fromBar.setY(6);
        fromBar.setWidth(Math.max(2, xAt(Math.max(fromLength, end)) - xAt(0)));
        fromBar.setHeight(22);
        toBar.setX(xAt(start));
        toBar.setY(36);
        toBar.setWidth(Math.max(2, xAt(start + Math.max(toLength, transition.duration())) - xAt(start)));
        toBar.setHeight(22);
        fade.getPoints().setAll(xAt(start), 6.0, xAt(end), 6.0, xAt(end), 58.0, xAt(start), 58.0);
        fromLabel.relocate(xAt(0) + 6, 8);
        toLabel.relocate(xAt(start) + 6, 38);
        fromLabel.autosize();
        toLabel.autosize();
        double x = xAt(scrub);
        scrubber.setStartX(x);
        scrubber.setEndX(x);
        scrubber.setStartY(0);
        scrubber.setEndY(64);
        double in = incoming();
        readout.setText(Readout.seconds(scrub) + "  ·  " + fromLabel.getText() + " " + Math.round((1 - in) * 100)
                + "%  ·  " + toLabel.getText() + " " + Math.round(in * 100) + "%   (fade "
                + Readout.seconds(transition.duration()) + " from " + Readout.seconds(start) + ")");
    }

    private void pressed(MouseEvent event) {
        if (transition == null) {
            return;
        }
        double start = xAt(fadeStart());
        double end = xAt(fadeStart() + transition.duration());
        if (Math.abs(event.getX() - end) <= EDGE && event.getY() > 30) {
            dragging = "duration";
        } else if (transition.exitTime() != null && Math.abs(event.getX() - start) <= EDGE && event.getY() <= 30) {
            dragging = "exitTime";
        } else {
            dragging = null;
            scrub = timeAt(event.getX());
            layoutParts();
            onScrub.run();
        }
        event.consume();
    }

    private void dragged(MouseEvent event) {
        if (transition == null) {
            return;
        }
        if (dragging == null) {
            scrub = timeAt(event.getX());
            layoutParts();
            onScrub.run();
        } else if (editing.document() != null) {
            if (gesture == null) {
                gesture = editing.document().gesture(dragging.equals("duration") ? "Set transition duration"
                        : "Set transition exit time");
            }
            double seconds = timeAt(event.getX());
            try {
                if (dragging.equals("duration")) {
                    gesture.update(editing.scoped(SetTransitionProperty.duration(transition.id(),
                            Math.max(0, Math.round((seconds - fadeStart()) * 100) / 100.0))));
                } else {
                    gesture.update(editing.scoped(SetTransitionProperty.exitTime(transition.id(),
                            Math.max(0, Math.round(seconds / fromLength * 100) / 100.0))));
                }
            } catch (IllegalArgumentException refused) {
                editing.say(refused.getMessage());
            }
        }
        event.consume();
    }

    private void released(MouseEvent event) {
        if (gesture != null) {
            Gesture<Controller> done = gesture;
            gesture = null;
            done.commit();
        }
        dragging = null;
        event.consume();
    }
}
