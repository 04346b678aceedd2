package dev.reel.runtime;

import dev.reel.model.Value;

/**
 * Runs a controller with layers (docs/formats.md, "Layers"): an {@link Animator} per layer on the same
 * parameters, stepped in file order each fixed step, their poses combined into one. Parameters, Play and
 * CrossFade go to the base layer (layer 0), whose parameters are the shared ones: before each later layer steps
 * it takes them, with the triggers the layers before it consumed on this step already gone.
 *
 * <p>A layer above the base writes a channel on a step when its mask lets the channel's node path in and its
 * current state, or the outgoing side of its blend, animates the channel; the layers under it show through
 * everywhere else. Override: {@code under·(1 − W) + layer·W} (quats slerp; step kinds switch at W = 0.5;
 * W = 1 writes the layer's value as it is). Additive (numbers, vectors, colours, rects; int32 rounded after):
 * {@code under + W·(layer − reference)}, the reference being the value of the first key of the track the state
 * animates the channel with, mixed by the blend weight during a blend (a side that does not animate the channel
 * contributes the value under it). Where a layer's states give a property back to its default, the default is
 * the value the layers under it show on that step. Root motion is the base layer's; the state hash covers
 * every layer.
 */
public final class LayeredAnimator {
    private final CompiledController controller;
    private final LayerPlan plan;
    private final Animator[] layers;
    private final double[] pose;
    private final double[] shared;

    /** The layers of {@code controller}, stepping {@code fixedStep} s; the pose is kept here, written nowhere. */
    public LayeredAnimator(CompiledController controller, double fixedStep) {
        this.controller = controller;
        this.plan = controller.layers;
        int count = controller.layerCount();
        layers = new Animator[count];
        for (int layer = 0; layer < count; layer++) {
            layers[layer] = new Animator(controller.layer(layer), null, fixedStep);
            if (layer > 0) {
                layers[layer].rest = layers[layer].rest.clone();
                layers[layer].leftAfterStep = new double[controller.paramCount()];
            }
        }
        layers[0].leftAfterStep = count > 1 ? new double[controller.paramCount()] : null;
        pose = plan == null ? new double[0] : plan.neutral.clone();
        shared = new double[controller.paramCount()];
    }

    /** Layer {@code index}'s animator: parameters and commands go to layer 0's. */
    public Animator layer(int index) {
        return layers[index];
    }

    public int layerCount() {
        return layers.length;
    }

    public CompiledController controller() {
        return controller;
    }

    /** Runs one fixed step of every layer, in file order, and combines their poses. */
    public void step() {
        Animator base = layers[0];
        if (plan == null) {
            base.step();
            return;
        }
        System.arraycopy(base.params, 0, shared, 0, shared.length);
        base.step();
        int[] triggers = controller.triggers;
        for (int trigger : triggers) {
            shared[trigger] = base.leftAfterStep[trigger];
        }
        System.arraycopy(plan.neutral, 0, pose, 0, pose.length);
        place(0);
        for (int layer = 1; layer < layers.length; layer++) {
            Animator animator = layers[layer];
            for (int param = 0; param < shared.length; param++) {
                if (Double.doubleToRawLongBits(animator.params[param]) != Double.doubleToRawLongBits(shared[param])) {
                    animator.params[param] = shared[param];
                    animator.paramsVersion++;
                }
            }
            // A layer resting in a state that writes nothing reads no defaults this step and writes nothing.
            boolean idle = animator.outgoingKind == Animator.NONE && animator.current.state >= 0
                    && !plan.writes[layer][animator.current.state];
            if (!idle) {
                under(layer);
            }
            animator.step();
            for (int trigger : triggers) {
                shared[trigger] = animator.leftAfterStep[trigger];
            }
            boolean writes = animator.current.state >= 0 && plan.writes[layer][animator.current.state];
            if (writes || animator.outgoingKind != Animator.NONE) {
                place(layer);
            }
        }
    }

