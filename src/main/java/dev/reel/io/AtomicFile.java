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
import java.nio.file.attribute.DosFileAttributeView;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Saves that never leave a half-written file: the new bytes go to a temporary file in the same folder, are
 * forced to disk, and replace the target with one atomic rename, after which the folder is forced too. The
 * version being replaced is kept as a backup where the caller says: a project's files in the project's
 * {@code .reel/backups/} ({@link WriteGuard}), Reel's own files beside them as {@code NAME~}. A crash at any moment leaves the target equal
 * to either its old or its new bytes; the temporary file it may leave is removed by
 * {@link #removeStrayTemporaryFiles(Path)} when the project is opened next. The new file keeps the mode (and,
 * where the system lets this process, the owner and group) of the one it replaces: a {@code 0640} clip stays
 * {@code 0640}. Callers go through {@link WriteGuard}, which decides where a write may land.
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

    /** What a save does to a file without write permission for its owner. */
    public enum ReadOnly {
        /** Nothing is written; the reason says the file is read-only (documents and CLI outputs). */
        REFUSE,
        /** The file is replaced and stays read-only (the user said to overwrite it, or it is one of the app's). */
        OVERWRITE
    }

    /** Whether {@code file} exists and its owner may not write it (the POSIX owner-write bit, or DOS read-only). */
    public static boolean isReadOnly(Path file) {
        try {
            if (!Files.isRegularFile(file)) {
                return false;
            }
            PosixFileAttributeView posix = Files.getFileAttributeView(file, PosixFileAttributeView.class);
            if (posix != null) {
                return !posix.readAttributes().permissions().contains(PosixFilePermission.OWNER_WRITE);
            }
            DosFileAttributeView dos = Files.getFileAttributeView(file, DosFileAttributeView.class);
            return dos != null && dos.readAttributes().isReadOnly();
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    /** {@link #save(Path, byte[], ReadOnly)} refusing read-only files; for the tests of the save itself. */
    static Optional<Diagnostic> save(Path target, byte[] bytes) {
        return save(target, bytes, ReadOnly.REFUSE);
    }

    /** Writes {@code bytes} to {@code target} atomically, keeping the previous version beside it as {@code NAME~}. */
    static Optional<Diagnostic> save(Path target, byte[] bytes, ReadOnly readOnly) {
        return save(target, bytes, readOnly, backupOf(target));
    }

    /**
     * Writes {@code bytes} to {@code target} atomically, keeping the previous version as {@code backup} (its
     * folders made as needed; null keeps none) and the previous file's mode and owner.
     *
     * @return empty on success, or the reason it failed; the original file is then byte-identical
     */
    static Optional<Diagnostic> save(Path target, byte[] bytes, ReadOnly readOnly, Path backup) {
        Path folder = target.toAbsolutePath().getParent();
        if (readOnly == ReadOnly.REFUSE && isReadOnly(target)) {
            return Optional.of(Diagnostic.of(Code.IO001, target.toString(), 0, 0, "cannot save: the file is "
                    + "read-only (its owner has no write permission); nothing was written"));
        }
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
                keepMode(target, temporary);
                if (backup != null) {
                    keepBackup(target, backup);
                }
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

    /**
     * Gives the new bytes the old file's permissions, then tries its owner and group (only root may give a file
     * away; a user's own files keep theirs anyway, as the temporary file is created by that user).
     */
    static void keepMode(Path target, Path temporary) throws IOException {
        PosixFileAttributeView old = Files.getFileAttributeView(target, PosixFileAttributeView.class);
        PosixFileAttributeView fresh = Files.getFileAttributeView(temporary, PosixFileAttributeView.class);
        if (old == null || fresh == null) {
            DosFileAttributeView dos = Files.getFileAttributeView(target, DosFileAttributeView.class);
            if (dos != null && dos.readAttributes().isReadOnly()) {
                Files.getFileAttributeView(temporary, DosFileAttributeView.class).setReadOnly(true);
            }
            return;
        }
        PosixFileAttributes attributes = old.readAttributes();
        fresh.setPermissions(attributes.permissions());
        try {
            if (!attributes.owner().equals(fresh.getOwner())) {
                fresh.setOwner(attributes.owner());
            }
            if (!attributes.group().equals(fresh.readAttributes().group())) {
                fresh.setGroup(attributes.group());
            }
        } catch (IOException | SecurityException e) {
            // Not allowed to this user: the file keeps its mode and becomes the saving user's, as any editor's.
        }
    }

    /** Makes {@code backup} a copy of the current target; a hard link when the file system allows, as it is instant. */
    private static void keepBackup(Path target, Path backup) throws IOException {
        if (!backup.getParent().equals(target.toAbsolutePath().getParent())) {
            Files.createDirectories(backup.getParent());
        }
        Path partial = backup.resolveSibling(backup.getFileName() + "." + temporarySuffix());
        Files.deleteIfExists(partial);
        try {
            Files.createLink(partial, target);
        } catch (UnsupportedOperationException | IOException e) {
            Files.copy(target, partial, StandardCopyOption.REPLACE_EXISTING);
        }
        try {
            Files.move(partial, backup, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            // A backup that cannot take its place (a folder in the way) leaves no link behind.
            Files.deleteIfExists(partial);
            throw e;
        }
    }

    static void forceFolder(Path folder) {
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

    static String temporarySuffix() {
        return ProcessHandle.current().pid() + "-" + COUNTER.incrementAndGet() + ".reel-tmp";
    }

    private static long parsePid(String digits) {
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /**
     * Why a file operation failed, in words a user can act on; never the name of a temporary file (the caller
     * names the document).
     */
    public static String describe(Exception e) {
        String reason = e instanceof FileSystemException fileSystem ? fileSystem.getReason() : e.getMessage();
        String lower = reason == null ? "" : reason.toLowerCase(java.util.Locale.ROOT);
        if (e instanceof java.nio.file.AccessDeniedException || e instanceof SecurityException
                || lower.contains("permission denied") || lower.contains("operation not permitted")) {
            return "permission denied (you may not write in its folder)";
        }
        if (lower.contains("no space left") || lower.contains("disk quota")) {
            return "the disk is full";
        }
        if (lower.contains("read-only file system")) {
            return "the disk or folder is mounted read-only";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "the file or its folder no longer exists";
        }
        if (e instanceof java.nio.file.FileAlreadyExistsException || e instanceof java.nio.file.NotDirectoryException
                || lower.contains("not a directory")) {
            return "a part of its folder path is a file, not a folder";
        }
        if (e instanceof FileSystemException) {
            return reason != null ? reason : "the file system refused";
        }
        return reason == null ? e.getClass().getSimpleName() : reason;
    }
}
