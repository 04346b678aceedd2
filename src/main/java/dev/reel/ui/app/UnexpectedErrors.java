package dev.reel.ui.app;

import javafx.application.Platform;

import java.util.function.Supplier;

/**
 * What the editor does with a throwable nobody caught, on the JavaFX thread or a worker: it is written to the
 * {@link ErrorLog}, and the window showing now tells the user with its {@link FailureNotice}. Installed as the
 * default uncaught-exception handler by {@link ReelApp}; the documents need no repair, since a command that
 * throws records nothing and a transaction closed by the exception rolls back.
 */
public final class UnexpectedErrors implements Thread.UncaughtExceptionHandler {
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
            System.err.println(dev.reel.cli.OutOfMemory.message("the editor"));
        }
        boolean logged = !(throwable instanceof OutOfMemoryError) && log.write(thread.getName(), throwable);
        if (!(throwable instanceof OutOfMemoryError)) {
            // One line for whoever started Reel from a terminal; the trace is in the log.
            System.err.println("Reel: unexpected error (" + FailureNotice.describe(throwable) + ")"
                    + (logged ? ", logged in " + log.file() : ""));
        }
        try {
            // Later, not now: a listener's throwable arrives here in the middle of the change that failed.
            Platform.runLater(() -> tell(throwable, logged));
        } catch (IllegalStateException toolkitGone) {
            // Closing down: the log has it.
        }
    }

    private void tell(Throwable throwable, boolean logged) {
        EditorWindow shown = window.get();
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
