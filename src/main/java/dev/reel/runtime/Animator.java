package dev.reel.runtime;

import dev.reel.model.Diagnostic;
import dev.reel.model.ParamKind;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Runs a {@link CompiledController} on fixed steps into an {@link AnimationTarget} (or only into its own pose
 * when the target is null), exactly per docs/formats.md. This class holds the animator's state and its public
 * face: parameters, Play and CrossFade (written by {@link AnimatorInputs}), root motion settings, and what reports
 * and tests read. The step itself — its order, and the readings of the points the rules leave open — lives in
 * {@link AnimatorStep} (see its class comment); draws in {@link AnimatorDrawing}, the pose in {@link PoseMixer},
 * and the rule for which side of a blend fires events in {@link BlendEvents}.
 *
 * <p>State hash ({@link AnimatorHash}): FNV-1a over the fields listed there; computed when asked. Per animator
 * it keeps only primitives and small arrays — the parameters, the pose, the current slot (the animator itself, so no
 * object of its own for a collector to put anywhere); the outgoing slot, its channel mask and the start pose, made
 * with it when its controller's transitions blend (else on its first blend) — laid out so that a step reads a few
 * neighbouring cache lines (B3: about 700 bytes per animator). Clips, the controller, the sampling buffers
 * and the step's view of the parameters are shared per controller and thread. A step with the state, blend
 * flag and parameters of an earlier step that found no transition to fire (and no candidate with an exit
 * time) skips the evaluation: it would find none again.
 */
public final class Animator extends AnimatorSlot {
    /** At most this many transitions fire in one step. */
    public static final int MAX_TRANSITIONS = 8;
    static final int NONE = 0;
    static final int LIVE = 1;
    static final int CAPTURED = 2;
    static final int PLAY = 1;
    static final int CROSS_FADE = 2;
    private static final AnimatorListener SILENT = new AnimatorListener() { };

    final CompiledController controller;
    final AnimationTarget target;
    final double fixedStep;
    private AnimatorListener listener = SILENT;
    final double[] params;
    /** Counts changes of {@link #params} (a setter that changes a value, a step clearing a set trigger). */
    long paramsVersion;
    /**
     * The state, blend flag and parameter version of the last step whose transition evaluation found none to
     * fire, when no candidate had an exit time ({@code quietState} -1: none). A step with the same three
     * would find none again — conditions read only the parameters — and skips the evaluation.
     */
    int quietState = -1;
    boolean quietBlending;
    long quietVersion;
    /** The current (incoming) slot: the animator itself, never another (a blend's start copies it, never swaps). */
    final AnimatorSlot current = this;
    /** {@link #current}'s tree array (it is made once and kept), or null when the controller has no trees. */
    double[] currentTree;
    /*
     * The pose, declared before the blend's parts: a collection copies the objects an animator refers to in the
     * order of these fields (serial side by side, G1 depth first), so what every step reads (parameters, the
     * tree array, pose) lands together, ahead of the blend's parts, which a step reads only while blending.
     */
    final double[] pose;
    /** The outgoing side of a blend; made with the animator when its controller's transitions blend, else on the first blend. */
    AnimatorSlot outgoing;
    int outgoingKind;
    /** The state that was on screen when an interrupt captured the pose, named as the blend's source. */
    int capturedFrom = -1;
    /** The channels the outgoing side animates; made with {@link #outgoing}. */
    long[] outgoingMask;
    double blendDuration;
    int blendSteps;
    double weight;
    double previousWeight;
    /** The pose when the running blend began; made with {@link #outgoing}. */
    double[] start;
    final int[] handles;
    /**
     * Per channel, whether it is written on draws only (a presentation transform): the controller's own array,
     * except in a {@link PosedTarget}, whose posed properties are written on steps ({@link AnimatorBindings#drawn}).
     */
    final boolean[] drawn;
    /**
     * Each property's default, the pose before the first step: where a property goes back to once no active
     * state animates it (docs/formats.md, "Returning to defaults"). Shared with the controller when it is the
     * neutral pose, as it is without a target or in a scene that has none of the properties.
     */
    double[] rest;
    /** The default texts {@link #rest} cannot index (see {@link AnimatorBindings#restTexts}); usually null. */
    final String[] restTexts;
    /** The channels a running blend gives back to {@link #rest} where the incoming side does not animate them. */
    long[] returning;
    boolean started;
    int pendingCommand;
    int pendingState;
    double pendingSeconds;
    long stepsRun;
    private boolean editor;
    private boolean replaying;
    /** Root motion settings; made when one is set (none: no mode, scale 1). */
    RootMotionDriver root;
    /** The last step's root motion, mixed and scaled, and whether a state with a root track played on it. */
    double motionX;
    double motionY;
    boolean moved;
    private Set<Diagnostic> diagnostics;
    /**
     * The layered animator this one is a layer of, or null. Above the base, that one may leave this layer's steps in
     * an empty state to be caught up when asked ({@link #catchUp}); the base tells it of its parameter changes.
     */
    LayeredAnimator owner;

