package dev.reel.ui.recovery;

import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.Workspace;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
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
 * Copies every dirty document to this session's recovery folder on a fixed interval (60 s unless the system
 * property {@code reel.autosave.seconds} says otherwise) and drops the copies of documents that are saved or
 * closed. It never writes over the user's files: that is what Save is for.
 *
 * <p>The interval's copies are written on a worker: the JavaFX thread only notes which documents are dirty
 * and the values they hold (values never change), and the worker writes their text and the files (writing the
 * 100,000-key clip's 4.6 MB text held the window still every minute). {@link #tick()}, which a recovery and a
 * memory alarm use, writes at once on the caller's thread. Copies are written and removed one at a time, and a
 * document saved after the worker noted it is not written.
 */
public final class Autosave {
    /** The system property holding the interval in seconds. */
    public static final String INTERVAL_PROPERTY = "reel.autosave.seconds";

    private final Workspace workspace;
    private final RecoverySession session;
    private final Timeline timeline;
    /** Guards the copies on disk, {@link #written} and {@link #saves}: one writer at a time. */
    private final Object files = new Object();
    /** The text last written per document name, so an unchanged dirty document is not rewritten. */
    private final Map<String, String> written = new HashMap<>();
    /** How many times each document was saved, so a copy noted before a save is not written after it. */
    private final Map<String, Integer> saves = new HashMap<>();
    private volatile int writes;
    private final MemoryAlarm memoryAlarm = new MemoryAlarm(() -> Platform.runLater(this::memoryShort));
    private java.util.function.Consumer<String> tell = message -> { };
    private final ExecutorService worker = Executors.newSingleThreadExecutor(work -> {
        Thread thread = new Thread(work, "reel-autosave");
        thread.setDaemon(true);
        return thread;
    });
    /** Whether a tick waits or runs on the worker (the next interval's tick is not queued behind it). */
    private volatile boolean pending;

    /** A dirty document as a tick found it: its name, how often it was saved then, and its text to write. */
    private record Noted(String name, int saves, Supplier<String> text) {
    }

    public Autosave(Workspace workspace, RecoverySession session) {
        this.workspace = workspace;
        this.session = session;
        this.timeline = new Timeline(new KeyFrame(Duration.seconds(interval()), event -> tickInBackground()));
        timeline.setCycleCount(Animation.INDEFINITE);
        workspace.addSaveListener(this::saved);
    }

    /** The interval in seconds from {@value #INTERVAL_PROPERTY}, 60 by default. */
    public static double interval() {
        try {
            double seconds = Double.parseDouble(System.getProperty(INTERVAL_PROPERTY, "60"));
            return seconds > 0 ? seconds : 60;
        } catch (NumberFormatException e) {
            return 60;
        }
    }

    public void start() {
        timeline.play();
        memoryAlarm.install();
    }

    /** Stops the interval and waits (a few seconds at most) for a copy being written, before the session ends. */
    public void stop() {
        timeline.stop();
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

    /** Whether an interval's copies wait or are being written on the worker (tests wait on it). */
    public boolean busy() {
        return pending;
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
        write(workspace.folder().root(), noted());
    }

    /**
     * The interval's tick: notes the dirty documents here (on the JavaFX thread) and writes them on the worker;
     * nothing when the last interval's copies are still being written.
     */
    public void tickInBackground() {
        if (session == null || pending) {
            return;
        }
        Path root = workspace.folder().root();
        List<Noted> noted = noted();
        pending = true;
        try {
            worker.execute(() -> {
                try {
                    write(root, noted);
                } finally {
                    pending = false;
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException stopped) {
            pending = false;
        }
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
