package dev.reel.ui.preview;

import dev.reel.cli.ControllerSource;
import dev.reel.model.Controller;
import dev.reel.model.Layer;
import dev.reel.model.Machine;
import dev.reel.runtime.CompiledController;
import dev.reel.ui.playback.TransitionScrub;

import java.nio.file.Path;
import java.util.List;

/**
 * Poses the preview's controller run at a transition scrubbed in the Animator's timeline, by the runtime's own
 * cross-fade ({@link ControllerRun#poseTransition}, in a layer {@link ControllerRun#poseLayerTransition}); the
 * controller is compiled once per document value with every transition taken out, so that only the scrubbed fade
 * plays.
 */
final class ScrubbedPose {
    private final Path root;
    private Controller compiledFrom;
    private CompiledController still;
    private TransitionScrub posed;
    private boolean changed;

    ScrubbedPose(Path root) {
        this.root = root;
    }

    /**
     * Holds {@code run} at {@code scrub} (posed once per scrub position) and says whether a scrub is shown; when
     * the scrub ends, the run's own pose is drawn again. {@link #changed} says whether the picture changed.
     */
    boolean hold(ControllerRun run, TransitionScrub scrub) {
        if (scrub != null && (scrub == posed || pose(run, scrub))) {
            changed = scrub != posed;
            posed = scrub;
            return true;
        }
        changed = posed != null;
        if (posed != null) {
            posed = null;
            run.drawAtStep();
        }
        return false;
    }

    /** Whether the last {@link #hold} posed a new scrub position or ended the scrub. */
    boolean changed() {
        return changed;
    }

    /** The blend shown while held ("Attack → Idle 40% · scrubbed"), or null when no scrub is shown. */
    String stateText(ControllerRun run) {
        if (run == null || posed == null || run.lastBlend() == null) {
            return null;
        }
        dev.reel.runtime.Animator blend = run.lastBlend();
        int layer = posed.layer();
        String in = layer > 0 && layer <= posed.controller().layers().size()
                ? posed.controller().layers().get(layer - 1).name() + ": " : "";
        return in + (blend.isBlending() ? posed.from() + " → " + posed.to() + " " + Math.round(blend.weight() * 100)
                + "% · scrubbed" : blend.stateName() + " · scrubbed");
    }

    /** Whether {@code scrub} is of the controller {@code run} plays (by file) and the scene was posed for it. */
    boolean pose(ControllerRun run, TransitionScrub scrub) {
        if (run == null || scrub == null || !sameFile(run.controller().file(), scrub.file())) {
            return false;
        }
        if (scrub.controller() != compiledFrom) {
            compiledFrom = scrub.controller();
            ControllerSource source = ControllerSource.compile(still(scrub.controller()), run.controller().file(),
                    root);
            still = source.failed() ? null : source.controller();
        }
        if (still == null) {
            return false;
        }
        if (scrub.layer() > 0) {
            String base = run.animator().isStarted() && run.animator().state() >= 0 ? run.animator().stateName()
                    : null;
            return run.poseLayerTransition(still, scrub.layer(), base, scrub.from(), scrub.to(), scrub.fadeStart(),
                    scrub.duration(), scrub.time());
        }
        return run.poseTransition(still, scrub.from(), scrub.to(), scrub.fadeStart(), scrub.duration(),
                scrub.time());
    }

    private boolean sameFile(String compiledFrom, Path file) {
        if (compiledFrom == null || compiledFrom.startsWith("engine/")) {
            return false;
        }
        try {
            Path played = Path.of(compiledFrom);
            if (!played.isAbsolute()) {
                played = root.resolve(played);
            }
            return played.toAbsolutePath().normalize().equals(file.toAbsolutePath().normalize());
        } catch (java.nio.file.InvalidPathException notAPath) {
            return false;
        }
    }

    /** {@code controller} with no transitions in any graph, so that the animator stays where it is put. */
    static Controller still(Controller controller) {
        List<Layer> layers = controller.layers().stream().map(layer -> layer.withGraph(layer.entry(),
                layer.states(), still(layer.machines()), List.of())).toList();
        return new Controller(controller.version(), controller.entry(), controller.entryPos(), controller.anyPos(),
                controller.ease(), controller.params(), controller.states(), List.of(), controller.extras(),
                controller.fileExtras(), still(controller.machines()), layers);
    }

    private static List<Machine> still(List<Machine> machines) {
        return machines.stream().map(machine -> machine.withGraph(machine.entry(), machine.states(),
                still(machine.machines()), List.of())).toList();
    }
}
