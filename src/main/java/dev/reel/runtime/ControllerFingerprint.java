package dev.reel.runtime;

/**
 * A stable 64-bit hash of a compiled controller (FNV-1a, {@link Fnv64}): its ease, entry, states (name, clip
 * content hash or 0, speed, loop mode, event policy), parameters (name, kind, default) and transitions (source,
 * target, duration, exit time, interrupt, conditions) — what its animators' state hashes stand on.
 */
final class ControllerFingerprint {
    private static final long TAG = 0x5245454C4354524CL;

    private ControllerFingerprint() {
    }

    static long of(CompiledController controller) {
        Fnv64 fnv = new Fnv64().addLong(TAG);
        fnv.addString(controller.source().ease() == null ? "" : controller.source().ease().word());
        fnv.addInt(controller.entry).addInt(controller.stateCount());
        for (int state = 0; state < controller.stateCount(); state++) {
            CompiledClip clip = controller.clips[state];
            fnv.addString(controller.stateNames[state]).addLong(clip == null ? 0 : clip.contentHash())
                    .addDouble(controller.speeds[state]).addString(controller.loops[state].word())
                    .addString(controller.policies[state].word());
            CompiledTree tree = controller.trees[state];
            if (tree != null) {
                fnv.addString(tree.kind.word()).addInt(tree.paramX).addInt(tree.paramY).addInt(tree.count());
                for (int i = 0; i < tree.count(); i++) {
                    fnv.addLong(tree.motions[i].contentHash()).addDouble(tree.xs[i]).addDouble(tree.ys[i]);
                }
            }
        }
        fnv.addInt(controller.paramCount());
        for (int param = 0; param < controller.paramCount(); param++) {
            fnv.addString(controller.paramNames[param]).addString(controller.paramKinds[param].word())
                    .addDouble(controller.defaults[param]);
        }
        int transitions = controller.transitionTo.length;
        fnv.addInt(transitions);
        for (int i = 0; i < transitions; i++) {
            fnv.addInt(controller.transitionFrom[i]).addInt(controller.transitionTo[i])
                    .addDouble(controller.durations[i]).addDouble(controller.exitTimes[i])
                    .addBoolean(controller.interrupts[i]);
            fnv.addInt(controller.conditionStart[i + 1] - controller.conditionStart[i]);
            for (int c = controller.conditionStart[i]; c < controller.conditionStart[i + 1]; c++) {
                fnv.addInt(controller.conditionParam[c]).addInt(controller.conditionOp[c])
                        .addDouble(controller.conditionValue[c]);
            }
        }
        if (controller.layers != null) {
            LayerPlan plan = controller.layers;
            fnv.addInt(plan.count());
            for (int layer = 1; layer < plan.count(); layer++) {
                fnv.addString(plan.names[layer]).addLong(plan.layers[layer].contentHash())
                        .addDouble(plan.weights[layer]).addBoolean(plan.additive[layer]);
                for (int map : plan.channelMap[layer]) {
                    fnv.addInt(map);
                }
            }
        }
        return fnv.value();
    }
}
