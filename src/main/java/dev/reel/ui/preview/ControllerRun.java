package dev.reel.ui.preview;

import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;
import dev.reel.model.rig.Rig;
import dev.reel.preview.LoadedRig;
import dev.reel.preview.Transform2D;
import dev.reel.runtime.Animator;
import dev.reel.runtime.AnimatorListener;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.FixedStepClock;
import dev.reel.runtime.LayeredAnimator;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.rig.RigPose;
import dev.reel.runtime.rig.RigTarget;

import dev.reel.ui.playback.TransitionScrub;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A controller playing in the preview: its {@link Animator}s, one per layer ({@link LayeredAnimator}: every layer
 * with its weight, mask and blend), over a scene where every path is a node (and the rig its clips animate, posed by
 * the runtime's {@link RigTarget}), stepped on
 * fixed steps from real time by an accumulator and drawn at the fraction of a step left over, optionally
 * driven by the platformer sandbox's {@link SandboxBody}. Plain Java, so the stepping is tested without a
 * window; the panel calls it from the JavaFX thread.
 */
final class ControllerRun {
    /** How many entered states {@link #enteredStates()} remembers. */
    static final int ENTERED_KEPT = 64;

    /** An event the last steps fired, for the preview to flash. */
    record Fired(String name, long step) {
    }

    private final CompiledController controller;
    private final MemoryScene scene = MemoryScene.open();
    /** The rig the controller's clips name, ready to draw, or null. */
    private final LoadedRig rig;
    /** Where the animator writes the rig's properties: the player's own target, posing the rig once per step. */
    private final RigTarget rigTarget;
    /** Every layer of the controller, the base one being {@link #animator}. */
    private final LayeredAnimator layers;
    private final Animator animator;
    private final FixedStepClock clock;
    private final SandboxBody body;
    private final List<Fired> fired = new ArrayList<>();
    private final List<String> entered = new ArrayList<>();
    private Map<SandboxMapping.Input, String> feed;
    private Animator lastBlend;

    /** The controller on fixed steps of {@code fixedStep} seconds; with {@code sandbox}, a body drives it. */
    ControllerRun(CompiledController controller, double fixedStep, boolean sandbox) {
        this(controller, fixedStep, sandbox ? new SandboxBody() : null);
    }

    /**
     * The controller on fixed steps, driven by {@code body} (null: by hand), which feeds the parameters whose
     * names match its inputs until {@link #setFeed} says otherwise.
     */
    ControllerRun(CompiledController controller, double fixedStep, SandboxBody body) {
        this(controller, fixedStep, body, null);
    }

    /**
     * The controller on fixed steps, driven by {@code body} (null: by hand); when its clips animate {@code rig}
     * (null: none), the animator writes bone locals, slots and IK values into a {@link RigTarget} over the scene, as a
     * game's animator does (blends and layers mix bone locals; the rig is posed once per step), and the preview
     * draws that pose.
     */
    ControllerRun(CompiledController controller, double fixedStep, SandboxBody body, Rig rig) {
        this.controller = controller;
        this.rig = rig == null ? null : loaded(rig);
        this.rigTarget = this.rig == null ? null : new RigTarget(this.rig.compiled(), scene);
        this.layers = new LayeredAnimator(controller, rigTarget != null ? rigTarget : scene, fixedStep);
        this.animator = layers.layer(0);
        for (int layer = 0; layer < layers.layerCount(); layer++) {
            layers.layer(layer).setEditor(true);
        }
        this.clock = new FixedStepClock(fixedStep);
        this.body = body;
        setFeed(SandboxMapping.MATCHING.resolve(SandboxMapping.parameters(controller)));
        animator.setListener(new AnimatorListener() {
            @Override
            public void stateEntered(int state) {
                if (entered.size() == ENTERED_KEPT) {
                    entered.remove(0);
                }
                entered.add(controller.stateName(state));
            }

            @Override
            public void event(int state, ClipEvent event, EventMode mode, int cycle) {
                fired.add(new Fired(event.name(), animator.steps()));
            }
        });
        // The layers above the base flash their events too, named with the layer ("Upper: Hit").
        for (int layer = 1; layer < layers.layerCount(); layer++) {
            String name = controller.layerName(layer) + ": ";
            layers.layer(layer).setListener(new AnimatorListener() {
                @Override
                public void event(int state, ClipEvent event, EventMode mode, int cycle) {
                    fired.add(new Fired(name + event.name(), animator.steps()));
                }
            });
        }
    }

    CompiledController controller() {
        return controller;
    }

    Animator animator() {
        return animator;
    }

    /** Every layer, {@link #animator()} being layer 0. */
    LayeredAnimator layers() {
        return layers;
    }

    MemoryScene scene() {
        return scene;
    }

    /** The rig the controller poses, or null when its clips animate none. */
    LoadedRig rig() {
        return rig;
    }

    /** The rig as posed on the last step (the setup pose before the first), or null without a rig. */
    RigPose rigPose() {
        return rigTarget == null ? null : rigTarget.pose();
    }

    private static LoadedRig loaded(Rig rig) {
        try {
            return LoadedRig.of(rig);
        } catch (IllegalArgumentException refused) {
            return null;
        }
    }

    /** The sandbox's body, or null when the parameters are set by hand. */
    SandboxBody body() {
        return body;
    }

    /** Which parameter each of the body's inputs feeds from the next step on (null values: none). */
    void setFeed(Map<SandboxMapping.Input, String> newFeed) {
        feed = Map.copyOf(newFeed.entrySet().stream().filter(entry -> entry.getValue() != null)
                .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)));
    }

    /** Which parameter each of the body's inputs feeds (an input feeding nothing is absent). */
    Map<SandboxMapping.Input, String> feed() {
        return feed;
    }

    /** Adds {@code seconds} of real time, runs the steps now due and draws between steps; returns the steps run. */
    int advance(double seconds) {
        int due = clock.advance(seconds);
        for (int step = 0; step < due; step++) {
            step();
        }
        layers.draw(clock.alpha());
        return due;
    }

    /** One fixed step: the body moves and feeds the parameters first, then the animator steps. */
    void step() {
        if (body != null) {
            body.step(clock.fixedStep());
            body.feed(animator, feed);
        }
        layers.step();
    }

    /**
     * Poses the scene with the runtime's cross-fade: a fresh animator of {@code still} (this controller with no
     * transitions of its own, so nothing else fires) plays {@code from}, cross-fades into {@code to} over
     * {@code duration} after {@code fadeStart} seconds, and is drawn {@code time} seconds in, on this run's fixed
     * steps. The run's own animator is left as it was; its next draw poses the scene again. False when a state
     * is not in the controller.
     */
    boolean poseTransition(CompiledController still, String from, String to, double fadeStart, double duration,
                           double time) {
        Animator blend = new Animator(still, target(), clock.fixedStep());
        blend.setEditor(true);
        if (!blend.play(from)) {
            return false;
        }
        long before = Math.max(1, Math.round(Math.min(time, fadeStart) / clock.fixedStep()));
        for (long step = 0; step < before; step++) {
            blend.step();
        }
        if (time > fadeStart) {
            if (!blend.crossFade(to, duration)) {
                return false;
            }
            // The step the cross-fade starts on shows weight 0; each one after it advances the weight.
            long after = TransitionScrub.fadeSteps(time, fadeStart, clock.fixedStep()) + 1;
            for (long step = 0; step < after; step++) {
                blend.step();
            }
        }
        blend.draw(1);
        lastBlend = blend;
        return true;
    }

    /**
     * {@link #poseTransition} in layer {@code layer} above the base: a fresh {@link LayeredAnimator} of
     * {@code still} with its base layer in the state this run's base is in ({@code baseState}, its full name)
     * and layer {@code layer} played from {@code from} and cross-faded into {@code to}, drawn combined by every
     * layer's weight, mask and blend. False when a state or the layer is not in the controller.
     */
    boolean poseLayerTransition(CompiledController still, int layer, String baseState, String from, String to,
                                double fadeStart, double duration, double time) {
        LayeredAnimator posed = new LayeredAnimator(still, target(), clock.fixedStep());
        if (layer < 1 || layer >= posed.layerCount()) {
            return false;
        }
        for (int each = 0; each < posed.layerCount(); each++) {
            posed.layer(each).setEditor(true);
        }
        if (baseState != null) {
            posed.layer(0).play(baseState);
        }
        if (!posed.layer(layer).play(from)) {
            return false;
        }
        long before = Math.max(1, Math.round(Math.min(time, fadeStart) / clock.fixedStep()));
        for (long step = 0; step < before; step++) {
            posed.step();
        }
        if (time > fadeStart) {
            if (!posed.layer(layer).crossFade(to, duration)) {
                return false;
            }
            // The step the cross-fade starts on shows weight 0; each one after it advances the weight.
            long after = TransitionScrub.fadeSteps(time, fadeStart, clock.fixedStep()) + 1;
            for (long step = 0; step < after; step++) {
                posed.step();
            }
        }
        posed.draw(1);
        lastBlend = posed.layer(layer);
        return true;
    }

    /** What the animators write to: the rig's target over the scene, or the scene. */
    private dev.reel.runtime.AnimationTarget target() {
        return rigTarget != null ? rigTarget : scene;
    }

    /** The animator of the last {@link #poseTransition}, or null (tests read its weight). */
    Animator lastBlend() {
        return lastBlend;
    }

    /** Draws the pose at the last step (paused, or a single step). */
    void drawAtStep() {
        layers.draw(1);
    }

    /** The states entered lately, oldest first: what the sandbox went through between two frames too. */
    List<String> enteredStates() {
        return List.copyOf(entered);
    }

    /** The events fired since the last call, oldest first. */
    List<Fired> takeFired() {
        List<Fired> taken = List.copyOf(fired);
        fired.clear();
        return taken;
    }

    /** Where the controller's node stands in the view's world (pixels, y down), facing the body's way. */
    Transform2D placement() {
        if (body == null) {
            return Transform2D.IDENTITY;
        }
        return Transform2D.of(body.x() * SandboxBody.PIXELS_PER_UNIT, -body.y() * SandboxBody.PIXELS_PER_UNIT, 0,
                body.facingLeft() ? -1 : 1, 1);
    }

    /**
     * "Run", or "Run → Idle 40%" during a blend; a blend-tree state adds its motions' weights by the parameters
     * now ("Move (idle 50% · run 50%)").
     */
    String stateText() {
        if (!animator.isStarted() || animator.state() < 0) {
            return "not started";
        }
        String state = animator.stateName() + TreeText.weights(animator, animator.stateName());
        if (animator.isBlending() && animator.blendFrom() >= 0) {
            return animator.stateName(animator.blendFrom()) + " → " + state + " "
                    + Math.round(animator.weight() * 100) + "%";
        }
        return state;
    }
}
