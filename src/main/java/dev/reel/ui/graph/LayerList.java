package dev.reel.ui.graph;

import dev.reel.edit.cmd.AddLayer;
import dev.reel.edit.cmd.MoveLayer;
import dev.reel.edit.cmd.RemoveLayer;
import dev.reel.edit.cmd.RenameLayer;
import dev.reel.edit.cmd.SetLayerBlend;
import dev.reel.edit.cmd.SetLayerClip;
import dev.reel.edit.cmd.SetLayerMask;
import dev.reel.edit.cmd.SetLayerWeight;
import dev.reel.model.Controller;
import dev.reel.model.EventPolicy;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Layer;
import dev.reel.model.LayerBlend;
import dev.reel.model.Named;
import dev.reel.model.State;
import dev.reel.ui.control.Readout;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The layers beside the graph: Base (the graph itself) and each layer above it, in the order they run and
 * combine, with its name, weight, blend (override or additive), the clip its entry state plays and its mask,
 * picked from the node paths the controller's clips animate; + Layer adds one, ↑ ↓ reorder, ✕ removes. Every
 * edit is one command and one undo step (typing a name or dragging a weight merges into one).
 */
final class LayerList extends VBox {
    private final ControllerEditing editing;
    private final Supplier<List<String>> clips;
    private final Supplier<List<String>> paths;
    private static final javafx.css.PseudoClass PICKED = javafx.css.PseudoClass.getPseudoClass("picked");
    private final VBox rows = new VBox(8);
    private final Map<Long, Row> shown = new LinkedHashMap<>();
    private final Label base = new Label("Base  ·  the graph  ·  weight 1");
    private final java.util.function.LongConsumer pick;
    private boolean updating;

    /** @param pick shows a layer's graph on the canvas when its row is clicked (Base: {@code GraphScope.BASE}) */
    LayerList(ControllerEditing editing, Supplier<List<String>> clips, Supplier<List<String>> paths,
              java.util.function.LongConsumer pick) {
        this.editing = editing;
        this.clips = clips;
        this.paths = paths;
        this.pick = pick;
        setId("graph-layers");
        getStyleClass().add("graph-layers");
        setSpacing(8);
        Label title = new Label("Layers");
        title.getStyleClass().add("graph-side-title");
        Button add = new Button("+ Layer");
        add.setId("layer-add");
        add.getStyleClass().add("graph-tool");
        add.setOnAction(event -> addLayer());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(8, title, gap, add);
        header.setAlignment(Pos.CENTER_LEFT);
        base.setId("layer-base");
        base.getStyleClass().addAll("graph-layer-base", "graph-hint");
        base.setMaxWidth(Double.MAX_VALUE);
        base.setOnMouseClicked(event -> pick.accept(dev.reel.edit.cmd.GraphScope.BASE));
        Label hint = new Label("Layers run after Base, top to bottom, each on its mask's node paths. "
                + "Click a layer to show its graph.");
        hint.setWrapText(true);
        hint.getStyleClass().add("graph-hint");
        getChildren().addAll(header, base, rows, hint);
    }

    /**
     * Shows the layers of {@code controller}, marking the one whose graph is shown ({@code shownLayer}):
     * rows are kept (and a name being typed) while the ids stay.
     */
    void show(Controller controller, long shownLayer) {
        base.pseudoClassStateChanged(PICKED, shownLayer == dev.reel.edit.cmd.GraphScope.BASE);
        shown.forEach((id, row) -> row.pseudoClassStateChanged(PICKED, id == shownLayer));
        List<Long> ids = controller.layers().stream().map(Layer::id).toList();
        if (!new ArrayList<>(shown.keySet()).equals(ids)) {
            shown.clear();
            rows.getChildren().clear();
            for (Layer layer : controller.layers()) {
                Row row = new Row(layer.id());
                shown.put(layer.id(), row);
                rows.getChildren().add(row);
            }
        }
        updating = true;
        try {
            shown.forEach((id, row) -> row.pseudoClassStateChanged(PICKED, id == shownLayer));
            for (int i = 0; i < controller.layers().size(); i++) {
                shown.get(controller.layers().get(i).id()).show(controller.layers().get(i), i,
                        controller.layers().size());
            }
        } finally {
            updating = false;
        }
    }

    /** The row of the layer at {@code index} (tests). */
    Row row(int index) {
        return (Row) rows.getChildren().get(index);
    }

    private void addLayer() {
        Controller controller = editing.value();
        if (controller == null) {
            return;
        }
        String name = controller.layers().isEmpty() ? "Upper" : "Layer " + (controller.layers().size() + 1);
        State empty = new State(Ids.next(), "Empty", null, 1, null, EventPolicy.DOMINANT, null, Extras.NONE);
        editing.execute(new AddLayer(new Layer(Ids.next(), name, 1, LayerBlend.OVERRIDE, List.of(), empty.name(),
                List.of(empty), List.of(), List.of(), Extras.NONE)));
    }

    /** One layer: name, ↑ ↓ ✕; weight; blend and clip; mask. */
    final class Row extends VBox {
        final long layerId;
        final TextField name = new TextField();
        final Slider weight = new Slider(0, 1, 1);
        final Label weightText = new Label();
        final ChoiceBox<String> blend = new ChoiceBox<>();
        final ComboBox<String> clip = new ComboBox<>();
        final MenuButton mask = new MenuButton();
        final Button up = new Button("↑");
        final Button down = new Button("↓");
        final Button remove = new Button("✕");
        private Layer layer;
        private int index;

