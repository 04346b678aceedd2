package dev.reel.ui.graph;

import dev.reel.model.Condition;
import dev.reel.model.Transition;
import dev.reel.ui.control.Readout;
import javafx.css.PseudoClass;
import javafx.scene.Group;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.shape.Circle;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.QuadCurveTo;
import dev.reel.edit.graph.Box;
import dev.reel.edit.graph.LabelLayout;
import dev.reel.edit.graph.Point;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.Polygon;

import java.util.ArrayList;
import java.util.List;

/**
 * A transition's arrow: the curve (solid when it switches at once, dashed when it cross-fades, longer dashes
 * for longer fades), its head, a label of its conditions, and a wide invisible stroke under it that takes the
 * clicks. While a preview blends along it, a marker rides the curve at the blend's weight.
 */
final class ArrowNode extends Group {
    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    private static final PseudoClass LIVE = PseudoClass.getPseudoClass("live");
    private static final PseudoClass ANY = PseudoClass.getPseudoClass("any");

    private final long transitionId;
    private final Path hit = new Path();
    private final Path line = new Path();
    private final Polygon head = new Polygon();
    /**
     * Made when the label is first drawn (it found a spot), or asked for: a third of a large graph's labels find
     * none, and a hidden node is styled, laid out and walked every pulse all the same.
     */
    private ArrowLabel label;
    /** Made when a blend first runs along the arrow (hidden nodes are styled all the same). */
    private Circle marker;
    /** Made on the first hover: a tooltip is a popup window of its own, a third of opening a 600-arrow graph. */
    private Tooltip tooltip;
    private List<Point> path;
    private double blend = -1;
    private LabelLayout.Spot spot;
    private String fullText = "";
    private boolean hasLabel;
    /** Whether the label shows {@link #spot} as {@link #showLabel} put it (the transition's text set since: no). */
    private boolean labelPlaced;
    /** The transition last shown: an unchanged one (the same value) on the same curve is not drawn again. */
    private Transition shown;

    /** @param transitionId the transition's id, or 0 for the Entry pill's arrow, which is not a transition */
    ArrowNode(long transitionId) {
        this.transitionId = transitionId;
        getStyleClass().add(transitionId == 0 ? "graph-entry-arrow" : "graph-arrow");
        hit.getStyleClass().add("graph-arrow-hit");
        // The wide transparent stroke only takes clicks: at opacity 0 it is picked but never rasterised (600 of
        // them were most of a pan frame's drawing).
        hit.setOpacity(0);
        line.getStyleClass().add("graph-arrow-line");
        line.setMouseTransparent(true);
        head.getStyleClass().add("graph-arrow-head");
        head.setMouseTransparent(true);
        if (transitionId == 0) {
            hit.setMouseTransparent(true);
            getChildren().addAll(line, head);
        } else {
            getChildren().addAll(hit, line, head);
            addEventHandler(MouseEvent.MOUSE_ENTERED, event -> installTooltip());
            hit.getProperties().put(GraphView.PART, this);
        }
        getProperties().put(GraphView.PART, this);
    }

    long transitionId() {
        return transitionId;
    }

    /** The arrow's path, from its source's edge to its target's. */
    List<Point> path() {
        return path;
    }

    /** The label's plate (made now if it was never drawn: hidden then). */
    ArrowLabel label() {
        if (label == null) {
            label = new ArrowLabel();
            label.setManaged(false);
            label.setVisible(false);
            label.setText(fullText);
            if (transitionId != 0) {
                label.getProperties().put(GraphView.PART, this);
                getChildren().add(getChildren().indexOf(head) + 1, label);
                if (tooltip != null) {
                    Tooltip.install(label, tooltip);
                }
            }
        }
        return label;
    }

