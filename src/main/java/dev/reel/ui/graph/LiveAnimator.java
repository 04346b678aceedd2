package dev.reel.ui.graph;

/**
 * A running animator as the graph sees it while the preview plays a controller: which state it is in, the
 * blend it runs, how far the current clip has played, and its parameters, which the graph may set. The preview
 * hands one to {@link GraphPanel#setLive}; {@link AnimatorLive} adapts a {@code dev.reel.runtime.Animator}.
 * The graph calls every method on the JavaFX thread, once per screen pulse at most; an implementation whose
 * animator steps on another thread must hand values over safely itself.
 */
public interface LiveAnimator {
    /** How many fixed steps have run; the graph redraws when it changes. */
    long steps();

    /** The current state (the incoming one during a blend), or null before the first step. */
    String state();

    /** The state blending out while a cross-fade runs, else null. */
    String blendFrom();

    /** The incoming state's weight in the running blend, 0..1 (0 when none runs). */
    double blendWeight();

    /** How far the current state's clip has played in its current pass, 0..1 (0 for a state without clip). */
    double normalizedTime();

    /** A parameter's value now: the number of a float or int, 1 or 0 for a bool or a set trigger. */
    double parameter(String name);

    /** Sets a float parameter from the next step on. */
    void setFloat(String name, double value);

    /** Sets an int parameter from the next step on. */
    void setInt(String name, int value);

    /** Sets a bool parameter from the next step on. */
    void setBool(String name, boolean value);

    /** Sets a trigger for the next step (Fire). */
    void setTrigger(String name);

    /**
     * The frame of layer {@code layer} (0: the base layer, {@link #frame}; then the controller's layers in file
     * order), or null when this animator does not show that layer.
     */
    default LiveFrame layerFrame(int layer) {
        return layer == 0 ? frame() : null;
    }

    /** The frame to draw now. */
    default LiveFrame frame() {
        return new LiveFrame(state(), blendFrom(), blendWeight(), normalizedTime(), steps());
    }
}
