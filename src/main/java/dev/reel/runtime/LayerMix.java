package dev.reel.runtime;

/**
 * How a {@link LayeredAnimator} puts a layer above the base over the pose of the layers under it (the rules are
 * in its class comment): the pose under it as the layer's defaults before it steps, and its pose over the
 * combined one after, on the channels its mask lets in.
 */
final class LayerMix {
    private LayerMix() {
    }

    /** Gives layer {@code layer} the pose under it as its defaults, on the channels its mask lets in. */
    static void under(LayerPlan plan, Animator animator, int layer, double[] pose) {
        PoseChannels channels = animator.controller.channels;
        int[] map = plan.channelMap[layer];
        for (int channel : plan.maskChannels[layer]) {
            int merged = map[channel];
            int from = plan.offsets[merged];
            int to = channels.offsets[channel];
            if (plan.mixing[merged] == PoseChannels.TEXT) {
                animator.rest[to] = layerText(plan, layer, (int) pose[from]);
            } else {
                System.arraycopy(pose, from, animator.rest, to, channels.laneCounts[channel]);
            }
        }
    }

    private static int layerText(LayerPlan plan, int layer, int merged) {
        int[] texts = plan.textMaps[layer];
        for (int text = 0; text < texts.length; text++) {
            if (texts[text] == merged) {
                return text;
            }
        }
        return -1;
    }

    /** Puts layer {@code layer} (above the base) over the combined pose, on the channels its mask lets in. */
    static void place(LayerPlan plan, Animator animator, int layer, double[] pose) {
        PoseChannels channels = animator.controller.channels;
        int[] map = plan.channelMap[layer];
        double weight = plan.weights[layer];
        boolean additive = plan.additive[layer];
        int state = animator.current.state;
        boolean inPlays = state >= 0 && animator.controller.clips[state] != null;
        boolean blending = animator.outgoingKind != Animator.NONE;
        double blend = animator.weight;
        int outState = animator.blendFrom();
        for (int channel : plan.maskChannels[layer]) {
            int merged = map[channel];
            long bit = 1L << channel;
            boolean inAnimates = inPlays && (channels.masks[state][channel >>> 6] & bit) != 0;
            boolean outAnimates = blending && (animator.outgoingMask[channel >>> 6] & bit) != 0;
            if (!inAnimates && !outAnimates) {
                continue;
            }
            int from = channels.offsets[channel];
            int to = plan.offsets[merged];
            int lanes = channels.laneCounts[channel];
            int mixing = plan.mixing[merged];
            double[] values = animator.pose;
            if (!additive && weight == 1) {
                if (mixing == PoseChannels.TEXT) {
                    int text = (int) values[from];
                    if (text >= 0) {
                        pose[to] = plan.textMaps[layer][text];
                    }
                } else {
                    System.arraycopy(values, from, pose, to, lanes);
                }
            } else if (additive) {
                double[][] references = plan.references[layer];
                for (int lane = 0; lane < lanes; lane++) {
                    double under = pose[to + lane];
                    double in = inAnimates ? reference(references[state][from + lane], under) : under;
                    double reference = in;
                    if (blending) {
                        double out = outAnimates && outState >= 0
                                ? reference(references[outState][from + lane], under) : under;
                        reference = out * (1 - blend) + in * blend;
                    }
                    double added = under + weight * (values[from + lane] - reference);
                    pose[to + lane] = mixing == PoseChannels.ROUNDED ? CompiledTrack.roundHalfAwayFromZero(added)
                            : added;
                }
            } else {
                switch (mixing) {
                    case PoseChannels.STEP -> pose[to] = weight >= 0.5 ? values[from] : pose[to];
                    case PoseChannels.TEXT -> {
                        int text = (int) values[from];
                        if (weight >= 0.5 && text >= 0) {
                            pose[to] = plan.textMaps[layer][text];
                        }
                    }
                    case PoseChannels.SLERP -> PoseMixer.slerp(pose[to], pose[to + 1], pose[to + 2], pose[to + 3],
                            values[from], values[from + 1], values[from + 2], values[from + 3], weight, pose, to);
                    default -> {
                        for (int lane = 0; lane < lanes; lane++) {
                            double mixed = pose[to + lane] * (1 - weight) + values[from + lane] * weight;
                            pose[to + lane] = mixing == PoseChannels.ROUNDED
                                    ? CompiledTrack.roundHalfAwayFromZero(mixed) : mixed;
                        }
                    }
                }
            }
        }
    }

    private static double reference(double value, double under) {
        return Double.isNaN(value) ? under : value;
    }
}