    /** Gives layer {@code layer} the pose under it as its defaults, on the channels its mask lets in. */
    private void under(int layer) {
        Animator animator = layers[layer];
        PoseChannels channels = animator.controller.channels;
        int[] map = plan.channelMap[layer];
        for (int channel = 0; channel < map.length; channel++) {
            int merged = map[channel];
            if (merged < 0) {
                continue;
            }
            int from = plan.offsets[merged];
            int to = channels.offsets[channel];
            if (plan.mixing[merged] == PoseChannels.TEXT) {
                animator.rest[to] = layerText(layer, (int) pose[from]);
            } else {
                System.arraycopy(pose, from, animator.rest, to, channels.laneCounts[channel]);
            }
        }
    }

    private int layerText(int layer, int merged) {
        int[] texts = plan.textMaps[layer];
        for (int text = 0; text < texts.length; text++) {
            if (texts[text] == merged) {
                return text;
            }
        }
        return -1;
    }

    /** Puts layer {@code layer}'s pose over the combined pose. */
    private void place(int layer) {
        Animator animator = layers[layer];
        PoseChannels channels = animator.controller.channels;
        int[] map = plan.channelMap[layer];
        double weight = plan.weights[layer];
        boolean additive = plan.additive[layer];
        int state = animator.current.state;
        boolean inPlays = state >= 0 && animator.controller.clips[state] != null;
        boolean blending = animator.outgoingKind != Animator.NONE;
        double blend = animator.weight;
        int outState = animator.blendFrom();
        for (int channel = 0; channel < map.length; channel++) {
            int merged = map[channel];
            if (merged < 0) {
                continue;
            }
            long bit = 1L << channel;
            boolean inAnimates = inPlays && (channels.masks[state][channel >>> 6] & bit) != 0;
            boolean outAnimates = blending && (animator.outgoingMask[channel >>> 6] & bit) != 0;
            if (layer > 0 && !inAnimates && !outAnimates) {
                continue;
            }
            int from = channels.offsets[channel];
            int to = plan.offsets[merged];
            int lanes = channels.laneCounts[channel];
            int mixing = plan.mixing[merged];
            double[] values = animator.pose;
            if (layer == 0 || (!additive && weight == 1)) {
                if (mixing == PoseChannels.TEXT) {
                    int text = (int) values[from];
                    if (text >= 0 || layer == 0) {
                        pose[to] = text >= 0 ? plan.textMaps[layer][text] : -1;
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

    /** How many channels the combined pose has (every layer's properties, base layer's first). */
    public int channelCount() {
        return plan == null ? layers[0].controller.channelCount() : plan.kinds.length;
    }

    /** Channel {@code index} as {@code PATH:PROPERTY}. */
    public String channelTarget(int index) {
        return plan == null ? layers[0].controller.channelTarget(index) : plan.paths[index] + ":" + plan.properties[index];
    }

    public dev.reel.model.Kind channelKind(int index) {
        return plan == null ? layers[0].controller.channelKind(index) : plan.kinds[index];
    }

    /** Combined channel {@code channel} as a model value; null for an unset text. */
    public Value value(int channel) {
        if (plan == null) {
            return layers[0].value(channel);
        }
        int offset = plan.offsets[channel];
        return switch (plan.kinds[channel]) {
            case BOOL -> new Value.Bool(pose[offset] != 0);
            case ENUM -> pose[offset] < 0 ? null : new Value.Symbol(plan.texts[(int) pose[offset]]);
            case ASSET_REF -> pose[offset] < 0 ? null : new Value.Asset(plan.texts[(int) pose[offset]]);
            case FLOAT32, INT32 -> new Value.Num(pose[offset]);
            default -> new Value.Vec(java.util.Arrays.copyOfRange(pose, offset, offset + plan.laneCounts[channel]));
        };
    }

    /**
     * The state hash: with one layer the base animator's ({@link Animator#stateHash()}); with more, FNV-1a over
     * the constant "REELLAYR", the layer count, and each layer's animator state hash in order.
     */
    public long stateHash() {
        if (plan == null) {
            return layers[0].stateHash();
        }
        Fnv64 fnv = new Fnv64().addLong(0x5245454C4C415952L).addInt(layers.length);
        for (Animator layer : layers) {
            fnv.addLong(layer.stateHash());
        }
        return fnv.value();
    }
}
