package dev.reel.ui.source;

import dev.reel.edit.Change;
import dev.reel.edit.Document;
import dev.reel.io.Loaded;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.EditorPanel;
import dev.reel.ui.shell.PanelContext;
import javafx.beans.InvalidationListener;
import javafx.scene.Node;
import javafx.scene.layout.BorderPane;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.util.UndoUtils;
import org.reactfx.Subscription;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The Source view: the focused document's text with highlighting, line numbers and its problems underlined
 * (the message shows on hover). Typing reparses after a 300 ms pause: a good parse replaces the document's
 * value as an undoable step, and the reparses of one typing session — until the focus leaves the text —
 * merge into that one step, as typing in any field does; a bad parse keeps the last good value and shows
 * the problems. Changes from elsewhere (the inspector, undo, a reload) rewrite only the lines that differ, so
 * the caret stays where it was. Leaving the text rewrites it in the canonical form the file will have.
 */
public final class SourcePanel implements EditorPanel {
    private final PanelContext context;
    /** The text view, made when the panel is first shown or asked for (a RichTextFX area is costly to build). */
    private CodeArea area;
    private final SourceHeader header = new SourceHeader(this::rewrite);
    private final BorderPane root = new BorderPane();
    private final DiagnosticHover hover = new DiagnosticHover(this::problems);
    private Subscription pauses;
    private Subscription highlights;
    private final InvalidationListener stampListener = observable -> documentTouched();
    private OpenDocument<?> current;
    /** The text the view last put into the area itself: a pause that ends on it has nothing to parse. */
    private String settledText = "";
    /** The value the view's own last edit produced, so its change notice does not rewrite the text. */
    private Object ownValue;
    private boolean showingDraft;
    private int reparses;
    /** Whether the panel is in view; while it is not, the text is neither written nor highlighted. */
    private boolean shown = true;
    /** The text shown is behind the document (it changed while the panel was hidden). */
    private boolean stale;
    /** The focused document changed while hidden: its text loads, caret at the top, when shown. */
    private boolean staleLoad;
    private SourceStyling styling;

    public SourcePanel(PanelContext context) {
        this.context = context;
        root.setTop(header.node());
        root.getStyleClass().addAll("panel", "source-panel");
    }

    /**
     * Makes the text view: the window's first frame shows another tab, and building the area took a quarter
     * of the time the window's panels take to build.
     */
    private void createArea() {
        area = new CodeArea();
        styling = new SourceStyling(area, this::problems, () -> shown);
        area.setId("source-area");
        area.getStyleClass().add("source-area");
        area.setParagraphGraphicFactory(LineNumbers.of(area));
        area.setUndoManager(UndoUtils.noOpUndoManager());
        area.setEditable(current != null);
        pauses = area.multiPlainChanges().successionEnds(Duration.ofMillis(300)).subscribe(changes -> reparse());
        highlights = area.plainTextChanges().subscribe(change -> {
            if (area.getLength() <= SourceStyling.LIVE_HIGHLIGHT_LIMIT) {
                highlight();
            }
        });
        area.focusedProperty().addListener((observable, was, focused) -> {
            if (!focused) {
                leave();
            }
        });
        hover.install(area);
        root.setCenter(new VirtualizedScrollPane<>(area));
    }

    @Override
    public String title() {
        return "Source";
    }

    @Override
    public Node node() {
        return root;
    }

    private List<Diagnostic> problems() {
        return current == null ? List.of() : current.problems();
    }

    /** Whether the text view was made yet (tests look). */
    public boolean viewMade() {
        return area != null;
    }

    /** The text view (made now if it was not yet). */
    public CodeArea area() {
        if (area == null) {
            createArea();
        }
        return area;
    }

    /** How many pauses were parsed (tests wait on it). */
    public int reparses() {
        return reparses;
    }

    @Override
    public void documentChanged(OpenDocument<?> document, Change<?> change) {
        if (document != current) {
            if (current != null) {
                current.stampProperty().removeListener(stampListener);
                leave();
            }
            current = document;
            ownValue = null;
            if (document != null) {
                document.stampProperty().addListener(stampListener);
            }
            header.showFile(document);
            if (area != null) {
                area.setEditable(document != null);
            }
            showingDraft = document != null && document.draft() != null;
            if (shown || document == null) {
                load(document == null ? "" : document.workingText());
            } else {
                staleLoad = true;
            }
            return;
        }
        if (change == null || document == null) {
            return;
        }
        if (change.value() == ownValue && change.kind() == Change.Kind.EDIT) {
            return;
        }
        if (!shown) {
            stale = true;
        } else if (document.draft() == null) {
            replaceKeepingCaret(document.text());
        }
    }

    /**
     * Hidden, the panel neither writes the document's text nor highlights it on each change (a 100,000-key
     * clip is megabytes of text): it catches up once when it comes into view.
     */
    @Override
    public void shownChanged(boolean now) {
        boolean was = shown;
        shown = now;
        if (!now || was && area != null) {
            return;
        }
        area();
        if (staleLoad) {
            staleLoad = false;
            stale = false;
            load(current == null ? "" : current.workingText());
        } else if (stale) {
            stale = false;
            if (current != null && current.draft() == null) {
                replaceKeepingCaret(current.text());
            } else {
                highlight();
                showState();
            }
        }
    }

