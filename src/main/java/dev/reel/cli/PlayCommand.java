package dev.reel.cli;

import dev.reel.model.Diagnostic;
import dev.reel.model.LoopMode;
import dev.reel.runtime.AnimationTarget;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.PlayRunner;
import dev.reel.runtime.PlayScript;
import dev.reel.runtime.rig.RigTarget;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Stack;
import java.util.concurrent.Callable;

/**
 * {@code reel play CLIP}: plays a clip on fixed steps with no scene and prints every step (docs/formats.md), as
 * one JSON object per line with {@code --json}, else as a table ({@link PlayTable}).
 *
 * <p>Decisions beyond the playback rules: without {@code --steps} the run is one pass of the clip plus the
 * Play step, {@code ceil(L / |dt × speed|) + 1} steps (49 for the 0.8 s run cycle at 1/60 s: step 1 shows
 * t = 0, step 49 the wrap, or Finished(0) of a once clip), or 60 steps when that is undefined (speed 0, a
 * clip of length 0 gives 1); at most {@value #MAX_STEPS} steps. Commands for one step act in the order they
 * are written, whatever their option ({@link InOrder}). Diagnostics go to stderr: the clip's own and its
 * project's (those of {@code reel check}) before playing — an error plays nothing, exit 1 — and those the
 * player finds (ANM004, two tracks on one property) after the run, which completes; an error among them
 * also exits 1.
 */
@Command(name = "play", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play a clip on fixed steps, with no scene, and print every step: its time, cycle, whether "
                + "it plays, the events it fired, whether it finished and each track's value.",
                "CLIP is an .aeanim file, checked first as reel check would in its project (the nearest folder "
                        + "above it holding project.aego), or a built-in clip: engine/anim/run, bob, jump, hit "
                        + "or idle.",
                "Play is issued before step 1. The options that take a STEP act just before that step; several on "
                        + "one step act in the order they are written. Each of them may be given many times.",
                "Without --steps the run is one pass of the clip plus the Play step, ceil(length / |dt * speed|) "
                        + "+ 1 steps (49 for a 0.8 s cycle at 1/60 s), or 60 steps at speed 0."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:The clip played.",
                "1:The clip has errors (nothing played), or the player found one while playing (ANM004).",
                "2:Wrong usage."},
        footer = {"", "Output: an aligned table, one row per step. With --json, one object per step and line:",
                "  {\"step\":n,\"time\":t,\"cycle\":c,\"playing\":b,",
                "   \"values\":{\"PATH:PROPERTY\":v,...},",
                "   \"events\":[{\"name\":\"Hit\",\"payload\":1.0,\"mode\":\"gameplay\"}],",
                "   \"finished\":null|0|-1}",
                "A clip of a rig adds, after \"finished\":",
                "  \"rig\":{\"skin\":NAME,\"bones\":{PATH:[a,b,c,d,x,y]},",
                "   \"slots\":{NAME:{\"color\":[r,g,b,a],\"attachment\":NAME}},",
                "   \"drawOrder\":[NAME],\"vertices\":{SLOT:[x0,y0,...]}}",
                "Diagnostics go to standard error.",
                "", "Examples:",
                "  # one pass of the built-in run cycle",
                "  reel play engine/anim/run",
                "  # a clip of the sample at half speed, as JSON",
                "  reel play sample-projects/platformer/anim/knight/run.aeanim \\",
                "      --speed 0.5 --json",
                "  # pause before step 10, resume before step 20",
                "  reel play engine/anim/jump --steps 40 --pause 10 --resume 20"})
final class PlayCommand implements Callable<Integer> {
    /** The most steps one run prints. */
    static final int MAX_STEPS = 10_000_000;
    /** The default run when one pass of the clip has no length in steps (speed 0). */
    static final int FALLBACK_STEPS = 60;

    @Parameters(index = "0", paramLabel = "CLIP", description = "A clip file (.aeanim) or a built-in clip such as "
            + "engine/anim/run.")
    String clip;

