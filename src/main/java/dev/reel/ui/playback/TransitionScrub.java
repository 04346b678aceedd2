package dev.reel.ui.playback;

import dev.reel.model.Controller;

import java.nio.file.Path;

/**
 * A transition being scrubbed in the Animator's timeline, for the preview to pose: controller {@code controller}
 * (the document's value, of {@code file}), in layer {@code layer} (0: the base graph; then its layers in file
 * order), played from state {@code from} (its full path in that layer, {@code Combat/Slash} inside a machine),
 * cross-faded into {@code to} at {@code fadeStart} seconds over {@code duration}, seen at {@code time} seconds
 * from the start of {@code from}.
 */
public record TransitionScrub(Path file, Controller controller, int layer, String from, String to,
                              double fadeStart, double duration, double time) {

    /** A transition of the base graph. */
    public TransitionScrub(Path file, Controller controller, String from, String to, double fadeStart,
                           double duration, double time) {
        this(file, controller, 0, from, to, fadeStart, duration, time);
    }
}
