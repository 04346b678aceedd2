package dev.reel.ui.preview;

import dev.reel.preview.RigOverlaySettings;
import dev.reel.ui.control.Tips;
import javafx.scene.Node;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuButton;

/**
 * The preview toolbar's Rig menu: which overlays a rig clip's pose shows — Bones, Mesh Wireframe, Weights
 * ({@link RigOverlaySettings}); bones start shown. Then Deform Vertices, the Deform tool's switch. Each change calls {@code changed} so the preview draws again.
 */
final class RigOverlayMenu {
    private final MenuButton button = new MenuButton("Rig");
    private final CheckMenuItem bones = new CheckMenuItem("Bones");
    private final CheckMenuItem wireframe = new CheckMenuItem("Mesh Wireframe");
    private final CheckMenuItem weights = new CheckMenuItem("Weights");

    RigOverlayMenu(Runnable changed) {
        RigOverlaySettings start = RigOverlaySettings.DEFAULT;
        bones.setSelected(start.bones());
        wireframe.setSelected(start.wireframe());
        weights.setSelected(start.weights());
        bones.setId("preview-rig-bones");
        wireframe.setId("preview-rig-wireframe");
        weights.setId("preview-rig-weights");
        for (CheckMenuItem item : new CheckMenuItem[] {bones, wireframe, weights}) {
            item.setOnAction(event -> changed.run());
        }
        button.getItems().addAll(bones, wireframe, weights);
        button.setId("preview-rig-overlays");
        Tips.set(button, "What a rig clip shows over its pose: bones, mesh wireframes, weights");
    }

    /**
     * Adds Deform Vertices, the switch of the preview's Deform tool ({@link DeformTool}), after a separator.
     */
    void addDeform(javafx.beans.property.BooleanProperty on) {
        CheckMenuItem deform = new CheckMenuItem("Deform Vertices");
        deform.setId("preview-rig-deform");
        deform.selectedProperty().bindBidirectional(on);
        button.getItems().addAll(new javafx.scene.control.SeparatorMenuItem(), deform);
    }

    Node node() {
        return button;
    }

    RigOverlaySettings settings() {
        return new RigOverlaySettings(bones.isSelected(), wireframe.isSelected(), weights.isSelected());
    }
}