    @Option(names = "--steps", paramLabel = "N", description = "How many fixed steps to run, 1 to " + MAX_STEPS
            + ". Default: one pass of the clip plus the Play step.")
    Integer steps;

    @Option(names = "--dt", paramLabel = "S", description = "The fixed step in seconds. Default: 1/60.")
    Double fixedStep;

    @Option(names = "--speed", paramLabel = "S", defaultValue = "1",
            description = "The speed at Play; a negative speed plays backwards. Default: ${DEFAULT-VALUE}.")
    double speed;

    @Option(names = "--loop", paramLabel = "MODE", converter = LoopConverter.class,
            completionCandidates = LoopWords.class,
            description = "Play as once, loop or pingPong instead of the clip's own loop mode. Default: the clip's.")
    LoopMode loop;

    @Option(names = "--skin", paramLabel = "NAME", description = "For a clip of a rig: the skin to show (the rig's "
            + "default skin when not given).")
    String skin;

    @Option(names = "--json", description = "Print one JSON object per step and line instead of the table (see below).")
    boolean json;

    @Option(names = "--seek", paramLabel = "T@STEP", parameterConsumer = InOrder.class,
            description = "Seek to clip time T (seconds) before step STEP; a seek fires no events.")
    List<String> seeks = new ArrayList<>();

    @Option(names = "--pause", paramLabel = "STEP", parameterConsumer = InOrder.class,
            description = "Pause before step STEP: time stands still, nothing fires.")
    List<String> pauses = new ArrayList<>();

    @Option(names = "--resume", paramLabel = "STEP", parameterConsumer = InOrder.class,
            description = "Resume a paused clip before step STEP.")
    List<String> resumes = new ArrayList<>();

    @Option(names = "--stop", paramLabel = "STEP", parameterConsumer = InOrder.class,
            description = "Stop before step STEP: tracks that restore get their values back, and finished is -1.")
    List<String> stops = new ArrayList<>();

    @Option(names = "--set-speed", paramLabel = "S@STEP", parameterConsumer = InOrder.class,
            description = "Set the speed to S before step STEP.")
    List<String> speeds = new ArrayList<>();

    @Option(names = "--play", paramLabel = "STEP", parameterConsumer = InOrder.class,
            description = "Play the clip again from its start before step STEP.")
    List<String> plays = new ArrayList<>();

