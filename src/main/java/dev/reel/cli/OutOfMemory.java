package dev.reel.cli;

import java.util.Locale;

/**
 * The one line a subcommand ends with when the Java heap runs out: what ran out, how big the heap was, and
 * how to start Reel with more. No stack trace: the trace says nothing an artist could act on.
 */
public final class OutOfMemory {
    /** The exit code after running out of memory (1 and 2 are problems found and wrong usage). */
    public static final int EXIT_CODE = 3;

    private static final java.util.concurrent.atomic.AtomicBoolean TOLD = new java.util.concurrent.atomic.AtomicBoolean();

    private OutOfMemory() {
    }

    /**
     * Prints {@link #message(String)} to standard error the first time only: several threads running out at
     * once still make one line.
     */
    public static void tellOnce(String what) {
        if (TOLD.compareAndSet(false, true)) {
            System.err.println(message(what));
        }
    }

    /** The message for {@code what} (a subcommand, or "the editor") under the current heap limit. */
    public static String message(String what) {
        return message(what, Runtime.getRuntime().maxMemory());
    }

    /** The message for {@code what} under a heap limit of {@code maxHeap} bytes. */
    static String message(String what, long maxHeap) {
        long mebibytes = maxHeap / (1024 * 1024);
        long suggested = Math.max(1024, Long.highestOneBit(Math.max(1, mebibytes)) * 4);
        return String.format(Locale.ROOT, "reel: out of memory: %s needed more than the %,d MiB Java heap it was "
                        + "given; run it with a larger heap, e.g. java -Xmx%dm -jar reel.jar ... (or JAVA_TOOL_OPTIONS=-Xmx%dm)",
                what, mebibytes, suggested, suggested);
    }
}
