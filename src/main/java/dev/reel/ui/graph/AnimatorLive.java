package dev.reel.ui.graph;

import dev.reel.runtime.Animator;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.LayeredAnimator;

/**
 * A {@link LiveAnimator} over a {@code dev.reel.runtime.Animator} stepped on the JavaFX thread, and with the
 * {@link LayeredAnimator} it is the base layer of, over the layers above it too.
 */
public final class AnimatorLive implements LiveAnimator {
    private final Animator animator;
    private final LayeredAnimator layers;

    public AnimatorLive(Animator animator) {
        this(animator, null);
    }

    /** {@code animator}, the base layer of {@code layers} (null: no layers are shown live). */
    public AnimatorLive(Animator animator, LayeredAnimator layers) {
        this.animator = animator;
        this.layers = layers != null && layers.layer(0) == animator ? layers : null;
    }

    @Override
    public LiveFrame layerFrame(int layer) {
        if (layer == 0) {
            return frame();
        }
        if (layers == null || layer < 0 || layer >= layers.layerCount()) {
            return null;
        }
        Animator one = layers.layer(layer);
        return new LiveFrame(one.state() < 0 ? null : one.stateName(),
                one.isBlending() && one.blendFrom() >= 0 ? one.stateName(one.blendFrom()) : null,
                one.isBlending() ? one.weight() : 0, played(one), animator.steps());
    }

    /**
     * Whether a controller compiled from {@code compiledFrom} (a path as the preview names it, relative to
     * {@code root}, or an engine controller) is the one in {@code file}.
     */
    static boolean compiledFrom(String compiledFrom, java.nio.file.Path root, java.nio.file.Path file) {
        if (compiledFrom == null || compiledFrom.startsWith("engine/") || file == null) {
            return false;
        }
        try {
            java.nio.file.Path played = java.nio.file.Path.of(compiledFrom);
            if (!played.isAbsolute()) {
                played = root.resolve(played);
            }
            return played.toAbsolutePath().normalize().equals(file.toAbsolutePath().normalize());
        } catch (java.nio.file.InvalidPathException notAPath) {
            return false;
        }
    }

    /** Whether this shows {@code other} (the preview may swap animators when it recompiles). */
    boolean runs(Animator other) {
        return animator == other;
    }

    @Override
    public long steps() {
        return animator.steps();
    }

    @Override
    public String state() {
        return animator.stateName();
    }

    @Override
    public String blendFrom() {
        return animator.isBlending() ? animator.stateName(animator.blendFrom()) : null;
    }

    @Override
    public double blendWeight() {
        return animator.isBlending() ? animator.weight() : 0;
    }

    @Override
    public double normalizedTime() {
        return played(animator);
    }

    private static double played(Animator one) {
        int state = one.state();
        CompiledClip clip = state < 0 ? null : one.controller().clip(state);
        if (clip == null || clip.length() <= 0) {
            return 0;
        }
        return Math.max(0, Math.min(1, one.time() / clip.length()));
    }

    @Override
    public double parameter(String name) {
        int index = animator.controller().paramIndex(name);
        return index < 0 ? 0 : animator.param(index);
    }

    @Override
    public void setFloat(String name, double value) {
        animator.setFloat(name, value);
    }

    @Override
    public void setInt(String name, int value) {
        animator.setInt(name, value);
    }

    @Override
    public void setBool(String name, boolean value) {
        animator.setBool(name, value);
    }

    @Override
    public void setTrigger(String name) {
        animator.setTrigger(name);
    }
}
