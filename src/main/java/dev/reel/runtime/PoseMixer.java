package dev.reel.runtime;

import dev.reel.model.Kind;

/**
 * Makes an {@link Animator}'s pose from its states (docs/formats.md, mixing): outside a blend, the current state's
 * sample; during one, per channel, the outgoing and incoming values mixed by the blend weight — numbers,
 * vectors, colours and rects interpolate (numeric int32 rounded after), quats take the short arc (slerp),
 * bools, enums, asset paths and stepping int32 switch to the incoming value at weight 0.5. An outgoing side
 * that does not animate a channel contributes the channel's value when the transition began (the animator's
 * start pose); after an interrupt the whole outgoing side is that captured pose. An incoming side that does not
 * animate a channel contributes the channel's default (the animator's rest pose) when the state being left
 * gives it back ({@code onEnd} other than {@code hold}), else the start pose: a property only the outgoing side
 * animates blends to its default, or stays where it was with {@code onEnd=hold}. An instant switch gives such
 * properties back at once ({@link #leave}). Channels no state animates, or whose default was written, are left
 * alone, so a property the game sets is not overwritten.
 */
final class PoseMixer {
    private PoseMixer() {
    }

    /** The pose of the step into {@code animator.pose}, written to the target when {@code write} (drawn channels excepted). */
    static void step(Animator animator, AnimatorWorkspace work, boolean write) {
        double outTime = animator.outgoingKind == Animator.LIVE ? animator.outgoing.time : 0;
        mix(animator, work, animator.current.time, outTime, animator.weight, animator.pose, false, write);
    }

    /**
     * {@link #step} of an animator outside a blend whose state plays a clip laid out as the pose
     * ({@link PoseChannels#direct}): the state's sample, straight into the pose, written to the target.
     */
    static void steady(Animator animator, AnimatorWorkspace work) {
        sample(animator.controller, work, animator.current, animator.current.time, animator.pose);
        writeAll(animator, animator.controller.channels, animator.pose, true);
    }

    /**
     * A blend reached weight 1: the channels only the outgoing side animated take their incoming-side value,
     * the start pose, in the pose and on the target (drawn ones too), since no state writes them any more.
     */
    static void settle(Animator animator) {
        PoseChannels channels = animator.controller.channels;
        int[] sources = channels.sources[animator.current.state];
        boolean playing = animator.controller.clips[animator.current.state] != null;
        long[] outMask = animator.outgoingMask;
        long[] returning = animator.returning;
        for (int channel = 0; channel < channels.count(); channel++) {
            long bit = 1L << channel;
            if ((outMask[channel >>> 6] & bit) == 0 || (playing && sources[channel] >= 0)) {
                continue;
            }
            int offset = channels.offsets[channel];
            double[] from = (returning[channel >>> 6] & bit) != 0 ? animator.rest : animator.start;
            System.arraycopy(from, offset, animator.pose, offset, channels.kinds[channel].lanes());
            if (animator.handles != null && animator.handles[channel] >= 0) {
                write(animator.target, animator.handles[channel], channels, channel, animator.pose, offset,
                        animator.restTexts);
            }
        }
    }

    /**
     * An instant switch to {@code next}: the channels the playing states animate (during a blend, the outgoing
     * side's too) that {@code next} does not, and that the states being left give back, take their defaults in
     * the pose and on the target (drawn ones too). Those kept with {@code onEnd=hold} stay as they are.
     */
    static void leave(Animator animator, int next) {
        int state = animator.current.state;
        if (state < 0 || state == next) {
            return;
        }
        PoseChannels channels = animator.controller.channels;
        long[] nextMask = channels.masks[next];
        long[] mask = channels.masks[state];
        long[] returns = channels.returnMasks[state];
        boolean blending = animator.outgoingKind != Animator.NONE;
        for (int word = 0; word < mask.length; word++) {
            long leaving = (mask[word] | (blending ? animator.outgoingMask[word] : 0)) & ~nextMask[word];
            long given = leaving & (returns[word] | (blending ? animator.returning[word] : 0));
            while (given != 0) {
                int channel = (word << 6) + Long.numberOfTrailingZeros(given);
                given &= given - 1;
                int offset = channels.offsets[channel];
                System.arraycopy(animator.rest, offset, animator.pose, offset, channels.laneCounts[channel]);
                if (animator.handles != null && animator.handles[channel] >= 0) {
                    write(animator.target, animator.handles[channel], channels, channel, animator.pose, offset,
                            animator.restTexts);
                }
            }
        }
    }

