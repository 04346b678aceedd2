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
    /*
     * The base layer's parts that every step reads, referred to from here too, before anything else this object
     * refers to: its current slot's tree array (null without trees), its pose, the base layer itself (which is its
     * current slot), then its parameters. The serial collector
     * moves the objects an object refers to when it reaches it, one after the other, in field order; G1 moves each
     * with what it refers to, depth first. Held only by the base layer, these land a level further down, among
     * every other animator's parts of that level, and a crowd's step chases them through memory; held here, they
     * land beside the base layer and each other (B3's layered crowd, serial: 4.3-4.9x the baseline with them only
     * in the base layer, 11-13x with them here). They are never replaced. Holding an upper layer's parts here
     * too, read on a few steps in a hundred, spread the hot parts apart again (8.2x).
     */
    private final double[] baseTree;
    private final double[] basePose;
    /** Layer 0, also reachable without the array: the one layer read on every step. */
    final Animator base;
    private final double[] baseParams;
    /** The combined pose when a layer above the base wrote on the last step (or the plan has channels of its own). */
    private final double[] pose;
    private final Animator[] layers;
    /**
     * Where the combined pose of the last step is: true, {@link #pose}; false, the base layer's own, when nothing
     * was put over it. (A flag, not a reference to either: a reference written on every step costs a fence under G1.)
     */
    private boolean combinedOutput;
    /**
     * Whether {@link #pose} is still to be made from the base layer's pose ({@link #combineBase}) before it is
     * read: a step on which no layer above the base wrote leaves it so, since a crowd's combined poses are
     * mostly never read and the base layer's pose does not change until its next step.
     */
    private boolean stale;
    /** Steps run. */
    private long stepped;
    /**
     * Whether every layer above the base rested ({@link AnimatorStep#rest}) on the last step they ran, with
     * {@link #watched} at {@link #restVersion} before it: while that holds, no parameter a layer above the base
     * reads changed and no trigger one reads was set, so they would rest again. Their steps are then left undone
     * (the layers are not even read, which is what makes a crowd of layered animators cheap) and run at once by
     * {@link #wake} when the version moves or anything asks a layer for its state.
     */
    private boolean resting;
    private long restVersion;
    /** Counts the base's changes of the parameters a layer above it reads ({@link LayerPlan#readAbove}). */
    private long watched;
    /**
     * The step as of which the layers above the base hold the base's values of the parameters none of them
     * reads (triggers aside): a layer resting through steps is not given them step by step, they are copied
     * when asked for or just before the base changes one ({@link #sync}).
     */
    private long synced;
    /** Where the combined pose goes (null: nowhere), a handle per combined channel (-1: not bound), and whether
     * the last step's combined pose differed from the base layer's own (so the target shows a layer). */
    private final AnimationTarget target;
    /** Where the channels only layers above the base animate start ({@link #startingPose}); null without layers. */
    private final double[] neutral;
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
        baseTree = base.currentTree;
        basePose = base.pose;
        baseParams = base.params;
        if (plan != null) {
            base.owner = this;
        }
        handles = target == null || plan == null ? null : new int[plan.kinds.length];
        for (int channel = 0; handles != null && channel < handles.length; channel++) {
            handles[channel] = target.bind(plan.paths[channel], plan.properties[channel], plan.kinds[channel],
                    PosedTarget.drawnOnly(target, plan.paths[channel], plan.properties[channel], plan.drawn[channel]));
        }
        neutral = plan == null ? null : startingPose(plan, target, handles);
        pose = plan == null ? new double[0] : neutral.clone();
        combinedOutput = !(plan == null || plan.baseOnly);
    }

    /**
     * Where the channels only layers above the base animate start each step: their neutral values, except that a
     * number, vector or colour a {@link PosedTarget} poses (a bone's locals, a slot's colour, an IK value) starts
     * from the target's value before the first step, the rig's setup pose.
     */
    private static double[] startingPose(LayerPlan plan, AnimationTarget target, int[] handles) {
        if (!(target instanceof PosedTarget posed)) {
            return plan.neutral;
        }
        double[] start = plan.neutral.clone();
        for (int channel = 0; channel < handles.length; channel++) {
            if (handles[channel] >= 0 && plan.kinds[channel] != Kind.BOOL && plan.mixing[channel] != PoseChannels.TEXT
                    && posed.posedOnSteps(plan.paths[channel], plan.properties[channel])) {
                target.readNumbers(handles[channel], start, plan.offsets[channel]);
            }
        }
        return start;
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

    /** Runs the steps the layers above the base were left to rest through (see {@link #resting}), and syncs them. */
    void wake() {
        wake(stepped);
        sync();
    }

    /**
     * The base is about to change parameter {@code param}: counted when a layer above reads it (they run the
     * next step); otherwise, a number or bool, the layers first take the base's values of such parameters as
     * of the last step, if they do not hold them yet. A trigger no layer above reads leaves them alone: their
     * own steps would clear it before anything could see it.
     */
    void baseChanging(int param) {
        if (plan.readAbove[param]) {
            watched++;
        } else if (controller.paramKinds[param] != dev.reel.model.ParamKind.TRIGGER) {
            sync();
        }
    }

    /** Gives the layers above the base the base's values, as of the last step, of the parameters none of them reads. */
    private void sync() {
        if (synced == stepped || plan == null) {
            return;
        }
        synced = stepped;
        double[] values = baseParams;
        boolean[] read = plan.readAbove;
        for (int layer = 1; layer < layers.length; layer++) {
            double[] params = layers[layer].params;
            for (int param = 0; param < params.length; param++) {
                if (!read[param] && controller.paramKinds[param] != dev.reel.model.ParamKind.TRIGGER) {
                    params[param] = values[param];
                }
            }
        }
    }

    /** Runs the steps left undone up to step {@code last}. */
    private void wake(long last) {
        if (!resting) {
            return;
        }
        resting = false;
        for (int layer = 1; layer < layers.length; layer++) {
            AnimatorStep.rest(layers[layer], last - layers[layer].stepsRun);
        }
    }

    /** Runs one fixed step of every layer, in file order, and combines their poses. */
    public void step() {
        long version = watched;
        base.step();
        stepped++;
        if (plan == null) {
            return;
        }
        stale = false;
        if (resting && version == restVersion) {
            stale = !plan.baseOnly;
            combinedOutput = !plan.baseOnly;
            show(false);
            settle();
            return;
        }
        // The layers missed the steps before this one, if they rested through them; this one they run below.
        wake(stepped - 1);
        // The parameters as the base layer's transitions left them, which the next layer takes.
        double[] left = controller.workspace().lastLeft;
        synced = stepped;
        boolean combined = false;
        boolean allRest = true;
        for (int layer = 1; layer < layers.length; layer++) {
            Animator animator = layers[layer];
            double[] params = animator.params;
            boolean[] read = plan.reads[layer];
            for (int param = 0; param < params.length; param++) {
                if (Double.doubleToRawLongBits(params[param]) != Double.doubleToRawLongBits(left[param])) {
                    params[param] = left[param];
                    // A parameter the layer does not read changes nothing its transitions would find.
                    if (read[param] || controller.paramKinds[param] == dev.reel.model.ParamKind.TRIGGER) {
                        animator.paramsVersion++;
                    }
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
                LayerMix.under(plan, layers[layer], layer, pose);
            }
            animator.step();
            left = animator.controller.workspace().lastLeft;
            boolean writes = animator.current.state >= 0 && plan.writes[layer][animator.current.state];
            if (writes || animator.outgoingKind != Animator.NONE) {
                if (!combined) {
                    combineBase();
                    combined = true;
                }
                LayerMix.place(plan, layers[layer], layer, pose);
            }
        }
        resting = allRest;
        restVersion = version;
        if (!combined && !plan.baseOnly) {
            stale = true;
            combined = true;
        }
        combinedOutput = combined;
        show(combined);
        settle();
    }

    /** A posed target (a rig) makes its pose from the combined values just written. */
    private void settle() {
        if (target instanceof PosedTarget posed) {
            posed.settle();
        }
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
        fresh();
        double[] combined = combinedOutput ? pose : basePose;
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
        stale = false;
        System.arraycopy(basePose, 0, pose, 0, basePose.length);
        System.arraycopy(neutral, basePose.length, pose, basePose.length, pose.length - basePose.length);
    }

    /** Makes the combined pose from the base layer's if a step left that to be done ({@link #stale}). */
    private void fresh() {
        if (stale) {
            combineBase();
        }
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

    /** Lane {@code lane} of combined channel {@code channel} (a text as its index), as {@link #value}, without allocating. */
    public double lane(int channel, int lane) {
        if (plan == null) {
            return layers[0].lane(channel, lane);
        }
        fresh();
        return (combinedOutput ? pose : basePose)[plan.offsets[channel] + lane];
    }

    /** The enum word or asset path of combined text channel {@code channel}, or null when unset. */
    public String text(int channel) {
        if (plan == null) {
            return layers[0].text(channel);
        }
        double index = lane(channel, 0);
        return index < 0 ? null : plan.texts[(int) index];
    }

    /** Combined channel {@code channel} as a model value; null for an unset text. */
    public Value value(int channel) {
        if (plan == null) {
            return layers[0].value(channel);
        }
        fresh();
        int offset = plan.offsets[channel];
        double[] combined = combinedOutput ? pose : basePose;
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
        long h = Fnv64.mix(Fnv64.mix(Fnv64.OFFSET_BASIS, 0x5245454C4C415952L), layers.length);
        for (Animator layer : layers) {
            h = Fnv64.mix(h, layer.stateHash());
        }
        return target instanceof PosedTarget posed ? Fnv64.mix(h, posed.poseHash()) : h;
    }
}
