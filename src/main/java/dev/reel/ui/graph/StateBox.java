package dev.reel.ui.graph;

import dev.reel.model.State;
import dev.reel.ui.control.Readout;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import javafx.scene.Group;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.StrokeLineCap;

import java.util.List;

/**
 * A state's box on the graph: its name, the clip it plays (for a blend tree, a small tree glyph and its motions'
 * clips) and its speed, the dot to drag a new transition from, and while a preview runs the ring that fills as
 * its clip plays. Selection, the entry mark and the live
 * highlight are CSS pseudo-classes.
 */
final class StateBox extends Pane {
    static final double WIDTH = 176;
    static final double HEIGHT = 64;
    private static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    private static final PseudoClass ENTRY = PseudoClass.getPseudoClass("entry");
    private static final PseudoClass LIVE = PseudoClass.getPseudoClass("live");
    private static final PseudoClass MISSING = PseudoClass.getPseudoClass("missing");
    private static final PseudoClass MACHINE = PseudoClass.getPseudoClass("machine");
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private static final PseudoClass EXIT = PseudoClass.getPseudoClass("exit");
    private static final double RING_GAP = 4;

    private final long stateId;
    private final Label name = new Label();
    private final Label clip = new Label();
    private final Label speed = new Label();
    private final Pane stripe = new Pane();
    private final Circle dot = new Circle(5.5);
    // The live ring and the tree glyph are made when first shown: hidden nodes are styled all the same, and most
    // boxes of a big graph never show them.
    private Rectangle track;
    private Rectangle ring;
    private Group treeGlyph;
    private String stateName;
    private double progress = -1;
    private String errors;
    private javafx.scene.control.Tooltip errorTip;

    StateBox(long stateId) {
        this.stateId = stateId;
        getStyleClass().add("graph-state");
        setPrefSize(WIDTH, HEIGHT);
        setMinSize(WIDTH, HEIGHT);
        setMaxSize(WIDTH, HEIGHT);
        stripe.getStyleClass().add("graph-state-stripe");
        stripe.resizeRelocate(0, 0, 4, HEIGHT);
        stripe.setManaged(false);
        name.getStyleClass().add("graph-state-name");
        clip.getStyleClass().add("graph-state-clip");
        speed.getStyleClass().add("graph-state-speed");
        for (Label label : new Label[]{name, clip, speed}) {
            label.setManaged(false);
            label.setMouseTransparent(true);
        }
        name.resizeRelocate(16, 10, WIDTH - 32, 20);
        clip.resizeRelocate(16, 34, WIDTH - 72, 18);
        speed.resizeRelocate(WIDTH - 60, 34, 46, 18);
        speed.setAlignment(javafx.geometry.Pos.CENTER_RIGHT);
        dot.getStyleClass().add("graph-dot");
        dot.setManaged(false);
        dot.setCenterX(WIDTH);
        dot.setCenterY(HEIGHT / 2);
        dot.getProperties().put(GraphView.PART, this);
        getChildren().addAll(stripe, name, clip, speed, dot);
        getProperties().put(GraphView.PART, this);
    }

    /** A root with two branches, at the box's top right: the mark of a blend-tree state. */
    private static Group treeGlyph() {
        Line trunk = new Line(7, 0, 7, 5);
        Line across = new Line(1, 5, 13, 5);
        Line left = new Line(1, 5, 1, 11);
        Line middle = new Line(7, 5, 7, 11);
        Line right = new Line(13, 5, 13, 11);
        Group glyph = new Group(trunk, across, left, middle, right);
        for (javafx.scene.Node part : glyph.getChildren()) {
            part.getStyleClass().add("graph-tree-glyph");
        }
        glyph.setManaged(false);
        glyph.setMouseTransparent(true);
        glyph.relocate(WIDTH - 26, 14);
        return glyph;
    }

    private static Rectangle ring(String style) {
        Rectangle shape = new Rectangle(-RING_GAP, -RING_GAP, WIDTH + 2 * RING_GAP, HEIGHT + 2 * RING_GAP);
        shape.setArcWidth(22);
        shape.setArcHeight(22);
        shape.setFill(null);
        shape.setManaged(false);
        shape.setMouseTransparent(true);
        shape.getStyleClass().add(style);
        shape.setStrokeLineCap(StrokeLineCap.BUTT);
        return shape;
    }

    /** The state last shown and whether it was the entry: an unchanged one is only moved. */
    private State shown;
    private boolean shownEntry;

    long stateId() {
        return stateId;
    }

    String stateName() {
        return stateName;
    }

    Circle dot() {
        return dot;
    }

