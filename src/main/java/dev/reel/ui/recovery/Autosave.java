package dev.reel.ui.recovery;

import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.Workspace;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.collections.ListChangeListener;
import javafx.util.Duration;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Copies every dirty document to this session's recovery folder within seconds of the last edit, and drops the
 * copies of documents that are saved or closed. It never writes over the user's files: that is what Save is for.
 *
 * <p>Any change of an open document (an edit, an undo, a draft typed in Source), a document opened or closed
 * and a change of focus start a quiet timer of {@value #QUIET_SECONDS} s (the system property
 * {@code reel.autosave.seconds} may set another); it starts again on each change, and when it runs out the copies
 * are written. A stream of changes that never rests (a long drag) is written at the latest {@value #LONGEST_SECONDS}
 * s after its first change. An edit made five seconds before a crash is therefore in the copy.
 *
 * <p>The copies are written on a worker: the JavaFX thread only notes which documents are dirty and the values
 * they hold (values never change), and the worker writes their text and the files (writing the 100,000-key clip's
 * 4.6 MB text held the window still). What else the window wants kept with them (its open documents and layout,
 * {@link #keepingAlso}) is noted on the JavaFX thread and written on the worker too. {@link #tick()}, which a
 * recovery and a memory alarm use, writes at once on the caller's thread. Copies are written and removed one at a
 * time, and a document saved after the worker noted it is not written.
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
    private final PauseTransition quiet;
    /** When the first change not yet written was made (System.nanoTime), or -1 when none waits. */
    private long firstWaiting = -1;
    private boolean started;
    /** Guards the copies on disk, {@link #written} and {@link #saves}: one writer at a time. */
    private final Object files = new Object();
    /** The text last written per document name, so an unchanged dirty document is not rewritten. */
    private final Map<String, String> written = new HashMap<>();
    /** How many times each document was saved, so a copy noted before a save is not written after it. */
    private final Map<String, Integer> saves = new HashMap<>();
    private volatile int writes;
    private volatile int ticks;
    private final MemoryAlarm memoryAlarm = new MemoryAlarm(() -> Platform.runLater(this::memoryShort));
    private java.util.function.Consumer<String> tell = message -> { };
    /** Notes (on the JavaFX thread) what else to keep at each tick; what it returns is written on the worker. */
    private Supplier<Runnable> alsoKeep = () -> () -> { };
    private final ExecutorService worker = Executors.newSingleThreadExecutor(work -> {
        Thread thread = new Thread(work, "reel-autosave");
        thread.setDaemon(true);
        return thread;
    });
    /** Whether a tick waits or runs on the worker (the next tick is not queued behind it). */
    private volatile boolean pending;
    private final InvalidationListener changed = observable -> changed();
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
        this.quiet = new PauseTransition(Duration.seconds(quietSeconds()));
        quiet.setOnFinished(event -> quietRanOut());
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
        if (firstWaiting < 0) {
            firstWaiting = now;
        }
        if (now - firstWaiting >= (long) (Math.max(LONGEST_SECONDS, quietSeconds()) * 1e9)) {
            quietRanOut();
        } else {
            quiet.playFromStart();
        }
    }

    private void quietRanOut() {
        quiet.stop();
        if (tickInBackground()) {
            firstWaiting = -1;
        } else if (started) {
            // The worker is still writing the last copies: this change is written once it is done.
            quiet.playFromStart();
        }
    }

    /** Stops following changes and waits (a few seconds at most) for a copy being written, before the session ends. */
    public void stop() {
        started = false;
        quiet.stop();
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

    /** How many ticks have written their copies so far (tests wait on it). */
    public int ticks() {
        return ticks;
    }

    /** Whether copies wait for the quiet time or are being written on the worker (tests wait on it). */
    public boolean busy() {
        return pending || quiet.getStatus() == javafx.animation.Animation.Status.RUNNING;
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

    /**
     * The quiet time's tick: notes the dirty documents here (on the JavaFX thread) and writes them on the worker;
     * false, doing nothing, when the last tick's copies are still being written.
     */
    public boolean tickInBackground() {
        if (session == null) {
            return true;
        }
        if (pending) {
            return false;
        }
        Path root = workspace.folder().root();
        List<Noted> noted = noted();
        Runnable keep = alsoKeep.get();
        pending = true;
        try {
            worker.execute(() -> {
                try {
                    write(root, noted);
                    keep.run();
                    ticks++;
                } finally {
                    pending = false;
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException stopped) {
            pending = false;
        }
        return true;
    }

    /** The dirty documents and the text each holds now (written when asked). */
    private List<Noted> noted() {
        List<Noted> noted = new ArrayList<>();
        synchronized (files) {
            for (OpenDocument<?> document : workspace.documents()) {
                if (document.dirty()) {
                    noted.add(new Noted(document.name(), saves.getOrDefault(document.name(), 0),
                            document.workingTextNow()));
                }
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
