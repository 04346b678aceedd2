package dev.reel.ui.app;

import dev.reel.interop.ImportFiles;

import dev.reel.io.AtomicFile;
import dev.reel.io.ProjectFolder;
import dev.reel.ui.assets.Thumbnails;
import dev.reel.ui.inspector.InspectorPanel;
import dev.reel.ui.problems.ProblemsPanel;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.function.Consumer;

/**
 * What the window does when files change under the project: open documents are compared with their files
 * (and reloaded or asked about), pictures of changed sheets are forgotten, the changed files are checked again
 * for Problems, Assets and the asset pickers list the project again, and a changed {@code project.aego}
 * or sheet (PNG or {@code .meta}) re-checks every open document, and an Aseprite document imported before is
 * imported again when it is newer than the {@code .meta} that import wrote. Events come from the {@link FileWatcher} thread, posted to the JavaFX thread.
 */
final class ProjectWatch implements AutoCloseable {
    private final ProjectFolder folder;
    private final Workspace workspace;
    private final ExternalChanges external;
    private final Thumbnails thumbnails;
    private final ProblemsPanel problems;
    private final InspectorPanel inspector;
    private final Runnable refreshAssets;
    private final Consumer<Path> reimport;
    private final FileWatcher watcher;
    private int batches;
    private boolean closed;

    ProjectWatch(ProjectFolder folder, Workspace workspace, ExternalChanges external, Thumbnails thumbnails,
                 ProblemsPanel problems, InspectorPanel inspector, Runnable refreshAssets, Consumer<Path> reimport) {
        this.folder = folder;
        this.workspace = workspace;
        this.external = external;
        this.thumbnails = thumbnails;
        this.problems = problems;
        this.inspector = inspector;
        this.refreshAssets = refreshAssets;
        this.reimport = reimport;
        this.watcher = FileWatcher.start(folder.root(), this::changed);
    }

    /** How many batches of events have been handled (tests wait on it). */
    int batches() {
        return batches;
    }

    /** The window got the focus back: files may have changed while the watcher could not see them. */
    void rescan() {
        if (!closed) {
            external.checkAll();
            refreshAssets.run();
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
            problems.checkAll();
        } else {
            external.check(paths);
        }
        boolean relevant = everything;
        boolean sheets = false;
        for (Path path : paths) {
            if (ImportFiles.changedSinceImport(path)) {
                reimport.accept(path);
            }
            ProjectFolder.FileKind kind = ProjectFolder.kindOf(path);
            if (kind == ProjectFolder.FileKind.PNG) {
                thumbnails.invalidate(path);
            } else if (kind == ProjectFolder.FileKind.META) {
                String name = path.getFileName().toString();
                thumbnails.invalidate(path.resolveSibling(name.substring(0, name.length() - ".meta".length())));
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
                    problems.checkFile(path);
                }
            } else if (Files.isDirectory(path)) {
                relevant = true;
            }
        }
        if (sheets && !everything) {
            // Clips that are not open may name the sheet's cells too: their problems come from a whole check.
            problems.checkAll();
        }
        if (relevant) {
            refreshAssets.run();
            inspector.assetsChanged();
        }
    }

    /** Removes the temporary files that saves of dead processes left anywhere in the project. */
    static void removeStrayTemporaryFiles(Path folder) {
        AtomicFile.removeStrayTemporaryFiles(folder);
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, Files::isDirectory)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                if (!name.startsWith(".") && !name.equals("target")) {
                    removeStrayTemporaryFiles(entry);
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