    /** The drawn (presentation transform) channels at the given times and weight, written to the target. */
    static void drawn(Animator animator, AnimatorWorkspace work, double inTime, double outTime, double weight) {
        mix(animator, work, inTime, outTime, weight, work.drawnPose, true, true);
    }

    private static void mix(Animator animator, AnimatorWorkspace work, double inTime, double outTime, double weight,
                            double[] out, boolean drawnOnly, boolean write) {
        CompiledController controller = animator.controller;
        PoseChannels channels = controller.channels;
        int inState = animator.current.state;
        if (inState < 0) {
            return;
        }
        boolean blending = animator.outgoingKind != Animator.NONE;
        if (!drawnOnly && !blending && controller.clips[inState] != null && channels.direct[inState]) {
            // The common case: one state whose samples are laid out as the pose, sampled straight into it.
            sample(controller, work, animator.current, inTime, out);
            writeAll(animator, channels, out, write);
            return;
        }
        double[] inValues = null;
        if (controller.clips[inState] != null) {
            ClipSampler sampler = work.samplers[inState];
            if (drawnOnly && controller.trees[inState] != null) {
                TreePlay.sample(controller, work, animator.current, controller.trees[inState], inTime, sampler.values());
            } else if (drawnOnly) {
                sampler.sampleAll(inTime);
            } else {
                sample(controller, work, animator.current, inTime, sampler.values());
            }
            inValues = sampler.values();
        }
        int outState = animator.outgoingKind == Animator.LIVE ? animator.outgoing.state : -1;
        double[] outValues = null;
        if (outState >= 0 && controller.clips[outState] != null) {
            if (outState == inState && inValues != null) {
                System.arraycopy(inValues, 0, work.scratch, 0, inValues.length);
                inValues = work.scratch;
            }
            ClipSampler sampler = work.samplers[outState];
            if (drawnOnly && controller.trees[outState] != null) {
                TreePlay.sample(controller, work, animator.outgoing, controller.trees[outState], outTime,
                        sampler.values());
            } else if (drawnOnly) {
                sampler.sampleAll(outTime);
            } else {
                sample(controller, work, animator.outgoing, outTime, sampler.values());
            }
            outValues = sampler.values();
        }
        if (!drawnOnly && inValues != null && channels.direct[inState]) {
            // The common case: every state animates every channel in the same layout.
            if (!blending) {
                System.arraycopy(inValues, 0, out, 0, channels.size);
                writeAll(animator, channels, out, write);
                return;
            }
            if (outValues != null && channels.direct[outState]) {
                directBlend(channels, outValues, inValues, weight, out);
                writeAll(animator, channels, out, write);
                return;
            }
        }
        int[] inSources = channels.sources[inState];
        int[] outSources = outState >= 0 ? channels.sources[outState] : null;
        int[] inTexts = channels.textIndices[inState];
        int[] outTexts = outState >= 0 ? channels.textIndices[outState] : null;
        long[] outMask = animator.outgoingMask;
        long[] returning = animator.returning;
        double[] start = animator.start;
        double[] rest = animator.rest;
        int[] handles = animator.handles;
        int count = channels.count();
        for (int channel = 0; channel < count; channel++) {
            if (drawnOnly && !animator.drawn[channel]) {
                continue;
            }
            int inSource = inValues == null ? -1 : inSources[channel];
            boolean outAnimates = blending && (outMask[channel >>> 6] & (1L << channel)) != 0;
            if (inSource < 0 && !outAnimates) {
                continue;
            }
            int offset = channels.offsets[channel];
            int mixing = channels.mixing[channel];
            int lanes = channels.laneCounts[channel];
            if (!blending) {
                for (int lane = 0; lane < lanes; lane++) {
                    out[offset + lane] = side(inValues, inSource, lane, mixing, inTexts, start, offset);
                }
            } else {
                int outSource = outValues == null ? -1 : outSources[channel];
                double[] inFallback = (returning[channel >>> 6] & (1L << channel)) != 0 ? rest : start;
                blend(outValues, outSource, outTexts, inValues, inSource, inTexts, start, inFallback, offset, lanes,
                        mixing, weight, out);
            }
            if (write && handles != null && handles[channel] >= 0 && animator.drawn[channel] == drawnOnly) {
                write(animator.target, handles[channel], channels, channel, out, offset, animator.restTexts);
            }
        }
    }

