package dev.reel.ui.app;

import dev.reel.model.Controller;

import java.nio.file.Path;

/**
 * A transition being scrubbed in the Animator's timeline, for the preview to pose: controller {@code controller}
 * (the document's value, of {@code file}) played from state {@code from} (its full path, {@code Combat/Slash}
 * inside a machine; null for Any State), cross-faded into {@code to} at {@code fadeStart} seconds over
 * {@code duration}, seen at {@code time} seconds from the start of {@code from}.
 */
public record TransitionScrub(Path file, Controller controller, String from, String to, double fadeStart,
                              double duration, double time) {
}
