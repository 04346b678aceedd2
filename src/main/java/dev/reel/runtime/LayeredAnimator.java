package dev.reel.runtime;

import dev.reel.model.Kind;
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
    /** Layer 0, also reachable without the array: the one layer read on every step. */
    private final Animator base;
    private final Animator[] layers;
    /** The combined pose when a layer above the base wrote on the last step (or the plan has channels of its own). */
    private final double[] pose;
    /** Where the combined pose of the last step is: {@link #pose}, or the base layer's own when nothing was put over it. */
    private double[] output;
    /** Steps run. */
    private long stepped;
    /**
     * Whether every layer above the base rested ({@link AnimatorStep#rest}) on the last step they ran, with the
     * base's parameter version {@link #restVersion} before it: while that version holds, no parameter changed and
     * no trigger was set, so they would rest again. Their steps are then left undone (the layers are not even
     * read, which is what makes a crowd of layered animators cheap) and run at once by {@link #wake} when the
     * version moves or anything asks a layer for its state.
     */
    private boolean resting;
    private long restVersion;
    /** Where the combined pose goes (null: nowhere), a handle per combined channel (-1: not bound), and whether
     * the last step's combined pose differed from the base layer's own (so the target shows a layer). */
    private final AnimationTarget target;
    private final int[] handles;
    private boolean shown;

    /** The layers of {@code controller}, stepping {@code fixedStep} s; the pose is kept here, written nowhere. */
    public LayeredAnimator(CompiledController controller, double fixedStep) {
        this(controller, null, fixedStep);
    }

    /**
     * The layers of {@code controller} playing into {@code target} (null: nowhere), as the preview and exports
     * show a controller: the base layer writes into it as an {@link Animator} of its own would (its draws too),
     * and on a step where a layer above it changed the pose, the combined pose is written over it, every
     * combined channel the target has; the draws that follow leave the layers' channels as of that step.
     */
    public LayeredAnimator(CompiledController controller, AnimationTarget target, double fixedStep) {
        this.controller = controller;
        this.plan = controller.layers;
        this.target = target;
        int count = controller.layerCount();
        layers = new Animator[count];
        // Made one after the other, each layer's state beside the last one's: a step walks them in this order.
        for (int layer = 0; layer < count; layer++) {
            layers[layer] = new Animator(controller.layer(layer), layer == 0 ? target : null, fixedStep);
            if (layer > 0) {
                layers[layer].rest = layers[layer].rest.clone();
                layers[layer].owner = this;
            }
        }
        base = layers[0];
        pose = plan == null ? new double[0] : plan.neutral.clone();
        output = plan == null || plan.baseOnly ? layers[0].pose : pose;
        handles = target == null || plan == null ? null : new int[plan.kinds.length];
        for (int channel = 0; handles != null && channel < handles.length; channel++) {
            handles[channel] = target.bind(plan.paths[channel], plan.properties[channel], plan.kinds[channel],
                    plan.drawn[channel]);
        }
    }

    /** Layer {@code index}'s animator: parameters and commands go to layer 0's. */
    public Animator layer(int index) {
        if (index == 0) {
            return base;
        }
        wake();
        return layers[index];
    }

    public int layerCount() {
        return layers.length;
    }

    public CompiledController controller() {
        return controller;
    }

    /** Runs the steps the layers above the base were left to rest through (see {@link #resting}). */
    void wake() {
        wake(stepped);
    }

    /** Runs the steps left undone up to step {@code last}. */
    private void wake(long last) {
        if (!resting) {
            return;
        }
        resting = false;
        for (int layer = 1; layer < layers.length; layer++) {
            AnimatorStep.rest(layers[layer], last - layers[layer].steps);
        }
    }

    /** Runs one fixed step of every layer, in file order, and combines their poses. */
    public void step() {
        long version = base.paramsVersion;
        base.step();
        stepped++;
        if (plan == null) {
            return;
        }
        if (resting && version == restVersion) {
            if (!plan.baseOnly) {
                combineBase();
            }
            output = plan.baseOnly ? base.pose : pose;
            show(false);
            return;
        }
        // The layers missed the steps before this one, if they rested through them; this one they run below.
        wake(stepped - 1);
        // The parameters as the base layer's transitions left them, which the next layer takes.
        double[] left = controller.workspace().lastLeft;
        boolean combined = false;
        boolean allRest = true;
        for (int layer = 1; layer < layers.length; layer++) {
            Animator animator = layers[layer];
            double[] params = animator.params;
            for (int param = 0; param < params.length; param++) {
                if (Double.doubleToRawLongBits(params[param]) != Double.doubleToRawLongBits(left[param])) {
                    params[param] = left[param];
                    animator.paramsVersion++;
                }
            }
            if (AnimatorStep.rest(animator)) {
                // Resting in an empty state: it writes nothing and leaves the parameters as they came.
                continue;
            }
            allRest = false;
            // A layer resting in a state that writes nothing reads no defaults this step and writes nothing.
            boolean idle = animator.outgoingKind == Animator.NONE && animator.current.state >= 0
                    && !plan.writes[layer][animator.current.state];
            if (!idle) {
                if (!combined) {
                    combineBase();
                    combined = true;
                }
                under(layer);
            }
            animator.step();
            left = animator.controller.workspace().lastLeft;
            boolean writes = animator.current.state >= 0 && plan.writes[layer][animator.current.state];
            if (writes || animator.outgoingKind != Animator.NONE) {
                if (!combined) {
                    combineBase();
                    combined = true;
                }
                place(layer);
            }
        }
        resting = allRest;
        restVersion = version;
        if (!combined && !plan.baseOnly) {
            combineBase();
            combined = true;
        }
        output = combined ? pose : base.pose;
        show(combined);
    }

    /**
     * Writes the combined pose into the target when a layer above the base changed it on this step, or did on
     * the last one (the base wrote its own pose; what the layer had put over it goes back to the combined one).
     */
    private void show(boolean layered) {
        if (handles == null) {
            return;
        }
        if (layered || shown) {
            writeCombined();
        }
        shown = layered;
    }

    private void writeCombined() {
        double[] combined = output;
        for (int channel = 0; channel < handles.length; channel++) {
            int handle = handles[channel];
            if (handle < 0) {
                continue;
            }
            int offset = plan.offsets[channel];
            Kind kind = plan.kinds[channel];
            if (kind == Kind.BOOL) {
                target.writeBool(handle, combined[offset] != 0);
            } else if (plan.mixing[channel] == PoseChannels.TEXT) {
                if (combined[offset] >= 0) {
                    target.writeText(handle, plan.texts[(int) combined[offset]]);
                }
            } else {
                target.writeNumbers(handle, combined, offset);
            }
        }
    }

    /**
     * Draws at {@code alpha} of the way from the previous step to this one ({@link Animator#draw}): the base
     * layer's presentation channels interpolated, then, on a step where a layer above it changed the pose, the
     * combined pose of the step over them.
     */
    public void draw(double alpha) {
        base.draw(alpha);
        if (handles != null && shown) {
            writeCombined();
        }
    }

    /**
     * Starts the combined pose from the base layer's: its channels come first, at the same places, with its
     * texts first in the merged table (so the same indices); the channels only other layers animate start neutral.
     */
    private void combineBase() {
        double[] basePose = layers[0].pose;
        System.arraycopy(basePose, 0, pose, 0, basePose.length);
        System.arraycopy(plan.neutral, basePose.length, pose, basePose.length, pose.length - basePose.length);
    }

    /** Gives layer {@code layer} the pose under it as its defaults, on the channels its mask lets in. */
    private void under(int layer) {
        Animator animator = layers[layer];
        PoseChannels channels = animator.controller.channels;
        int[] map = plan.channelMap[layer];
        for (int channel : plan.maskChannels[layer]) {
            int merged = map[channel];
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

    /** Puts layer {@code layer} (above the base) over the combined pose, on the channels its mask lets in. */
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
        double[] combined = output;
        return switch (plan.kinds[channel]) {
            case BOOL -> new Value.Bool(combined[offset] != 0);
            case ENUM -> combined[offset] < 0 ? null : new Value.Symbol(plan.texts[(int) combined[offset]]);
            case ASSET_REF -> combined[offset] < 0 ? null : new Value.Asset(plan.texts[(int) combined[offset]]);
            case FLOAT32, INT32 -> new Value.Num(combined[offset]);
            default -> new Value.Vec(java.util.Arrays.copyOfRange(combined, offset,
                    offset + plan.laneCounts[channel]));
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
        wake();
        Fnv64 fnv = new Fnv64().addLong(0x5245454C4C415952L).addInt(layers.length);
        for (Animator layer : layers) {
            fnv.addLong(layer.stateHash());
        }
        return fnv.value();
    }
}
