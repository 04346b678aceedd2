package dev.reel.ui.graph;

import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.MoveMotion;
import dev.reel.model.BlendKind;
import dev.reel.model.BlendTree;
import dev.reel.model.Controller;
import dev.reel.model.Motion;
import dev.reel.runtime.TreeWeights;
import dev.reel.ui.control.Readout;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.LongConsumer;

/**
 * The drawing of a blend tree: a 1D strip (the parameter's axis, each motion a point at its threshold) or a 2D
 * plane (both parameters' axes, each motion at its point), and the marker of the parameters' value. Each point
 * grows with the weight the marker's value gives it. Dragging the marker (or pressing anywhere off a point)
 * auditions the blend; dragging a point moves its threshold as one undo step (Esc cancels).
 */
final class BlendStrip extends Pane {
    static final double MARGIN = 28;
    /** The least height and width of the strip or plane: room for the motions' labels and the marker. */
    static final double MIN_SIZE = 240;
    /** Whether the artist has set the height by dragging the bottom edge (then it is kept). */
    private static final double PLANE_SIZE = 300;
    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");

    private final ControllerEditing editing;
    private final BiConsumer<Double, Double> audition;
    private final LongConsumer selected;
    private final Line axis = new Line();
    private final Line axisY = new Line();
    private final Rectangle plane = new Rectangle();
    private final Label low = new Label();
    private final Label high = new Label();
    private final Line markerLine = new Line();
    private final Polygon marker = new Polygon(-8, -12, 8, -12, 0, 0);
    private final Circle markerDot = new Circle(7);
    private final List<Circle> points = new ArrayList<>();
    private final List<Label> labels = new ArrayList<>();
    private long stateId;
    private BlendTree tree;
    private double valueX;
    private double valueY;
    private long selection = -1;
    private double min;
    private double max;
    private Gesture<Controller> gesture;
    private Motion dragged;

