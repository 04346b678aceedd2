package dev.reel.ui.recovery;

import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.Workspace;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.collections.ListChangeListener;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Copies every dirty document to this session's recovery folder within seconds of the last edit, and drops the
 * copies of documents that are saved or closed. It never writes over the user's files: that is what Save is for.
 *
 * <p>Any change of an open document (an edit, an undo, a draft typed in Source), a document opened or closed
 * and a change of focus note which documents are dirty and the values they hold (values never change, so this is
 * cheap) and start a quiet time of {@value #QUIET_SECONDS} s (the system property {@code reel.autosave.seconds} may
 * set another) on the worker's clock, again on each change; when it runs out the worker writes the last noted
 * copies. A stream of changes that never rests (a long drag) is written at the latest {@value #LONGEST_SECONDS} s
 * after its first change. The clock is the worker's, not the JavaFX thread's, so a busy window does not hold the
 * copies back: an edit made five seconds before a crash is in the copy.
 *
 * <p>The worker writes the text and the files (writing the 100,000-key clip's 4.6 MB text held the window still).
 * What else the window wants kept with them (its open documents and layout, {@link #keepingAlso}) is noted on
 * the JavaFX thread after the copies and written on the worker too. {@link #tick()}, which a recovery and a memory
 * alarm use, writes at once on the caller's thread. Copies are written and removed one at a time, and a document
 * saved after it was noted is not written.
 */
public final class Autosave {
    /** The system property holding the quiet time in seconds after the last change. */
    public static final String INTERVAL_PROPERTY = "reel.autosave.seconds";
    /** The quiet time after the last change before the copies are written, by default. */
    public static final double QUIET_SECONDS = 2;
    /** The longest a change waits for its copy while changes keep coming. */
    public static final double LONGEST_SECONDS = 5;

    private final Workspace workspace;
    private final RecoverySession session;
    /** The write waiting for the quiet time to run out (set on the JavaFX thread). */
    private volatile ScheduledFuture<?> waiting;
    /** The dirty documents as the last change left them: what the next write writes. */
    private volatile List<Noted> latest = List.of();
    /** When the first change not yet written was made (System.nanoTime), or -1 when none waits (JavaFX thread). */
    private long firstWaiting = -1;
    /** Writes running now, for {@link #busy()} (a write cancelled while it runs still runs to its end). */
    private final AtomicInteger running = new AtomicInteger();
    private volatile boolean started;
    /** Guards the copies on disk, {@link #written} and {@link #saves}: one writer at a time. */
    private final Object files = new Object();
    /** The text last written per document name, so an unchanged dirty document is not rewritten. */
    private final Map<String, String> written = new HashMap<>();
    /** How many times each document was saved, so a copy noted before a save is not written after it. */
    private final Map<String, Integer> saves = new ConcurrentHashMap<>();
    private volatile int writes;
    private final MemoryAlarm memoryAlarm = new MemoryAlarm(() -> Platform.runLater(this::memoryShort));
    private java.util.function.Consumer<String> tell = message -> { };
    /** Notes (on the JavaFX thread) what else to keep at each tick; what it returns is written on the worker. */
    private Supplier<Runnable> alsoKeep = () -> () -> { };
    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(work -> {
        Thread thread = new Thread(work, "reel-autosave");
        thread.setDaemon(true);
        return thread;
    });
    private final InvalidationListener changed = observable -> {
        if (observable instanceof javafx.beans.value.ObservableValue<?> value) {
            value.getValue(); // valid again, so that the next change is heard too
        }
        changed();
    };
    private final ListChangeListener<OpenDocument<?>> opened = change -> {
        while (change.next()) {
            change.getRemoved().forEach(document -> document.stampProperty().removeListener(changed));
            change.getAddedSubList().forEach(document -> document.stampProperty().addListener(changed));
        }
        changed();
    };

    /** A dirty document as a tick found it: its name, how often it was saved then, and its text to write. */
    private record Noted(String name, int saves, Supplier<String> text) {
    }

    public Autosave(Workspace workspace, RecoverySession session) {
        this.workspace = workspace;
        this.session = session;
        workspace.addSaveListener(this::saved);
    }

    /** The quiet time in seconds from {@value #INTERVAL_PROPERTY}, {@value #QUIET_SECONDS} by default. */
    public static double quietSeconds() {
        try {
            double seconds = Double.parseDouble(System.getProperty(INTERVAL_PROPERTY, Double.toString(QUIET_SECONDS)));
            return seconds > 0 ? seconds : QUIET_SECONDS;
        } catch (NumberFormatException e) {
            return QUIET_SECONDS;
        }
    }

    /** Starts following the documents' changes (JavaFX thread). */
    public void start() {
        started = true;
        workspace.documents().forEach(document -> document.stampProperty().addListener(changed));
        workspace.documents().addListener(opened);
        workspace.focusedProperty().addListener(changed);
        memoryAlarm.install();
    }

    /**
     * What the window keeps beside the copies (its open documents and layout): {@code capture} runs on the JavaFX
     * thread at each tick and returns the writing, which runs on the worker.
     */
    public void keepingAlso(Supplier<Runnable> capture) {
        alsoKeep = capture;
    }

    /** Something changed: the copies are written once changes rest, or at the latest a few seconds on. */
    private void changed() {
        if (!started || session == null) {
            return;
        }
        long now = System.nanoTime();
        if (firstWaiting < 0 || waiting == null || waiting.isDone()) {
            firstWaiting = now;
        }
        long quiet = (long) (quietSeconds() * 1e9);
        long longest = (long) (Math.max(LONGEST_SECONDS, quietSeconds()) * 1e9);
        schedule(Math.max(0, Math.min(quiet, longest - (now - firstWaiting))));
    }

    /** Notes the dirty documents now and (re)starts the wait of {@code nanos} before the worker writes them. */
    private void schedule(long nanos) {
        latest = noted();
        if (waiting != null) {
            waiting.cancel(false);
        }
        try {
            waiting = worker.schedule(this::writeLatest, nanos, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException stopped) {
            waiting = null;
        }
    }

    /** The quiet time ran out (on the worker): the last noted copies are written, then the window's memory. */
    private void writeLatest() {
        running.incrementAndGet();
        try {
            write(workspace.folder().root(), latest);
            Platform.runLater(() -> {
                if (!started) {
                    return;
                }
                Runnable keep = alsoKeep.get();
                try {
                    worker.execute(keep);
                } catch (RejectedExecutionException stopped) {
                    // The window is closing: it keeps its memory itself.
                }
            });
        } finally {
            running.decrementAndGet();
        }
    }

    /** Stops following changes and waits (a few seconds at most) for a copy being written, before the session ends. */
    public void stop() {
        started = false;
        if (waiting != null) {
            waiting.cancel(false);
        }
        workspace.documents().removeListener(opened);
        workspace.documents().forEach(document -> document.stampProperty().removeListener(changed));
        workspace.focusedProperty().removeListener(changed);
        memoryAlarm.uninstall();
        worker.shutdown();
        try {
            worker.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Where to say that memory runs short (the window's status line). */
    public void tellingWith(java.util.function.Consumer<String> teller) {
        tell = teller;
    }

    /** Memory is nearly full: keep the work first, then say so, once. */
    public void memoryShort() {
        tick();
        tell.accept("Memory is running short: your unsaved work was autosaved. Save, then restart Reel with a "
                + "larger heap (java -Xmx4g -jar reel.jar)");
    }

    /** How many copies have been written so far (tests wait on it). */
    public int writes() {
        return writes;
    }

    /** Whether copies wait for the quiet time or are being written on the worker (tests wait on it). */
    public boolean busy() {
        ScheduledFuture<?> next = waiting;
        return next != null && !next.isDone() || running.get() > 0;
    }

    /**
     * A document was saved: its copy goes at once, so a crash right after the save offers nothing to recover
     * (waiting for the next tick left a copy equal to the file, offered as "No differences"). A document still
     * dirty after the save (its Source view holds a draft with errors) keeps its copy.
     */
    public void saved(OpenDocument<?> document) {
        if (session == null || document.dirty()) {
            return;
        }
        synchronized (files) {
            saves.merge(document.name(), 1, Integer::sum);
            session.remove(workspace.folder().root(), document.name());
            written.remove(document.name());
        }
    }

    /** Writes the dirty documents now, on this thread, and removes the copies of the clean ones. */
    public void tick() {
        if (session == null) {
            return;
        }
        // The memory alarm may call from another thread: the window's layout is noted on the JavaFX thread only.
        Runnable keep = Platform.isFxApplicationThread() ? alsoKeep.get() : () -> { };
        write(workspace.folder().root(), noted());
        keep.run();
    }

    /** Notes the dirty documents now (JavaFX thread) and has the worker write them at once, not waiting. */
    public void tickInBackground() {
        if (session != null) {
            schedule(0);
        }
    }

    /**
     * The dirty documents and the text each holds now (written when asked). No lock: this runs on every change,
     * and the worker may be writing a big copy meanwhile.
     */
    private List<Noted> noted() {
        List<Noted> noted = new ArrayList<>();
        for (OpenDocument<?> document : workspace.documents()) {
            if (document.dirty()) {
                noted.add(new Noted(document.name(), saves.getOrDefault(document.name(), 0),
                        document.workingTextNow()));
            }
        }
        return noted;
    }

    /** Writes the noted documents' copies that changed and removes the copies of documents no longer noted. */
    private void write(Path root, List<Noted> noted) {
        Map<String, String> texts = new HashMap<>();
        for (Noted document : noted) {
            texts.put(document.name(), document.text().get());
        }
        synchronized (files) {
            Map<String, String> still = new HashMap<>();
            for (Noted document : noted) {
                if (saves.getOrDefault(document.name(), 0) != document.saves()) {
                    continue;
                }
                String text = texts.get(document.name());
                still.put(document.name(), text);
                if (!text.equals(written.get(document.name()))) {
                    session.write(root, document.name(), text);
                    writes++;
                }
            }
            for (String name : written.keySet()) {
                if (!still.containsKey(name)) {
                    session.remove(root, name);
                }
            }
            written.clear();
            written.putAll(still);
        }
    }
}
