package dev.reel.ui.shell;

import dev.reel.sheet.Progress;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;
import javafx.scene.Scene;
import javafx.util.Duration;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Runs long work (scanning a project, slicing a big sheet, exporting) off the JavaFX thread with progress
 * and Cancel shown in the status bar. Results and failures come back on the JavaFX thread; a failure becomes
 * a status message, never a stack trace, and one that is a bug (anything but I/O) also goes to the
 * uncaught-exception handler, which logs it and shows the error notice.
 */
public final class Tasks {
    /** The work itself: runs on a background thread, reports progress, checks for Cancel. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Monitor monitor) throws Exception;
    }

    /** What a piece of work sees of its task: progress, a message, and whether Cancel was pressed. */
    public interface Monitor {
        /** Progress from 0 to 1; a negative value means "unknown". */
        void progress(double fraction);

        void message(String text);

        boolean cancelled();

        /** The same monitor in the form {@code dev.reel.sheet} takes. */
        default Progress asProgress() {
            return new Progress(this::progress, this::cancelled);
        }
    }

    /** One running task as the status bar shows it. */
    public static final class Running extends Task<Object> {
        private final String title;
        private final Work<?> work;

        private Running(String title, Work<?> work) {
            this.title = title;
            this.work = work;
            updateTitle(title);
            updateProgress(-1, 1);
        }

        public String title() {
            return title;
        }

        @Override
        protected Object call() throws Exception {
            return work.run(new Monitor() {
                @Override
                public void progress(double fraction) {
                    updateProgress(fraction < 0 ? -1 : Math.min(1, fraction), 1);
                }

                @Override
                public void message(String text) {
                    updateMessage(text);
                }

                @Override
                public boolean cancelled() {
                    return isCancelled();
                }
            });
        }
    }

    private final ExecutorService executor;
    /** Tasks waiting for the window's first pulse ({@link #hold}), or null once they may run. */
    private List<Running> held;
    private final ObservableList<Running> running = FXCollections.observableArrayList();
    private final ReadOnlyIntegerWrapper finished = new ReadOnlyIntegerWrapper();
    private final Consumer<String> status;

    /** A runner whose failures are reported to {@code status}. */
    public Tasks(Consumer<String> status) {
        this.status = status;
        AtomicInteger count = new AtomicInteger();
        this.executor = Executors.newFixedThreadPool(2, runnable -> {
            Thread thread = new Thread(runnable, "reel-task-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** The tasks running now, oldest first (FX thread only). */
    public ObservableList<Running> running() {
        return running;
    }

    /** Counts finished tasks (succeeded, failed or cancelled): tests wait on it. */
    public ReadOnlyIntegerProperty finishedCount() {
        return finished.getReadOnlyProperty();
    }

    /**
     * Starts {@code work}; {@code done} receives its result on the JavaFX thread unless it was cancelled or
     * failed. Call on the JavaFX thread.
     */
    @SuppressWarnings("unchecked")
    public <T> Running run(String title, Work<T> work, Consumer<T> done) {
        Running task = new Running(title, work);
        task.setOnSucceeded(event -> {
            end(task);
            done.accept((T) task.getValue());
        });
        task.setOnCancelled(event -> {
            end(task);
            status.accept(title + " cancelled");
        });
        task.setOnFailed(event -> {
            end(task);
            Throwable cause = task.getException();
            String reason = cause == null || cause.getMessage() == null ? "unexpected error" : cause.getMessage();
            status.accept(title + " failed: " + reason);
            if (cause != null && !expected(cause)) {
                // A Task keeps what its work threw; a bug in the work is reported as if nobody caught it.
                Thread thread = Thread.currentThread();
                thread.getUncaughtExceptionHandler().uncaughtException(thread, cause);
            }
        });
        running.add(task);
        if (held != null) {
            held.add(task);
        } else {
            executor.execute(task);
        }
        return task;
    }

    /**
     * Holds the tasks started from now on until {@link #releaseAfterFirstPulse} lets them run, so that work the
     * size of the project does not share the processor with the window's first frame. Call on the JavaFX thread.
     */
    public void hold() {
        if (held == null) {
            held = new ArrayList<>();
        }
    }

    /**
     * Starts the held tasks once {@code scene} has laid out its first pulse, or after two seconds for a scene
     * that is never shown. Call on the JavaFX thread.
     */
    public void releaseAfterFirstPulse(Scene scene) {
        Runnable[] release = new Runnable[1];
        PauseTransition late = new PauseTransition(Duration.seconds(2));
        release[0] = () -> {
            scene.removePostLayoutPulseListener(release[0]);
            late.stop();
            List<Running> waiting = held;
            held = null;
            if (waiting != null) {
                waiting.forEach(executor::execute);
            }
        };
        scene.addPostLayoutPulseListener(release[0]);
        late.setOnFinished(event -> release[0].run());
        late.play();
    }

    /** Whether a failure is one work may meet (a file that cannot be read), not a bug. */
    private static boolean expected(Throwable cause) {
        return cause instanceof java.io.IOException || cause instanceof java.io.UncheckedIOException
                || cause instanceof InterruptedException || cause instanceof java.util.concurrent.CancellationException;
    }

    private void end(Running task) {
        running.remove(task);
        finished.set(finished.get() + 1);
    }

    /** Cancels every running task. */
    public void cancelAll() {
        for (Running task : running.toArray(new Running[0])) {
            task.cancel();
        }
    }

    /** Cancels everything and stops the worker threads (the window is closing). */
    public void shutdown() {
        cancelAll();
        executor.shutdownNow();
        try {
            executor.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (Platform.isFxApplicationThread()) {
            running.clear();
        }
    }
}
