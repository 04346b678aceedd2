package dev.reel.runtime;

import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;

/**
 * Receives an {@link Animator}'s signals (docs/formats.md): they run inside {@code step()} (and {@code draw()} for
 * presentation events). States are indices into the controller ({@link CompiledController#stateName(int)}).
 * Parameters set from a listener are read from the next step on.
 */
public interface AnimatorListener {

    /** A transition into {@code state} (or Play, CrossFade, the entry on step 1) started. */
    default void stateEntered(int state) {
    }

    /** {@code state} stopped playing: at the end of its blend out, at once on an instant switch. */
    default void stateExited(int state) {
    }

    /**
     * A state reached an event of its clip: gameplay events on fixed steps (mode gameplay), presentation ones
     * (and preview ones in the editor) on draws.
     *
     * @param cycle the loop cycle or pingPong pass of the occurrence
     */
    default void event(int state, ClipEvent event, EventMode mode, int cycle) {
    }
}
