package dev.reel.io;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The one door every file Reel writes goes through, in the editor and on the command line. A write into a
 * project must land inside the project's real folder: the target is resolved with every symbolic link of its
 * folders followed, and a write that would leave the project that way (a folder that is a link to somewhere
 * else, or a file that is a link out) is refused with AST001 before a byte is written. Outputs a user names
 * outside any project (an export to {@code ~/Desktop/run.gif}) and the app's own settings folder are written
 * where they are named; an output named inside a project is held to the project's rule like any other write.
 */
public final class WriteGuard {
    private WriteGuard() {
    }

    /** Whether Reel may write {@code target} for the project at {@code projectRoot}; empty when it may. */
    public static Optional<Diagnostic> check(Path projectRoot, Path target) {
        Path root = projectRoot.toAbsolutePath().normalize();
        Path file = target.toAbsolutePath().normalize();
        if (!file.startsWith(root) || file.equals(root)) {
            return refused(target, "is outside the project folder " + root);
        }
        try {
            Path realRoot = root.toRealPath();
            Path existing = AssetPaths.deepestExisting(file);
            if (existing == null) {
                return refused(target, "is outside the project folder " + root);
            }
            if (Files.isSymbolicLink(existing) && !Files.exists(existing)) {
                return refused(target, "goes through a broken symbolic link (" + existing + ")");
            }
            Path real = existing.toRealPath();
            if (!real.startsWith(realRoot)) {
                return refused(target, "leads outside the project folder through a symbolic link (to " + real + ")");
            }
            return Optional.empty();
        } catch (IOException | SecurityException e) {
            return refused(target, "cannot be checked: " + AtomicFile.describe(e));
        }
    }

    /**
     * Saves {@code bytes} to {@code target} inside the project at {@code projectRoot}, atomically, making its
     * folders first; refused (AST001, nothing written) when the target leaves the project. The version it
     * replaces is kept in the project's {@code .reel/backups/} under the same path, never beside the file.
     */
    public static Optional<Diagnostic> save(Path projectRoot, Path target, byte[] bytes, AtomicFile.ReadOnly readOnly) {
        Optional<Diagnostic> refused = check(projectRoot, target);
        if (refused.isPresent()) {
            return refused;
        }
        Optional<Diagnostic> folders = createFolders(projectRoot, target.toAbsolutePath().getParent());
        if (folders.isPresent()) {
            return folders;
        }
        // Written through the checked real folder, so a link swapped in after the check is not followed.
        Optional<Path> real = realTarget(projectRoot, target);
        if (real.isEmpty()) {
            return check(projectRoot, target).or(() -> refused(target, "leaves the project folder"));
        }
        return AtomicFile.save(real.get(), bytes, readOnly, backupOf(projectRoot, real.get()))
                .map(problem -> problem.inFile(target.toString()));
    }

    /**
     * Where the version a save of {@code real} replaces is kept: {@code .reel/backups/PATH~} in the project, or
     * nowhere when that folder cannot be made or leads out of the project (the save itself still goes ahead).
     */
    private static Path backupOf(Path projectRoot, Path real) {
        try {
            Path realRoot = projectRoot.toAbsolutePath().normalize().toRealPath();
            if (!real.startsWith(realRoot) || !Files.isRegularFile(real)) {
                return null;
            }
            Path folder = ReelFolder.ensure(realRoot);
            if (!folder.toRealPath().startsWith(realRoot)) {
                return null;
            }
            return ReelFolder.backupOf(realRoot, realRoot.relativize(real).toString().replace('\\', '/'));
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    /** {@link #save(Path, Path, byte[], AtomicFile.ReadOnly)} that refuses to replace a read-only file. */
    public static Optional<Diagnostic> save(Path projectRoot, Path target, byte[] bytes) {
        return save(projectRoot, target, bytes, AtomicFile.ReadOnly.REFUSE);
    }

    /**
     * Saves a file the user named on purpose (an export output, {@code flipbook -o}): inside a project (a folder
     * above it holds {@code project.aego}) it is a project write, checked as one; elsewhere it goes where named.
     */
    public static Optional<Diagnostic> saveNamed(Path target, byte[] bytes) {
        Optional<ProjectFolder> project = ProjectFolder.enclosing(target.toAbsolutePath().normalize().getParent());
        if (project.isPresent()) {
            return save(project.get().root(), target, bytes);
        }
        Optional<Diagnostic> folders = createFoldersOutside(target.toAbsolutePath().getParent());
        return folders.isPresent() ? folders : AtomicFile.save(target, bytes, AtomicFile.ReadOnly.REFUSE);
    }

    /** Saves one of the app's own files (settings, autosaved copies, kept versions): not a project write. */
    public static Optional<Diagnostic> saveSetting(Path target, byte[] bytes) {
        Optional<Diagnostic> folders = createFoldersOutside(target.toAbsolutePath().getParent());
        return folders.isPresent() ? folders : AtomicFile.save(target, bytes, AtomicFile.ReadOnly.OVERWRITE);
    }

    /** Makes {@code folder} and its parents inside the project; refused (AST001) when that leaves it. */
    public static Optional<Diagnostic> createFolders(Path projectRoot, Path folder) {
        Path normal = folder.toAbsolutePath().normalize();
        if (normal.equals(projectRoot.toAbsolutePath().normalize())) {
            return Optional.empty();
        }
        Optional<Diagnostic> refused = check(projectRoot, normal);
        if (refused.isPresent()) {
            return refused;
        }
        return createFoldersOutside(normal);
    }

    /** Makes a folder the user named for output: checked as a project write when it lies inside a project. */
    public static Optional<Diagnostic> createNamedFolders(Path folder) {
        Optional<ProjectFolder> project = ProjectFolder.enclosing(folder.toAbsolutePath().normalize());
        return project.isPresent() ? createFolders(project.get().root(), folder) : createFoldersOutside(folder);
    }

    /** Makes a folder of a named output outside any project, or of the app's settings. */
    public static Optional<Diagnostic> createFoldersOutside(Path folder) {
        try {
            Files.createDirectories(folder);
            return Optional.empty();
        } catch (IOException | SecurityException e) {
            return Optional.of(Diagnostic.of(Code.IO001, folder.toString(), 0, 0,
                    "cannot create the folder: " + AtomicFile.describe(e)));
        }
    }

    /** The target under the project's real folder (links of existing folders followed), once checked. */
    private static Optional<Path> realTarget(Path projectRoot, Path target) {
        if (check(projectRoot, target).isPresent()) {
            return Optional.empty();
        }
        try {
            Path file = target.toAbsolutePath().normalize();
            return Optional.of(file.getParent().toRealPath().resolve(file.getFileName().toString()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static Optional<Diagnostic> refused(Path target, String reason) {
        return Optional.of(Diagnostic.of(Code.AST001, target.toString(), 0, 0,
                target.getFileName() + " " + reason + "; nothing was written"));
    }
}
