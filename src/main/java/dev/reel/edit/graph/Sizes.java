package dev.reel.edit.graph;

/**
 * The sizes the Animator draws a graph's parts at, in graph units.
 *
 * @param stateWidth  a state's (or a sub-state machine's, or the Exit's) box
 * @param stateHeight its height
 * @param pillWidth   the Entry and Any State pills
 * @param pillHeight  their height
 * @param labelHeight an arrow label's plate
 */
public record Sizes(double stateWidth, double stateHeight, double pillWidth, double pillHeight, double labelHeight) {
    /** The editor's sizes. */
    public static final Sizes EDITOR = new Sizes(176, 64, 104, 32, 20);
}
