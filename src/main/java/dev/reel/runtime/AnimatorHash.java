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
        // Fnv64.mix on a long rather than an Fnv64 accumulator: a game asks for the hash on every step, and an
        // accumulator the JIT cannot keep off the heap would be garbage per step (ReelAllocationTest).
        long h = Fnv64.mix(Fnv64.OFFSET_BASIS, TAG);
        h = Fnv64.mix(h, animator.controller.contentHash());
        h = Fnv64.mix(h, animator.isStarted() ? 1 : 0);
        h = Fnv64.mix(h, animator.current.state);
        h = slot(h, animator.current);
        h = tree(h, animator.controller, animator.current);
        h = Fnv64.mix(h, animator.outgoingKind);
        h = Fnv64.mix(h, animator.blendFrom());
        h = slot(h, animator.outgoingKind == Animator.LIVE ? animator.outgoing : null);
        if (animator.outgoingKind == Animator.LIVE) {
            h = tree(h, animator.controller, animator.outgoing);
        }
        h = Fnv64.mixDouble(h, animator.blendDuration);
        h = Fnv64.mix(h, animator.blendSteps);
        h = Fnv64.mixDouble(h, animator.weight);
        double[] params = animator.params;
        h = Fnv64.mix(h, params.length);
        for (double value : params) {
            h = Fnv64.mixDouble(h, value);
        }
        h = pose(h, animator.controller.channels, animator.pose);
        if (animator.outgoingKind != Animator.NONE) {
            h = pose(h, animator.controller.channels, animator.start);
        }
        return h;
    }

    /** A blend-tree state's motion weights, in motion order (nothing for a clip state). */
    private static long tree(long hash, CompiledController controller, AnimatorSlot slot) {
        if (slot.state < 0 || controller.trees[slot.state] == null) {
            return hash;
        }
        long h = hash;
        for (int i = 0; i < controller.trees[slot.state].count(); i++) {
            h = Fnv64.mixDouble(h, slot.tree[i]);
        }
        return h;
    }

    private static long slot(long hash, AnimatorSlot slot) {
        if (slot == null) {
            return Fnv64.mix(Fnv64.mixDouble(Fnv64.mixDouble(Fnv64.mix(hash, 0), 0), 0), 0);
        }
        long h = Fnv64.mix(hash, slot.steps);
        h = Fnv64.mixDouble(h, slot.position);
        h = Fnv64.mixDouble(h, slot.time);
        return Fnv64.mix(h, slot.cycle);
    }

    private static long pose(long hash, PoseChannels channels, double[] pose) {
        long h = Fnv64.mix(hash, pose.length);
        for (int channel = 0; channel < channels.count(); channel++) {
            int offset = channels.offsets[channel];
            if (channels.mixing[channel] == PoseChannels.TEXT) {
                int text = (int) pose[offset];
                h = Fnv64.mix(h, text < 0 ? 0 : channels.textHashes[text]);
                continue;
            }
            for (int lane = 0; lane < channels.kinds[channel].lanes(); lane++) {
                h = Fnv64.mixDouble(h, pose[offset + lane]);
            }
        }
        return h;
    }
}
