package dev.reel.runtime;

import dev.reel.model.LoopMode;

/**
 * Plays a blend-tree state in an {@link AnimatorSlot} (docs/formats.md, "Blend trees"). The slot's play
 * position is in cycles of the tree: each step adds {@code |dt × speed| / L}, where L is the weighted mean of
 * the motions' lengths for that step's weights, so every motion stays at the same fraction of its own clip;
 * its clip time is that fraction (0..1) under the state's loop mode, and motion i is sampled at
 * {@code time × L_i}. The weights come from the parameters as set before the step. Events are the dominant
 * motion's (the highest weight, ties to the first in file order), over the window its clip time crossed; root
 * motion is every motion's change mixed by the weights.
 */
final class TreePlay {
    private TreePlay() {
    }

    /** Enters the tree at time 0: weights, root values, then (when {@code fires}) the dominant motion's start events. */
    static void enter(Animator a, AnimatorSlot slot, CompiledTree tree, int state, AnimatorWorkspace work,
                      boolean fires) {
        CompiledController controller = a.controller;
        slot.prepareTree(controller.maxMotions);
        tree.weights(work.stepParams, arrayOf(a, slot));
        boolean negative = controller.speeds[state] < 0;
        LoopMode loop = controller.loops[state];
        slot.time = Timeline.time(0, 1, loop, negative);
        sampleRoots(tree, work, state, slot);
        a.listener().stateEntered(state);
        int dominant = CompiledTree.dominant(slot.tree, tree.count());
        if (fires && !tree.motions[dominant].events().isEmpty()) {
            work.scan(a.listener(), state, tree.motions[dominant], negative, loop, 0, true, 0, EventRelay.GAMEPLAY);
        }
    }

    /** Advances the tree one step, adding its root motion by {@code share} and firing its events if {@code fires}. */
    static void move(Animator a, AnimatorSlot slot, CompiledTree tree, AnimatorWorkspace work, double share,
                     boolean fires) {
        move(a, slot, tree, work, share, fires, true);
    }

    /**
     * {@link #move}, weighing the motions from the step's parameters when {@code weigh}; else the slot's weights
     * are kept, which is exact when they were weighed from the parameters as they are now ({@link SteadyStep}).
     */
    static void move(Animator a, AnimatorSlot slot, CompiledTree tree, AnimatorWorkspace work, double share,
                     boolean fires, boolean weigh) {
        CompiledController controller = a.controller;
        int state = slot.state;
        double[] weights = arrayOf(a, slot);
        int roots = weights.length / 2;
        if (weigh) {
            tree.weights(work.stepParams, weights);
        }
        int count = tree.count();
        double cycleLength = 0;
        for (int i = 0; i < count; i++) {
            cycleLength += weights[i] * tree.lengths[i];
        }
        boolean negative = controller.speeds[state] < 0;
        LoopMode loop = controller.loops[state];
        int previousCycle = slot.cycle;
        double from = slot.position;
        slot.steps++;
        if (cycleLength > 0) {
            slot.position = from + Math.abs(a.fixedStep * controller.speeds[state]) / cycleLength;
        }
        slot.cycle = Timeline.cycle(slot.position, 1, loop);
        slot.cycleBound = 0;
        slot.time = Timeline.time(slot.position, 1, loop, negative, slot.cycle);
        double[] pair = work.pair;
        for (int i = 0; i < count; i++) {
            if (!tree.roots.has(i)) {
                continue;
            }
            tree.roots.sample(i, work.treeSamplers[state][i], slot.time * tree.lengths[i], pair);
            double x = pair[0];
            double y = pair[1];
            tree.roots.delta(i, negative, previousCycle, weights[roots + 2 * i], weights[roots + 2 * i + 1],
                    slot.cycle, x, y, pair);
            RootMotionDriver.add(a, pair[0] * share * weights[i], pair[1] * share * weights[i]);
            weights[roots + 2 * i] = x;
            weights[roots + 2 * i + 1] = y;
        }
        int dominant = CompiledTree.dominant(weights, count);
        if (fires && !tree.motions[dominant].events().isEmpty()) {
            double length = tree.lengths[dominant];
            work.scan(a.listener(), state, tree.motions[dominant], negative, loop, from * length, false,
                    slot.position * length, EventRelay.GAMEPLAY);
        }
    }

    /**
     * The slot's tree array, for the current slot (the animator itself) by the animator's own reference to it; an
     * outgoing slot's from the slot.
     */
    private static double[] arrayOf(Animator a, AnimatorSlot slot) {
        return slot == a.current && a.currentTree != null ? a.currentTree : slot.tree;
    }

    private static void sampleRoots(CompiledTree tree, AnimatorWorkspace work, int state, AnimatorSlot slot) {
        for (int i = 0; i < tree.count(); i++) {
            if (tree.roots.has(i)) {
                tree.roots.sample(i, work.treeSamplers[state][i], slot.time * tree.lengths[i], work.pair);
                int roots = slot.tree.length / 2;
                slot.tree[roots + 2 * i] = work.pair[0];
                slot.tree[roots + 2 * i + 1] = work.pair[1];
            }
        }
    }

    /** The presentation events the dominant motion's drawn window crosses (positions in tree cycles). */
    static void scanDrawn(Animator a, AnimatorWorkspace work, AnimatorSlot slot, CompiledTree tree, double drawn,
                          int modes) {
        int dominant = CompiledTree.dominant(slot.tree, tree.count());
        double length = tree.lengths[dominant];
        CompiledController controller = a.controller;
        work.scan(a.listener(), slot.state, tree.motions[dominant], controller.speeds[slot.state] < 0,
                controller.loops[slot.state], slot.drawnFrom * length, slot.drawnInclusive, drawn * length, modes);
    }

