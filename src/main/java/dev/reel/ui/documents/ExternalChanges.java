package dev.reel.ui.documents;

import dev.reel.io.Loaded;
import dev.reel.io.ProjectFolder;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Notices files of open documents that changed outside Reel (edited in place, replaced by a rename, deleted,
 * re-created) by comparing what is on disk with what Reel last read or wrote. A clean document takes the new
 * version silently (a version that does not read keeps the last good one and shows its problems); a dirty one
 * asks Reload or Keep mine, and the side not kept is copied to the recovery folder. Our own saves are
 * recognised by the hash of the bytes we wrote and never ask.
 */
public final class ExternalChanges {
    private final Workspace workspace;
    private final Prompts prompts;
    private final Path configFolder;
    private final String projectName;
    private final Consumer<String> status;
    /** Documents whose question is on screen: a second batch of events must not ask again. */
    private final Set<OpenDocument<?>> asking = new HashSet<>();

    public ExternalChanges(Workspace workspace, Prompts prompts, Path configFolder, String projectName,
                           Consumer<String> status) {
        this.workspace = workspace;
        this.prompts = prompts;
        this.configFolder = configFolder;
        this.projectName = projectName;
        this.status = status;
    }

    /**
     * Checks every open document (the window got the focus back): a file whose time and size are unchanged is
     * not read again.
     */
    public void checkAll() {
        for (OpenDocument<?> document : List.copyOf(workspace.documents())) {
            check(document, false);
        }
    }

    /**
     * Checks the open documents held in any of {@code paths} (the watcher saw them change): their bytes are
     * hashed even when time and size look the same, since an edit can keep both.
     */
    public void check(Set<Path> paths) {
        for (Path path : paths) {
            workspace.find(path).ifPresent(document -> check(document, true));
        }
    }

    /** Compares one document with its file and acts on a difference; {@code force} hashes the bytes always. */
    public <T> void check(OpenDocument<T> document, boolean force) {
        if (asking.contains(document) || !workspace.documents().contains(document) || document.document().busy()) {
            // A drag in progress is left alone; the next event or focus rescan looks again.
            return;
        }
        DiskState now = DiskState.probe(document.file(), force ? null : document.disk());
        if (!now.differsFrom(document.disk())) {
            return;
        }
        if (!now.exists()) {
            document.setDisk(now);
            document.setDeletedOnDisk(true);
            status.accept(document.name() + " was deleted on disk; Save writes it again");
            return;
        }
        ProjectFolder.Read read = ProjectFolder.read(document.file(), document.name());
        if (read.problem() != null) {
            return;
        }
        DiskState state = DiskState.written(document.file(), read.bytes());
        document.setDeletedOnDisk(false);
        Loaded<T> loaded = document.type().read(read.bytes(), document.name());
        String diskText = new String(read.bytes(), StandardCharsets.UTF_8);
        if (!document.dirty()) {
            document.setDisk(state);
            take(document, loaded, diskText);
            return;
        }
        asking.add(document);
        try {
            Prompts.ReloadChoice choice = prompts.askReload(document.name(), document.workingText(), diskText,
                    loaded.usable(),
                    KeptVersions.folderOf(configFolder, projectName));
            if (!workspace.documents().contains(document)) {
                return;
            }
            document.setDisk(state);
            if (choice == Prompts.ReloadChoice.RELOAD) {
                Optional<Path> kept = KeptVersions.keep(configFolder, projectName, document.name(),
                        KeptVersions.Side.MINE, document.workingText().getBytes(StandardCharsets.UTF_8));
                take(document, loaded, diskText);
                status.accept("Reloaded " + document.name() + kept.map(path -> "; your version is kept in " + path)
                        .orElse("; your version could not be kept"));
            } else {
                Optional<Path> kept = KeptVersions.keep(configFolder, projectName, document.name(),
                        KeptVersions.Side.DISK, read.bytes());
                status.accept("Kept your " + document.name() + kept.map(path -> "; the disk version is kept in "
                        + path).orElse("; the disk version could not be kept"));
            }
        } finally {
            asking.remove(document);
        }
    }

    /** Takes the disk version: its value when it reads, else its text as a draft beside the last good value. */
    private <T> void take(OpenDocument<T> document, Loaded<T> loaded, String diskText) {
        if (loaded.usable()) {
            document.setDraft(null);
            document.document().replaceFromOutside(document.type().withIdsOf(document.document().value(),
                    loaded.value()));
            document.setImportable(true);
            workspace.refreshProblems(document);
            status.accept(document.name() + " changed on disk and was reloaded");
        } else {
            document.setProblems(loaded.diagnostics());
            status.accept(document.name() + " changed on disk but has errors; keeping the last good version");
        }
    }
}
