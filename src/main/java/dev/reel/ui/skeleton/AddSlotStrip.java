package dev.reel.ui.skeleton;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;

import java.util.List;
import java.util.function.BiConsumer;

/**
 * Add Slot: a sprite picker (every cell of the project's sliced sheets, then whole PNGs) for a new slot on the
 * selected bone, which shows that sprite as a region at the bone's origin. {@code add} hears (bone, sprite).
 */
final class AddSlotStrip {
    private final HBox box = new HBox(6);
    private final Label on = new Label();
    private final ComboBox<String> sprite = new ComboBox<>();
    private String bone;

    AddSlotStrip(BiConsumer<String, String> add, Runnable closed) {
        box.setId("add-slot-strip");
        box.setAlignment(Pos.CENTER_LEFT);
        sprite.setId("add-slot-sprite");
        sprite.setPromptText("sprite");
        sprite.setVisibleRowCount(16);
        Button ok = new Button("Add");
        ok.setId("add-slot-ok");
        ok.disableProperty().bind(sprite.valueProperty().isNull());
        ok.setOnAction(event -> {
            String chosen = sprite.getValue();
            if (chosen != null && bone != null) {
                add.accept(bone, chosen);
            }
            closed.run();
        });
        Button cancel = new Button("Cancel");
        cancel.setId("add-slot-cancel");
        cancel.setOnAction(event -> closed.run());
        box.getChildren().addAll(on, sprite, ok, cancel);
    }

    Node node() {
        return box;
    }

    /** Offers {@code sprites} for a slot on {@code onBone}. */
    void start(String onBone, List<String> sprites) {
        bone = onBone;
        on.setText("New slot on " + onBone + " showing");
        sprite.getItems().setAll(sprites);
        sprite.setValue(null);
    }
}
