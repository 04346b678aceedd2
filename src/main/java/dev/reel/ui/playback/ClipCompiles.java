package dev.reel.ui.playback;

import dev.reel.model.Clip;
import dev.reel.model.Track;
import dev.reel.runtime.CompiledClip;
import javafx.application.Platform;

import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The focused clip compiled for the preview and the rig, once per value and shared by both. A clip of at most
 * {@link #NOW_KEYS} keys compiles when first asked for; a bigger one (compiling the 100,000-key clip took the
 * JavaFX thread seconds at its opening and again on every drag frame) compiles on a worker, and until it is
 * done the last value compiled is given (the preview shows the clip a step behind), or null before the first.
 * When a compile ends, {@code ready} runs on the JavaFX thread. Call from the JavaFX thread.
 *
 * <p>While a big clip changes in a few tracks' keys only (a drag of some of them, its undo), the worker
 * compiles just the nodes of the tracks that changed ({@link ClipPatch}) and {@link #over} gives them, to be
 * posed over the last whole compile; the whole clip is compiled again once the changes rest for
 * {@link #CATCH_UP_MILLIS} (onion skins, the position path and the flipbook frames read the whole one).
 */
public final class ClipCompiles {
    /** Clips up to this many keys compile at once. */
    static final int NOW_KEYS = 20_000;
    /** How long a patched clip rests unchanged before the whole clip is compiled again. */
    static final long CATCH_UP_MILLIS = 300;

    /** The nodes of a clip's changed tracks compiled alone, to pose over the whole compile of an earlier value. */
    public record Over(CompiledClip clip, Set<String> paths) {
    }

    private final Runnable ready;
    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(work -> {
        Thread thread = new Thread(work, "reel-clip-compile");
        thread.setDaemon(true);
        return thread;
    });
    private volatile Clip compiledFrom;
    private CompiledClip compiled;
    private Clip overFrom;
    private Over over;
    /** The clip the worker is compiling or will compile next, or null. */
    private volatile Clip wanted;
    /** The newest big clip asked for (a catch-up compiles it only if no newer one was). */
    private volatile Clip newest;
    private boolean queued;
    /** How long the worker's last compile took (read and written on the worker only). */
    private long lastNanos;
    /** The longest the worker rests between two compiles. */
    private static final long MAX_REST_MILLIS = 250;
    /**
     * The shortest: a drag's patches compile in a few milliseconds, and each one shown refreshes the preview and
     * the Inspector's node rows on the JavaFX thread, so they are shown at most about eight times a second.
     */
    private static final long MIN_REST_MILLIS = 100;

    ClipCompiles(Runnable ready) {
        this.ready = ready;
    }

    /** {@code clip} compiled, or while a big one compiles the last clip compiled whole (null before any). */
    public CompiledClip of(Clip clip) {
        if (clip == compiledFrom) {
            return compiled;
        }
        if (keys(clip) <= NOW_KEYS) {
            wanted = null;
            compiledFrom = clip;
            compiled = CompiledClip.compile(clip);
            over = null;
            overFrom = null;
            return compiled;
        }
        newest = clip;
        if (clip == overFrom) {
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
     * The nodes {@code clip} changed compiled alone, to pose over {@link #of}'s whole compile (which is of an
     * earlier value), or null when the whole compile shows {@code clip} or nothing newer is compiled yet (ask
     * {@link #of} first: it starts the compile).
     */
    public Over over(Clip clip) {
        return clip == overFrom && clip != compiledFrom ? over : null;
    }

    /**
     * Whether {@code clip} is a big clip differing from {@code shown} only in some tracks' keys and is not
     * compiled yet: then its compile is started, and {@code ready} runs when it is done (until then the rig
     * would show what it shows already).
     */
    boolean waitsFor(Clip shown, Clip clip) {
        if (clip == null || shown == null || clip == compiledFrom || clip == overFrom || keys(clip) <= NOW_KEYS
                || ClipPatch.of(shown, clip) == null) {
            return false;
        }
        of(clip);
        return queued;
    }

    /**
     * On the worker: compiles the newest clip asked for (the ones asked for meanwhile are skipped), only its
     * changed nodes when it differs from the last whole compile in a few tracks. It first rests as long as the
     * last compile took (at least {@link #MIN_REST_MILLIS}), so while a drag changes a big clip on every frame the worker takes at most half of a
     * core from the JavaFX and render threads (on two cores a worker compiling without a break made every drag
     * frame wait for the processor) and the preview catches up a compile or two behind.
     */
    private void compileWanted() {
        if (lastNanos > 0) {
            try {
                Thread.sleep(Math.min(MAX_REST_MILLIS, Math.max(MIN_REST_MILLIS, lastNanos / 1_000_000)));
            } catch (InterruptedException stopped) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        Clip clip = wanted;
        Clip base = compiledFrom;
        long start = System.nanoTime();
        ClipPatch patch = clip == null ? null : ClipPatch.of(base, clip);
        CompiledClip result = clip == null ? null : CompiledClip.compile(patch != null ? patch.part() : clip);
        lastNanos = clip == null ? 0 : System.nanoTime() - start;
        Platform.runLater(() -> {
            queued = false;
            if (clip == null || wanted != clip) {
                if (wanted != null) {
                    queue();
                }
                // A newer clip is wanted: this one still shows more than nothing.
                if (clip != null && patch == null && compiled == null) {
                    compiled = result;
                    compiledFrom = clip;
                    ready.run();
                }
                return;
            }
            if (patch != null && base != compiledFrom) {
                // The whole compile moved on meanwhile: the patch is over an older one, so patch this clip again.
                queue();
                return;
            }
            wanted = null;
            if (patch == null) {
                compiledFrom = clip;
                compiled = result;
                over = null;
                overFrom = null;
            } else {
                over = new Over(result, patch.paths());
                overFrom = clip;
                try {
                    worker.schedule(() -> catchUp(clip), CATCH_UP_MILLIS, TimeUnit.MILLISECONDS);
                } catch (java.util.concurrent.RejectedExecutionException closing) {
                    // The window closed meanwhile: nothing to catch up for.
                }
            }
            ready.run();
        });
    }

    /** Starts the worker on the clip wanted (nothing once the window has closed). */
    private void queue() {
        try {
            worker.execute(this::compileWanted);
            queued = true;
        } catch (java.util.concurrent.RejectedExecutionException closing) {
            queued = false;
        }
    }

    /** On the worker, a while after a patch: compiles the patched clip whole when nothing newer was asked for. */
    private void catchUp(Clip clip) {
        if (newest != clip || compiledFrom == clip) {
            return;
        }
        CompiledClip result = CompiledClip.compile(clip);
        Platform.runLater(() -> {
            if (compiledFrom == clip) {
                return;
            }
            compiledFrom = clip;
            compiled = result;
            over = null;
            overFrom = null;
            ready.run();
        });
    }

    /** Whether a compile waits or runs on the worker, or a patched clip waits to be compiled whole (tests wait). */
    public boolean busy() {
        return queued || overFrom != null;
    }

    /** The number of keys of {@code clip}, counted once per value (the fields ask for every value they show). */
    private int keys(Clip clip) {
        if (clip != counted) {
            int count = 0;
            for (Track track : clip.tracks()) {
                count += track.keys().size();
            }
            counted = clip;
            countedKeys = count;
        }
        return countedKeys;
    }

    private Clip counted;
    private int countedKeys;

    /** Stops the worker (the window is closing). */
    void shutdown() {
        worker.shutdownNow();
    }
}