    /**
     * Samples {@code slot}'s state at {@code time} into {@code out} (laid out as its clip's values): through the
     * workspace's {@link SampleCache}, from the slot's own slice, when the clip has {@link TimeSlices}, else by the
     * shared sampler. The same values either way.
     */
    private static void sample(CompiledController controller, AnimatorWorkspace work, AnimatorSlot slot, double time,
                               double[] out) {
        CompiledTree tree = controller.trees[slot.state];
        if (tree != null) {
            TreePlay.sample(controller, work, slot, tree, time, out);
            return;
        }
        SampleCache cache = work.caches[slot.state];
        if (cache != null) {
            slot.slice = cache.sample(time, slot.slice, out);
        } else {
            work.samplers[slot.state].sampleAll(time, out);
        }
    }

    private static void writeAll(Animator animator, PoseChannels channels, double[] out, boolean write) {
        if (!write || animator.handles == null) {
            return;
        }
        for (int channel = 0; channel < channels.count(); channel++) {
            if (animator.handles[channel] >= 0 && !animator.drawn[channel]) {
                write(animator.target, animator.handles[channel], channels, channel, out, channels.offsets[channel],
                        null);
            }
        }
    }

    /** A blend of two states whose samples are laid out as the pose (no texts, no start values needed). */
    private static void directBlend(PoseChannels channels, double[] a, double[] b, double weight, double[] out) {
        int count = channels.count();
        for (int channel = 0; channel < count; channel++) {
            int offset = channels.offsets[channel];
            switch (channels.mixing[channel]) {
                case PoseChannels.STEP -> out[offset] = weight >= 0.5 ? b[offset] : a[offset];
                case PoseChannels.SLERP -> slerp(a[offset], a[offset + 1], a[offset + 2], a[offset + 3], b[offset],
                        b[offset + 1], b[offset + 2], b[offset + 3], weight, out, offset);
                case PoseChannels.ROUNDED -> out[offset] = CompiledTrack.roundHalfAwayFromZero(
                        a[offset] * (1 - weight) + b[offset] * weight);
                default -> {
                    for (int lane = offset, end = offset + channels.laneCounts[channel]; lane < end; lane++) {
                        out[lane] = a[lane] * (1 - weight) + b[lane] * weight;
                    }
                }
            }
        }
    }

    /** One lane of one side: its sample (a text as the controller's text index), or the start pose. */
    private static double side(double[] values, int source, int lane, int mixing, int[] texts, double[] start,
                               int offset) {
        if (source < 0) {
            return start[offset + lane];
        }
        double value = values[source + lane];
        return mixing == PoseChannels.TEXT ? texts[(int) value] : value;
    }

