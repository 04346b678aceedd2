package dev.reel.ui.documents;

import dev.reel.io.AtomicFile;
import dev.reel.io.ProjectChecker;
import dev.reel.io.ProjectFolder;
import dev.reel.io.WriteGuard;
import dev.reel.model.Diagnostic;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * The documents open in one project's window: opening (one document per file), the focused document that
 * Ctrl+Z and every panel address, saving through the atomic save, reverting and closing. It asks nothing
 * itself — the window decides when to ask — and reports through the status consumer. Turning what a file holds
 * into a document's value (a reading, recovered text, the file again on disk) is {@link DocumentLoader}'s.
 */
public final class Workspace {
    private final ProjectFolder folder;
    private final Consumer<String> status;
    private final ObservableList<OpenDocument<?>> documents = FXCollections.observableArrayList();
    private final ObjectProperty<OpenDocument<?>> focused = new SimpleObjectProperty<>();
    private ProjectChecker checker;
    private final List<Consumer<OpenDocument<?>>> saveListeners = new ArrayList<>();
    private SaveProblems problems = SaveProblems.statusOnly(this::say);

    private final DocumentChecks checks = new DocumentChecks();
    private final DocumentLoader loader;
    private final dev.reel.project.ProjectHistory projectHistory;
    private final dev.reel.project.Trash trash;

    public Workspace(ProjectFolder folder, Consumer<String> status) {
        this.folder = folder;
        this.status = status;
        this.checker = new ProjectChecker(folder);
        this.loader = new DocumentLoader(folder, status, this::refreshProblems);
        this.trash = dev.reel.project.Trash.forProject(folder.root());
        this.projectHistory = new dev.reel.project.ProjectHistory(folder.root(), trash);
    }

    /** The history of changes to the project's files (rename, move, duplicate, delete), apart from documents'. */
    public dev.reel.project.ProjectHistory projectHistory() {
        return projectHistory;
    }

    /** Where deleted files go. */
    public dev.reel.project.Trash trash() {
        return trash;
    }

    /** The open documents with unsaved edits whose file {@code plan} would move, rewrite or remove. */
    public List<OpenDocument<?>> dirtyIn(dev.reel.project.Plan plan) {
        return FollowedFiles.dirtyIn(documents, plan);
    }

    /**
     * After a change to the project's files: open documents of moved files now name their new paths, those whose
     * file was rewritten take the new text (they were clean), and those whose file went to the trash close.
     */
    public void followChange(dev.reel.project.Plan plan) {
        FollowedFiles.follow(this, plan);
        checker.forgetSheets();
        recheckAll();
    }

    /** Tells the user on the status line. */
    void say(String message) {
        status.accept(message);
    }

    /** Who hears of a save that met a read-only file or failed (the window asks, with Save As…). */
    public void setSaveProblems(SaveProblems problems) {
        this.problems = problems;
    }

    public ProjectFolder folder() {
        return folder;
    }

    public ObservableList<OpenDocument<?>> documents() {
        return documents;
    }

    /** The document Ctrl+Z, Save and the panels address; null when none is open. */
    public ObjectProperty<OpenDocument<?>> focusedProperty() {
        return focused;
    }

    public OpenDocument<?> focused() {
        return focused.get();
    }

    public void focus(OpenDocument<?> document) {
        focused.set(document);
    }

    /** The open document held in {@code file} (a PNG finds its sheet's document), if any. */
    public Optional<OpenDocument<?>> find(Path file) {
        DocumentType.Opening opening = DocumentType.of(file);
        Path target = (opening == null ? file : opening.file()).toAbsolutePath().normalize();
        for (OpenDocument<?> document : documents) {
            if (document.file().toAbsolutePath().normalize().equals(target)) {
                return Optional.of(document);
            }
        }
        return Optional.empty();
    }

    /** Opens {@code file} (or focuses it when it is open already); empty when Reel cannot open it. */
    public Optional<OpenDocument<?>> open(Path file) {
        Optional<OpenDocument<?>> existing = find(file);
        if (existing.isPresent()) {
            focus(existing.get());
            return existing;
        }
        Reading<?> reading = reading(file);
        return reading == null ? Optional.empty() : adopt(reading);
    }

    /**
     * A file of at least this many bytes is read and parsed on a worker when the user opens it
     * ({@link #opensInBackground}), with the status bar saying so, rather than freezing the window.
     */
    static final long BACKGROUND_OPEN_BYTES = 1024 * 1024;

    /** Told of a sheet's {@code .meta} as the sheet opens (the Sheet panel decodes its PNG ahead). */
    private volatile BiConsumer<Path, String> sheetOpening;
    private volatile boolean sheetsAhead = true;

    /**
     * Tells {@code ahead} of each sheet's {@code .meta} file and project path as the sheet starts to open, before
     * its document is read (any thread).
     */
    public void whenSheetOpens(BiConsumer<Path, String> ahead) {
        sheetOpening = ahead;
    }

