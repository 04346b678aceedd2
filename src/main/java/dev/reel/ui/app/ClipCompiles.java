package dev.reel.ui.app;

import dev.reel.model.Clip;
import dev.reel.model.Track;
import dev.reel.runtime.CompiledClip;
import javafx.application.Platform;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The focused clip compiled for the preview and the rig, once per value and shared by both. A clip of at most
 * {@link #NOW_KEYS} keys compiles when first asked for; a bigger one (compiling the 100,000-key clip took the
 * JavaFX thread seconds at its opening and again on every drag frame) compiles on a worker, and until it is
 * done the last value compiled is given (the preview shows the clip a step behind), or null before the first.
 * When a compile ends, {@code ready} runs on the JavaFX thread. Call from the JavaFX thread.
 */
public final class ClipCompiles {
    /** Clips up to this many keys compile at once. */
    static final int NOW_KEYS = 20_000;

    private final Runnable ready;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(work -> {
        Thread thread = new Thread(work, "reel-clip-compile");
        thread.setDaemon(true);
        return thread;
    });
    private Clip compiledFrom;
    private CompiledClip compiled;
    /** The clip the worker is compiling or will compile next, or null. */
    private volatile Clip wanted;
    private boolean queued;
    /** How long the worker's last compile took (read and written on the worker only). */
    private long lastNanos;
    /** The longest the worker rests between two compiles. */
    private static final long MAX_REST_MILLIS = 250;

    ClipCompiles(Runnable ready) {
        this.ready = ready;
    }

    /** {@code clip} compiled, or while a big one compiles the last clip compiled (null before any). */
    public CompiledClip of(Clip clip) {
        if (clip == compiledFrom) {
            return compiled;
        }
        if (keys(clip) <= NOW_KEYS) {
            wanted = null;
            compiledFrom = clip;
            compiled = CompiledClip.compile(clip);
            return compiled;
        }
        wanted = clip;
        if (!queued) {
            queued = true;
            worker.execute(this::compileWanted);
        }
        return compiled;
    }

    /**
     * On the worker: compiles the newest clip asked for (the ones asked for meanwhile are skipped). It first rests
     * as long as the last compile took, so while a drag changes a big clip on every frame the worker takes at most
     * half of a core from the JavaFX and render threads (on two cores a worker compiling without a break made
     * every drag frame wait for the processor) and the preview catches up a compile or two behind.
     */
    private void compileWanted() {
        if (lastNanos > 0) {
            try {
                Thread.sleep(Math.min(MAX_REST_MILLIS, lastNanos / 1_000_000));
            } catch (InterruptedException stopped) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        Clip clip = wanted;
        long start = System.nanoTime();
        CompiledClip result = clip == null ? null : CompiledClip.compile(clip);
        lastNanos = clip == null ? 0 : System.nanoTime() - start;
        Platform.runLater(() -> {
            queued = false;
            if (clip == null || wanted != clip) {
                if (wanted != null) {
                    queued = true;
                    worker.execute(this::compileWanted);
                }
                // A newer clip is wanted: this one still shows more than nothing.
                if (clip != null && compiled == null) {
                    compiled = result;
                    ready.run();
                }
                return;
            }
            wanted = null;
            compiledFrom = clip;
            compiled = result;
            ready.run();
        });
    }

    /** Whether a compile waits or runs on the worker (tests wait for it). */
    public boolean busy() {
        return queued;
    }

    private static int keys(Clip clip) {
        int count = 0;
        for (Track track : clip.tracks()) {
            count += track.keys().size();
        }
        return count;
    }

    /** Stops the worker (the window is closing). */
    void shutdown() {
        worker.shutdownNow();
    }
}