    /** An animator of {@code controller} writing into {@code target} (null: pose only), stepping {@code fixedStep} s. */
    public Animator(CompiledController controller, AnimationTarget target, double fixedStep) {
        this.controller = controller;
        this.target = target;
        this.fixedStep = fixedStep;
        // Only what every step reads is made here, in the order a step reads it, so that it lies side by side
        // on the heap (and stays so through compacting collections): a few neighbouring cache lines per
        // animator, with nothing cold in between for the hardware to fetch along. The blend's parts follow when
        // the controller's transitions blend; the root motion settings are made when first needed.
        this.params = controller.defaults.clone();
        if (controller.maxMotions > 0) {
            // A tree's weights are read on every step it plays: beside the slot, not wherever the first one lands.
            prepareTree(controller.maxMotions);
            currentTree = tree;
        }
        this.pose = new double[controller.channels.size];
        if (controller.blends) {
            // Its transitions blend, so it will: the blend's parts right after the pose, where a blending step
            // reads them, not wherever the heap is on the first blend (B3: the outgoing slot and the start pose
            // made far from the rest cost a blending step two cache misses, ~15% of the crowd's step).
            AnimatorStep.prepareBlend(this);
        }
        this.handles = target == null ? null : AnimatorBindings.bind(controller, target, this::report);
        this.drawn = AnimatorBindings.drawn(controller, target);
        AnimatorBindings.initialPose(controller, target, handles, pose);
        this.rest = java.util.Arrays.equals(pose, controller.channels.neutral) ? controller.channels.neutral
                : pose.clone();
        this.restTexts = AnimatorBindings.restTexts(controller, target, handles, pose);
    }

    public void setListener(AnimatorListener newListener) {
        listener = newListener == null ? SILENT : newListener;
    }

    AnimatorListener listener() {
        return listener;
    }

    /** Whether the animator runs in the editor, where preview events fire on draws. */
    public void setEditor(boolean inEditor) {
        editor = inEditor;
    }

    /** Whether steps are a replay, during which presentation events never fire. */
    public void setReplaying(boolean replay) {
        replaying = replay;
    }

    // Parameters. Setters answer false (and change nothing) for an unknown name or a parameter of another kind.

    public boolean setBool(String name, boolean value) {
        return setBool(controller.paramIndex(name), value);
    }

    public boolean setBool(int param, boolean value) {
        return set(param, ParamKind.BOOL, value ? 1 : 0);
    }

    public boolean setInt(String name, int value) {
        return setInt(controller.paramIndex(name), value);
    }

    public boolean setInt(int param, int value) {
        return set(param, ParamKind.INT, value);
    }

    public boolean setFloat(String name, double value) {
        return setFloat(controller.paramIndex(name), value);
    }

    public boolean setFloat(int param, double value) {
        return set(param, ParamKind.FLOAT, value);
    }

    public boolean setTrigger(String name) {
        return setTrigger(controller.paramIndex(name));
    }

    public boolean setTrigger(int param) {
        return set(param, ParamKind.TRIGGER, 1);
    }

    public boolean resetTrigger(String name) {
        return resetTrigger(controller.paramIndex(name));
    }

    public boolean resetTrigger(int param) {
        return set(param, ParamKind.TRIGGER, 0);
    }

    private boolean set(int param, ParamKind kind, double value) {
        return AnimatorInputs.set(this, param, kind, value);
    }

    /** A bool parameter, or whether a trigger is set; false for an unknown name. */
    public boolean getBool(String name) {
        return AnimatorInputs.get(this, name) != 0;
    }

    public int getInt(String name) {
        return (int) AnimatorInputs.get(this, name);
    }

    public double getFloat(String name) {
        return AnimatorInputs.get(this, name);
    }

    /** Parameter {@code param} as a number (bools and triggers 1 or 0). */
    public double param(int param) {
        catchUp();
        return params[param];
    }

    // Commands: they act on the next step.

    /** Switches to {@code state} at time 0 on the next step, without a blend; false for an unknown state. */
    public boolean play(String state) {
        return command(PLAY, controller.stateIndex(state), 0);
    }

    public boolean play(int state) {
        return command(PLAY, state, 0);
    }

    /** Blends into {@code state} over {@code seconds} from the next step; false for an unknown state. */
    public boolean crossFade(String state, double seconds) {
        return command(CROSS_FADE, controller.stateIndex(state), seconds);
    }

    public boolean crossFade(int state, double seconds) {
        return command(CROSS_FADE, state, seconds);
    }

    private boolean command(int kind, int state, double seconds) {
        return AnimatorInputs.command(this, kind, state, seconds);
    }

    /** Runs one fixed step (see {@link AnimatorStep}). */
    public void step() {
        stepsRun++;
        AnimatorStep.run(this);
        if (owner == null && target instanceof PosedTarget posed) {
            posed.settle();
        }
    }