    /**
     * Whether opening a sheet tells the {@link #whenSheetOpens} listener from now on. The window turns this off
     * while it reopens the last session's documents, whose pixels wait for its first frame.
     */
    public void sheetsAhead(boolean on) {
        sheetsAhead = on;
    }

    /** Whether opening {@code file} is worth a worker: it is not open yet and its file is big. */
    public boolean opensInBackground(Path file) {
        DocumentType.Opening opening = DocumentType.of(file);
        if (opening == null || find(file).isPresent()) {
            return false;
        }
        try {
            return Files.size(opening.file()) >= BACKGROUND_OPEN_BYTES;
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /**
     * Reads and parses {@code file} (any thread; the project's files are only read); null when Reel does not
     * open it as a document (the status says why).
     */
    public Reading<?> reading(Path file) {
        DocumentType.Opening opening = DocumentType.of(file);
        if (opening == null) {
            status.accept("Reel does not open " + file.getFileName() + " as a document");
            return null;
        }
        return Reading.of(folder, opening.type(), opening.file().toAbsolutePath().normalize(),
                sheetsAhead ? sheetOpening : null);
    }

    /**
     * Opens what {@code reading} read and focuses it (JavaFX thread); a document of that file opened meanwhile
     * is focused instead. Empty when the file could not be read (the status says why).
     */
    public Optional<OpenDocument<?>> adopt(Reading<?> reading) {
        Optional<OpenDocument<?>> existing = find(reading.file());
        if (existing.isPresent()) {
            focus(existing.get());
            return existing;
        }
        OpenDocument<?> document = loader.load(reading);
        if (document == null) {
            return Optional.empty();
        }
        documents.add(document);
        focus(document);
        return Optional.of(document);
    }

    /**
     * Puts recovered (or otherwise given) text into the document of {@code file} as one undoable step,
     * opening it first; a file that no longer exists opens as a new document that Save writes. Text that
     * does not read becomes the Source view's draft.
     */
    public Optional<OpenDocument<?>> restore(Path file, String text, String label) {
        Optional<OpenDocument<?>> opened = Files.exists(file) ? open(file) : openMissing(file);
        opened.ifPresent(document -> loader.applyText(document, text, label));
        return opened;
    }

    private Optional<OpenDocument<?>> openMissing(Path file) {
        DocumentType.Opening opening = DocumentType.of(file);
        if (opening == null) {
            return Optional.empty();
        }
        OpenDocument<?> document = loader.missing(opening.type(), opening.file().toAbsolutePath().normalize());
        documents.add(document);
        focus(document);
        return Optional.of(document);
    }

    /** Saves one document atomically; returns whether it is saved. */
    public boolean save(OpenDocument<?> document) {
        if (document.document().busy()) {
            status.accept(document.name() + " is not saved: finish or cancel the drag first");
            return false;
        }
        if (!document.importable()) {
            status.accept(document.name() + " is not saved: its text has errors (see Source); fix them or Revert");
            return false;
        }
        byte[] bytes = document.bytes();
        Path file = document.file();
        if (AtomicFile.isReadOnly(file) && !problems.overwriteReadOnly(document)) {
            return false;
        }
        // A read-only file gets here only when the user said to overwrite it; it stays read-only.
        Optional<Diagnostic> failure = WriteGuard.save(folder.root(), file, bytes, AtomicFile.ReadOnly.OVERWRITE);
        if (failure.isPresent()) {
            problems.failed(document, failure.get().message());
            return false;
        }
        document.setDisk(DiskState.written(file, bytes));
        document.setDeletedOnDisk(false);
        document.document().markSaved();
        status.accept(document.draft() != null
                ? "Saved the last good version of " + document.name() + "; the Source view still has errors"
                : "Saved " + document.name());
        saveListeners.forEach(listener -> listener.accept(document));
        return true;
    }

    /**
     * Writes the working text of {@code document} to another file of the project (Save As… after a failed
     * save) and opens it there; the document itself keeps its file and stays unsaved.
     *
     * @return the reason it failed, or empty when the copy is written and open
     */
    public Optional<String> saveCopy(OpenDocument<?> document, Path target) {
        Path file = target.toAbsolutePath().normalize();
        if (find(file).isPresent()) {
            return Optional.of(folder.relative(file) + " is open already");
        }
        if (Files.exists(file)) {
            return Optional.of(folder.relative(file) + " exists already");
        }
        Optional<Diagnostic> failure = WriteGuard.save(folder.root(), file, document.bytes());
        if (failure.isPresent()) {
            return Optional.of(failure.get().message());
        }
        open(file);
        status.accept("Saved a copy of " + document.name() + " as " + folder.relative(file) + "; "
                + document.name() + " itself is still unsaved");
        return Optional.empty();
    }

    /**
     * File ▸ Save As…: writes {@code document} to {@code target}, a new file of the project, and the document goes
     * on there, saved; the file it had stays as it was on disk.
     *
     * @return the reason it failed, or empty when the document is saved as {@code target}
     */
    public Optional<String> saveAs(OpenDocument<?> document, Path target) {
        Path file = target.toAbsolutePath().normalize();
        if (find(file).isPresent()) {
            return Optional.of(folder.relative(file) + " is open already");
        }
        if (Files.exists(file)) {
            return Optional.of(folder.relative(file) + " exists already");
        }
        if (DocumentType.of(file) == null || DocumentType.of(file).type() != document.type()) {
            return Optional.of("a " + document.type().name().toLowerCase(java.util.Locale.ROOT)
                    + " keeps its extension (" + document.shortName().substring(document.shortName().indexOf('.'))
                    + ")");
        }
        byte[] bytes = document.bytes();
        Optional<Diagnostic> failure = WriteGuard.save(folder.root(), file, bytes);
        if (failure.isPresent()) {
            return Optional.of(failure.get().message());
        }
        String was = document.name();
        document.moveTo(file, folder.relative(file));
        document.setDisk(DiskState.written(file, bytes));
        document.setDeletedOnDisk(false);
        document.document().markSaved();
        status.accept("Saved " + was + " as " + document.name() + "; " + was + " is as it was on disk");
        saveListeners.forEach(listener -> listener.accept(document));
        return Optional.empty();
    }

    /** Saves every dirty document; returns whether all of them are saved. */
    public boolean saveAll() {
        boolean all = true;
        for (OpenDocument<?> document : List.copyOf(documents)) {
            if (document.dirty()) {
                all &= save(document);
            }
        }
        return all;
    }

    /** Hears of every successful save (Problems re-checks the file, autosave drops its copy). */
    public void addSaveListener(Consumer<OpenDocument<?>> listener) {
        saveListeners.add(listener);
    }

    /** Throws away unsaved edits: the disk version comes back as one undoable step. */
    public boolean revert(OpenDocument<?> document) {
        return reload(document);
    }

    /** Takes the file's contents on disk into {@code document} as one undoable step; false when it cannot. */
    <T> boolean reload(OpenDocument<T> document) {
        return loader.reload(document);
    }

    /** The Source view made an unreadable document's text read: from now on it may be saved. */
    public void markImportable(OpenDocument<?> document) {
        document.setImportable(true);
    }

    /** Closes a document without asking (the window has asked). */
    public void close(OpenDocument<?> document) {
        int index = documents.indexOf(document);
        documents.remove(document);
        document.dispose();
        if (focused() == document) {
            focus(documents.isEmpty() ? null : documents.get(Math.max(0, Math.min(index, documents.size() - 1))));
        }
    }

    /**
     * What the document's tab and the window title call it: its file name, with the end of its folder when
     * another open document has the same file name ({@code idle.aeanim — mage}).
     */
    public String displayName(OpenDocument<?> document) {
        return TabNames.of(document, documents);
    }

    /** The documents with unsaved work. */
    public List<OpenDocument<?>> dirtyDocuments() {
        return documents.stream().filter(OpenDocument::dirty).toList();
    }

    /** Reads {@code project.aego} again (declared events changed). */
    public void reloadProjectSettings() {
        checker = new ProjectChecker(folder);
    }

    public ProjectChecker checker() {
        return checker;
    }

    /**
     * Recomputes the problems of a document's current value as its saved text would have them: the codec's
     * own diagnostics plus the project-wide checks. A document with a draft keeps the draft's problems.
     */
    public void refreshProblems(OpenDocument<?> document) {
        if (document.draft() != null || document.problemsCurrent()) {
            return;
        }
        recheck(document);
    }

    /**
     * A sheet's PNG or {@code .meta} was saved or changed on disk: the clips that use its cells may have gained or
     * lost problems (a cell that now exists), so the checker reads it again and every other open document is
     * checked again.
     */
    public void sheetChanged(Path file) {
        checker.forget(file);
        for (OpenDocument<?> document : documents) {
            if (!document.file().equals(file)) {
                recheck(document);
            }
        }
    }

    /** Anything in the project may have changed: every sheet is read again and every open document checked. */
    public void recheckAll() {
        checker.forgetSheets();
        documents.forEach(this::recheck);
    }

    /** Recomputes the problems of a document even when they are current (the project's settings changed). */
    public void recheck(OpenDocument<?> document) {
        if (document.draft() != null) {
            return;
        }
        if (document.disk().size() >= DocumentChecks.BACKGROUND_BYTES) {
            checks.later(document, checker, documents::contains);
            return;
        }
        document.setProblems(DocumentChecks.now(document, checker));
    }

    /** Whether a check of a big document runs or waits on the worker (tests wait for it). */
    public boolean checking() {
        return checks.busy();
    }

    /**
     * Closes every document (the project is closing). The focus goes to nothing first, so that no document
     * being closed is focused on the way out (a panel would start work for it, such as loading a sheet's picture).
     */
    public void closeAll() {
        focus(null);
        for (OpenDocument<?> document : List.copyOf(documents)) {
            close(document);
        }
    }
}
