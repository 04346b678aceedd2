package dev.reel.ui.documents;

import dev.reel.interop.ImportFiles;
import dev.reel.io.AtomicFile;
import dev.reel.io.ProjectFolder;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/**
 * What the window does when files change under the project: open documents are compared with their files
 * (and reloaded or asked about), pictures of changed sheets are forgotten, the changed files are checked again
 * for Problems, Assets and the asset pickers list the project again, and a changed {@code project.aego}
 * or sheet (PNG or {@code .meta}) re-checks every open document, and an Aseprite document imported before is
 * imported again when it is newer than the {@code .meta} that import wrote. Events come from the {@link FileWatcher} thread, posted to the JavaFX thread.
 */
public final class ProjectWatch implements AutoCloseable {
    private final ProjectFolder folder;
    private final Workspace workspace;
    private final ExternalChanges external;
    private final Followers followers;
    private final FileWatcher watcher;
    private int batches;
    private boolean closed;

    /**
     * What the rest of the window does about changed files, told by the watch (on the JavaFX thread): the
     * documents are this package's own business, the rest belongs to panels this package does not know.
     */
    public interface Followers {
        /** The picture of the sheet {@code png} changed: forget what was drawn of it. */
        void pictureChanged(Path png);

        /** Check every file of the project again for Problems. */
        void checkAll();

        /** Check this one changed file again for Problems. */
        void checkFile(Path file);

        /** The project's files changed: list them again (soon, once for a burst of changes). */
        void listAgain();

        /** The project's assets changed (after {@link #listAgain()}): refresh the pickers that name them. */
        void assetsChanged();

        /** An Aseprite file imported before is newer than what its import wrote: import it again. */
        void reimport(Path file);
    }

    public ProjectWatch(ProjectFolder folder, Workspace workspace, ExternalChanges external, Followers followers) {
        this.folder = folder;
        this.workspace = workspace;
        this.external = external;
        this.followers = followers;
        this.watcher = FileWatcher.start(folder.root(), this::changed);
    }

    /** How many batches of events have been handled (tests wait on it). */
    public int batches() {
        return batches;
    }

    /** The window got the focus back: files may have changed while the watcher could not see them. */
    public void rescan() {
        if (!closed) {
            external.checkAll();
            followers.listAgain();
        }
    }

    private void changed(Set<Path> paths) {
        if (closed) {
            return;
        }
        batches++;
        boolean everything = paths.contains(folder.root());
        if (everything) {
            external.checkAll();
            workspace.recheckAll();
            followers.checkAll();
        } else {
            external.check(paths);
        }
        boolean relevant = everything;
        boolean sheets = false;
        for (Path path : paths) {
            if (ImportFiles.changedSinceImport(path)) {
                followers.reimport(path);
            }
            ProjectFolder.FileKind kind = ProjectFolder.kindOf(path);
            if (kind == ProjectFolder.FileKind.PNG) {
                followers.pictureChanged(path);
            } else if (kind == ProjectFolder.FileKind.META) {
                String name = path.getFileName().toString();
                followers.pictureChanged(path.resolveSibling(name.substring(0, name.length() - ".meta".length())));
            }
            if (kind == ProjectFolder.FileKind.PNG || kind == ProjectFolder.FileKind.META) {
                workspace.sheetChanged(path);
                sheets = true;
            } else if (kind == ProjectFolder.FileKind.PROJECT) {
                workspace.reloadProjectSettings();
                workspace.documents().forEach(workspace::recheck);
            }
            if (kind != ProjectFolder.FileKind.OTHER) {
                relevant = true;
                if (!everything) {
                    followers.checkFile(path);
                }
            } else if (Files.isDirectory(path)) {
                relevant = true;
            }
        }
        if (sheets && !everything) {
            // Clips that are not open may name the sheet's cells too: their problems come from a whole check.
            followers.checkAll();
        }
        if (relevant) {
            followers.listAgain();
            followers.assetsChanged();
        }
    }

    /** Removes the temporary files that saves of dead processes left anywhere in the project. */
    public static void removeStrayTemporaryFiles(Path folder) {
        AtomicFile.removeStrayTemporaryFiles(folder);
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, Files::isDirectory)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (!name.startsWith(".") && !name.equals("target")) {
                    removeStrayTemporaryFiles(entry);
                } else if (name.equals(dev.reel.io.ReelFolder.NAME) && Files.isDirectory(entry.resolve("backups"))) {
                    // A save that died while keeping its backup leaves the backup's temporary file there.
                    removeStrayTemporaryFiles(entry.resolve("backups"));
                }
            }
        } catch (IOException e) {
            // A folder that cannot be listed holds nothing we wrote.
        }
    }

    @Override
    public void close() {
        closed = true;
        if (watcher != null) {
            watcher.close();
        }
    }
}
