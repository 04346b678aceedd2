package dev.reel.runtime;

import dev.reel.model.ClipEvent;
import dev.reel.model.Diagnostic;
import dev.reel.model.EventMode;
import dev.reel.model.ParamKind;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Runs a {@link ReplayScript} on a controller and reports every step, as {@code reel replay} prints it. The
 * animator plays into a scene where every path is a node ({@link MemoryScene#open()}), as a replay: it is never
 * drawn, so only gameplay events fire. Root motion is reported, not applied (mode none).
 */
public final class ReplayRunner {
    private ReplayRunner() {
    }

    /**
     * The reports of a run and the diagnostics binding and running found.
     *
     * @param steps one report per step, 1..N
     */
    public record Run(List<ReplayStep> steps, List<Diagnostic> diagnostics) {

        public Run {
            steps = List.copyOf(steps);
            diagnostics = List.copyOf(diagnostics);
        }

        /** One JSON object per line, as {@code reel replay --json} prints them. */
        public String toJsonLines() {
            StringBuilder lines = new StringBuilder();
            for (ReplayStep step : steps) {
                lines.append(step.toJson()).append('\n');
            }
            return lines.toString();
        }
    }

    /** Runs {@code steps} steps of {@code fixedStep} seconds, acting each script line before its step. */
    public static Run run(CompiledController controller, ReplayScript script, int steps, double fixedStep) {
        return run(controller, script, steps, fixedStep, false);
    }

    /** As {@link #run(CompiledController, ReplayScript, int, double)}, reporting the pose too when {@code values}. */
    public static Run run(CompiledController controller, ReplayScript script, int steps, double fixedStep,
                          boolean values) {
        List<ReplayStep> reports = new ArrayList<>();
        List<Diagnostic> diagnostics = stream(controller, script, steps, fixedStep, values, reports::add);
        return new Run(reports, diagnostics);
    }

    /**
     * Runs as {@link #run(CompiledController, ReplayScript, int, double, boolean)} but hands each step's report
     * to {@code sink} as soon as it is made and keeps none, so a run of millions of steps needs no more memory
     * than one step; returns the diagnostics binding and running found.
     */
    public static List<Diagnostic> stream(CompiledController controller, ReplayScript script, int steps,
                                          double fixedStep, boolean values, Consumer<ReplayStep> sink) {
        return stream(controller, script, steps, fixedStep, values, null, sink);
    }

    /**
     * As {@link #stream(CompiledController, ReplayScript, int, double, boolean, Consumer)}, playing into
     * {@code scene} (null: a scene where every path is a node, {@link MemoryScene#open()}); a {@link PosedTarget}
     * (a rig) is posed on every step, and its pose is reported with the values.
     */
    public static List<Diagnostic> stream(CompiledController controller, ReplayScript script, int steps,
                                          double fixedStep, boolean values, AnimationTarget scene,
                                          Consumer<ReplayStep> sink) {
        if (controller.source().extended()) {
            return LayeredReplay.stream(controller, script, steps, fixedStep, values, scene, sink);
        }
        Animator animator = new Animator(controller, scene == null ? MemoryScene.open() : scene, fixedStep);
        animator.setReplaying(true);
        Collector collector = new Collector(controller);
        animator.setListener(collector);
        List<ReplayScript.Action> actions = script.actions();
        int next = 0;
        for (int step = 1; step <= steps; step++) {
            while (next < actions.size() && actions.get(next).step() <= step) {
                if (actions.get(next).step() == step) {
                    actions.get(next).issue(animator);
                }
                next++;
            }
            animator.step();
            sink.accept(report(animator, step, collector, values));
            collector.clear();
        }
        List<Diagnostic> diagnostics = new ArrayList<>(controller.diagnostics());
        diagnostics.addAll(animator.diagnostics());
        return diagnostics;
    }

    /** The report of {@code animator}'s last step, numbered {@code step}. */
    static ReplayStep report(Animator animator, int step, Collector collector, boolean withValues) {
        CompiledController controller = animator.controller();
        ReplayStep.Blend blend = animator.isBlending()
                ? new ReplayStep.Blend(controller.stateName(animator.blendFrom()), animator.stateName(),
                animator.weight())
                : null;
        List<ReplayStep.Param> params = new ArrayList<>();
        for (int param = 0; param < controller.paramCount(); param++) {
            ParamKind kind = controller.paramKind(param);
            params.add(new ReplayStep.Param(controller.paramName(param), kind == ParamKind.INT,
                    kind == ParamKind.BOOL || kind == ParamKind.TRIGGER, animator.param(param)));
        }
        List<TrackValue> values = null;
        if (withValues) {
            values = new ArrayList<>();
            for (int channel = 0; channel < controller.channelCount(); channel++) {
                values.add(new TrackValue(controller.channelTarget(channel), controller.channelKind(channel),
                        animator.value(channel)));
            }
        }
        return new ReplayStep(step, animator.stateName(), animator.time(), blend, params, collector.events,
                collector.entered, collector.exited, new double[]{animator.rootMotionX(), animator.rootMotionY()},
                values, animator.stateHash(), null, withValues ? pose(animator.target) : null);
    }

    /** The pose of a posed target as JSON, or null for any other target. */
    static String pose(AnimationTarget target) {
        if (!(target instanceof PosedTarget posed)) {
            return null;
        }
        StringBuilder json = new StringBuilder(1024);
        posed.poseJson(json);
        return json.toString();
    }

    /** Gathers a step's signals by state name. */
    static final class Collector implements AnimatorListener {
        private final CompiledController controller;
        private final String prefix;
        final List<ReplayStep.Event> events;
        final List<String> entered;
        final List<String> exited;

        Collector(CompiledController controller) {
            this(controller, "", new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        }

        /** A collector of a layer's signals into shared lists, its state names written {@code prefix + name}. */
        Collector(CompiledController controller, String prefix, List<ReplayStep.Event> events, List<String> entered,
                  List<String> exited) {
            this.controller = controller;
            this.prefix = prefix;
            this.events = events;
            this.entered = entered;
            this.exited = exited;
        }

        @Override
        public void stateEntered(int state) {
            entered.add(prefix + controller.stateName(state));
        }

        @Override
        public void stateExited(int state) {
            exited.add(prefix + controller.stateName(state));
        }

        @Override
        public void event(int state, ClipEvent event, EventMode mode, int cycle) {
            if (mode == EventMode.GAMEPLAY) {
                events.add(new ReplayStep.Event(event.name(), event.payload(), prefix + controller.stateName(state)));
            }
        }

        void clear() {
            events.clear();
            entered.clear();
            exited.clear();
        }
    }
}
