package dev.reel.ui.documents;

import dev.reel.edit.Change;
import dev.reel.edit.Document;
import dev.reel.edit.ViewState;
import dev.reel.model.Diagnostic;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A document open in the window: the command layer's {@link Document} plus what the shell knows about it —
 * its type and project-relative name, what its file held when we last read or wrote it, the Source view's
 * unparsed draft, the problems of its current text, and the selection and time cursor every panel shares.
 * Call from the JavaFX thread only.
 */
public final class OpenDocument<T> {
    private final DocumentType<T> type;
    private final Document<T> document;
    private String name;
    private DiskState disk;
    private boolean importable;
    private boolean deletedOnDisk;
    private String draft;
    /** Whether {@link #draft} is exactly what the file held when last read or written. */
    private boolean draftOnDisk;
    private List<Diagnostic> problems = List.of();
    /** The value the problems were computed for; the draft's problems are for the draft. */
    private Object problemsFor;
    private final ReadOnlyLongWrapper stamp = new ReadOnlyLongWrapper();
    private final EditingContext editing = new EditingContext();
    private final Consumer<Change<T>> onChange = change -> touch();

    /**
     * @param importable false when the file could not be read: the value is a placeholder that must not be
     *                   saved over the file until the user fixes the text
     */
    OpenDocument(DocumentType<T> type, Document<T> document, String name, DiskState disk, boolean importable) {
        this.type = type;
        this.document = document;
        this.name = name;
        this.disk = disk;
        this.importable = importable;
        document.addListener(onChange);
    }

    public DocumentType<T> type() {
        return type;
    }

    public Document<T> document() {
        return document;
    }

    public T value() {
        return document.value();
    }

    public Path file() {
        return document.file();
    }

    /** The project-relative path, as Problems and the title show it. */
    public String name() {
        return name;
    }

    /** The file name alone, as the document tab shows it. */
    public String shortName() {
        int slash = name.lastIndexOf('/');
        return slash < 0 ? name : name.substring(slash + 1);
    }

    /**
     * Whether closing would lose something: unsaved steps or an unparsed draft in the Source view that is not
     * what the file holds (a file opened with errors is not unsaved work).
     */
    public boolean dirty() {
        return document.dirty() || draft != null && !draftOnDisk;
    }

    /** Whether the value came from (or was since given) text that reads without errors. */
    public boolean importable() {
        return importable;
    }

    void setImportable(boolean value) {
        importable = value;
        touch();
    }

    public boolean deletedOnDisk() {
        return deletedOnDisk;
    }

    void setDeletedOnDisk(boolean deleted) {
        if (deleted != deletedOnDisk) {
            deletedOnDisk = deleted;
            touch();
        }
    }

    /** What the file held when Reel last read or wrote it. */
    public DiskState disk() {
        return disk;
    }

    void setDisk(DiskState state) {
        disk = state;
        draftOnDisk = onDisk(draft);
    }

    /** The Source view's text when it does not parse (the model keeps its last good value), or null. */
    public String draft() {
        return draft;
    }

    /** The Source view records its unparsed text here (null once it parses or is discarded). */
    public void setDraft(String text) {
        draft = text;
        draftOnDisk = onDisk(text);
        touch();
    }

    private boolean onDisk(String text) {
        return text != null && disk != null && disk.hash() != null
                && disk.hash().equals(DiskState.hash(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** The problems of the document's text now (parse errors of a draft, or those of the model's text). */
    public List<Diagnostic> problems() {
        return problems;
    }

    public void setProblems(List<Diagnostic> diagnostics) {
        problems = List.copyOf(diagnostics);
        problemsFor = document.value();
        touch();
    }

    /** Whether {@link #problems()} were computed for the current value (or its draft). */
    public boolean problemsCurrent() {
        return problemsFor == document.value();
    }

    /** The canonical text of the current value. */
    public String text() {
        return textOf(document.value());
    }

    /**
     * The canonical text of {@code value}, a value this document held; any thread may ask (a worker checking a
     * big document writes the text the Source view and autosave then share).
     */
    String textOf(T value) {
        Written last = written;
        if (last != null && last.value() == value) {
            return last.text();
        }
        String text = type.write(value);
        written = new Written(value, text);
        return text;
    }

    /**
     * The last value written and its text: values never change, so the Problems check, the Source view and
     * autosave share one writing of the same value (the 100,000-key clip took most of its opening writing
     * itself again for each of them).
     */
    private record Written(Object value, String text) {
    }

    private volatile Written written;

    /** What autosave and recovery keep: the draft when there is one, else the value's text. */
    public String workingText() {
        return draft != null ? draft : text();
    }

    /**
     * {@link #workingText()} as it is now, to be written later on any thread: the draft, or the value held now
     * (values never change) and its text written when first asked (autosave writes a big document's text off the
     * JavaFX thread).
     */
    public java.util.function.Supplier<String> workingTextNow() {
        String kept = draft;
        if (kept != null) {
            return () -> kept;
        }
        T value = document.value();
        return () -> textOf(value);
    }

    /** The bytes Save writes. */
    public byte[] bytes() {
        return text().getBytes(StandardCharsets.UTF_8);
    }

    /** The ids selected in this document, shared by every panel and restored by undo. */
    public Set<Long> selection() {
        return document.view().selection();
    }

    /** Selects {@code ids} (what the next step records as its view). */
    public void select(Set<Long> ids) {
        if (!ids.equals(selection())) {
            document.setView(document.view().withSelection(ids));
            touch();
        }
    }

    public double timeCursor() {
        return document.view().timeCursor();
    }

    public void setTimeCursor(double seconds) {
        if (seconds != timeCursor()) {
            document.setView(document.view().withTimeCursor(seconds));
            touch();
        }
    }

    public ViewState view() {
        return document.view();
    }

    /**
     * What the artist was doing in this document besides its selected ids and cursor: its selected node, nodes
     * added by hand, Rec and the views panels keep for it. Switching documents restores it.
     */
    public EditingContext editing() {
        return editing;
    }

    /** Changes whenever anything here changes (value, dirty state, draft, problems, selection): views listen. */
    public ReadOnlyLongProperty stampProperty() {
        return stamp.getReadOnlyProperty();
    }

    /** The file was renamed or moved (with its project): the document now names {@code newFile}. */
    void moveTo(Path newFile, String newName) {
        document.setFile(newFile);
        name = newName;
        touch();
    }

    void touch() {
        stamp.set(stamp.get() + 1);
    }

    void dispose() {
        document.removeListener(onChange);
    }

    @Override
    public String toString() {
        return name;
    }
}
