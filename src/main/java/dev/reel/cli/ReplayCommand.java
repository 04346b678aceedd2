package dev.reel.cli;

import dev.reel.io.ProjectFolder;
import dev.reel.model.Diagnostic;
import dev.reel.runtime.PlayScript;
import dev.reel.runtime.AnimationTarget;
import dev.reel.runtime.MemoryScene;
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
 * from a script and prints every fixed step (docs/formats.md). Diagnostics go to standard error as
 * {@code file:line:col CODE message}; a script or controller error stops before the first step (exit 1).
 */
@Command(name = "replay", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Replay a controller driven by a script and print, per fixed step, its state, clip time, "
                + "blend, parameters, gameplay events, entered and exited states, root motion and state hash.",
                "The script has one action per line ('#' starts a comment); 'at N' acts just before step N:",
                "  at STEP set NAME VALUE          set a parameter",
                "  at STEP trigger NAME            fire a trigger",
                "  at STEP play STATE              jump to a state",
                "  at STEP crossfade STATE SECONDS blend into a state",
                "A bad script line is reported as file:line:col SCR001 message, and nothing is replayed."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:Replayed.", "1:Errors in the controller or the script; nothing was replayed.",
                "2:Wrong usage."},
        footer = {"", "Output: an aligned table, one row per step. With --json, one object per step and line:",
                "  {\"step\":n,\"state\":\"Run\",\"time\":t,",
                "   \"blend\":{\"from\":\"Idle\",\"to\":\"Run\",\"weight\":w}|null,",
                "   \"params\":{...},\"events\":[{\"name\",\"payload\",\"state\"}],",
                "   \"entered\":[...],\"exited\":[...],\"rootMotion\":[dx,dy],\"hash\":\"...\"}",
                "--values adds \"values\":{\"PATH:PROPERTY\":v,...} (as in reel play) before \"hash\", and for a",
                "controller whose clips animate a rig the posed rig, \"rig\":{...}, as reel play prints it.",
                "A controller with blend trees, sub-state machines or layers adds, before \"hash\",",
                "  \"layers\":[{\"name\",\"state\",\"weight\",\"blend\",\"motions\":[{\"clip\",\"weight\"}]}],",
                "one per layer (Base first), and the table a last column of the same; states in",
                "machines are named in full (Combat/Slash), those of layers above the base",
                "LAYER:STATE in entered, exited and events.",
                "Diagnostics go to standard error (a state without its clip: ANC004).",
                "", "Examples:",
                "  # the built-in platformer controller",
                "  printf 'at 10 set Speed 3\\nat 40 trigger Attack\\n' > run.script",
                "  reel replay engine/anim/platformer --script run.script",
                "  # the sample's knight, 200 steps, with the pose",
                "  reel replay sample-projects/platformer/anim/knight.aectrl \\",
                "      --script run.script --steps 200 --json --values"})
final class ReplayCommand implements Callable<Integer> {
    /** Steps run after the script's last action when --steps is not given. */
    static final int SETTLE_STEPS = 60;

    @Parameters(index = "0", paramLabel = "CONTROLLER",
            description = "A controller file (.aectrl), in its project (the nearest folder above it holding "
                    + "project.aego), or a built-in such as engine/anim/platformer.")
    String controller;

    @Option(names = "--script", required = true, paramLabel = "FILE",
            description = "The script of actions to replay (see above).")
    Path script;

    @Option(names = "--steps", paramLabel = "N",
            description = "How many fixed steps to run. Default: the script's last step + " + SETTLE_STEPS
                    + ".")
    Integer steps;

    @Option(names = "--dt", paramLabel = "S", description = "The fixed step in seconds. Default: 1/60.")
    Double fixedStep;

    @Option(names = "--json", description = "Print one JSON object per step and line instead of the table (see below).")
    boolean json;

    @Option(names = "--values", description = "With --json, add the pose after each step (see below).")
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
        if (source.rig().problem() != null) {
            err.println("reel replay: " + source.rig().problem() + "; the controller cannot be replayed");
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
        AnimationTarget scene = source.rig().rig() == null ? null : source.rig().target(MemoryScene.open());
        List<Diagnostic> found = ReplayRunner.stream(source.controller(), parsed, count, dt, values, scene, step -> {
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
