package dev.reel.ui.shell;

import javafx.application.Platform;

import java.util.function.Supplier;

/**
 * What the editor does with a throwable nobody caught, on the JavaFX thread or a worker: it is written to the
 * {@link ErrorLog}, and the window showing now tells the user with its {@link FailureNotice}. Installed as the
 * default uncaught-exception handler by {@link ReelApp}; the documents need no repair, since a command that
 * throws records nothing and a transaction closed by the exception rolls back.
 */
public final class UnexpectedErrors implements Thread.UncaughtExceptionHandler {
    /** How many times (a quarter second apart) to look again for a window that is still being built. */
    private static final int WAITS_FOR_WINDOW = 40;

    private final ErrorLog log;
    private final Supplier<EditorWindow> window;
    private boolean telling;

    /** Logs to {@code log} and tells {@code window} (the window showing now, or null). */
    public UnexpectedErrors(ErrorLog log, Supplier<EditorWindow> window) {
        this.log = log;
        this.window = window;
    }

    @Override
    public void uncaughtException(Thread thread, Throwable throwable) {
        if (throwable instanceof OutOfMemoryError) {
            // No trace to log (writing it could fail too) and nothing a bug report needs: one line, and the
            // card saying memory ran out; the edit that failed changed nothing.
            dev.reel.cli.OutOfMemory.tellOnce("the editor");
        }
        boolean logged = !(throwable instanceof OutOfMemoryError) && log.write(thread.getName(), throwable);
        if (!(throwable instanceof OutOfMemoryError)) {
            // One line for whoever started Reel from a terminal; the trace is in the log.
            System.err.println("Reel: unexpected error (" + FailureNotice.describe(throwable) + ")"
                    + (logged ? ", logged in " + log.file() : ""));
        }
        try {
            // Later, not now: a listener's throwable arrives here in the middle of the change that failed.
            Platform.runLater(() -> tell(throwable, logged, WAITS_FOR_WINDOW));
        } catch (IllegalStateException toolkitGone) {
            // Closing down: the log has it.
        }
    }

    private void tell(Throwable throwable, boolean logged, int waits) {
        EditorWindow shown = window.get();
        if (shown == null && waits > 0) {
            // Thrown while the window is being built (a worker scanning the project): tell it once it is up.
            javafx.animation.PauseTransition later = new javafx.animation.PauseTransition(
                    javafx.util.Duration.millis(250));
            later.setOnFinished(event -> tell(throwable, logged, waits - 1));
            later.play();
            return;
        }
        if (shown == null || shown.disposed() || telling) {
            return;
        }
        telling = true;
        try {
            if (throwable instanceof OutOfMemoryError) {
                // The failed allocation is garbage now: write every unsaved document's autosave copy first.
                shown.autosave().memoryShort();
            }
            shown.layout().notice().show(throwable, logged ? log.file() : null);
        } catch (RuntimeException failed) {
            log.write(Thread.currentThread().getName(), failed);
        } finally {
            telling = false;
        }
    }
}
