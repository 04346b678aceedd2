package dev.reel.runtime;

import dev.reel.model.Diagnostic;
import dev.reel.model.ParamKind;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@link ReplayRunner} for controllers with blend trees, sub-state machines or layers: the same report, plus
 * each layer's state, weight, blend and blend-tree weights. States of layers above the base are named
 * {@code LAYER:STATE} in {@code entered}, {@code exited} and events; {@code state}, {@code time}, {@code blend},
 * the parameters and root motion are the base layer's; {@code values} is the combined pose. A controller
 * without layers plays into the same scene as {@link ReplayRunner} does.
 */
final class LayeredReplay {
    private LayeredReplay() {
    }

    static List<Diagnostic> stream(CompiledController controller, ReplayScript script, int steps, double fixedStep,
                                   boolean values, AnimationTarget scene, Consumer<ReplayStep> sink) {
        boolean layered = controller.layerCount() > 1;
        LayeredAnimator layers = layered ? new LayeredAnimator(controller, scene, fixedStep) : null;
        Animator base = layered ? layers.layer(0)
                : new Animator(controller, scene == null ? MemoryScene.open() : scene, fixedStep);
        List<ReplayStep.Event> events = new ArrayList<>();
        List<String> entered = new ArrayList<>();
        List<String> exited = new ArrayList<>();
        ReplayRunner.Collector collector = new ReplayRunner.Collector(controller, "", events, entered, exited);
        base.setListener(collector);
        base.setReplaying(true);
        for (int layer = 1; layered && layer < layers.layerCount(); layer++) {
            Animator animator = layers.layer(layer);
            animator.setReplaying(true);
            animator.setListener(new ReplayRunner.Collector(controller.layer(layer),
                    controller.layerName(layer) + ":", events, entered, exited));
        }
        List<ReplayScript.Action> actions = script.actions();
        int next = 0;
        for (int step = 1; step <= steps; step++) {
            while (next < actions.size() && actions.get(next).step() <= step) {
                if (actions.get(next).step() == step) {
                    actions.get(next).issue(base);
                }
                next++;
            }
            if (layered) {
                layers.step();
            } else {
                base.step();
            }
            sink.accept(report(controller, layers, base, step, collector, values, scene));
            collector.clear();
        }
        List<Diagnostic> diagnostics = new ArrayList<>(controller.diagnostics());
        diagnostics.addAll(base.diagnostics());
        return diagnostics;
    }

    private static ReplayStep report(CompiledController controller, LayeredAnimator layers, Animator base, int step,
                                     ReplayRunner.Collector collector, boolean withValues, AnimationTarget scene) {
        ReplayStep.Blend blend = blend(controller, base);
        List<ReplayStep.Param> params = new ArrayList<>();
        for (int param = 0; param < controller.paramCount(); param++) {
            ParamKind kind = controller.paramKind(param);
            params.add(new ReplayStep.Param(controller.paramName(param), kind == ParamKind.INT,
                    kind == ParamKind.BOOL || kind == ParamKind.TRIGGER, base.param(param)));
        }
        List<TrackValue> values = null;
        if (withValues) {
            values = new ArrayList<>();
            if (layers != null) {
                for (int channel = 0; channel < layers.channelCount(); channel++) {
                    values.add(new TrackValue(layers.channelTarget(channel), layers.channelKind(channel),
                            layers.value(channel)));
                }
            } else {
                for (int channel = 0; channel < controller.channelCount(); channel++) {
                    values.add(new TrackValue(controller.channelTarget(channel), controller.channelKind(channel),
                            base.value(channel)));
                }
            }
        }
        List<ReplayStep.LayerState> states = new ArrayList<>();
        int count = layers == null ? 1 : layers.layerCount();
        for (int layer = 0; layer < count; layer++) {
            Animator animator = layers == null ? base : layers.layer(layer);
            CompiledController compiled = controller.layer(layer);
            List<ReplayStep.MotionWeight> motions = new ArrayList<>();
            int state = animator.state();
            if (state >= 0 && compiled.isTree(state)) {
                String[] clips = compiled.treeClips(state);
                for (int i = 0; i < clips.length; i++) {
                    motions.add(new ReplayStep.MotionWeight(clips[i], animator.current.tree[i]));
                }
            }
            double weight = layer == 0 ? 1 : compiled == controller ? 1 : controller.layers.weights[layer];
            states.add(new ReplayStep.LayerState(controller.layerName(layer), animator.stateName(), weight,
                    blend(compiled, animator), motions));
        }
        long hash = layers == null ? base.stateHash() : layers.stateHash();
        return new ReplayStep(step, base.stateName(), base.time(), blend, params, collector.events,
                collector.entered, collector.exited, new double[]{base.rootMotionX(), base.rootMotionY()}, values,
                hash, states, withValues ? ReplayRunner.pose(scene) : null);
    }

    private static ReplayStep.Blend blend(CompiledController controller, Animator animator) {
        return animator.isBlending()
                ? new ReplayStep.Blend(controller.stateName(animator.blendFrom()), animator.stateName(),
                animator.weight())
                : null;
    }
}
