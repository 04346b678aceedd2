package dev.reel.ui.graph;

import dev.reel.runtime.Animator;
import dev.reel.runtime.CompiledClip;

/** A {@link LiveAnimator} over a {@code dev.reel.runtime.Animator} stepped on the JavaFX thread. */
public final class AnimatorLive implements LiveAnimator {
    private final Animator animator;

    public AnimatorLive(Animator animator) {
        this.animator = animator;
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
        int state = animator.state();
        CompiledClip clip = state < 0 ? null : animator.controller().clip(state);
        if (clip == null || clip.length() <= 0) {
            return 0;
        }
        return Math.max(0, Math.min(1, animator.time() / clip.length()));
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
