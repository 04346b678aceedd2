package dev.reel.ui.documents;

import dev.reel.io.Loaded;
import dev.reel.io.ProjectChecker;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import javafx.application.Platform;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Predicate;

/**
 * The problems of a document's value as its saved text would have them: the codec's own diagnostics of that
 * text plus the project-wide checks. A small document is checked at once; a big one (writing the 100,000-key
 * clip's text and reading it again takes a second or more, which the JavaFX thread spent at its opening and
 * after every edit) on a worker, its problems set on the JavaFX thread if the document still holds that value.
 */
final class DocumentChecks {
    /**
     * A file of at least this many bytes is checked on the worker. The sample's largest document (the squire's rig,
     * 29 KB) is checked at once; the generated 600-transition controller (59 KB) spent about 8.5% of its open on
     * the JavaFX thread writing its text and reading it back, which the worker now does beside it.
     */
    static final long BACKGROUND_BYTES = 32 * 1024;

    private final ExecutorService worker = Executors.newSingleThreadExecutor(work -> {
        Thread thread = new Thread(work, "reel-document-check");
        thread.setDaemon(true);
        return thread;
    });
    /** The value each document is being checked for (set on the JavaFX thread, read by the worker too). */
    private final Map<OpenDocument<?>, Object> checking = new ConcurrentHashMap<>();

    /** The problems of the document's current value, worked out now. */
    static <T> List<Diagnostic> now(OpenDocument<T> document, ProjectChecker checker) {
        return problemsOf(document, document.value(), checker);
    }

    /**
     * Checks {@code document}'s current value on the worker (JavaFX thread); a later edit starts a check of its
     * own, and a check still waiting for an older value is skipped. The problems are set only while
     * {@code open} holds for the document.
     */
    <T> void later(OpenDocument<T> document, ProjectChecker checker, Predicate<OpenDocument<?>> open) {
        T value = document.value();
        if (checking.get(document) == value) {
            return;
        }
        checking.put(document, value);
        worker.execute(() -> {
            if (checking.get(document) != value || !rested()) {
                return;
            }
            if (checking.get(document) != value) {
                return;
            }
            long start = System.nanoTime();
            List<Diagnostic> problems = problemsOf(document, value, checker);
            lastNanos = System.nanoTime() - start;
            Platform.runLater(() -> {
                if (checking.get(document) == value) {
                    checking.remove(document);
                    if (document.value() == value && document.draft() == null && open.test(document)) {
                        document.setProblems(problems);
                    }
                }
            });
        });
    }

    /**
     * On the worker, before a check: rests as long as the last check took (at most {@link #MAX_REST_MILLIS}), so
     * while drags and undos of a big document follow one another the checks take at most half of a core from
     * the JavaFX and render threads, and a check asked for meanwhile replaces the one waiting. False when the
     * worker is being stopped.
     */
    private boolean rested() {
        try {
            Thread.sleep(Math.min(MAX_REST_MILLIS, lastNanos / 1_000_000));
            return true;
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** How long the last check took (the worker's own). */
    private long lastNanos;
    private static final long MAX_REST_MILLIS = 1000;

    /** Whether a check runs or waits on the worker. */
    boolean busy() {
        return !checking.isEmpty();
    }

    /** Any thread: values never change, and the document writes a value's text once. */
    private static <T> List<Diagnostic> problemsOf(OpenDocument<T> document, T value, ProjectChecker checker) {
        String text = document.textOf(value);
        Loaded<?> reread = document.type().read(text, document.name());
        List<Diagnostic> all = new ArrayList<>(reread.diagnostics());
        if (reread.value() instanceof Clip clip) {
            all.addAll(checker.checkClip(clip, document.name()));
        } else if (reread.value() instanceof Controller controller) {
            all.addAll(checker.checkController(controller, document.name()));
        }
        return all;
    }
}
