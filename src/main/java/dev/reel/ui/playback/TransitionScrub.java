package dev.reel.ui.playback;

import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.runtime.FadeCurve;

import java.nio.file.Path;

/**
 * A transition being scrubbed in the Animator's timeline, for the preview to pose: controller {@code controller}
 * (the document's value, of {@code file}), in layer {@code layer} (0: the base graph; then its layers in file
 * order), played from state {@code from} (its full path in that layer, {@code Combat/Slash} inside a machine),
 * cross-faded into {@code to} at {@code fadeStart} seconds over {@code duration}, seen at {@code time} seconds
 * from the start of {@code from}. The preview poses it on the runtime's fixed steps, {@link #fadeSteps} of them
 * into the fade, and the Animator's timeline reads out the weight those steps give ({@link #incoming}), so the
 * two agree at every scrub position.
 */
public record TransitionScrub(Path file, Controller controller, int layer, String from, String to,
                              double fadeStart, double duration, double time) {

    /** A transition of the base graph. */
    public TransitionScrub(Path file, Controller controller, String from, String to, double fadeStart,
                           double duration, double time) {
        this(file, controller, 0, from, to, fadeStart, duration, time);
    }

    /** Whole fixed steps of {@code step} seconds from the fade's start to {@code time} (0 before it). */
    public static long fadeSteps(double time, double fadeStart, double step) {
        return time <= fadeStart ? 0 : Math.round((time - fadeStart) / step);
    }

    /**
     * The incoming state's weight at {@code time} as the runtime's cross-fade has it on the preview's fixed steps
     * ({@link Playback#STEP}): 0 before the fade, then by {@code ease} after {@link #fadeSteps} steps, 1 once they
     * cover the duration.
     */
    public static double incoming(Ease ease, double time, double fadeStart, double duration) {
        if (time < fadeStart) {
            return 0;
        }
        if (duration <= 0) {
            return 1;
        }
        double elapsed = fadeSteps(time, fadeStart, Playback.STEP) * Playback.STEP;
        return elapsed + 1e-9 >= duration ? 1 : FadeCurve.at(ease, elapsed / duration);
    }
}
