package dev.reel.launch;

import dev.reel.cli.OutOfMemory;

import java.util.Locale;

/**
 * The one line the editor prints when its window cannot open at all: no display to open it on, or no GTK 3 for
 * JavaFX to draw with on Linux; anything else is named by its message. Never a stack trace: the reason is
 * outside Reel and the line says what to do about it.
 */
final class StartupProblem {
    private StartupProblem() {
    }

    /** Whether {@code failure} (or what caused it) is the heap running out. */
    static boolean outOfMemory(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError) {
                return true;
            }
        }
        return false;
    }

    /** What to tell the user about {@code failure}, thrown by {@code Application.launch}. */
    static String describe(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError) {
                return OutOfMemory.message("the editor");
            }
            String message = String.valueOf(cause.getMessage()).toLowerCase(Locale.ROOT);
            if (message.contains("unable to open display") || message.contains("cannot open display")) {
                return "reel: the editor needs a display, and none was found (DISPLAY is "
                        + (System.getenv("DISPLAY") == null ? "not set" : "\"" + System.getenv("DISPLAY") + "\"")
                        + "); run it in a desktop session, or use a subcommand such as reel check PATH "
                        + "(reel --help lists them)";
            }
            if (message.contains("gtk")) {
                return "reel: the editor needs the GTK 3 library, which is not installed; on Debian or Ubuntu "
                        + "install it with: sudo apt install libgtk-3-0 (Fedora: sudo dnf install gtk3); "
                        + "the subcommands (reel check, play, ...) work without it";
            }
        }
        Throwable root = failure;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return "reel: the editor could not start: " + root.getClass().getSimpleName()
                + (root.getMessage() == null ? "" : ": " + root.getMessage());
    }
}
