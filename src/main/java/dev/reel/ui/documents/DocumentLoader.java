package dev.reel.ui.documents;

import dev.reel.edit.Document;
import dev.reel.edit.cmd.ReplaceDocument;
import dev.reel.io.Loaded;
import dev.reel.io.ProjectFolder;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Turns what a file holds into a document's value for {@link Workspace}: a {@link Reading} into a new
 * {@link OpenDocument} (a readable value, an unsliced sheet's fresh one, or a placeholder with the unreadable
 * text as its draft), recovered text into an undoable step, and the file on disk into a reload step. Problems
 * are worked out again through the workspace after each.
 */
final class DocumentLoader {
    private final ProjectFolder folder;
    private final Consumer<String> status;
    private final Consumer<OpenDocument<?>> refreshProblems;

    DocumentLoader(ProjectFolder folder, Consumer<String> status, Consumer<OpenDocument<?>> refreshProblems) {
        this.folder = folder;
        this.status = status;
        this.refreshProblems = refreshProblems;
    }

    /** The document {@code reading} read, or null when its file could not be read (the status says why). */
    <T> OpenDocument<T> load(Reading<T> reading) {
        DocumentType<T> type = reading.type();
        Path file = reading.file();
        String name = reading.name();
        if (reading.read() == null) {
            // A sheet without a .meta yet: an unsliced sheet whose sidecar the first save creates.
            Document<T> document = new Document<>(type.fresh(), file, name);
            OpenDocument<T> open = new OpenDocument<>(type, document, name, DiskState.MISSING, true);
            refreshProblems.accept(open);
            return open;
        }
        ProjectFolder.Read read = reading.read();
        if (read.problem() != null) {
            status.accept(read.problem().format());
            return null;
        }
        Loaded<T> loaded = reading.loaded();
        DiskState disk = reading.disk();
        if (loaded.usable()) {
            OpenDocument<T> open = new OpenDocument<>(type, new Document<>(loaded.value(), file, name), name, disk,
                    true);
            refreshProblems.accept(open);
            return open;
        }
        // Unreadable: a value that is never saved over the file; the Source view shows the text. A controller
        // that reads with errors (thresholds out of order, say) or a rig with errors (a bone cycle) is shown as
        // itself, read-only; anything else gets a placeholder.
        boolean asItself = type == DocumentType.CONTROLLER || type == DocumentType.RIG;
        T shown = asItself && loaded.value() != null ? loaded.value() : type.fresh();
        Document<T> document = new Document<>(shown, file, name);
        OpenDocument<T> open = new OpenDocument<>(type, document, name, disk, false);
        open.setDraft(new String(read.bytes(), StandardCharsets.UTF_8));
        open.setProblems(loaded.diagnostics());
        status.accept(name + " has errors: fix them in the Source view");
        return open;
    }

    /** A new document for a file that does not exist (recovered work whose file is gone); Save writes it. */
    <T> OpenDocument<T> missing(DocumentType<T> type, Path file) {
        String name = folder.relative(file);
        OpenDocument<T> document = new OpenDocument<>(type, new Document<>(type.fresh(), file, name), name,
                DiskState.MISSING, true);
        document.setDeletedOnDisk(true);
        return document;
    }

    /**
     * Puts {@code text} into {@code document} as one undoable step labelled {@code label} (nothing when it writes
     * the same text); text that does not read becomes the Source view's draft.
     */
    <T> void applyText(OpenDocument<T> document, String text, String label) {
        Loaded<T> loaded = document.type().read(text, document.name());
        if (!loaded.usable()) {
            document.setDraft(text);
            document.setProblems(loaded.diagnostics());
            return;
        }
        if (!document.type().write(loaded.value()).equals(document.text())) {
            document.document().execute(new ReplaceDocument<>(label,
                    document.type().withIdsOf(document.document().value(), loaded.value())));
        }
        document.setDraft(null);
        document.setImportable(true);
        refreshProblems.accept(document);
    }

    /** Takes the file's contents on disk into {@code document} as one undoable step; false when it cannot. */
    <T> boolean reload(OpenDocument<T> document) {
        Path file = document.file();
        if (document.document().busy()) {
            status.accept("Finish or cancel the drag before reverting " + document.name());
            return false;
        }
        if (!Files.exists(file)) {
            status.accept(document.name() + " does not exist on disk");
            return false;
        }
        ProjectFolder.Read read = ProjectFolder.read(file, document.name());
        if (read.problem() != null) {
            status.accept(read.problem().format());
            return false;
        }
        Loaded<T> loaded = document.type().read(read.bytes(), document.name());
        document.setDisk(DiskState.written(file, read.bytes()));
        if (!loaded.usable()) {
            document.setDraft(new String(read.bytes(), StandardCharsets.UTF_8));
            document.setProblems(loaded.diagnostics());
            status.accept(document.name() + " on disk has errors; the Source view shows them");
            return false;
        }
        document.setDraft(null);
        document.document().replaceFromOutside(document.type().withIdsOf(document.document().value(),
                loaded.value()));
        document.setImportable(true);
        refreshProblems.accept(document);
        return true;
    }
}
