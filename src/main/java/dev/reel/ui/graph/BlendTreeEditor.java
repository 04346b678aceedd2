package dev.reel.ui.graph;

import dev.reel.edit.cmd.AddMotion;
import dev.reel.edit.cmd.MoveMotion;
import dev.reel.edit.cmd.RemoveMotion;
import dev.reel.edit.cmd.SetStateBlend;
import dev.reel.model.BlendKind;
import dev.reel.model.BlendTree;
import dev.reel.model.Controller;
import dev.reel.model.Motion;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.model.State;
import dev.reel.model.Value;
import dev.reel.runtime.TreeWeights;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.Readout;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.function.Supplier;

/**
 * The editor of one blend-tree state, opened by double-clicking its box: the {@link BlendStrip} (1D strip or 2D
 * plane), the parameters it blends on, the motions' weights for the marker's value, and the selected motion's
 * place; + Motion adds the clip chosen beside it, Remove takes the selected motion out. Every edit is a command,
 * one undo step. Dragging the marker auditions the blend: while the preview plays this controller it sets the
 * parameter there, so the preview shows the blend; otherwise only the weights here follow it.
 */
final class BlendTreeEditor extends VBox {
    private final ControllerEditing editing;
    private final Supplier<List<String>> clips;
    private final Supplier<LiveAnimator> live;
    private final Label title = new Label();
    private final ComboBox<String> paramX = new ComboBox<>();
    private final ComboBox<String> paramY = new ComboBox<>();
    private final Label yLabel = new Label("Y");
    private BlendStrip strip;
    private final Label weights = new Label();
    private final ComboBox<String> newClip = new ComboBox<>();
    private final Button add = new Button("+ Motion");
    private final Button remove = new Button("Remove");
    private final NumberField placeX = new NumberField();
    private final NumberField placeY = new NumberField();
    private long stateId = -1;
    private long selected = -1;
    private double valueX;
    private double valueY;
    private boolean updating;

    BlendTreeEditor(ControllerEditing editing, Supplier<List<String>> clips, Supplier<LiveAnimator> live) {
        this.editing = editing;
        this.clips = clips;
        this.live = live;
        setId("blend-editor");
        getStyleClass().add("blend-editor");
        setSpacing(6);
        setMaxHeight(Region.USE_PREF_SIZE);
        setVisible(false);
        setManaged(false);
    }

