package dev.reel.sheet;

import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;

/**
 * How a long slicing job reports how far it got and learns that it should stop; the editor slices big
 * sheets on a background thread and lets the artist cancel.
 *
 * @param report    receives the finished fraction, 0 to 1, from the slicing thread
 * @param cancelled polled from the slicing thread; true stops the job soon after
 */
public record Progress(DoubleConsumer report, BooleanSupplier cancelled) {

    /** No reporting and no cancelling, for the command line and tests. */
    public static final Progress NONE = new Progress(fraction -> { }, () -> false);
}
