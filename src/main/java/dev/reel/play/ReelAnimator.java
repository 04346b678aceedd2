package dev.reel.play;

import dev.reel.runtime.Animator;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.LayeredAnimator;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.rig.RigPose;
import dev.reel.runtime.rig.RigTarget;

import java.util.Arrays;

/**
 * Runs a {@link ReelController} on fixed steps, exactly as {@code reel replay} does (docs/formats.md,
 * "Controllers"): parameters, Play and CrossFade act on the next {@link #step()}, which evaluates transitions, plays
 * the states' clips, blends, mixes the layers and fires gameplay events; {@link #draw} fires presentation events.
 * After each step read the current state, the pose ({@link #channel}), the root motion and the {@link #stateHash()}.
 * Parameters and commands go to the base layer, whose parameters every layer reads.
 *
 * <p>An animator belongs to one thread at a time; its controller is shared. A step allocates nothing.
 */
public final class ReelAnimator {
    private final ReelController controller;
    private final LayeredAnimator layers;
    private final RigTarget rig;
    private final Animator base;
    private final Relays.Layer[] relays;

    ReelAnimator(ReelController controller, double fixedStep) {
        this.controller = controller;
        CompiledController compiled = controller.compiled;
        // The pose is the animator's own, written to no scene: what reel replay --values reports; a rig its clips
        // name is posed from it on every step, as reel replay poses it.
        this.rig = controller.rig == null ? null : new RigTarget(controller.rig, MemoryScene.open());
        this.layers = new LayeredAnimator(compiled, rig, fixedStep);
        this.base = layers.layer(0);
        this.relays = new Relays.Layer[layers.layerCount()];
        for (int layer = 0; layer < relays.length; layer++) {
            relays[layer] = new Relays.Layer(controller.heardStates[layer]);
            layers.layer(layer).setListener(relays[layer]);
        }
    }

    /**
     * The rig as posed on the last step from the combined pose (docs/formats.md "Posing a rig"), or null when the
     * controller's clips animate no rig. The same object on every step.
     */
    public RigPose rigPose() {
        return rig == null ? null : rig.pose();
    }

    /** The controller it runs. */
    public ReelController controller() {
        return controller;
    }

    /** Where events and state changes go (null: nowhere). */
    public void setEventListener(ReelEventListener listener) {
        ReelEventListener to = Relays.orSilent(listener);
        for (Relays.Layer relay : relays) {
            relay.listener = to;
        }
    }

    /** Runs one fixed step of every layer, in file order, and combines their poses. */
    public void step() {
        layers.step();
    }

    /**
     * Draws at {@code alpha} (0..1) of the way from the previous step to this one: fires the presentation events the
     * drawn positions crossed. It changes nothing a step reads (nor the state hash). A game that renders once per
     * step calls {@code draw(1)} after each {@code step()}.
     */
    public void draw(double alpha) {
        layers.draw(alpha);
    }

    // Parameters: each setter answers false, and changes nothing, for an unknown name or a parameter of another kind.

    /** The index of parameter {@code name} for the setters that take one (no lookup per step), or -1. */
    public int parameter(String name) {
        return controller.compiled.paramIndex(name);
    }

    /** Sets float parameter {@code name} for the next step. */
    public boolean setFloat(String name, double value) {
        return base.setFloat(name, value);
    }

    /** Sets float parameter {@code parameter} (its index, from {@link #parameter}) for the next step. */
    public boolean setFloat(int parameter, double value) {
        return parameter >= 0 && base.setFloat(parameter, value);
    }

    /** Sets int parameter {@code name} for the next step. */
    public boolean setInt(String name, int value) {
        return base.setInt(name, value);
    }

    /** Sets int parameter {@code parameter} (its index) for the next step. */
    public boolean setInt(int parameter, int value) {
        return parameter >= 0 && base.setInt(parameter, value);
    }

    /** Sets bool parameter {@code name} for the next step. */
    public boolean setBool(String name, boolean value) {
        return base.setBool(name, value);
    }

    /** Sets bool parameter {@code parameter} (its index) for the next step. */
    public boolean setBool(int parameter, boolean value) {
        return parameter >= 0 && base.setBool(parameter, value);
    }

    /** Sets a trigger: it stays set until a transition consumes it (or {@link #resetTrigger}). */
    public boolean setTrigger(String name) {
        return base.setTrigger(name);
    }

    /** Sets trigger {@code parameter} (its index), as {@link #setTrigger(String)}. */
    public boolean setTrigger(int parameter) {
        return parameter >= 0 && base.setTrigger(parameter);
    }

    /** Clears trigger {@code name} before a transition consumed it. */
    public boolean resetTrigger(String name) {
        return base.resetTrigger(name);
    }

    /** A float or int parameter's value, a bool's or set trigger's as 1 or 0; NaN for an unknown name. */
    public double parameterValue(String name) {
        int param = parameter(name);
        return param < 0 ? Double.NaN : base.param(param);
    }

    // Commands: they act on the next step.

    /** Switches to {@code state} at its start on the next step, without a blend; false for an unknown state. */
    public boolean play(String state) {
        return base.play(state);
    }

    /** Blends into {@code state} over {@code seconds} from the next step; false for an unknown state. */
    public boolean crossFade(String state, double seconds) {
        return base.crossFade(state, seconds);
    }

    // What the last step left.

    /** The base layer's current state (the incoming one during a blend), or null before the first step. */
    public String state() {
        return base.stateName();
    }

    /** Whether the base layer's current state is {@code name}. */
    public boolean isState(String name) {
        return base.isState(name);
    }

    /** The base layer's current state's clip time, in seconds. */
    public double stateTime() {
        return base.time();
    }

    /** Whether the base layer is blending between two states. */
    public boolean isBlending() {
        return base.isBlending();
    }

    /** How many steps have run. */
    public long steps() {
        return base.steps();
    }

    /**
     * The root motion of the last step along x: how far the states' root tracks moved the character, mixed by the
     * blend weight and scaled by {@link #setRootScale}. Add it to the character's position: root tracks are not
     * channels of the pose.
     */
    public double rootMotionX() {
        return base.rootMotionX();
    }

    /** The root motion of the last step along y (see {@link #rootMotionX()}). */
    public double rootMotionY() {
        return base.rootMotionY();
    }

    /** Multiplies root motion per axis from the next step: x = -1 while the character faces left. */
    public void setRootScale(double x, double y) {
        base.setRootScale(x, y);
    }

    /**
     * The state hash after the last step: 64 bits over every layer's parameters, states, clip positions, blends and
     * pose, the same as {@code reel replay} prints on every JVM and platform. Compare it across machines to find
     * where lockstep or a rollback diverged.
     */
    public long stateHash() {
        return layers.stateHash();
    }

    /**
     * The pose channel {@code pathProperty} ({@code PATH:PROPERTY}, one of {@link ReelController#channels()}): look it
     * up once, read it on every step.
     *
     * @throws IllegalArgumentException when no state of the controller animates it
     */
    public ReelChannel channel(String pathProperty) {
        String[] names = controller.channelNames;
        for (int channel = 0; channel < names.length; channel++) {
            if (names[channel].equals(pathProperty)) {
                return new AnimatorChannel(layers, channel, pathProperty);
            }
        }
        throw new IllegalArgumentException("no state of " + controller.name() + " animates \"" + pathProperty
                + "\"; its channels are " + Arrays.toString(names));
    }
}
