package dev.reel.runtime;

/**
 * Where a player's last draw left off in play-position space, so that every presentation event the drawn
 * position crosses fires exactly once however many frames a step is drawn in: each draw takes the window
 * from the last drawn position (inclusive right after Play, for the start point) to the new one.
 */
final class DrawnWindow {
    private double from;
    private boolean inclusive;
    private boolean open;

    /** Play: the next draw fires the events at the start point too. */
    void start() {
        from = 0;
        inclusive = true;
        open = true;
    }

    /** Seek: the window restarts at the new position without firing anything in between. */
    void jump(double position) {
        from = position;
        inclusive = false;
    }

    /** Stop: no more drawn events for this run. */
    void close() {
        open = false;
    }

    /** Whether a draw at {@code drawn} crosses anything not drawn yet. */
    boolean reaches(double drawn) {
        return open && (drawn > from || (inclusive && drawn >= from));
    }

    double from() {
        return from;
    }

    boolean inclusive() {
        return inclusive;
    }

    /** The draw at {@code drawn} is done; the window closes for good once a stopped player's last position is drawn. */
    void advance(double drawn, boolean stoppedAt) {
        from = Math.max(from, drawn);
        inclusive = false;
        if (stoppedAt) {
            open = false;
        }
    }
}
