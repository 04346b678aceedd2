package dev.reel.runtime;

/**
 * A small kinematic body that root motion moves (the node's Motion 2D): it moves by a delta, stops at what
 * it collides with, and tells whether it stands on something or was stopped. World y is up. Gravity, jumps
 * and velocities are the game's business, not the body's.
 */
public interface MotionBody {

    /** Moves by ({@code dx}, {@code dy}) as far as the solids allow. */
    void move(double dx, double dy);

    double x();

    double y();

    /** Whether the body rests on a solid right below it after the last move. */
    boolean grounded();

    /** Whether the horizontal part of the last move was cut short by a solid. */
    boolean blockedX();

    /** Whether the vertical part of the last move was cut short by a solid. */
    boolean blockedY();
}
