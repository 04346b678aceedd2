package dev.reel.runtime;

import dev.reel.model.EventMode;

/**
 * An animator's draws between fixed steps: the presentation transform channels at the interpolated play
 * positions and blend weight, and the presentation (and, in the editor, preview) events the drawn positions
 * cross, each once however many frames a step is drawn in (a window per playing state, restarting at its
 * start point when the state is entered). It reads the step's state and changes nothing a step reads.
 */
final class AnimatorDrawing {
    private static final int PRESENTATION = 1 << EventMode.PRESENTATION.ordinal();
    private static final int PREVIEW = 1 << EventMode.PREVIEW.ordinal();

    private AnimatorDrawing() {
    }

    static void draw(Animator animator, double alpha, boolean editor, boolean replaying) {
        AnimatorSlot current = animator.current;
        if (current.state < 0) {
            return;
        }
        CompiledController controller = animator.controller;
        AnimatorWorkspace work = controller.workspace();
        boolean blending = animator.outgoingKind != Animator.NONE;
        boolean live = animator.outgoingKind == Animator.LIVE;
        double weight = blending ? animator.previousWeight + alpha * (animator.weight - animator.previousWeight) : 1;
        AnimatorSlot outgoing = animator.outgoing;
        double inPosition = drawnPosition(current, alpha);
        double outPosition = live ? drawnPosition(outgoing, alpha) : 0;
        if (animator.target != null && animator.handles != null) {
            PoseMixer.drawn(animator, work, time(controller, current.state, inPosition),
                    live ? time(controller, outgoing.state, outPosition) : 0, weight);
        }
        int modes = PRESENTATION | (editor ? PREVIEW : 0);
        if (live) {
            window(animator, work, outgoing, outPosition, !replaying && BlendEvents.outgoing(animator, weight), modes);
        }
        window(animator, work, current, inPosition,
                !replaying && (!blending || BlendEvents.incoming(animator, weight)), modes);
    }

    private static double drawnPosition(AnimatorSlot slot, double alpha) {
        return slot.previousPosition + alpha * (slot.position - slot.previousPosition);
    }

    private static double time(CompiledController controller, int state, double position) {
        CompiledClip clip = controller.clips[state];
        double length = controller.trees[state] != null ? 1 : clip == null ? 0 : clip.length();
        return Timeline.time(position, length, controller.loops[state],
                controller.speeds[state] < 0);
    }

    /** Fires what {@code slot}'s drawn window crosses up to {@code drawn} (when {@code fires}), then moves it on. */
    private static void window(Animator animator, AnimatorWorkspace work, AnimatorSlot slot, double drawn,
                               boolean fires, int modes) {
        CompiledController controller = animator.controller;
        CompiledClip clip = controller.clips[slot.state];
        boolean reaches = drawn > slot.drawnFrom || (slot.drawnInclusive && drawn >= slot.drawnFrom);
        if (fires && reaches && controller.trees[slot.state] != null) {
            if (controller.hasEvents[slot.state]) {
                TreePlay.scanDrawn(animator, work, slot, controller.trees[slot.state], drawn, modes);
            }
        } else if (fires && reaches && clip != null) {
            work.scan(animator.listener(), slot.state, clip, controller.speeds[slot.state] < 0,
                    controller.loops[slot.state], slot.drawnFrom, slot.drawnInclusive, drawn, modes);
        }
        if (reaches) {
            slot.drawnFrom = Math.max(slot.drawnFrom, drawn);
            slot.drawnInclusive = false;
        }
    }
}