    /** Mixes one channel; a side without a sample contributes {@code outFallback} or {@code inFallback}. */
    private static void blend(double[] outValues, int outSource, int[] outTexts, double[] inValues, int inSource,
                              int[] inTexts, double[] start, double[] inFallback, int offset, int lanes, int mixing,
                              double weight, double[] out) {
        switch (mixing) {
            case PoseChannels.STEP, PoseChannels.TEXT -> out[offset] = weight >= 0.5
                    ? side(inValues, inSource, 0, mixing, inTexts, inFallback, offset)
                    : side(outValues, outSource, 0, mixing, outTexts, start, offset);
            case PoseChannels.SLERP -> {
                double ax = side(outValues, outSource, 0, mixing, outTexts, start, offset);
                double ay = side(outValues, outSource, 1, mixing, outTexts, start, offset);
                double az = side(outValues, outSource, 2, mixing, outTexts, start, offset);
                double aw = side(outValues, outSource, 3, mixing, outTexts, start, offset);
                double bx = side(inValues, inSource, 0, mixing, inTexts, inFallback, offset);
                double by = side(inValues, inSource, 1, mixing, inTexts, inFallback, offset);
                double bz = side(inValues, inSource, 2, mixing, inTexts, inFallback, offset);
                double bw = side(inValues, inSource, 3, mixing, inTexts, inFallback, offset);
                slerp(ax, ay, az, aw, bx, by, bz, bw, weight, out, offset);
            }
            default -> {
                for (int lane = 0; lane < lanes; lane++) {
                    double a = side(outValues, outSource, lane, mixing, outTexts, start, offset);
                    double b = side(inValues, inSource, lane, mixing, inTexts, inFallback, offset);
                    // (1 - w)·a + w·b gives exactly a at 0 and exactly b at 1.
                    double mixed = a * (1 - weight) + b * weight;
                    out[offset + lane] = mixing == PoseChannels.ROUNDED
                            ? CompiledTrack.roundHalfAwayFromZero(mixed) : mixed;
                }
            }
        }
    }

    /** The short-arc spherical interpolation of two quats (x, y, z, w), normalised. */
    static void slerp(double ax, double ay, double az, double aw, double bx, double by, double bz, double bw,
                      double weight, double[] out, int offset) {
        double dot = ax * bx + ay * by + az * bz + aw * bw;
        double sign = 1;
        if (dot < 0) {
            dot = -dot;
            sign = -1;
        }
        double startWeight;
        double endWeight;
        if (dot > 1 - 1e-9) {
            startWeight = 1 - weight;
            endWeight = weight;
        } else {
            double angle = StrictMath.acos(Math.min(1, dot));
            double inverseSine = 1 / StrictMath.sin(angle);
            startWeight = StrictMath.sin((1 - weight) * angle) * inverseSine;
            endWeight = StrictMath.sin(weight * angle) * inverseSine;
        }
        endWeight *= sign;
        double x = startWeight * ax + endWeight * bx;
        double y = startWeight * ay + endWeight * by;
        double z = startWeight * az + endWeight * bz;
        double w = startWeight * aw + endWeight * bw;
        double norm = Math.sqrt(x * x + y * y + z * z + w * w);
        double scale = norm > 0 ? 1 / norm : 0;
        out[offset] = x * scale;
        out[offset + 1] = y * scale;
        out[offset + 2] = z * scale;
        out[offset + 3] = w * scale;
    }

    /** Writes a channel; a text the table does not hold (-1) is written from {@code restTexts} when it has one. */
    private static void write(AnimationTarget target, int handle, PoseChannels channels, int channel, double[] pose,
                              int offset, String[] restTexts) {
        Kind kind = channels.kinds[channel];
        if (kind == Kind.BOOL) {
            target.writeBool(handle, pose[offset] != 0);
        } else if (channels.mixing[channel] == PoseChannels.TEXT) {
            int text = (int) pose[offset];
            if (text >= 0) {
                target.writeText(handle, channels.texts[text]);
            } else if (restTexts != null && restTexts[channel] != null) {
                target.writeText(handle, restTexts[channel]);
            }
        } else {
            target.writeNumbers(handle, pose, offset);
        }
    }
}