    /** Whether the text shown is behind the document because the panel is hidden (tests look). */
    public boolean behind() {
        return stale || staleLoad;
    }

    /** The document's draft or problems changed: redraw the marks; an undo that dropped the draft resets the text. */
    private void documentTouched() {
        if (current == null) {
            return;
        }
        // A rename in Assets moves the document to another path.
        header.showFile(current);
        if (!shown) {
            stale = true;
            showingDraft = current.draft() != null;
            return;
        }
        CodeArea area = area();
        if (showingDraft && current.draft() == null && !area.getText().equals(current.text())
                && context.workspace().documents().contains(current)) {
            Loaded<?> parsed = current.type().read(area.getText(), current.name());
            if (!parsed.usable()) {
                replaceKeepingCaret(current.text());
            }
        }
        showingDraft = current.draft() != null;
        highlight();
        showState();
    }

    /** Shows {@code line}:{@code column} of the current document with the caret there. */
    public void goTo(int line, int column) {
        CodeArea area = area();
        int offset = SourceHighlighter.offsetOf(area.getText(), Math.max(1, line), Math.max(1, column));
        area.moveTo(offset);
        area.requestFollowCaret();
        area.requestFocus();
    }

    private void load(String text) {
        CodeArea area = area();
        settledText = text;
        area.replaceText(text);
        area.moveTo(0);
        area.showParagraphAtTop(0);
        highlight();
        showState();
    }

    /** Replaces only what differs between the area's text and {@code text} ({@link TextSplice}), keeping the caret. */
    private void replaceKeepingCaret(String text) {
        CodeArea area = area();
        String old = area.getText();
        settledText = text;
        if (old.equals(text)) {
            highlight();
            return;
        }
        TextSplice splice = TextSplice.between(old, text);
        int caret = area.getCaretPosition();
        area.replaceText(splice.start(), splice.oldEnd(), splice.inserted(text));
        area.moveTo(Math.max(0, Math.min(area.getLength(), splice.caret(caret))));
        highlight();
        showState();
    }

    private void reparse() {
        CodeArea area = area();
        OpenDocument<?> document = current;
        String text = area.getText();
        if (document == null || text.equals(settledText)) {
            return;
        }
        reparses++;
        settle(document, text);
    }

    private <T> void settle(OpenDocument<T> document, String text) {
        Loaded<T> loaded = document.type().read(text, document.name());
        if (!loaded.usable()) {
            document.setDraft(text);
            document.setProblems(loaded.diagnostics());
            showingDraft = true;
            return;
        }
        Document<T> history = document.document();
        T value = document.type().withIdsOf(history.value(), loaded.value());
        boolean changed = !document.type().write(value).equals(document.text());
        if (changed) {
            ownValue = value;
            history.execute(new SourceEdit<>(value));
        }
        settledText = text;
        showingDraft = false;
        document.setDraft(null);
        if (!document.importable()) {
            markImportable(document);
        }
        document.setProblems(problemsOf(document, value, loaded.diagnostics()));
    }

    private void markImportable(OpenDocument<?> document) {
        context.workspace().markImportable(document);
    }

    /** The text's own warnings plus the project-wide checks, at the positions of the text as typed. */
    private List<Diagnostic> problemsOf(OpenDocument<?> document, Object value, List<Diagnostic> own) {
        List<Diagnostic> all = new ArrayList<>(own);
        if (value instanceof Clip clip) {
            all.addAll(context.workspace().checker().checkClip(clip, document.name()));
        } else if (value instanceof Controller controller) {
            all.addAll(context.workspace().checker().checkController(controller, document.name()));
        }
        return all;
    }

    /** Focus left the text: the next edit is a new step, and the text takes its canonical form. */
    private void leave() {
        OpenDocument<?> document = current;
        hover.hide();
        if (document == null || area == null) {
            return; // never shown: nothing was typed
        }
        if (!area.getText().equals(settledText)) {
            reparse();
        }
        document.document().breakMerge();
        if (!shown) {
            // The tab was switched away first: the canonical text is written when the panel is shown again.
            stale = true;
        } else if (document.draft() == null) {
            rewrite();
        }
    }

    /** Rewrites the text in the canonical form (what Save writes), keeping the caret near its text. */
    private void rewrite() {
        OpenDocument<?> document = current;
        CodeArea area = area();
        if (document != null && document.draft() == null && !area.getText().equals(document.text())) {
            replaceKeepingCaret(document.text());
            context.workspace().recheck(document);
        }
    }

    private void highlight() {
        if (styling != null) {
            styling.highlight();
        }
    }

    private void showState() {
        header.showState(current);
    }

    @Override
    public void dispose() {
        if (area != null) {
            pauses.unsubscribe();
            highlights.unsubscribe();
            styling.dispose();
        }
        hover.hide();
        if (current != null) {
            current.stampProperty().removeListener(stampListener);
        }
    }
}