    /** Every command option, parsed, in the order written on the command line. */
    final List<PlayScript.ScriptCommand> commands = new ArrayList<>();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        double step = fixedStep == null ? PlayScript.DEFAULT_STEP : fixedStep;
        if (!(step > 0) || Double.isInfinite(step)) {
            return usage("--dt must be a positive, finite number of seconds, got " + fixedStep);
        }
        if (!Double.isFinite(speed)) {
            return usage("--speed must be a finite number, got " + speed);
        }
        if (steps != null && steps < 1) {
            return usage("--steps must be 1 or more, got " + steps);
        }
        if (steps != null && steps > MAX_STEPS) {
            return usage("--steps " + steps + " is over the limit of " + String.format(Locale.ROOT, "%,d", MAX_STEPS)
                    + " steps");
        }
        PlayableClip playable = PlayableClip.read(clip);
        for (Diagnostic diagnostic : playable.diagnostics()) {
            err.println(diagnostic.format());
        }
        if (playable.rig().problem() != null) {
            err.println("reel play: " + playable.name() + ": " + playable.rig().problem() + "; nothing was played");
            return 1;
        }
        if (!playable.playable()) {
            err.println("reel play: " + playable.name() + " has errors; nothing was played");
            return 1;
        }
        int count = steps != null ? steps : defaultSteps(playable.clip().length(), step, speed);
        if (steps == null && count == MAX_STEPS) {
            err.println("reel play: one pass of the clip is more than " + MAX_STEPS + " steps; printing the first "
                    + MAX_STEPS);
        }
        for (PlayScript.ScriptCommand command : commands) {
            if (command.step() > count) {
                err.println("reel play: a command at step " + command.step() + " comes after the last step ("
                        + count + ") and never acts");
            }
        }
        PlayScript script = new PlayScript(count, step, speed, loop, commands);
        CompiledClip compiled = CompiledClip.compile(playable.clip(), playable.name());
        AnimationTarget target = playable.rig().target(MemoryScene.open());
        if (skin != null) {
            int index = target instanceof RigTarget rig ? rig.rig().skin(skin) : -1;
            if (index < 0) {
                return usage("--skin " + skin + ": " + (target instanceof RigTarget ? "the rig has no such skin"
                        : "the clip names no rig"));
            }
            ((RigTarget) target).skin(index);
        }
        PrintWriter out = spec.commandLine().getOut();
        PlayTable table = json ? null : new PlayTable(out);
        List<Diagnostic> found = PlayRunner.stream(compiled, target, script, report -> {
            if (table == null) {
                out.print(report.toJson());
                out.print('\n');
            } else {
                table.row(report);
            }
        });
        if (table != null) {
            table.finish();
        }
        out.flush();
        for (Diagnostic diagnostic : found) {
            err.println(diagnostic.format());
        }
        return found.stream().anyMatch(Diagnostic::isError) ? 1 : 0;
    }

    /**
     * One pass of a clip of {@code length} at {@code speed}, plus the Play step: the last step reaches the
     * end of the pass (positions within 1e-9 s count as reached, as the player counts them).
     */
    static int defaultSteps(double length, double fixedStep, double speed) {
        double advance = Math.abs(fixedStep * speed);
        if (!(length > 0)) {
            return 1;
        }
        if (!(advance > 0)) {
            return FALLBACK_STEPS;
        }
        double pass = Math.ceil(length / advance - 1e-9 / advance);
        return (int) Math.min(MAX_STEPS, Math.max(1, pass) + 1);
    }

    private int usage(String message) {
        spec.commandLine().getErr().println("reel play: " + message);
        return 2;
    }

    /**
     * Takes the value of a command option and records the parsed command in the order met: picocli hands
     * the arguments to consumers left to right, while it keeps no order between different options' lists.
     */
    static final class InOrder implements CommandLine.IParameterConsumer {
        @Override
        public void consumeParameters(Stack<String> args, CommandLine.Model.ArgSpec argSpec,
                                      CommandLine.Model.CommandSpec commandSpec) {
            CommandLine.Model.OptionSpec option = (CommandLine.Model.OptionSpec) argSpec;
            String name = option.longestName();
            if (args.isEmpty()) {
                throw new CommandLine.ParameterException(commandSpec.commandLine(),
                        name + " expects " + option.paramLabel());
            }
            String value = args.pop();
            PlayScript.Parsed parsed = PlayScript.parse(name, value);
            if (parsed.error() != null) {
                throw new CommandLine.ParameterException(commandSpec.commandLine(), parsed.error(), argSpec, value);
            }
            ((PlayCommand) commandSpec.userObject()).commands.add(parsed.command());
            List<String> given = argSpec.getValue();
            given.add(value);
        }
    }

    /** {@code once}, {@code loop} or {@code pingPong} (any case). */
    /** The words --loop takes, for shell completion. */
    static final class LoopWords implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(LoopMode.values()).map(LoopMode::word).iterator();
        }
    }

    static final class LoopConverter implements CommandLine.ITypeConverter<LoopMode> {
        @Override
        public LoopMode convert(String value) {
            for (LoopMode mode : LoopMode.values()) {
                if (mode.word().equalsIgnoreCase(value)) {
                    return mode;
                }
            }
            throw new CommandLine.TypeConversionException("expected once, loop or pingPong, got \"" + value + "\"");
        }
    }
}