    /** Samples motion {@code i} at tree time {@code time} into its sampler's values, by its slices when it has them. */
    private static void sampleMotion(CompiledTree tree, ClipSampler[] samplers, AnimatorSlot slot, int i, double time) {
        TimeSlices slices = tree.motions[i].slices;
        double at = time * tree.lengths[i];
        if (slices != null) {
            int cursor = slot.tree.length / 4 + i;
            slot.tree[cursor] = slices.sample(at, (int) slot.tree[cursor], samplers[i].values());
        } else {
            samplers[i].sampleAll(at);
        }
    }

    /**
     * The tree's sample at tree time {@code time} (0..1) for the slot's weights, laid out as its layout clip's
     * samples: numbers, vectors, colours and rects are the weighted mean over the motions that animate the
     * property (int32 rounded after), quats the normalised weighted sum on the first one's hemisphere; bools,
     * enums, asset paths and stepping int32 come from the motion with the highest weight among those that
     * animate the property. Where every motion animating a property has weight 0, that motion's value is used.
     */
    static void sample(CompiledController controller, AnimatorWorkspace work, AnimatorSlot slot, CompiledTree tree,
                       double time, double[] out) {
        int state = slot.state;
        int count = tree.count();
        double[] weights = slot.tree;
        ClipSampler[] samplers = work.treeSamplers[state];
        boolean[] sampled = work.treeSampled;
        double[][] valuesOf = work.treeValues;
        int[] active = work.treeActive;
        int actives = 0;
        for (int i = 0; i < count; i++) {
            sampled[i] = weights[i] > 0;
            if (sampled[i]) {
                active[actives++] = i;
            }
        }
        if (actives == 1 && weights[active[0]] == 1 && tree.direct[active[0]]) {
            // One motion at full weight, laid out as the state's sample: the weighted means are its values
            // exactly (the sums start at -0.0, which adds nothing, not even a sign), so it is sampled in place.
            int only = active[0];
            TimeSlices slices = tree.motions[only].slices;
            double at = time * tree.lengths[only];
            if (slices != null) {
                int cursor = weights.length / 4 + only;
                weights[cursor] = slices.sample(at, (int) weights[cursor], out);
            } else {
                samplers[only].sampleAll(at, out);
            }
            return;
        }
        for (int a = 0; a < actives; a++) {
            sampleMotion(tree, samplers, slot, active[a], time);
        }
        for (int i = 0; i < count; i++) {
            valuesOf[i] = samplers[i].values();
        }
        for (int k = 0; k < tree.planChannels.length; k++) {
            int[] sources = tree.planSources[k];
            int offset = tree.planOffsets[k];
            int lanes = tree.planLanes[k];
            int mixing = tree.planMixing[k];
            int best = -1;
            double sum = 0;
            for (int i = 0; i < count; i++) {
                if (sources[i] >= 0) {
                    if (best < 0 || weights[i] > weights[best]) {
                        best = i;
                    }
                    sum += weights[i];
                }
            }
            if (best < 0) {
                continue;
            }
            if (!sampled[best]) {
                sampleMotion(tree, samplers, slot, best, time);
                sampled[best] = true;
            }
            if (mixing == PoseChannels.STEP || mixing == PoseChannels.TEXT || !(sum > 0)) {
                double[] values = samplers[best].values();
                for (int lane = 0; lane < lanes; lane++) {
                    out[offset + lane] = values[sources[best] + lane];
                }
                if (mixing == PoseChannels.TEXT) {
                    int text = (int) out[offset];
                    out[offset] = text >= 0 && text < tree.textMaps[best].length ? tree.textMaps[best][text] : -1;
                }
                continue;
            }
            if (mixing == PoseChannels.SLERP) {
                double[] reference = samplers[best].values();
                int at = sources[best];
                double x = 0;
                double y = 0;
                double z = 0;
                double w = 0;
                for (int i = 0; i < count; i++) {
                    if (sources[i] < 0 || !(weights[i] > 0)) {
                        continue;
                    }
                    double[] v = samplers[i].values();
                    int s = sources[i];
                    double dot = v[s] * reference[at] + v[s + 1] * reference[at + 1] + v[s + 2] * reference[at + 2]
                            + v[s + 3] * reference[at + 3];
                    double sign = dot < 0 ? -weights[i] : weights[i];
                    x += sign * v[s];
                    y += sign * v[s + 1];
                    z += sign * v[s + 2];
                    w += sign * v[s + 3];
                }
                double norm = Math.sqrt(x * x + y * y + z * z + w * w);
                double scale = norm > 0 ? 1 / norm : 0;
                out[offset] = x * scale;
                out[offset + 1] = y * scale;
                out[offset + 2] = z * scale;
                out[offset + 3] = w * scale;
                continue;
            }
            for (int lane = 0; lane < lanes; lane++) {
                double total = -0.0;
                for (int a = 0; a < actives; a++) {
                    int i = active[a];
                    if (sources[i] >= 0) {
                        total += weights[i] * valuesOf[i][sources[i] + lane];
                    }
                }
                double mean = total / sum;
                out[offset + lane] = mixing == PoseChannels.ROUNDED ? CompiledTrack.roundHalfAwayFromZero(mean) : mean;
            }
        }
    }
}
