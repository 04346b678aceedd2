package dev.reel.io;

import dev.reel.model.Diagnostic;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * The single steps of a change that spans several files of a project (a rename with its references, an undo of
 * one): stage new bytes beside their target, move a file or folder, put staged bytes in place. Each step is one
 * atomic rename or one new temporary file, and each is checked by {@link WriteGuard} first, so none follows a link
 * out of the project. A caller strings them together and undoes the ones it did when a later one fails.
 */
public final class FileSteps {
    private final Path root;

    /** Steps inside the project at {@code root}. */
    public FileSteps(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** A step the write guard refused, or one the file system failed; carries the diagnostic to show. */
    public static final class Failed extends IOException {
        private final transient Diagnostic diagnostic;

        Failed(Diagnostic diagnostic) {
            super(diagnostic.message());
            this.diagnostic = diagnostic;
        }

        public Diagnostic diagnostic() {
            return diagnostic;
        }
    }

    /** Refuses {@code path} when the write guard does. */
    public void check(Path path) throws Failed {
        Optional<Diagnostic> refused = WriteGuard.check(root, path);
        if (refused.isPresent()) {
            throw new Failed(refused.get());
        }
    }

    /**
     * Writes {@code bytes} to a new temporary file in the folder of {@code target}, forced to disk; the name is one
     * {@link AtomicFile#removeStrayTemporaryFiles} removes if the process dies before it is placed.
     */
    public Path stage(Path target, byte[] bytes) throws IOException {
        return stage(target, bytes, true);
    }

    /**
     * {@link #stage(Path, byte[])}, leaving the forcing to the caller when {@code force} is false (to force many
     * staged files at once with {@link #forceFile}, which lets the disk overlap them).
     */
    public Path stage(Path target, byte[] bytes, boolean force) throws IOException {
        check(target);
        Path temporary = target.resolveSibling("." + target.getFileName() + "." + AtomicFile.temporarySuffix());
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            if (force) {
                channel.force(true);
            }
        }
        return temporary;
    }

    /**
     * Gives the file at {@code target} a second name, a temporary one, before it is replaced: the replaced version
     * then stays on disk until that name is removed, which a caller can do after its whole change instead of
     * inside each rename (freeing a file's blocks is slow on some disks). Null when the file system has no hard
     * links; a process that dies first leaves a temporary file the next start removes.
     */
    public Path keepAside(Path target) {
        Path aside = target.resolveSibling("." + target.getFileName() + "." + AtomicFile.temporarySuffix());
        try {
            check(target);
            Files.createLink(aside, target);
            return aside;
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
    }

    /** Forces a file's bytes to disk. */
    public static void forceFile(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.force(true);
        }
    }

    /**
     * Renames the staged file onto {@code target} in one step, replacing what is there (which keeps its mode). The
     * folder is not forced: a change placing many files forces each folder once, at its end ({@link #force}).
     */
    public void place(Path staged, Path target) throws IOException {
        check(target);
        if (Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            AtomicFile.keepMode(target, staged);
        }
        atomicMove(staged, target, true);
    }

    /** Forces a folder's entries (the renames done in it) to disk. */
    public static void force(Path folder) {
        AtomicFile.forceFolder(folder);
    }

    /** Moves a file or folder to {@code to}, which must not exist; never replaces anything. */
    public void move(Path from, Path to) throws IOException {
        check(from);
        check(to);
        if (Files.exists(to, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(to.toString());
        }
        atomicMove(from, to, false);
    }

    /** Makes one folder (its parent exists). */
    public void makeFolder(Path folder) throws IOException {
        check(folder);
        Files.createDirectory(folder);
    }

    /** Removes a file or an empty folder, for steps undone and folders a change leaves empty. */
    public void remove(Path path) throws IOException {
        check(path);
        Files.delete(path);
    }

    /** Copies bytes already in memory to a new file in one step: staged, then placed. */
    public void writeNew(Path target, byte[] bytes) throws IOException {
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        Path staged = stage(target, bytes);
        try {
            place(staged, target);
            force(target.getParent());
        } catch (IOException e) {
            Files.deleteIfExists(staged);
            throw e;
        }
    }

    private static void atomicMove(Path from, Path to, boolean replace) throws IOException {
        try {
            if (replace) {
                Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } else {
                Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (AtomicMoveNotSupportedException e) {
            if (replace) {
                Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
            } else {
                Files.move(from, to);
            }
        }
    }
}
