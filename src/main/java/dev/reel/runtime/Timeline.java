package dev.reel.runtime;

import dev.reel.model.LoopMode;

/**
 * The map (docs/formats.md) from play position s (seconds travelled since Play, never negative) to cycle and clip
 * time, and back for Seek.
 *
 * <p>{@code once}: t = min(s, L). {@code loop}: c = floor(s / L), t = s - c·L. {@code pingPong}: pass
 * p = floor(s / L), local = s - p·L, t = local on even passes and L - local on odd ones. With a negative
 * speed t becomes L - t. At an exact multiple of L the new cycle has begun.
 *
 * <p>Positions are compared with a tolerance of {@link #EPSILON} seconds, so that a position that lands on
 * a cycle boundary, an event or the end of a once clip up to floating-point rounding (60 steps of 1/60 s
 * add up to 0.9999999999999999) counts as landing on it. A clip of length 0 or less plays as {@code once}.
 */
final class Timeline {
    /** Positions closer than this are the same position. */
    static final double EPSILON = 1e-9;

    private Timeline() {
    }

    static LoopMode effective(LoopMode mode, double length) {
        return length > 0 ? mode : LoopMode.ONCE;
    }

    /** Whether a once clip has reached its end at position {@code s}. */
    static boolean ended(double s, double length) {
        return s + EPSILON >= length;
    }

    /** The cycle (loop) or pass (pingPong) at {@code s}; 0 for once. */
    static int cycle(double s, double length, LoopMode mode) {
        if (effective(mode, length) == LoopMode.ONCE) {
            return 0;
        }
        double cycles = Math.floor((s + EPSILON) / length);
        return cycles >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) Math.max(0, cycles);
    }

    /**
     * A bound below which {@link #cycle} stays {@code cycle} as the position grows: while s + EPSILON is under
     * it, the quotient (s + EPSILON) / length rounds below cycle + 1 (the bound keeps a relative margin of
     * 1e-12, far above the rounding of either side), and it cannot fall below cycle for a position that only
     * grows. A caller that keeps it divides once per cycle instead of once per step, with the same answers.
     */
    static double cycleBound(int cycle, double length, LoopMode mode) {
        if (effective(mode, length) == LoopMode.ONCE || cycle == Integer.MAX_VALUE) {
            return Double.POSITIVE_INFINITY;
        }
        return (cycle + 1.0) * length * (1 - 1e-12);
    }

    /** The clip time at {@code s}. */
    static double time(double s, double length, LoopMode mode, boolean negative) {
        return time(s, length, mode, negative, cycle(s, length, mode));
    }

    /** The clip time at {@code s}, whose {@link #cycle} the caller already has. */
    static double time(double s, double length, LoopMode mode, boolean negative, int cycle) {
        double forward;
        LoopMode effective = effective(mode, length);
        if (effective == LoopMode.ONCE) {
            forward = ended(s, length) ? Math.max(0, length) : Math.max(0, s);
        } else {
            // Math.max(0, Math.min(length, s - c·L)) bit for bit (length > 0 here; NaN passes through, -0 gives
            // +0), without the two calls' NaN and signed-zero handling on every step of every animator.
            double raw = s - (double) cycle * length;
            double capped = raw >= length ? length : raw;
            double local = capped <= 0 ? 0 : capped;
            forward = effective == LoopMode.PING_PONG && (cycle & 1) == 1 ? length - local : local;
        }
        return negative ? Math.max(0, length) - forward : forward;
    }

    /** The position within {@code cycle} at which the clip shows time {@code t} (clamped into [0, L]). */
    static double position(double t, int cycle, double length, LoopMode mode, boolean negative) {
        double clamped = Math.max(0, Math.min(Math.max(0, length), t));
        double forward = negative ? length - clamped : clamped;
        LoopMode effective = effective(mode, length);
        if (effective == LoopMode.ONCE) {
            return Math.max(0, forward);
        }
        double local = effective == LoopMode.PING_PONG && (cycle & 1) == 1 ? length - forward : forward;
        return (double) cycle * length + local;
    }
}
