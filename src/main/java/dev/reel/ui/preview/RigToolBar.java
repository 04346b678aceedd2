package dev.reel.ui.preview;

import dev.reel.ui.control.Tips;
import dev.reel.ui.documents.RigViewState;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The small bar floating at the top-left of the preview in Rig mode: the three tools (Bones B, Mesh M, Weights P)
 * and, with the Mesh tool, Retriangulate. It shows only while a rig is focused.
 */
final class RigToolBar {
    /** Each tool's title, key and what it does, for the buttons, their tooltips and the Preview menu. */
    static final Map<RigViewState.Tool, String[]> TOOLS = new EnumMap<>(Map.of(
            RigViewState.Tool.BONES, new String[] {"Bones", "B", "make bones from a tip, select and move them"},
            RigViewState.Tool.MESH, new String[] {"Mesh", "M",
                "edit the picked mesh: click, Shift-click or box-select vertices, drag to move, double-click to add"
                        + ", Delete to remove, E to join two vertices by an edge"},
            RigViewState.Tool.WEIGHTS, new String[] {"Weights", "P", "paint the picked mesh's weights"}));

    private final HBox bar = new HBox(2);
    private final ToggleGroup group = new ToggleGroup();
    private final Map<RigViewState.Tool, ToggleButton> buttons = new EnumMap<>(RigViewState.Tool.class);
    private final Button retriangulate = new Button("Retriangulate");
    private final Supplier<RigViewState.Tool> tool;

    RigToolBar(Supplier<RigViewState.Tool> tool, Consumer<RigViewState.Tool> choose, Runnable retriangulateMesh) {
        this.tool = tool;
        bar.setId("rig-tools");
        bar.getStyleClass().add("rig-tools");
        bar.setStyle("-fx-background-color: rgba(20, 20, 24, 0.75); -fx-background-radius: 4; -fx-padding: 3;");
        bar.relocate(8, 30);
        for (RigViewState.Tool each : RigViewState.Tool.values()) {
            String[] about = TOOLS.get(each);
            ToggleButton button = new ToggleButton(about[0]);
            button.setId("rig-tool-" + each.name().toLowerCase(java.util.Locale.ROOT));
            button.setToggleGroup(group);
            button.getStyleClass().addAll("small", "preview-tool");
            Tips.set(button, about[0] + " (" + about[1] + "): " + about[2]);
            button.setFocusTraversable(false);
            button.setOnAction(event -> {
                choose.accept(each);
                update();
            });
            buttons.put(each, button);
            bar.getChildren().add(button);
        }
        retriangulate.setId("mesh-retriangulate");
        retriangulate.getStyleClass().add("small");
        retriangulate.setFocusTraversable(false);
        Tips.set(retriangulate, "Make the mesh's triangles again from its vertices, outline and edges"
                + " (constrained Delaunay)");
        retriangulate.setOnAction(event -> retriangulateMesh.run());
        bar.getChildren().add(retriangulate);
        show(false);
    }

    javafx.scene.layout.Region node() {
        return bar;
    }

    void show(boolean shown) {
        bar.setVisible(shown);
        bar.setManaged(shown);
        update();
    }

    /** Marks the tool in use and shows Retriangulate with the Mesh tool. */
    void update() {
        RigViewState.Tool now = tool.get();
        buttons.get(now).setSelected(true);
        boolean mesh = now == RigViewState.Tool.MESH;
        retriangulate.setVisible(mesh);
        retriangulate.setManaged(mesh);
    }
}