    /**
     * Builds the editor's contents the first time it is needed: most Animator sessions never open a blend tree,
     * and a hidden editor built with the window would still be styled and laid out for the first frame.
     */
    private void build() {
        if (strip != null) {
            return;
        }
        this.strip = new BlendStrip(editing, this::audition, id -> {
            selected = id;
            refresh();
        });
        title.getStyleClass().add("blend-title");
        paramX.setId("blend-param");
        paramY.setId("blend-param-y");
        Button close = new Button("✕");
        close.setId("blend-close");
        close.getStyleClass().add("graph-tool");
        close.setOnAction(event -> close());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(8, title, gap, new Label("Parameter"), paramX, yLabel, paramY, close);
        header.setAlignment(Pos.CENTER_LEFT);
        weights.setId("blend-weights");
        weights.getStyleClass().add("blend-weights");
        newClip.setId("blend-new-clip");
        add.setId("blend-add");
        remove.setId("blend-remove");
        placeX.setId("blend-threshold");
        placeY.setId("blend-point-y");
        weights.setMinWidth(0);
        newClip.setPrefWidth(190);
        newClip.setMinWidth(120);
        newClip.setPromptText("clip of a new motion");
        placeX.setLive(true);
        placeY.setLive(true);
        for (NumberField field : new NumberField[]{placeX, placeY}) {
            field.focusedProperty().addListener((observable, was, focused) -> {
                if (!focused && editing.document() != null) {
                    editing.document().breakMerge();
                }
            });
        }
        placeX.setPrefColumnCount(5);
        placeY.setPrefColumnCount(5);
        Region gap2 = new Region();
        HBox.setHgrow(gap2, Priority.ALWAYS);
        Label at = new Label("At");
        for (javafx.scene.control.Control control : new javafx.scene.control.Control[]{at, remove, add}) {
            control.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox footer = new HBox(8, at, placeX, placeY, remove, gap2, newClip, add);
        footer.setAlignment(Pos.CENTER_LEFT);
        weights.setWrapText(true);
        // The strip or plane keeps its full size (at least 240 px); a short panel scrolls the editor instead.
        VBox body = new VBox(6, strip, weights, footer);
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("blend-editor-scroll");
        scroll.setMinHeight(0);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(header, scroll);
        paramX.valueProperty().addListener((observable, old, name) -> setParams());
        paramY.valueProperty().addListener((observable, old, name) -> setParams());
        add.setOnAction(event -> addMotion());
        remove.setOnAction(event -> {
            if (selected >= 0 && editing.inGraph(new RemoveMotion(stateId, selected))) {
                selected = -1;
                refresh();
            }
        });
        placeX.valueProperty().addListener((observable, old, value) -> place());
        placeY.valueProperty().addListener((observable, old, value) -> place());
    }

    /** The file name of a clip path without folder and extension ({@code anim/knight/run.aeanim} → run). */
    static String shortName(String clip) {
        String name = clip.substring(clip.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /** Opens the editor on blend-tree state {@code id}, its marker at the parameters' values now. */
    void open(long id) {
        build();
        stateId = id;
        selected = -1;
        BlendTree tree = tree();
        if (tree == null) {
            close();
            return;
        }
        valueX = paramValue(tree.param());
        valueY = paramValue(tree.paramY());
        setVisible(true);
        setManaged(true);
        refresh();
    }

    void close() {
        stateId = -1;
        setVisible(false);
        setManaged(false);
    }

    boolean showing() {
        return isVisible() && stateId >= 0;
    }

    long stateId() {
        return stateId;
    }

    BlendStrip strip() {
        build();
        return strip;
    }

    /** The marker's values (x, y). */
    double[] value() {
        return new double[]{valueX, valueY};
    }

    /** Redraws from the document (it closes when the state is gone or plays a clip again). */
    void refresh() {
        if (stateId < 0) {
            return;
        }
        State state = state();
        if (state == null || state.tree() == null) {
            close();
            return;
        }
        BlendTree tree = state.tree();
        boolean twoD = tree.kind() == BlendKind.TWO_D;
        updating = true;
        try {
            title.setText(state.name() + " · " + (twoD ? "2D" : "1D") + " blend tree");
            List<String> floats = editing.graph().params().stream().filter(p -> p.kind() == ParamKind.FLOAT)
                    .map(Param::name).toList();
            setItems(paramX, floats, tree.param());
            setItems(paramY, floats, tree.paramY());
            yLabel.setVisible(twoD);
            paramY.setVisible(twoD);
            placeY.setVisible(twoD);
            List<String> choices = clips.get();
            if (!newClip.getItems().equals(choices)) {
                newClip.getItems().setAll(choices);
            }
            Motion motion = tree.motions().stream().filter(m -> m.id() == selected).findFirst().orElse(null);
            if (motion == null) {
                selected = -1;
            }
            placeX.setDisable(motion == null);
            placeY.setDisable(motion == null);
            remove.setDisable(motion == null);
            if (motion != null && !placeX.isFocused()) {
                placeX.setValue(motion.x());
            }
            if (motion != null && !placeY.isFocused()) {
                placeY.setValue(motion.y());
            }
            if (motion == null) {
                placeX.setValue(null);
                placeY.setValue(null);
            }
            strip.show(stateId, tree, valueX, valueY, selected);
            weights.setText(weightsText(tree));
        } finally {
            updating = false;
        }
    }

    /** Follows the running animator's parameters (the marker shows their live value). */
    void refreshLive() {
        BlendTree tree = tree();
        LiveAnimator animator = live.get();
        if (tree == null || animator == null) {
            return;
        }
        double x = animator.parameter(tree.param());
        double y = tree.paramY() == null ? 0 : animator.parameter(tree.paramY());
        if (x != valueX || y != valueY) {
            valueX = x;
            valueY = y;
            refresh();
        }
    }

    private String weightsText(BlendTree tree) {
        if (tree.motions().isEmpty()) {
            return "No motions yet: choose a clip and press + Motion.";
        }
        double[] w = TreeWeights.of(tree, valueX, valueY);
        StringBuilder text = new StringBuilder(tree.param() + " " + Readout.number(valueX));
        if (tree.paramY() != null && tree.kind() == BlendKind.TWO_D) {
            text.append(", ").append(tree.paramY()).append(' ').append(Readout.number(valueY));
        }
        text.append("  →  ");
        for (int i = 0; i < w.length; i++) {
            text.append(i > 0 ? " · " : "").append(shortName(tree.motions().get(i).clip())).append(' ')
                    .append(Math.round(w[i] * 100)).append('%');
        }
        return text.toString();
    }

    /** The marker moved to (x, y): the weights follow, and the preview's parameters when it plays us. */
    private void audition(double x, double y) {
        BlendTree tree = tree();
        if (tree == null) {
            return;
        }
        valueX = Math.round(x * 100) / 100.0;
        valueY = Math.round(y * 100) / 100.0;
        LiveAnimator animator = live.get();
        if (animator != null) {
            animator.setFloat(tree.param(), valueX);
            if (tree.kind() == BlendKind.TWO_D && tree.paramY() != null) {
                animator.setFloat(tree.paramY(), valueY);
            }
        }
        refresh();
    }

    private void addMotion() {
        BlendTree tree = tree();
        String clip = newClip.getValue();
        if (tree == null || clip == null || clip.isEmpty()) {
            editing.say("Choose the clip of the new motion first");
            return;
        }
        double x = tree.motions().stream().mapToDouble(Motion::x).max().orElse(-1) + 1;
        double y = 0;
        if (tree.kind() == BlendKind.TWO_D) {
            // Round the compass: right, up, left, down, then further out.
            int n = tree.motions().size();
            double[][] spots = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
            x = spots[n % 4][0] * (1 + n / 4);
            y = spots[n % 4][1] * (1 + n / 4);
        }
        Motion motion = Motion.of(clip, x, y);
        if (editing.inGraph(new AddMotion(stateId, motion))) {
            selected = motion.id();
            refresh();
        }
    }

    private void place() {
        if (updating || selected < 0 || placeX.getValue() == null) {
            return;
        }
        double y = placeY.getValue() == null ? 0 : placeY.getValue();
        editing.inGraph(new MoveMotion(stateId, selected, placeX.getValue(), y));
    }

    private void setParams() {
        BlendTree tree = tree();
        if (updating || tree == null || paramX.getValue() == null) {
            return;
        }
        String y = tree.kind() == BlendKind.TWO_D ? paramY.getValue() : null;
        if (!paramX.getValue().equals(tree.param()) || tree.kind() == BlendKind.TWO_D
                && y != null && !y.equals(tree.paramY())) {
            editing.inGraph(new SetStateBlend(stateId, tree.kind(), paramX.getValue(), y, -1));
        }
    }

    private static void setItems(ComboBox<String> box, List<String> items, String value) {
        if (!box.getItems().equals(items)) {
            box.getItems().setAll(items);
        }
        box.setValue(value);
    }

    private double paramValue(String name) {
        LiveAnimator animator = live.get();
        if (name == null) {
            return 0;
        }
        if (animator != null) {
            return animator.parameter(name);
        }
        Param param = editing.graph().param(name);
        return param != null && param.defaultValue() instanceof Value.Num number ? number.value() : 0;
    }

    private State state() {
        Controller controller = editing.graph();
        if (controller == null) {
            return null;
        }
        return controller.states().stream().filter(s -> s.id() == stateId).findFirst().orElse(null);
    }

    private BlendTree tree() {
        State state = state();
        return state == null ? null : state.tree();
    }
}