        Row(long layerId) {
            mask.setMnemonicParsing(false); // "Mask: arm_left" shows its underscore
            this.layerId = layerId;
            getStyleClass().add("graph-layer");
            setSpacing(6);
            // A click anywhere on the row (its fields too) shows the layer's graph.
            addEventFilter(javafx.scene.input.MouseEvent.MOUSE_PRESSED, event -> pick.accept(layerId));
            name.getStyleClass().add("graph-layer-name");
            for (Button button : new Button[]{up, down, remove}) {
                button.getStyleClass().add("graph-tool");
                button.setFocusTraversable(false);
            }
            HBox.setHgrow(name, Priority.ALWAYS);
            HBox top = new HBox(4, name, up, down, remove);
            top.setAlignment(Pos.CENTER_LEFT);
            HBox.setHgrow(weight, Priority.ALWAYS);
            weightText.setMinWidth(34);
            weightText.getStyleClass().add("graph-layer-weight-value");
            HBox middle = new HBox(6, label("Weight"), weight, weightText);
            middle.setAlignment(Pos.CENTER_LEFT);
            for (LayerBlend each : LayerBlend.values()) {
                blend.getItems().add(each.word());
            }
            clip.setPromptText("plays nothing");
            clip.setMaxWidth(Double.MAX_VALUE);
            HBox.setHgrow(clip, Priority.ALWAYS);
            blend.setMinWidth(Region.USE_PREF_SIZE);
            HBox blendRow = new HBox(6, label("Blend"), blend);
            blendRow.setAlignment(Pos.CENTER_LEFT);
            HBox bottom = new HBox(6, label("Plays"), clip);
            bottom.setAlignment(Pos.CENTER_LEFT);
            mask.setMaxWidth(Double.MAX_VALUE);
            getChildren().addAll(top, middle, blendRow, bottom, mask);
            name.textProperty().addListener((o, was, text) -> {
                if (!updating) {
                    editing.execute(new RenameLayer(layerId, text));
                }
            });
            name.focusedProperty().addListener((o, was, focused) -> {
                if (!focused && editing.document() != null) {
                    editing.document().breakMerge();
                    if (layer != null && !layer.name().equals(name.getText())) {
                        updating = true;
                        name.setText(layer.name());
                        updating = false;
                    }
                }
            });
            weight.valueProperty().addListener((o, was, value) -> {
                if (!updating) {
                    editing.execute(new SetLayerWeight(layerId, Math.round(value.doubleValue() * 100) / 100.0));
                }
            });
            weight.valueChangingProperty().addListener((o, was, changing) -> {
                if (!changing && editing.document() != null) {
                    editing.document().breakMerge();
                }
            });
            blend.valueProperty().addListener((o, was, word) -> {
                if (!updating && word != null) {
                    Named.parse(LayerBlend.class, word).ifPresent(b -> editing.execute(new SetLayerBlend(layerId, b)));
                }
            });
            clip.valueProperty().addListener((o, was, value) -> {
                if (!updating && value != null) {
                    editing.execute(new SetLayerClip(layerId, value.isEmpty() ? null : value));
                }
            });
            up.setOnAction(event -> editing.execute(new MoveLayer(layerId, index - 1)));
            down.setOnAction(event -> editing.execute(new MoveLayer(layerId, index + 1)));
            remove.setOnAction(event -> editing.execute(new RemoveLayer(layerId)));
            mask.setOnShowing(event -> fillMask());
        }

        void show(Layer shownLayer, int at, int count) {
            layer = shownLayer;
            index = at;
            if (!name.isFocused()) {
                name.setText(layer.name());
            }
            weight.setValue(layer.weight());
            weightText.setText(Readout.number(layer.weight()));
            blend.setValue(layer.blend().word());
            List<String> choices = new ArrayList<>();
            choices.add("");
            choices.addAll(clips.get());
            if (!clip.getItems().equals(choices)) {
                clip.getItems().setAll(choices);
            }
            State entry = layer.states().stream().filter(s -> s.name().equals(layer.entry())).findFirst().orElse(null);
            boolean simple = entry != null && entry.tree() == null;
            clip.setDisable(!simple);
            clip.setValue(simple && entry.clip() != null ? entry.clip() : null);
            mask.setText(maskText(layer.mask()));
            up.setDisable(at == 0);
            down.setDisable(at == count - 1);
        }

        /** What the mask button says: every path it masks, the root path as "(whole character)". */
        static String maskText(List<String> mask) {
            if (mask.isEmpty()) {
                return "Mask: every node";
            }
            List<String> names = new ArrayList<>();
            mask.forEach(path -> names.add(pathName(path)));
            return "Mask: " + String.join(", ", names);
        }

        static String pathName(String path) {
            return path.isEmpty() ? "(whole character)" : path;
        }

        private static Label label(String text) {
            Label label = new Label(text);
            label.setMinWidth(48);
            return label;
        }

        /** The mask menu: a check item per node path the clips animate (and any the mask names already). */
        private void fillMask() {
            List<String> all = new ArrayList<>(paths.get());
            for (String path : layer.mask()) {
                if (!all.contains(path)) {
                    all.add(path);
                }
            }
            mask.getItems().clear();
            for (String path : all) {
                CheckMenuItem item = dev.reel.ui.actions.Menus.plain(new CheckMenuItem(pathName(path)));
                item.setId("layer-mask-" + path.replace('/', '-'));
                item.setSelected(layer.mask().contains(path));
                item.setOnAction(event -> {
                    List<String> next = new ArrayList<>(layer.mask());
                    if (item.isSelected()) {
                        next.add(path);
                    } else {
                        next.remove(path);
                    }
                    editing.execute(new SetLayerMask(layerId, next));
                });
                mask.getItems().add(item);
            }
        }
    }
}
