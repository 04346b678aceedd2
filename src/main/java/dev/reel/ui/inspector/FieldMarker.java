package dev.reel.ui.inspector;

import dev.reel.model.Clip;
import dev.reel.model.Flipbook;
import dev.reel.model.Key;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.SVGPath;
import org.controlsfx.property.editor.PropertyEditor;

/**
 * The key diamond beside a node field in the Inspector, as Unity and Blender mark animated fields: none when
 * the clip does not drive the field, hollow when it drives it but has no key at the cursor, filled on a key, and
 * orange, with "press K over the dope sheet to key" under the field, while a recorded edit waits for K. The field itself keeps its
 * pseudo-classes ({@code driven}, {@code pending}) for its text colour. A play mark in the controller colour
 * beside the diamond says that the controller the preview plays (pinned while a clip is edited) drives the field.
 */
final class FieldMarker {
    static final String DRIVEN = "driven";
    static final String KEYED = "keyed";
    static final String PENDING = "pending";
    private static final double SAME_TIME = 1e-6;
    private static final String[] STATES = {DRIVEN, KEYED, PENDING};
    private static final PseudoClass CONTROLLED = PseudoClass.getPseudoClass("controlled");

    private FieldMarker() {
    }

    /** Whether the clip has a key (or a flipbook frame starts) at {@code time} on the field. */
    static boolean keyedAt(Clip clip, String path, String property, double time) {
        if (clip == null) {
            return false;
        }
        for (Track track : clip.tracks()) {
            if (track.path().equals(path) && (track.property().equals(property)
                    || track.property().startsWith(property + "."))) {
                for (Key key : track.keys()) {
                    if (Math.abs(key.time() - time) < SAME_TIME) {
                        return true;
                    }
                }
            }
        }
        if (property.equals(Properties.SPRITE) || property.equals(Properties.FLIP_X)) {
            for (Flipbook flipbook : clip.flipbooks()) {
                if (flipbook.path().equals(path)) {
                    for (int frame = 0; frame < flipbook.sprites().size(); frame++) {
                        if (Math.abs(flipbook.frameStart(frame) - time) < SAME_TIME) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    /** The row's editor with the diamond at its left and the pending hint under it; it follows the marker. */
    static <T> PropertyEditor<T> wrap(InspectorItem item, PropertyEditor<T> inner) {
        Node field = inner.getEditor();
        SVGPath diamond = new SVGPath();
        diamond.setContent("M5 0 L10 5 L5 10 L0 5 Z");
        diamond.getStyleClass().add("field-key");
        StackPane slot = new StackPane(diamond);
        slot.getStyleClass().add("field-key-slot");
        // The controller the preview plays drives the field: a play mark in the controller colour.
        SVGPath play = new SVGPath();
        play.setContent("M0 0 L8 4.5 L0 9 Z");
        play.getStyleClass().add("field-controller");
        StackPane controller = new StackPane(play);
        controller.getStyleClass().add("field-controller-slot");
        controller.managedProperty().bind(controller.visibleProperty());
        Tooltip.install(controller, new Tooltip("Driven by the controller the preview plays: the canvas shows its"
                + " pose here, not this value"));
        Label hint = new Label("press K over the dope sheet to key");
        hint.getStyleClass().add("field-pending-hint");
        // Wraps in a narrow Inspector instead of ending in an ellipsis.
        hint.setWrapText(true);
        hint.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        hint.managedProperty().bind(hint.visibleProperty());
        HBox row = new HBox(4, slot, controller, field);
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        HBox.setHgrow(field, Priority.ALWAYS);
        if (field instanceof javafx.scene.layout.Region region) {
            region.setMaxWidth(Double.MAX_VALUE);
        }
        VBox box = new VBox(2, row, hint);
        box.getStyleClass().add("field-marker");
        box.setId(field.getId() == null ? null : field.getId() + "-marker");
        show(box, slot, hint, item.marker());
        item.markerProperty().addListener((observable, old, marker) -> show(box, slot, hint, marker));
        showControlled(box, controller, item.controlled());
        item.controlledProperty().addListener((observable, old, on) -> showControlled(box, controller, on));
        return FieldFence.shownAs(inner, box);
    }

    private static void showControlled(VBox box, StackPane controller, boolean on) {
        box.pseudoClassStateChanged(CONTROLLED, on);
        controller.setVisible(on);
    }

    private static void show(VBox box, StackPane slot, Label hint, String marker) {
        for (String state : STATES) {
            box.pseudoClassStateChanged(PseudoClass.getPseudoClass(state), state.equals(marker));
        }
        hint.setVisible(PENDING.equals(marker));
        String tip = marker == null ? null : switch (marker) {
            case DRIVEN -> "Animated by the clip; no key at the cursor";
            case KEYED -> "Animated by the clip; a key at the cursor";
            default -> "Recorded, not keyed yet: press K over the dope sheet to key it at the cursor";
        };
        if (slot.getProperties().get(Tooltip.class) instanceof Tooltip old) {
            Tooltip.uninstall(slot, old);
            slot.getProperties().remove(Tooltip.class);
        }
        if (tip != null) {
            Tooltip tooltip = new Tooltip(tip);
            Tooltip.install(slot, tooltip);
            slot.getProperties().put(Tooltip.class, tooltip);
        }
    }
}
