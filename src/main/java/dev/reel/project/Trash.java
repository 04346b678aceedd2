package dev.reel.project;

import dev.reel.io.FileSteps;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Where deleted files go so that nothing is lost: the system's trash where Java can reach it
 * ({@code java.awt.Desktop} with {@code MOVE_TO_TRASH}: macOS and Windows), otherwise the project's own
 * {@code .reel/trash/} folder, one folder per delete named by its time, keeping each file's path in the project.
 * Reel skips folders whose name starts with a dot, so trashed files are not part of the project any more.
 */
public abstract class Trash {
    /** The project-local trash folder, relative to the project. */
    public static final String PROJECT_TRASH = ".reel/trash";

    /** Moves {@code file} out of the project into this trash. */
    public abstract void discard(Path file) throws IOException;

    /** Where a user finds what was deleted, for the status line ("the system trash", ".reel/trash/"). */
    public abstract String where();

    /**
     * {@code file} is back in the project (the delete was undone): the copy this trash holds of it goes, so the
     * trash never keeps a second copy of a file that is there. Nothing for the system trash, which Java can only
     * put into.
     */
    public void takeBack(Path file) {
    }

    /** The system trash when this platform offers one to Java, else the project's own. */
    public static Trash forProject(Path root) {
        return systemTrashAvailable() ? new SystemTrash() : inProject(root);
    }

    /** Always the project's own {@code .reel/trash/}. */
    public static Trash inProject(Path root) {
        return new ProjectTrash(root.toAbsolutePath().normalize());
    }

    /**
     * Whether {@code Desktop.moveToTrash} works here: asked only on macOS and Windows, the systems where Java
     * offers it, and never on a headless system, where {@code java.awt} has no desktop.
     */
    static boolean systemTrashAvailable() {
        String os = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT);
        if (!os.contains("mac") && !os.contains("win")) {
            // Java has no trash on Linux and the like; asking would start AWT's X toolkit beside JavaFX's GTK one.
            return false;
        }
        try {
            if (java.awt.GraphicsEnvironment.isHeadless() || !java.awt.Desktop.isDesktopSupported()) {
                return false;
            }
            return java.awt.Desktop.getDesktop().isSupported(java.awt.Desktop.Action.MOVE_TO_TRASH);
        } catch (RuntimeException | LinkageError e) {
            // No java.desktop module in this runtime, or no toolkit: the project trash does the job.
            return false;
        }
    }

    private static final class SystemTrash extends Trash {
        @Override
        public void discard(Path file) throws IOException {
            boolean moved;
            try {
                moved = java.awt.Desktop.getDesktop().moveToTrash(file.toFile());
            } catch (RuntimeException e) {
                throw new IOException("the system trash refused " + file.getFileName() + ": " + e.getMessage(), e);
            }
            if (!moved) {
                throw new IOException("the system trash refused " + file.getFileName());
            }
        }

        @Override
        public String where() {
            return "the system trash";
        }
    }

    private static final class ProjectTrash extends Trash {
        private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd_HH-mm-ss");
        private final Path root;
        private final FileSteps steps;
        private final String session = LocalDateTime.now().format(STAMP);
        /** Where each file discarded by this trash went, by the file's own path. */
        private final java.util.Map<Path, Path> discarded = new java.util.HashMap<>();

        ProjectTrash(Path root) {
            this.root = root;
            this.steps = new FileSteps(root);
        }

        @Override
        public void discard(Path file) throws IOException {
            Path relative = root.relativize(file.toAbsolutePath().normalize());
            Path folder = root.resolve(PROJECT_TRASH).resolve(session);
            Path target = folder.resolve(relative.toString());
            for (int n = 2; Files.exists(target); n++) {
                target = root.resolve(PROJECT_TRASH).resolve(session + "_" + n).resolve(relative.toString());
            }
            steps.check(target);
            dev.reel.io.ReelFolder.ensure(root);
            Files.createDirectories(target.getParent());
            steps.move(file, target);
            discarded.put(file.toAbsolutePath().normalize(), target);
        }

        @Override
        public void takeBack(Path file) {
            Path copy = discarded.remove(file.toAbsolutePath().normalize());
            if (copy == null) {
                return;
            }
            try {
                Files.deleteIfExists(copy);
                // The folders the delete made in the trash go too, once empty, up to the trash itself.
                Path top = root.resolve(PROJECT_TRASH);
                for (Path folder = copy.getParent(); folder != null && folder.startsWith(top) && !folder.equals(top);
                     folder = folder.getParent()) {
                    try (java.util.stream.Stream<Path> entries = Files.list(folder)) {
                        if (entries.findAny().isPresent()) {
                            break;
                        }
                    }
                    Files.delete(folder);
                }
            } catch (IOException e) {
                // A copy left in the trash loses nothing.
            }
        }

        @Override
        public String where() {
            return PROJECT_TRASH + "/";
        }
    }
}
