package dev.reel.runtime;

import dev.reel.model.ClipEvent;
import dev.reel.model.LoopMode;

import java.util.List;

/**
 * Finds the event occurrences in a window of play positions, in the order docs/formats.md fires them: by
 * position, ties to the earlier cycle, then to file order.
 *
 * <p>Occurrences: in {@code once}, each event once, at e (at L - e with a negative speed). In loop cycle
 * c, at c·L + e (c·L + L - e with a negative speed), so an event at L ends cycle c and one at 0 starts
 * cycle c + 1 at the same position, both firing there, in that order. In pingPong pass p, at p·L + local
 * where local is e on even passes and L - e on odd ones (mirrored with a negative speed); an occurrence at
 * local 0 of a pass after the first is the turnaround the previous pass already reached, so it is skipped.
 *
 * <p>A window is (from, to], or [from, to] when {@code inclusive} (Play's start point), with the
 * {@link Timeline#EPSILON} tolerance applied the same way at both ends so that consecutive windows never
 * fire an occurrence twice or miss one. A single window enumerates at most {@link #MAX_CYCLES} cycles (the
 * first ones); a step that spans more (an absurd speed) fires only those.
 */
final class EventScanner {
    static final int MAX_CYCLES = 10_000;

    /** Receives occurrences in firing order. */
    interface Sink {
        void occurrence(int eventIndex, int cycle, double position);
    }

    private EventScanner() {
    }

    /**
     * Sends every occurrence in the window of an event whose mode is in {@code modeMask} (bit
     * {@code 1 << mode.ordinal()}) to {@code sink}.
     */
    static void scan(CompiledClip clip, LoopMode loop, boolean negative, double from, boolean inclusive, double to,
                     int modeMask, Sink sink) {
        List<ClipEvent> events = clip.events();
        if (events.isEmpty() || to < from) {
            return;
        }
        double length = clip.length();
        LoopMode mode = Timeline.effective(loop, length);
        double low = inclusive ? from - Timeline.EPSILON : from + Timeline.EPSILON;
        double high = to + Timeline.EPSILON;
        if (mode == LoopMode.ONCE) {
            cycle(clip, events, 0, 0, negative, length, false, low, inclusive, high, modeMask, sink);
            return;
        }
        long first = Math.max(0, (long) Math.floor(low / length) - 1);
        long last = (long) Math.floor(high / length);
        last = Math.min(last, first + MAX_CYCLES - 1);
        for (long cycle = first; cycle <= last && cycle <= Integer.MAX_VALUE; cycle++) {
            boolean odd = mode == LoopMode.PING_PONG && (cycle & 1) == 1;
            boolean skipStart = mode == LoopMode.PING_PONG && cycle > 0;
            cycle(clip, events, (int) cycle, cycle * length, negative != odd, length, skipStart, low, inclusive,
                    high, modeMask, sink);
        }
    }

    /** One cycle: local = e, or L - e when {@code mirrored}, so positions ascend along the matching order. */
    private static void cycle(CompiledClip clip, List<ClipEvent> events, int cycle, double start, boolean mirrored,
                              double length, boolean skipStart, double low, boolean inclusive, double high,
                              int modeMask, Sink sink) {
        for (int index : clip.eventsByTime(mirrored)) {
            ClipEvent event = events.get(index);
            if ((modeMask & (1 << modeOrdinal(event))) == 0) {
                continue;
            }
            double local = mirrored ? length - event.time() : event.time();
            if (skipStart && local <= Timeline.EPSILON) {
                continue;
            }
            double position = start + local;
            boolean after = inclusive ? position >= low : position > low;
            if (after && position <= high) {
                sink.occurrence(index, cycle, position);
            }
        }
    }

    private static int modeOrdinal(ClipEvent event) {
        return event.mode() == null ? 0 : event.mode().ordinal();
    }
}
