package dev.reel.runtime;

import dev.reel.model.Diagnostic;

import java.util.function.Consumer;

/**
 * A clip bound to a player's target for one Play (or a reimport that kept its place): its track bindings,
 * the sampler fixed steps use and the one draws use, so that drawing never moves the step's cursors.
 */
final class BoundClip {
    final CompiledClip clip;
    final TimeDomain domain;
    final TrackBindings bindings;
    final ClipSampler stepSampler;
    private final ClipSampler drawSampler;

    /** Binds {@code clip}; restore values carry over from {@code previous} for the tracks it shares. */
    BoundClip(CompiledClip clip, AnimationTarget target, TimeDomain domain, BoundClip previous,
              Consumer<Diagnostic> report) {
        this.clip = clip;
        this.domain = domain;
        this.bindings = TrackBindings.bind(clip, target, domain, previous == null ? null : previous.bindings, report);
        this.stepSampler = new ClipSampler(clip);
        this.drawSampler = new ClipSampler(clip);
    }

    /** Samples every track at a fixed step's clip time and writes those written on fixed steps. */
    void step(AnimationTarget target, double time) {
        stepSampler.sampleAll(time);
        bindings.writeStep(target, stepSampler.values());
    }

    /** Samples and writes the drawn (presentation transform) tracks at a drawn clip time. */
    void draw(AnimationTarget target, double time) {
        if (bindings.hasDrawnTracks()) {
            drawSampler.sampleAll(time);
            bindings.writeDrawn(target, drawSampler.values());
        }
    }

    /** The run ends: restore tracks get their old values back, drawn hold tracks keep the last step's. */
    void end(AnimationTarget target) {
        bindings.end(target, stepSampler.values());
    }
}
