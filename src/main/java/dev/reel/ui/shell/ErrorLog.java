package dev.reel.ui.shell;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * The log of unexpected errors, {@code CONFIG/logs/reel.log}: one entry per error (when, on which thread, the
 * whole trace). It stays small: once it passes {@link #LIMIT} bytes it becomes {@code reel.log.1} (replacing the
 * one before) and a new log starts, so the folder never holds more than about twice the limit.
 */
public final class ErrorLog {
    /** The size past which the log is rotated. */
    public static final long LIMIT = 512 * 1024;
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private final Path file;

    /** The log in {@code configFolder}'s {@code logs} folder (made on the first entry). */
    public ErrorLog(Path configFolder) {
        this.file = configFolder.resolve("logs").resolve("reel.log");
    }

    public Path file() {
        return file;
    }

    /** The text of a throwable's trace, causes included, as the log and the Details dialog show it. */
    public static String trace(Throwable throwable) {
        StringWriter text = new StringWriter();
        throwable.printStackTrace(new PrintWriter(text));
        return text.toString();
    }

    /**
     * Appends an entry; returns false when the log could not be written (a full disk must not turn one error
     * into two, so the failure is only reported by the result).
     */
    public synchronized boolean write(String thread, Throwable throwable) {
        String entry = LocalDateTime.now().format(WHEN) + " unexpected error on thread \"" + thread + "\"\n"
                + trace(throwable) + "\n";
        try {
            Files.createDirectories(file.getParent());
            if (Files.exists(file) && Files.size(file) > LIMIT) {
                Files.move(file, file.resolveSibling("reel.log.1"), StandardCopyOption.REPLACE_EXISTING);
            }
            Files.writeString(file, entry, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
