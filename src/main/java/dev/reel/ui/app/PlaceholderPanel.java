package dev.reel.ui.app;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/** A slot whose panel is not built yet: says so, with the package that will fill it. */
public final class PlaceholderPanel implements EditorPanel {
    private final PanelSlot slot;
    private final VBox root;

    public PlaceholderPanel(PanelSlot slot, String purpose, String packageName) {
        this.slot = slot;
        Label title = new Label(slot.title());
        title.getStyleClass().add("placeholder-title");
        Label text = new Label(purpose + ".");
        text.getStyleClass().add("placeholder-text");
        Label owner = new Label(packageName);
        owner.getStyleClass().add("placeholder-package");
        root = new VBox(6, title, text, owner);
        root.setAlignment(Pos.CENTER);
        root.getStyleClass().addAll("placeholder", "placeholder-" + slot.name().toLowerCase(java.util.Locale.ROOT));
        root.setId("placeholder-" + slot.name().toLowerCase(java.util.Locale.ROOT));
    }

    @Override
    public String title() {
        return slot.title();
    }

    @Override
    public Node node() {
        return root;
    }
}
