package dev.reel.preview;

import java.util.Objects;

/**
 * The rig overlays of one frame: the posed figure, what to show of it, and the selected bone (-1 for none), drawn
 * by the renderer over the sprites and under the other editor marks.
 */
public record RigOverlay(RigFigure figure, RigOverlaySettings settings, int selectedBone) {
    public RigOverlay {
        Objects.requireNonNull(figure, "figure");
        Objects.requireNonNull(settings, "settings");
    }
}
