package dev.reel.ui.slicer;

import dev.reel.sheet.Progress;
import javafx.animation.AnimationTimer;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.util.Duration;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The live overlay's worker: after the slicing fields have been still for a moment it checks the setup on
 * its own thread, cancelling the check before whenever the fields change again, and hands the newest result
 * to the JavaFX thread. Results of superseded checks are never delivered. For a sheet just opened the check
 * waits only for the sheet's first frame to be drawn ({@link #requestAfterFirstFrame}).
 */
final class SlicePreview {
    static final Duration DEBOUNCE = Duration.millis(140);
    /** The pulses a check of a sheet just shown waits: by the third the sheet's first frame is drawn. */
    static final int FIRST_FRAME_PULSES = 3;

    private final SliceCheck check;
    private final ExecutorService executor;
    private final PauseTransition debounce = new PauseTransition(DEBOUNCE);
    /** Counts pulses until the frame that first shows a sheet has been drawn, then starts the check. */
    private final AnimationTimer firstFrame = new AnimationTimer() {
        private int pulses;

        @Override
        public void start() {
            pulses = 0;
            super.start();
        }

        @Override
        public void handle(long now) {
            // Pulse 1 lays the sheet out and hands its frame to the render thread; pulse 2 waits for that frame
            // before it syncs; so by pulse 3 the first frame is drawn.
            if (++pulses >= FIRST_FRAME_PULSES) {
                stop();
                startCheck();
            }
        }
    };
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final Consumer<SliceCheck.Result> onResult;
    private Supplier<SliceCheck.Request> pending;
    private AtomicBoolean running;
    private long generation;
    private SliceCheck.Result latest;

    SlicePreview(SliceCheck check, Consumer<SliceCheck.Result> onResult) {
        this.check = check;
        this.onResult = onResult;
        this.executor = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, "reel-slice-preview");
            thread.setDaemon(true);
            return thread;
        });
        debounce.setOnFinished(event -> startCheck());
    }

    /** Checks the request {@code snapshot} makes once the fields have been still for {@link #DEBOUNCE}. */
    void request(Supplier<SliceCheck.Request> snapshot) {
        stopRunning();
        firstFrame.stop();
        pending = snapshot;
        latest = null;
        busy.set(true);
        debounce.playFromStart();
    }

    /** Checks at once, without waiting (a Slice has just finished). */
    void requestNow(Supplier<SliceCheck.Request> snapshot) {
        request(snapshot);
        debounce.stop();
        startCheck();
    }

    /**
     * Checks once the frame after this call has been drawn (a sheet was just opened and shown): the check's
     * thread would otherwise take a core from the JavaFX and render threads while they lay out and draw the
     * sheet's first frame (a 4096² sheet's first draw uploads 64 MB of pixels). Busy meanwhile, as for any
     * request.
     */
    void requestAfterFirstFrame(Supplier<SliceCheck.Request> snapshot) {
        request(snapshot);
        debounce.stop();
        firstFrame.start();
    }

    /** The newest delivered result, or null while a newer one is pending. */
    SliceCheck.Result latest() {
        return latest;
    }

    /** Whether a check is waiting or running. */
    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Drops what is waiting and stops what is running. */
    void cancel() {
        debounce.stop();
        firstFrame.stop();
        pending = null;
        stopRunning();
        busy.set(false);
    }

    private void stopRunning() {
        generation++;
        if (running != null) {
            running.set(true);
            running = null;
        }
    }

    private void startCheck() {
        Supplier<SliceCheck.Request> snapshot = pending;
        pending = null;
        if (snapshot == null) {
            return;
        }
        SliceCheck.Request request = snapshot.get();
        if (request == null) {
            busy.set(false);
            return;
        }
        AtomicBoolean cancelled = new AtomicBoolean();
        running = cancelled;
        long mine = ++generation;
        try {
            executor.execute(() -> {
                SliceCheck.Result result = check.run(request, new Progress(fraction -> { }, cancelled::get));
                if (!result.cancelled()) {
                    Platform.runLater(() -> deliver(mine, result));
                }
            });
        } catch (RejectedExecutionException shutDown) {
            busy.set(false);
        }
    }

    private void deliver(long mine, SliceCheck.Result result) {
        if (mine != generation) {
            return;
        }
        running = null;
        latest = result;
        busy.set(false);
        onResult.accept(result);
    }

    /** Stops the worker thread (the panel is disposed). */
    void shutdown() {
        cancel();
        executor.shutdownNow();
    }
}