    /** Shows the transition along {@code route}. */
    void show(Transition transition, List<Point> route) {
        if (transition == shown) {
            if (route != path && !route.equals(path)) {
                route(route);
            } else {
                // The same path as a new list (the graph was routed whole): kept, so that the next frames, which
                // hand the kept paths back as they are, find the same list and compare nothing.
                path = route;
            }
            return;
        }
        shown = transition;
        labelPlaced = false;
        pseudoClassStateChanged(ANY, transition.fromAny());
        String text = conditionText(transition);
        fullText = text;
        hasLabel = !text.isEmpty();
        if (label != null) {
            label.setText(text);
            label.setVisible(hasLabel);
        }
        if (tooltip != null) {
            tooltip.setText(tooltipText());
        }
        if (transition.duration() > 0) {
            double dash = 3 + 36 * Math.min(transition.duration(), 0.5);
            line.getStrokeDashArray().setAll(dash, 4.0);
        } else {
            line.getStrokeDashArray().clear();
        }
        route(route);
    }

    private void installTooltip() {
        if (tooltip == null) {
            tooltip = new Tooltip(tooltipText());
            Tooltip.install(hit, tooltip);
            if (label != null) {
                Tooltip.install(label, tooltip);
            }
        }
    }

    /**
     * The tooltip's text (what hovering the arrow or its label shows), written when asked: the 600 arrows of a
     * large graph each wrote theirs, cross-fade times and all, when it was opened.
     */
    String tooltipText() {
        Transition transition = shown;
        if (transition == null) {
            return "";
        }
        return (transition.fromAny() ? "Any State" : transition.from()) + " → " + transition.to() + "\n"
                + (transition.duration() > 0 ? "cross-fade " + Readout.seconds(transition.duration())
                : "instant") + (transition.interrupt() ? " · may interrupt a blend" : "")
                + (fullText.isEmpty() ? "\nno conditions" : "\n" + fullText);
    }

    /** Redraws the path (the Entry arrow's only content): straight runs with rounded corners. */
    void route(List<Point> route) {
        path = route;
        for (Path shape : new Path[]{hit, line}) {
            shape.getElements().setAll(elements(route));
        }
        Point tip = route.get(route.size() - 1);
        Point before = route.get(route.size() - 2);
        double angle = Math.atan2(tip.y() - before.y(), tip.x() - before.x());
        double length = 11;
        double spread = 0.42;
        head.getPoints().setAll(tip.x(), tip.y(),
                tip.x() - length * Math.cos(angle - spread), tip.y() - length * Math.sin(angle - spread),
                tip.x() - length * Math.cos(angle + spread), tip.y() - length * Math.sin(angle + spread));
        placeLabel();
        placeMarker();
    }

    private static List<javafx.scene.shape.PathElement> elements(List<Point> route) {
        List<javafx.scene.shape.PathElement> out = new ArrayList<>();
        out.add(new MoveTo(route.get(0).x(), route.get(0).y()));
        for (int k = 1; k + 1 < route.size(); k++) {
            Point a = route.get(k - 1);
            Point corner = route.get(k);
            Point b = route.get(k + 1);
            double radius = Math.min(CORNER, Math.min(distance(a, corner), distance(corner, b)) / 2);
            Point in = towards(corner, a, radius);
            Point out2 = towards(corner, b, radius);
            out.add(new LineTo(in.x(), in.y()));
            out.add(new QuadCurveTo(corner.x(), corner.y(), out2.x(), out2.y()));
        }
        Point end = route.get(route.size() - 1);
        out.add(new LineTo(end.x(), end.y()));
        return out;
    }

    private static final double CORNER = 8;

    private static double distance(Point a, Point b) {
        return Math.hypot(b.x() - a.x(), b.y() - a.y());
    }

    private static Point towards(Point from, Point to, double by) {
        double length = distance(from, to);
        return length == 0 ? from : new Point(from.x() + (to.x() - from.x()) * by / length,
                from.y() + (to.y() - from.y()) * by / length);
    }

    /** The point {@code share} (0..1) of the way along the path. */
    Point along(double share) {
        double total = 0;
        for (int k = 0; k + 1 < path.size(); k++) {
            total += distance(path.get(k), path.get(k + 1));
        }
        double left = Math.max(0, Math.min(1, share)) * total;
        for (int k = 0; k + 1 < path.size(); k++) {
            double step = distance(path.get(k), path.get(k + 1));
            if (left <= step || k + 2 == path.size()) {
                return towards(path.get(k), path.get(k + 1), Math.min(left, step));
            }
            left -= step;
        }
        return path.get(0);
    }

