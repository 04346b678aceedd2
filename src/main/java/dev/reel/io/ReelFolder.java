package dev.reel.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A project's own {@code .reel/} folder, where Reel keeps what is not part of the project: the version each save
 * replaced ({@code .reel/backups/PATH~}) and, where no system trash is reachable, deleted files
 * ({@code .reel/trash/}). Reel's scans skip folders whose name starts with a dot, and the folder holds a
 * {@code .gitignore} of {@code *}, so git ignores all of it without the artist's own {@code .gitignore} changing.
 */
public final class ReelFolder {
    /** The folder's name, in the project folder. */
    public static final String NAME = ".reel";
    /** Where the versions replaced by saves are kept, relative to the project. */
    public static final String BACKUPS = NAME + "/backups";
    /** What the folder's {@code .gitignore} holds: everything in it. */
    static final String IGNORE_ALL = "# Reel's own files (backups, trash): not part of the project.\n*\n";

    private ReelFolder() {
    }

    /** Where the version a save of {@code relative} (a project-relative path with {@code /}) replaces is kept. */
    public static Path backupOf(Path root, String relative) {
        return root.resolve(BACKUPS).resolve(relative + "~");
    }

    /** Makes {@code .reel/} in the project at {@code root}, with its {@code .gitignore}, if it is not there. */
    public static Path ensure(Path root) throws IOException {
        Path folder = root.resolve(NAME);
        Files.createDirectories(folder);
        Path ignore = folder.resolve(".gitignore");
        if (!Files.exists(ignore)) {
            Files.write(ignore, IGNORE_ALL.getBytes(StandardCharsets.UTF_8));
        }
        return folder;
    }
}