    /** Marks the box as a sub-state machine's, which holds {@code states} states (its graph opens on a double-click). */
    void showMachine(int states) {
        shown = null;
        clip.setText("machine · " + Readout.count(states, "state"));
        clip.resize(WIDTH - 32, 18);
        speed.setText("");
        pseudoClassStateChanged(MISSING, false);
        pseudoClassStateChanged(MACHINE, true);
    }

    /** Marks the box as the way out of machine {@code machine}: transitions dragged onto it leave the machine. */
    void showExit(String machine) {
        shown = null;
        name.setText("Exit");
        clip.setText(machine.isEmpty() ? "leaves the machine" : "leaves " + machine);
        clip.resize(WIDTH - 32, 18);
        speed.setText("");
        dot.setVisible(false);
        pseudoClassStateChanged(MISSING, false);
        pseudoClassStateChanged(ENTRY, false);
        pseudoClassStateChanged(EXIT, true);
    }

    /** Shows the state's current values with its box at {@code x, y} (its {@code pos}, or where it goes unplaced). */
    void show(State state, boolean entry, double x, double y) {
        if (state == shown && entry == shownEntry) {
            relocate(x, y);
            return;
        }
        shown = state;
        shownEntry = entry;
        pseudoClassStateChanged(MACHINE, false);
        pseudoClassStateChanged(EXIT, false);
        dot.setVisible(true);
        clip.resize(WIDTH - 72, 18);
        stateName = state.name();
        name.setText(state.name());
        boolean tree = state.tree() != null;
        if (tree) {
            StringBuilder motions = new StringBuilder();
            state.tree().motions().forEach(motion -> motions.append(motions.length() > 0 ? " · " : "")
                    .append(clipName(motion.clip())));
            clip.setText(motions.length() == 0 ? "no motions" : motions.toString());
        } else {
            clip.setText(state.clip() == null ? "no clip" : clipName(state.clip()));
        }
        if (tree && treeGlyph == null) {
            treeGlyph = treeGlyph();
            getChildren().add(getChildren().indexOf(dot), treeGlyph);
        }
        if (treeGlyph != null) {
            treeGlyph.setVisible(tree);
        }
        name.setPrefWidth(WIDTH - (tree ? 48 : 32));
        name.resize(WIDTH - (tree ? 48 : 32), 20);
        speed.setText(Readout.number(state.speed()) + "×");
        pseudoClassStateChanged(ENTRY, entry);
        pseudoClassStateChanged(MISSING, tree ? state.tree().motions().isEmpty() : state.clip() == null);
        relocate(x, y);
    }

    /** The file name of a clip path without folder and extension ({@code anim/knight/run.aeanim} is "run"). */
    static String clipName(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /**
     * Marks the box with the errors of its text (a red edge, the messages in its tooltip), or clears the mark
     * (an empty list).
     */
    void setErrors(List<String> messages) {
        String text = messages.isEmpty() ? null : String.join("\n", messages);
        if (java.util.Objects.equals(text, errors)) {
            return;
        }
        errors = text;
        pseudoClassStateChanged(ERROR, text != null);
        if (errorTip != null) {
            javafx.scene.control.Tooltip.uninstall(this, errorTip);
            errorTip = null;
        }
        if (text != null) {
            errorTip = new javafx.scene.control.Tooltip(text);
            javafx.scene.control.Tooltip.install(this, errorTip);
        }
    }

    /** The error messages the box is marked with, or null. */
    String errors() {
        return errors;
    }

    void setSelected(boolean selected) {
        pseudoClassStateChanged(SELECTED, selected);
    }

    /** Marks the state the preview is in, its ring filled to {@code played} (0..1); a negative value clears it. */
    void setLive(double played) {
        boolean live = played >= 0;
        pseudoClassStateChanged(LIVE, live);
        if (track == null) {
            if (!live) {
                progress = -1;
                return;
            }
            track = ring("graph-ring-track");
            ring = ring("graph-ring");
            getChildren().addAll(0, java.util.List.of(track, ring));
        }
        track.setVisible(live);
        ring.setVisible(live);
        if (live && Math.abs(played - progress) > 1e-4) {
            double perimeter = 2 * (track.getWidth() + track.getHeight()) - (4 - Math.PI) * 11;
            double drawn = Math.max(0.0001, Math.min(1, played)) * perimeter;
            ring.getStrokeDashArray().setAll(drawn, perimeter);
        }
        progress = live ? played : -1;
    }

    /** The ring's fill, or -1 when the state is not live. */
    double liveProgress() {
        return progress;
    }
}