    BlendStrip(ControllerEditing editing, BiConsumer<Double, Double> audition, LongConsumer selected) {
        this.editing = editing;
        this.audition = audition;
        this.selected = selected;
        setId("blend-strip");
        getStyleClass().add("blend-strip");
        setMinHeight(MIN_SIZE);
        setMinWidth(MIN_SIZE);
        setPrefHeight(MIN_SIZE);
        StripResizer.install(this);
        axis.getStyleClass().add("blend-axis");
        axisY.getStyleClass().add("blend-axis");
        plane.getStyleClass().add("blend-plane");
        low.getStyleClass().add("blend-tick");
        high.getStyleClass().add("blend-tick");
        markerLine.getStyleClass().add("blend-marker-line");
        marker.getStyleClass().add("blend-marker");
        markerDot.getStyleClass().add("blend-marker");
        marker.setId("blend-marker");
        markerDot.setId("blend-marker-2d");
        for (Node node : new Node[]{axis, axisY, plane, low, high, markerLine}) {
            node.setMouseTransparent(true);
            node.setManaged(false);
        }
        marker.setManaged(false);
        markerDot.setManaged(false);
        setFocusTraversable(true);
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ESCAPE && gesture != null) {
                gesture.cancel();
                gesture = null;
                dragged = null;
                event.consume();
            }
        });
        widthProperty().addListener(observable -> layoutParts());
        heightProperty().addListener(observable -> layoutParts());
    }

    /** Draws {@code tree} of state {@code id} with the marker at the parameters' values. */
    void show(long id, BlendTree shown, double x, double y, long selectedMotion) {
        stateId = id;
        tree = shown;
        valueX = x;
        valueY = y;
        selection = selectedMotion;
        // A 2D plane is a square: taller than the 1D strip, unless the artist sized it.
        if (getPrefHeight() == MIN_SIZE || getPrefHeight() == PLANE_SIZE) {
            setPrefHeight(twoD() ? PLANE_SIZE : MIN_SIZE);
        }
        if (dragged == null) {
            range();
        }
        rebuild();
    }

    boolean twoD() {
        return tree != null && tree.kind() == BlendKind.TWO_D;
    }

    /** The horizontal position of parameter value {@code x} in the strip's coordinates. */
    double screenX(double x) {
        if (twoD()) {
            return (getWidth() - side()) / 2 + (x - min) / (max - min) * side();
        }
        double width = Math.max(1, getWidth() - 2 * MARGIN);
        return MARGIN + (x - min) / (max - min) * width;
    }

    /** The side of the 2D plane: a square, so that directions read true. */
    private double side() {
        return Math.max(1, Math.min(getWidth(), getHeight()) - 2 * MARGIN);
    }

    /** The vertical position of the 2D plane's value {@code y} (up is positive). */
    double screenY(double y) {
        if (!twoD()) {
            return getHeight() / 2;
        }
        return (getHeight() - side()) / 2 + (max - y) / (max - min) * side();
    }

    private double valueAtX(double screen) {
        if (twoD()) {
            return min + (screen - (getWidth() - side()) / 2) / side() * (max - min);
        }
        double width = Math.max(1, getWidth() - 2 * MARGIN);
        return min + (screen - MARGIN) / width * (max - min);
    }

    private double valueAtY(double screen) {
        return max - (screen - (getHeight() - side()) / 2) / side() * (max - min);
    }

    /** The motions' labels, in the tree's order. */
    List<Label> labels() {
        return List.copyOf(labels);
    }

    Circle point(int index) {
        return points.get(index);
    }

    private void range() {
        double lo = 0;
        double hi = 1;
        if (tree != null) {
            for (Motion motion : tree.motions()) {
                lo = Math.min(lo, Math.min(motion.x(), twoD() ? motion.y() : motion.x()));
                hi = Math.max(hi, Math.max(motion.x(), twoD() ? motion.y() : motion.x()));
            }
        }
        if (twoD()) {
            double reach = Math.max(Math.abs(lo), Math.abs(hi));
            lo = -reach;
            hi = reach;
        }
        double pad = (hi - lo) * 0.1;
        min = lo - pad;
        max = hi + pad;
    }

    private void rebuild() {
        if (tree == null) {
            getChildren().clear();
            points.clear();
            labels.clear();
            return;
        }
        int n = tree.motions().size();
        if (points.size() != n || getChildren().contains(markerDot) != twoD()) {
            // New nodes only when the motions' count or the kind changes: a point being dragged stays the node
            // the mouse pressed, so its drag goes on while the previews redraw it.
            getChildren().clear();
            points.clear();
            labels.clear();
            getChildren().addAll(twoD() ? List.of(plane, axis, axisY) : List.of(axis, low, high));
            for (int i = 0; i < n; i++) {
                Circle point = new Circle(6);
                point.getStyleClass().add("blend-motion");
                point.setManaged(false);
                Label label = new Label();
                label.getStyleClass().add("blend-motion-label");
                label.setManaged(false);
                label.setMouseTransparent(true);
                points.add(point);
                labels.add(label);
                getChildren().addAll(point, label);
            }
            getChildren().addAll(markerLine, twoD() ? markerDot : marker);
        }
        double[] weights = TreeWeights.of(tree, valueX, valueY);
        for (int i = 0; i < n; i++) {
            Motion motion = tree.motions().get(i);
            Circle point = points.get(i);
            point.setRadius(6 + 6 * weights[i]);
            point.pseudoClassStateChanged(SELECTED, motion.id() == selection);
            point.getProperties().put(Motion.class, motion);
            point.setId("blend-motion-" + i);
            labels.get(i).setText(BlendTreeEditor.shortName(motion.clip()) + "\n" + place(motion));
        }
        layoutParts();
    }

    private String place(Motion motion) {
        return twoD() ? Readout.number(motion.x()) + ", " + Readout.number(motion.y()) : Readout.number(motion.x());
    }

    private void layoutParts() {
        if (tree == null) {
            return;
        }
        double mid = screenY(0);
        if (twoD()) {
            plane.setX(screenX(min));
            plane.setY(screenY(max));
            plane.setWidth(screenX(max) - screenX(min));
            plane.setHeight(screenY(min) - screenY(max));
            axis.setStartX(screenX(min));
            axis.setEndX(screenX(max));
            axis.setStartY(mid);
            axis.setEndY(mid);
            axisY.setStartX(screenX(0));
            axisY.setEndX(screenX(0));
            axisY.setStartY(screenY(max));
            axisY.setEndY(screenY(min));
        } else {
            axis.setStartX(MARGIN);
            axis.setEndX(getWidth() - MARGIN);
            axis.setStartY(mid);
            axis.setEndY(mid);
            low.setText(Readout.number(min));
            high.setText(Readout.number(max));
            low.autosize();
            high.autosize();
            low.relocate(MARGIN - 6, mid + 18);
            high.relocate(getWidth() - MARGIN - 24, mid + 18);
        }
        double markX = screenX(Math.max(min, Math.min(max, valueX)));
        double markY = twoD() ? screenY(Math.max(min, Math.min(max, valueY))) : mid;
        java.util.List<javafx.geometry.BoundingBox> taken = new java.util.ArrayList<>();
        taken.add(new javafx.geometry.BoundingBox(markX - 9, markY - 16, 18, 32));
        for (int i = 0; i < points.size(); i++) {
            Motion motion = (Motion) points.get(i).getProperties().get(Motion.class);
            double px = screenX(motion.x());
            double py = twoD() ? screenY(motion.y()) : mid;
            points.get(i).setCenterX(px);
            points.get(i).setCenterY(py);
            taken.add(new javafx.geometry.BoundingBox(px - 7, py - 7, 14, 14));
        }
        for (int i = 0; i < points.size(); i++) {
            double px = points.get(i).getCenterX();
            double py = points.get(i).getCenterY();
            // Each label takes the first spot beside its point that covers no other label, point or the marker.
            Label label = labels.get(i);
            label.autosize();
            double w = label.getWidth();
            double h = label.getHeight();
            double[][] spots = {{px - w / 2, py + 12}, {px - w / 2, py - 12 - h}, {px + 11, py - h / 2},
                    {px - 11 - w, py - h / 2}, {px - w / 2, py + 14 + h}, {px - w / 2, py - 14 - 2 * h}};
            double[] chosen = spots[twoD() || i % 2 == 0 ? 0 : 1];
            for (double[] spot : spots) {
                javafx.geometry.BoundingBox box = new javafx.geometry.BoundingBox(spot[0], spot[1], w, h);
                if (taken.stream().noneMatch(box::intersects)) {
                    chosen = spot;
                    break;
                }
            }
            label.relocate(chosen[0], chosen[1]);
            taken.add(new javafx.geometry.BoundingBox(chosen[0], chosen[1], w, h));
        }
        double mx = screenX(Math.max(min, Math.min(max, valueX)));
        if (twoD()) {
            double my = screenY(Math.max(min, Math.min(max, valueY)));
            markerDot.setCenterX(mx);
            markerDot.setCenterY(my);
            markerLine.setVisible(false);
        } else {
            marker.setLayoutX(mx);
            marker.setLayoutY(mid - 14);
            markerLine.setVisible(true);
            markerLine.setStartX(mx);
            markerLine.setEndX(mx);
            markerLine.setStartY(mid - 14);
            markerLine.setEndY(mid + 14);
        }
    }

    private void pressed(MouseEvent event) {
        requestFocus();
        if (tree == null || !event.isPrimaryButtonDown()) {
            return;
        }
        Node picked = event.getPickResult().getIntersectedNode();
        if (picked instanceof Circle circle && circle.getProperties().get(Motion.class) instanceof Motion motion) {
            dragged = motion;
            selected.accept(motion.id());
        } else {
            auditionAt(event);
        }
        event.consume();
    }

    private void dragged(MouseEvent event) {
        if (tree == null) {
            return;
        }
        if (dragged == null) {
            auditionAt(event);
        } else if (editing.document() != null) {
            if (gesture == null) {
                gesture = editing.document().gesture("Move motion");
            }
            double x = round(valueAtX(event.getX()));
            double y = twoD() ? round(valueAtY(event.getY())) : 0;
            try {
                gesture.update(editing.scoped(new MoveMotion(stateId, dragged.id(), x, y)));
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
        dragged = null;
        range();
        layoutParts();
        event.consume();
    }

    private void auditionAt(MouseEvent event) {
        double x = Math.max(min, Math.min(max, valueAtX(event.getX())));
        double y = twoD() ? Math.max(min, Math.min(max, valueAtY(event.getY()))) : 0;
        audition.accept(x, y);
    }

    /** A dragged threshold lands on a hundredth, as a person would type it. */
    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
