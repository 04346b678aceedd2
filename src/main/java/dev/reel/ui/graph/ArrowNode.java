package dev.reel.ui.graph;

import dev.reel.model.Condition;
import dev.reel.model.Transition;
import dev.reel.ui.control.Readout;
import javafx.css.PseudoClass;
import javafx.scene.Group;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.shape.Circle;
import javafx.scene.shape.CubicCurveTo;
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
    private final ArrowLabel label = new ArrowLabel();
    /** Made when a blend first runs along the arrow (hidden nodes are styled all the same). */
    private Circle marker;
    /** Made on the first hover: a tooltip is a popup window of its own, a third of opening a 600-arrow graph. */
    private Tooltip tooltip;
    private String tooltipText = "";
    private Routes.Curve curve;
    private double blend = -1;
    private double labelAt = 0.5;
    private boolean hasLabel;
    /** The transition last shown: an unchanged one (the same value) on the same curve is not drawn again. */
    private Transition shown;
    /** The label's size, measured once per text and selection rather than once per spot tried. */
    private double labelWidth = -1;
    private double labelHeight;

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
        label.setManaged(false);
        if (transitionId == 0) {
            hit.setMouseTransparent(true);
            label.setVisible(false);
            getChildren().addAll(line, head);
        } else {
            getChildren().addAll(hit, line, head, label);
            addEventHandler(MouseEvent.MOUSE_ENTERED, event -> installTooltip());
            hit.getProperties().put(GraphView.PART, this);
            label.getProperties().put(GraphView.PART, this);
        }
        getProperties().put(GraphView.PART, this);
    }

    long transitionId() {
        return transitionId;
    }

    Routes.Curve curve() {
        return curve;
    }

    ArrowLabel label() {
        return label;
    }

    /** Shows the transition along {@code route}. */
    void show(Transition transition, Routes.Curve route) {
        if (transition == shown) {
            if (!route.equals(curve)) {
                route(route);
            }
            return;
        }
        shown = transition;
        labelWidth = -1;
        pseudoClassStateChanged(ANY, transition.fromAny());
        String text = conditionText(transition);
        label.setText(text);
        hasLabel = !text.isEmpty();
        label.setVisible(hasLabel);
        setTooltipText((transition.fromAny() ? "Any State" : transition.from()) + " → " + transition.to() + "\n"
                + (transition.duration() > 0 ? "cross-fade " + Readout.seconds(transition.duration())
                : "instant") + (transition.interrupt() ? " · may interrupt a blend" : "")
                + (text.isEmpty() ? "\nno conditions" : "\n" + text));
        if (transition.duration() > 0) {
            double dash = 3 + 36 * Math.min(transition.duration(), 0.5);
            line.getStrokeDashArray().setAll(dash, 4.0);
        } else {
            line.getStrokeDashArray().clear();
        }
        route(route);
    }

    private void setTooltipText(String text) {
        tooltipText = text;
        if (tooltip != null) {
            tooltip.setText(text);
        }
    }

    private void installTooltip() {
        if (tooltip == null) {
            tooltip = new Tooltip(tooltipText);
            Tooltip.install(hit, tooltip);
            Tooltip.install(label, tooltip);
        }
    }

    /** The tooltip's text (what hovering the arrow or its label shows). */
    String tooltipText() {
        return tooltipText;
    }

    /** Redraws the curve (the Entry arrow's only content). */
    void route(Routes.Curve route) {
        curve = route;
        for (Path path : new Path[]{hit, line}) {
            path.getElements().setAll(new MoveTo(route.start().x(), route.start().y()),
                    new CubicCurveTo(route.control1().x(), route.control1().y(), route.control2().x(),
                            route.control2().y(), route.end().x(), route.end().y()));
        }
        double angle = route.angle(1);
        double length = 11;
        double spread = 0.42;
        Routes.Point tip = route.end();
        head.getPoints().setAll(tip.x(), tip.y(),
                tip.x() - length * Math.cos(angle - spread), tip.y() - length * Math.sin(angle - spread),
                tip.x() - length * Math.cos(angle + spread), tip.y() - length * Math.sin(angle + spread));
        placeLabel();
        placeMarker();
    }

    /** Whether the transition has conditions or an exit time to show. */
    boolean hasLabel() {
        return hasLabel;
    }

    /** Where the label would sit centred at {@code t} along the curve, as a box. */
    Routes.Box labelBox(double t) {
        if (labelWidth < 0) {
            label.applyCss();
            labelWidth = label.prefWidth(-1);
            labelHeight = label.prefHeight(-1);
        }
        Routes.Point at = curve.at(t);
        return new Routes.Box(at.x() - labelWidth / 2, at.y() - labelHeight / 2, labelWidth, labelHeight);
    }

    /** Whether the label is drawn (it has a text and found a spot, or its arrow is selected). */
    boolean labelShown() {
        return hasLabel && labelAt >= 0 && curve != null;
    }

    /** Where the label is drawn, as a box (when {@link #labelShown()}). */
    Routes.Box shownLabelBox() {
        return labelBox(labelAt);
    }

    /** Puts the label at {@code t} along the curve, or hides it ({@code t} negative; the tooltip stays). */
    void showLabelAt(double t) {
        labelAt = t;
        label.setVisible(hasLabel && t >= 0);
        placeLabel();
    }

    private void placeLabel() {
        if (curve != null && labelAt >= 0) {
            label.autosize();
            Routes.Point at = curve.at(labelAt);
            label.relocate(at.x() - label.prefWidth(-1) / 2, at.y() - label.prefHeight(-1) / 2);
        }
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        placeLabel();
    }

    void setSelected(boolean selected) {
        if (selected != getPseudoClassStates().contains(SELECTED)) {
            labelWidth = -1;
        }
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
        if (blend >= 0 && curve != null && marker != null) {
            Routes.Point at = curve.at(Math.min(1, blend));
            marker.setCenterX(at.x());
            marker.setCenterY(at.y());
        }
    }

    /** The label of a transition: its conditions and exit time ({@code Speed > 0.5 · exit 1}). */
    static String conditionText(Transition transition) {
        List<String> parts = new ArrayList<>();
        for (Condition condition : transition.conditions()) {
            parts.add(conditionText(condition));
        }
        if (transition.exitTime() != null) {
            parts.add("exit " + Readout.number(transition.exitTime()));
        }
        return String.join(" · ", parts);
    }

    static String conditionText(Condition condition) {
        return dev.reel.ui.control.ConditionText.of(condition);
    }
}
