package dev.reel.cli;

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
        // Built by hand, not with String.format: every subcommand builds this line at its start, and the
        // formatter (its regular expression, the locale's number symbols) is a few dozen classes to load.
        StringBuilder text = new StringBuilder("reel: out of memory: ").append(what).append(" needed more than the ");
        grouped(text, mebibytes).append(" MiB Java heap it was given; run it with a larger heap, e.g. java -Xmx")
                .append(suggested).append("m -jar reel.jar ... (or JAVA_TOOL_OPTIONS=-Xmx").append(suggested)
                .append("m)");
        return text.toString();
    }

    /** {@code number} (not negative) with a comma between each group of three digits, as {@code %,d} prints it. */
    static StringBuilder grouped(StringBuilder text, long number) {
        String digits = Long.toString(number);
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0 && (digits.length() - i) % 3 == 0) {
                text.append(',');
            }
            text.append(digits.charAt(i));
        }
        return text;
    }
}
