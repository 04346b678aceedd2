package dev.reel.ui;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;

/**
 * Fails a UI test when anything it caused throws where nobody catches it: on the JavaFX thread (an event
 * handler, a listener, a pulse, a {@code runLater}) or on a worker thread. JavaFX hands such throwables to the
 * thread's uncaught-exception handler, which by default prints the trace and carries on, so a test could pass
 * while printing it. This extension installs a default handler that records them instead; after the test (and
 * its {@code @AfterEach} methods, so closing the window counts too) the first one recorded fails it, with the
 * throwable as the cause and any others suppressed.
 *
 * <p>Register it before {@code ApplicationExtension}, so that opening the window in {@code @Start} is watched.
 */
public final class UncaughtExceptions implements BeforeEachCallback, AfterEachCallback {
    private static final List<Failure> RECORDED = new ArrayList<>();
    private static final Thread.UncaughtExceptionHandler RECORDER = (thread, throwable) -> {
        synchronized (RECORDED) {
            RECORDED.add(new Failure(thread.getName(), throwable));
        }
    };

    private static Thread.UncaughtExceptionHandler previous;

    private record Failure(String thread, Throwable throwable) {
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        // TestFX installs its own default handler (printing the trace, failing a later wait only) when its
        // WaitForAsyncUtils class loads: load it first, so that ours is the one in place.
        WaitForAsyncUtils.clearExceptions();
        synchronized (RECORDED) {
            RECORDED.clear();
        }
        previous = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler(RECORDER);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Thread.setDefaultUncaughtExceptionHandler(previous);
        List<Failure> failures;
        synchronized (RECORDED) {
            failures = List.copyOf(RECORDED);
            RECORDED.clear();
        }
        if (failures.isEmpty()) {
            return;
        }
        Failure first = failures.get(0);
        AssertionError error = new AssertionError(failures.size() + " uncaught exception"
                + (failures.size() == 1 ? "" : "s") + " during the test, the first on thread \"" + first.thread()
                + "\": " + first.throwable(), first.throwable());
        for (Failure other : failures.subList(1, failures.size())) {
            error.addSuppressed(other.throwable());
        }
        throw error;
    }

    /** The throwables recorded so far in this test (a test that provokes one on purpose takes it back). */
    public static List<Throwable> takeRecorded() {
        synchronized (RECORDED) {
            List<Throwable> taken = RECORDED.stream().map(Failure::throwable).toList();
            RECORDED.clear();
            return taken;
        }
    }
}