    /** Where root motion goes (none by default). */
    public void setRootMotion(RootMotion mode) {
        RootMotionDriver.of(this).mode = mode == null ? RootMotion.NONE : mode;
    }

    /** Multiplies root motion per axis: X = -1 while the character faces left. */
    public void setRootScale(double x, double y) {
        RootMotionDriver.of(this).scaleX = x;
        root.scaleY = y;
    }

    /** With {@code toMotion} and no body, whether the transform moves instead (else the motion is dropped, ANM009). */
    public void setRootFallback(boolean fallback) {
        RootMotionDriver.of(this).fallback = fallback;
    }

    /** The node's motion body, which {@code toMotion} moves; null when the node has none. */
    public void setMotionBody(MotionBody body) {
        RootMotionDriver.of(this).body = body;
    }

    /** The root motion of the last step, mixed by the blend weight and scaled by Root Scale, whatever the mode. */
    public double rootMotionX() {
        return motionX;
    }

    public double rootMotionY() {
        return motionY;
    }

    /**
     * Draws at {@code alpha} (0..1) of the way from the previous step to this one: writes the presentation
     * transform channels at the interpolated times and weight, and fires the presentation events (preview ones
     * too in the editor) the drawn positions crossed, never during a replay. It changes nothing a step reads.
     */
    public void draw(double alpha) {
        catchUp();
        AnimatorDrawing.draw(this, Math.max(0, Math.min(1, alpha)), editor, replaying);
    }

    void report(Diagnostic diagnostic) {
        if (diagnostics == null) {
            diagnostics = new LinkedHashSet<>();
        }
        diagnostics.add(diagnostic);
    }

    /** Diagnostics found while binding and running (ANM001, ANM004–ANM006, ANM009), each once, in order found. */
    public List<Diagnostic> diagnostics() {
        return diagnostics == null ? List.of() : List.copyOf(new ArrayList<>(diagnostics));
    }

    public CompiledController controller() {
        return controller;
    }

    public double fixedStep() {
        return fixedStep;
    }

    /** How many steps have run. */
    public long steps() {
        catchUp();
        return stepsRun;
    }

    /** Whether the animator has run its first step. */
    public boolean isStarted() {
        return started;
    }

    /** The state most recently entered (the incoming one during a blend), or -1 before step 1. */
    public int state() {
        return current.state;
    }

    /** The name of the current state, or null before step 1. */
    public String stateName() {
        return controller.stateName(current.state);
    }

    /** The name of state {@code index}. */
    public String stateName(int index) {
        return controller.stateName(index);
    }

    public boolean isState(String name) {
        return current.state >= 0 && controller.stateNames[current.state].equals(name);
    }

    /** The current state's clip time. */
    public double time() {
        catchUp();
        return current.time;
    }

    /** The current state's play position: seconds of its clip travelled since it was entered. */
    public double position() {
        catchUp();
        return current.position;
    }

    public int cycle() {
        catchUp();
        return current.cycle;
    }

    public boolean isBlending() {
        return outgoingKind != NONE;
    }

    /** The blend's source: the outgoing state, or the state on screen when an interrupt captured the pose; -1 when none. */
    public int blendFrom() {
        return outgoingKind == LIVE ? outgoing.state : outgoingKind == CAPTURED ? capturedFrom : -1;
    }

    /** Whether the blend's outgoing side is a pose captured by an interrupt rather than a playing state. */
    public boolean isBlendCaptured() {
        return outgoingKind == CAPTURED;
    }

    /** The incoming state's weight in the running blend (0 when not blending). */
    public double weight() {
        return weight;
    }

    /** Lane {@code lane} of the pose of pose channel {@code channel} (a text as its index, see {@link #value}). */
    public double lane(int channel, int lane) {
        return pose[controller.channels.offsets[channel] + lane];
    }

    /** The enum word or asset path of text channel {@code channel}, or null when unset (no allocation). */
    public String text(int channel) {
        double index = pose[controller.channels.offsets[channel]];
        return index < 0 ? null : controller.channels.texts[(int) index];
    }

    /** Pose channel {@code channel} as a model value (allocates: for reports and tests); null for an unset text. */
    public Value value(int channel) {
        return AnimatorBindings.value(controller.channels, channel, pose);
    }

    /** The state hash after the last step (see {@link AnimatorHash}). */
    public long stateHash() {
        catchUp();
        long hash = AnimatorHash.of(this);
        return owner == null && target instanceof PosedTarget posed ? Fnv64.mix(hash, posed.poseHash()) : hash;
    }

    /**
     * Runs the steps its layered animator left this layer to rest through, if any: what a step reads or
     * changes, and what it reports, is then as if it had run them one by one.
     */
    void catchUp() {
        if (owner != null && owner.base != this) {
            owner.wake();
        }
    }
}
