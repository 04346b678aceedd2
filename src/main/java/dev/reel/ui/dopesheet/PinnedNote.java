package dev.reel.ui.dopesheet;

import javafx.beans.InvalidationListener;
import javafx.beans.property.ObjectProperty;
import javafx.scene.control.Label;

import java.util.function.BooleanSupplier;

/**
 * The line under the Animation panel's toolbar while the preview is pinned to a controller and a clip is focused:
 * the canvas does not draw this clip, so a pose, or a Rec edit keyed from the Inspector, would change nothing
 * the artist sees there. Hidden (and taking no room) otherwise.
 */
final class PinnedNote {
    private final Label label = new Label();
    private final ObjectProperty<String> pinnedTo;
    private final BooleanSupplier hasClip;
    private final InvalidationListener listener = observable -> update();

    PinnedNote(ObjectProperty<String> pinnedTo, BooleanSupplier hasClip) {
        this.pinnedTo = pinnedTo;
        this.hasClip = hasClip;
        label.setId("animation-pinned-note");
        label.getStyleClass().add("animation-pinned-note");
        label.setWrapText(true);
        label.setMaxWidth(Double.MAX_VALUE);
        pinnedTo.addListener(listener);
        update();
    }

    Label node() {
        return label;
    }

    /** Shows or hides the line for the pin and the focused document now. */
    void update() {
        String pinned = pinnedTo.get();
        boolean shown = pinned != null && hasClip.getAsBoolean();
        label.setVisible(shown);
        label.setManaged(shown);
        if (shown) {
            label.setText("The preview is pinned to " + pinned + ": it does not draw this clip, so posing and keys"
                    + " made with Rec are not seen there. Unpin it (the push-pin over the preview) to see this clip.");
        }
    }

    void dispose() {
        pinnedTo.removeListener(listener);
    }
}
