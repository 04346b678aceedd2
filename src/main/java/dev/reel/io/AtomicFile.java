package dev.reel.io;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Saves that never leave a half-written file: the new bytes go to a temporary file in the same folder, are
 * forced to disk, and replace the target with one atomic rename, after which the folder is forced too. The
 * version being replaced is kept beside it as {@code NAME~}. A crash at any moment leaves the target equal
 * to either its old or its new bytes; the temporary file it may leave is removed by
 * {@link #removeStrayTemporaryFiles(Path)} when the project is opened next.
 */
public final class AtomicFile {
    /**
     * Temporary files end in {@code .PID-N.reel-tmp} ({@code .NAME.PID-N.reel-tmp} for the new bytes,
     * {@code NAME~.PID-N.reel-tmp} for the backup) so that a later start knows whose they were, and two saves
     * running at once in one process never share one.
     */
    private static final Pattern TEMPORARY = Pattern.compile(".+\\.(\\d+)-\\d+\\.reel-tmp");
    private static final AtomicLong COUNTER = new AtomicLong();

    private AtomicFile() {
    }

    /** The name of the backup kept beside {@code target}. */
    public static Path backupOf(Path target) {
        return target.resolveSibling(target.getFileName() + "~");
    }

    /**
     * Writes {@code bytes} to {@code target} atomically, keeping the previous version as {@code NAME~}.
     *
     * @return empty on success, or the reason it failed; the original file is then byte-identical
     */
    public static Optional<Diagnostic> save(Path target, byte[] bytes) {
        Path folder = target.toAbsolutePath().getParent();
        Path temporary = folder.resolve("." + target.getFileName() + "." + temporarySuffix());
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE,
                    StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            if (Files.isRegularFile(target)) {
                keepBackup(target);
            }
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                // Only on file systems without atomic rename; still never truncates the target in place.
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
            forceFolder(folder);
            return Optional.empty();
        } catch (IOException | SecurityException e) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException ignored) {
                // The stray file is removed on the next start.
            }
            return Optional.of(Diagnostic.of(Code.IO001, target.toString(), 0, 0, "cannot save: " + describe(e)));
        }
    }

    /** Makes {@code NAME~} a copy of the current target; a hard link when the file system allows, as it is instant. */
    private static void keepBackup(Path target) throws IOException {
        Path backup = backupOf(target);
        Path partial = backup.resolveSibling(backup.getFileName() + "." + temporarySuffix());
        Files.deleteIfExists(partial);
        try {
            Files.createLink(partial, target);
        } catch (UnsupportedOperationException | IOException e) {
            Files.copy(target, partial, StandardCopyOption.REPLACE_EXISTING);
        }
        Files.move(partial, backup, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void forceFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Windows cannot open a folder as a channel; its rename is already durable enough there.
        }
    }

    /**
     * Removes temporary files that saves of processes no longer running left in {@code folder}.
     *
     * @return how many were removed
     */
    public static int removeStrayTemporaryFiles(Path folder) {
        int removed = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, "*.reel-tmp")) {
            for (Path entry : entries) {
                Matcher matcher = TEMPORARY.matcher(entry.getFileName().toString());
                long pid = matcher.matches() ? parsePid(matcher.group(1)) : -1;
                boolean ownerAlive = pid >= 0 && pid != ProcessHandle.current().pid()
                        && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
                if (!ownerAlive && Files.deleteIfExists(entry)) {
                    removed++;
                }
            }
        } catch (IOException e) {
            return removed;
        }
        return removed;
    }

    private static String temporarySuffix() {
        return ProcessHandle.current().pid() + "-" + COUNTER.incrementAndGet() + ".reel-tmp";
    }

    private static long parsePid(String digits) {
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    static String describe(Exception e) {
        if (e instanceof FileSystemException fileSystem && fileSystem.getReason() != null) {
            return fileSystem.getReason();
        }
        String message = e.getMessage();
        return message == null ? e.getClass().getSimpleName() : message;
    }
}
