package dev.reel.cli;

import dev.reel.io.ProjectFolder;
import dev.reel.model.Diagnostic;
import dev.reel.runtime.PlayScript;
import dev.reel.runtime.ReplayRunner;
import dev.reel.runtime.ReplayScript;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code reel replay CONTROLLER --script FILE [--steps N] [--dt S] [--json [--values]]}: drives a controller's parameters
 * from a script and prints every fixed step (SPEC §5a). Diagnostics go to standard error as
 * {@code file:line:col CODE message}; a script or controller error stops before the first step (exit 1).
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Replay a controller driven by a script and print, per fixed step, the state, blend, "
                + "parameters, events, entered and exited states, root motion and state hash.")
final class ReplayCommand implements Callable<Integer> {
    /** Steps run after the script's last action when --steps is not given. */
    static final int SETTLE_STEPS = 60;

    @Parameters(index = "0", paramLabel = "CONTROLLER",
            description = "An .aectrl file (its project is the nearest folder with project.aego) or a built-in "
                    + "such as engine/anim/platformer.")
    String controller;

    @Option(names = "--script", required = true, paramLabel = "FILE",
            description = "Lines 'at STEP set NAME VALUE', 'at STEP trigger NAME', 'at STEP play STATE', "
                    + "'at STEP crossfade STATE SECONDS'; '#' comments. 'at n' acts before step n.")
    Path script;

    @Option(names = "--steps", paramLabel = "N",
            description = "Steps to run (default: the script's last step + " + SETTLE_STEPS + ").")
    Integer steps;

    @Option(names = "--dt", paramLabel = "S", description = "The fixed step in seconds (default 1/60).")
    Double fixedStep;

    @Option(names = "--json", description = "Print one JSON object per step.")
    boolean json;

    @Option(names = "--values", description = "With --json, add the pose after each step: \"values\":{\"PATH:PROPERTY\":v}.")
    boolean values;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        double dt = fixedStep == null ? PlayScript.DEFAULT_STEP : fixedStep;
        if (!(dt > 0) || Double.isInfinite(dt)) {
            err.println("reel replay: --dt needs a number of seconds above 0, got " + fixedStep);
            return 2;
        }
        if (steps != null && steps < 0) {
            err.println("reel replay: --steps needs 0 or more, got " + steps);
            return 2;
        }
        if (steps != null && steps > ReplayScript.MAX_STEPS) {
            err.println("reel replay: --steps " + steps + " is over the limit of "
                    + String.format(Locale.ROOT, "%,d", ReplayScript.MAX_STEPS) + " steps");
            return 2;
        }
        ControllerSource source = ControllerSource.load(controller);
        print(err, source.diagnostics());
        if (source.failed()) {
            err.println("reel replay: the controller cannot be replayed");
            return 1;
        }
        String shownScript = script.toString().replace('\\', '/');
        ProjectFolder.Read read = ProjectFolder.read(script, shownScript);
        if (read.problem() != null) {
            print(err, List.of(read.problem()));
            return 1;
        }
        ReplayScript parsed = ReplayScript.parse(new String(read.bytes(), StandardCharsets.UTF_8), shownScript,
                source.controller());
        if (parsed.hasErrors()) {
            print(err, parsed.diagnostics());
            return 1;
        }
        int count = steps != null ? steps : defaultSteps(parsed);
        // Each row is printed as its step is made and dropped, so the run's length costs no memory.
        ReplayTable table = json ? null : new ReplayTable(out, source.controller(), count);
        List<Diagnostic> found = ReplayRunner.stream(source.controller(), parsed, count, dt, values, step -> {
            if (table == null) {
                out.print(step.toJson());
                out.print('\n');
            } else {
                table.row(step);
            }
        });
        out.flush();
        print(err, found.stream().filter(d -> !source.diagnostics().contains(d)).toList());
        return 0;
    }

    /** The script's last step and {@value #SETTLE_STEPS} more, within the limit. */
    static int defaultSteps(ReplayScript script) {
        return Math.min(ReplayScript.MAX_STEPS, script.lastStep() + SETTLE_STEPS);
    }

    private static void print(PrintWriter err, List<Diagnostic> diagnostics) {
        for (Diagnostic diagnostic : diagnostics) {
            err.println(diagnostic.format());
        }
    }
}
