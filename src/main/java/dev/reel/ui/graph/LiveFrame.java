package dev.reel.ui.graph;

/**
 * What the graph shows of a running animator at one moment.
 *
 * @param state          the current state (the incoming one during a blend), or null before the first step
 * @param blendFrom      the state blending out, or null when no blend runs
 * @param weight         the incoming state's blend weight (0..1; 0 when no blend runs)
 * @param normalizedTime how far the current state's clip has played in its current pass (0..1)
 * @param step           how many steps the animator has run: a new frame has a new number
 */
record LiveFrame(String state, String blendFrom, double weight, double normalizedTime, long step) {
}
