package dev.reel.play;

/**
 * Receives what a {@link ReelPlayer} or {@link ReelAnimator} signals, on the thread that steps it: events of its
 * clips (gameplay ones inside {@code step()}, presentation ones inside {@code draw(alpha)}) and, for animators, the
 * states entered and exited. Nothing is allocated to deliver them: the names are the loaded files' own strings.
 * Parameters set from a listener are read from the next step on.
 */
@FunctionalInterface
public interface ReelEventListener {

    /**
     * A clip reached an event.
     *
     * @param name    the event's name, as declared in the project
     * @param payload the number it carries, or {@link Double#NaN} when it carries none
     * @param mode    when it is delivered
     */
    void event(String name, double payload, ReelEventMode mode);

    /**
     * An animator started a transition into {@code state} (or Play, CrossFade, the entry state on the first step).
     * States of layers above the base are named {@code LAYER:STATE}, states in sub-state machines in full
     * ({@code Combat/Slash}), as {@code reel replay} names them.
     */
    default void entered(String state) {
    }

    /** An animator's {@code state} stopped playing: at the end of its blend out, or at once on an instant switch. */
    default void exited(String state) {
    }
}
