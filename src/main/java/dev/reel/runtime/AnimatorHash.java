package dev.reel.runtime;

/**
 * An {@link Animator}'s state hash: 64-bit FNV-1a ({@link Fnv64}, each value as 8 little-endian bytes; doubles
 * as IEEE-754 bits with -0.0 as 0.0) over, in order:
 * <ol>
 *   <li>the constant 0x5245454C414E494D ("REELANIM") and the controller's {@link CompiledController#contentHash()};</li>
 *   <li>started (1/0);</li>
 *   <li>the current state: index (-1 none), steps since entered, play position, clip time, cycle;</li>
 *   <li>the blend: outgoing kind (0 none, 1 a playing state, 2 a captured pose), its source
 *       ({@link Animator#blendFrom()}, -1 none), the outgoing state's steps, play position, clip time and cycle
 *       (zeros when not a playing state), duration, steps into the blend (its progress) and weight; after each
 *       playing blend-tree state's fields, its motions' weights in motion order;</li>
 *   <li>the parameter count, then every parameter's value in declaration order (bools and triggers 1 or 0;
 *       a trigger counts as set only when set for the next step);</li>
 *   <li>the pose size, then every pose lane in channel order (texts as the FNV-1a hash of their UTF-8 length
 *       and bytes, 0 for one never set); during a blend the start pose too, the same way.</li>
 * </ol>
 */
final class AnimatorHash {
    private static final long TAG = 0x5245454C414E494DL;

    private AnimatorHash() {
    }

    static long of(Animator animator) {
        Fnv64 fnv = new Fnv64();
        fnv.addLong(TAG).addLong(animator.controller.contentHash()).addBoolean(animator.isStarted());
        fnv.addInt(animator.current.state);
        slot(fnv, animator.current);
        tree(fnv, animator.controller, animator.current);
        fnv.addInt(animator.outgoingKind).addInt(animator.blendFrom());
        slot(fnv, animator.outgoingKind == Animator.LIVE ? animator.outgoing : null);
        if (animator.outgoingKind == Animator.LIVE) {
            tree(fnv, animator.controller, animator.outgoing);
        }
        fnv.addDouble(animator.blendDuration).addInt(animator.blendSteps).addDouble(animator.weight);
        double[] params = animator.params;
        fnv.addInt(params.length);
        for (double value : params) {
            fnv.addDouble(value);
        }
        pose(fnv, animator.controller.channels, animator.pose);
        if (animator.outgoingKind != Animator.NONE) {
            pose(fnv, animator.controller.channels, animator.start);
        }
        return fnv.value();
    }

    /** A blend-tree state's motion weights, in motion order (nothing for a clip state). */
    private static void tree(Fnv64 fnv, CompiledController controller, AnimatorSlot slot) {
        if (slot.state < 0 || controller.trees[slot.state] == null) {
            return;
        }
        for (int i = 0; i < controller.trees[slot.state].count(); i++) {
            fnv.addDouble(slot.tree[i]);
        }
    }

    private static void slot(Fnv64 fnv, AnimatorSlot slot) {
        if (slot == null) {
            fnv.addInt(0).addDouble(0).addDouble(0).addInt(0);
            return;
        }
        fnv.addInt(slot.steps).addDouble(slot.position).addDouble(slot.time).addInt(slot.cycle);
    }

    private static void pose(Fnv64 fnv, PoseChannels channels, double[] pose) {
        fnv.addInt(pose.length);
        for (int channel = 0; channel < channels.count(); channel++) {
            int offset = channels.offsets[channel];
            if (channels.mixing[channel] == PoseChannels.TEXT) {
                int text = (int) pose[offset];
                fnv.addLong(text < 0 ? 0 : channels.textHashes[text]);
                continue;
            }
            for (int lane = 0; lane < channels.kinds[channel].lanes(); lane++) {
                fnv.addDouble(pose[offset + lane]);
            }
        }
    }
}