    /**
     * The box the arrow draws in (its path, head, click stroke and label, with a margin), or null before it is
     * routed.
     */
    Box reach() {
        if (path == null) {
            return null;
        }
        double left = Double.POSITIVE_INFINITY;
        double top = Double.POSITIVE_INFINITY;
        double right = Double.NEGATIVE_INFINITY;
        double bottom = Double.NEGATIVE_INFINITY;
        for (Point point : path) {
            left = Math.min(left, point.x());
            top = Math.min(top, point.y());
            right = Math.max(right, point.x());
            bottom = Math.max(bottom, point.y());
        }
        if (spot != null && spot.box() != null) {
            Box plate = spot.box();
            left = Math.min(left, plate.x());
            top = Math.min(top, plate.y());
            right = Math.max(right, plate.right());
            bottom = Math.max(bottom, plate.bottom());
        }
        return new Box(left, top, right - left, bottom - top).grow(REACH_MARGIN);
    }

    /** Wider than the click stroke's half, the head's length and a label plate's border. */
    private static final double REACH_MARGIN = 16;

    /** Whether the transition has conditions or an exit time to show. */
    boolean hasLabel() {
        return hasLabel;
    }

    /** Whether the label is drawn (it has a text and found a spot). */
    boolean labelShown() {
        return hasLabel && spot != null && spot.box() != null;
    }

    /** Where the label is drawn, as a box (when {@link #labelShown()}). */
    Box shownLabelBox() {
        return spot.box();
    }

    /** The text the label shows: the whole condition text, or its start with an ellipsis. */
    String labelText() {
        return label == null ? fullText : label.getText();
    }

    /** Puts the label where the geometry placed it, shortened as it says, or hides it (no spot). */
    void showLabel(LabelLayout.Spot placed) {
        if (labelPlaced && java.util.Objects.equals(placed, spot)) {
            // Already there: a drag frame places every label again, and only the moving arrows' labels move
            // (setting the same width again laid out all 600 plates each frame).
            return;
        }
        labelPlaced = true;
        spot = placed;
        boolean shown = hasLabel && placed != null && placed.box() != null;
        if (shown) {
            label().setVisible(true);
            label.setText(placed.text());
            label.setFixedWidth(placed.box().width());
        } else if (label != null) {
            label.setVisible(false);
        }
        placeLabel();
    }

    private void placeLabel() {
        if (label != null && spot != null && spot.box() != null) {
            label.resizeRelocate(spot.box().x(), spot.box().y(), spot.box().width(), spot.box().height());
        }
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        placeLabel();
    }

    void setSelected(boolean selected) {
        pseudoClassStateChanged(SELECTED, selected);
    }

    /** Shows a preview's blend along this arrow at {@code weight} (0..1); negative hides it. */
    void setBlend(double weight) {
        blend = weight;
        pseudoClassStateChanged(LIVE, weight >= 0);
        if (marker == null && weight >= 0) {
            marker = new Circle(5);
            marker.getStyleClass().add("graph-blend-marker");
            marker.setMouseTransparent(true);
            getChildren().add(marker);
        }
        if (marker != null) {
            marker.setVisible(weight >= 0);
        }
        placeMarker();
    }

    double blend() {
        return blend;
    }

    private void placeMarker() {
        if (blend >= 0 && path != null && marker != null) {
            Point at = along(blend);
            marker.setCenterX(at.x());
            marker.setCenterY(at.y());
        }
    }

    /** The label of a transition: its conditions and exit time ({@code Speed > 0.5 · exit 1}). */
    static String conditionText(Transition transition) {
        return dev.reel.edit.graph.LabelText.of(transition);
    }

    static String conditionText(Condition condition) {
        return dev.reel.ui.control.ConditionText.of(condition);
    }
}
