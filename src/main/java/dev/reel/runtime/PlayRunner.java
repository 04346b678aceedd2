package dev.reel.runtime;

import dev.reel.model.Diagnostic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs a {@link PlayScript} on a clip and reports every step, as {@code reel play} prints it. The run has
 * no screen, so each step is drawn once, at its own time (alpha 1): presentation events then fire on the
 * step whose window (s0, s1] holds them, listed with the gameplay ones in firing order (position, then
 * cycle, then file order). Preview events never fire (it is not the editor).
 */
public final class PlayRunner {
    private static final Comparator<FiredEvent> FIRING_ORDER = Comparator.comparingDouble(FiredEvent::position)
            .thenComparingInt(FiredEvent::cycle).thenComparingInt(FiredEvent::index);

    private PlayRunner() {
    }

    /**
     * The reports of a run and the player-time diagnostics it found.
     *
     * @param steps one report per step, 1..N
     */
    public record Run(List<StepReport> steps, List<Diagnostic> diagnostics) {

        public Run {
            steps = List.copyOf(steps);
            diagnostics = List.copyOf(diagnostics);
        }

        /** One JSON object per line, as {@code reel play --json} prints them. */
        public String toJsonLines() {
            StringBuilder lines = new StringBuilder();
            for (StepReport step : steps) {
                lines.append(step.toJson()).append('\n');
            }
            return lines.toString();
        }
    }

    /** Plays {@code clip} into {@code target} per {@code script}: Play before step 1, then the commands. */
    public static Run run(CompiledClip clip, AnimationTarget target, PlayScript script) {
        List<StepReport> reports = new ArrayList<>();
        List<Diagnostic> diagnostics = stream(clip, target, script, reports::add);
        return new Run(reports, diagnostics);
    }

    /**
     * Like {@link #run(CompiledClip, AnimationTarget, PlayScript)}, but hands each step's report to
     * {@code sink} as soon as the step has run instead of keeping them all (a long {@code reel play} prints
     * as it goes); returns the player-time diagnostics.
     */
    public static List<Diagnostic> stream(CompiledClip clip, AnimationTarget target, PlayScript script,
                                          Consumer<StepReport> sink) {
        ClipPlayer player = new ClipPlayer(target, script.fixedStep());
        List<FiredEvent> fired = new ArrayList<>();
        player.setListener(new PlayerListener() {
            @Override
            public void event(FiredEvent event) {
                fired.add(event);
            }
        });
        player.setSpeed(script.speed());
        if (script.loop() != null) {
            player.setLoop(script.loop());
        }
        player.play(clip);
        // By step, ties in the order listed (a stable sort), so each step finds its commands without a scan.
        List<PlayScript.ScriptCommand> commands = new ArrayList<>(script.commands());
        commands.sort(Comparator.comparingInt(PlayScript.ScriptCommand::step));
        int next = 0;
        for (int step = 1; step <= script.steps(); step++) {
            while (next < commands.size() && commands.get(next).step() <= step) {
                if (commands.get(next).step() == step) {
                    commands.get(next).issue(player);
                }
                next++;
            }
            player.step();
            player.draw(1);
            fired.sort(FIRING_ORDER);
            sink.accept(StepReport.capture(player, step, fired));
            fired.clear();
        }
        return player.diagnostics();
    }

    /** Plays {@code clip} with no scene: every path is a node and every property exists ({@link MemoryScene#open()}). */
    public static Run run(CompiledClip clip, PlayScript script) {
        return run(clip, MemoryScene.open(), script);
    }
}
