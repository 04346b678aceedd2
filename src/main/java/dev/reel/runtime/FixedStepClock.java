package dev.reel.runtime;

/**
 * Turns real frame times into fixed steps: the accumulator a game loop or the preview uses to call
 * {@link ClipPlayer#step()} a whole number of times per frame and then {@link ClipPlayer#draw(double)} with
 * the fraction of a step left over. After a stall it runs at most {@link #MAX_STEPS_PER_FRAME} steps in
 * one frame and drops the rest of the backlog, so a slow frame cannot snowball.
 */
public final class FixedStepClock {
    public static final int MAX_STEPS_PER_FRAME = 8;

    private final double fixedStep;
    private double accumulated;

    public FixedStepClock(double fixedStep) {
        this.fixedStep = fixedStep;
    }

    /** Adds {@code seconds} of real time and returns how many fixed steps are due now. */
    public int advance(double seconds) {
        accumulated += Math.max(0, seconds);
        int steps = 0;
        while (accumulated >= fixedStep && steps < MAX_STEPS_PER_FRAME) {
            accumulated -= fixedStep;
            steps++;
        }
        if (steps == MAX_STEPS_PER_FRAME && accumulated >= fixedStep) {
            accumulated = 0;
        }
        return steps;
    }

    /** How far the real time is between the last step and the next one, 0..1: the draw's alpha. */
    public double alpha() {
        return Math.min(1, accumulated / fixedStep);
    }

    public double fixedStep() {
        return fixedStep;
    }
}
