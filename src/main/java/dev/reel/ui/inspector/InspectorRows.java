package dev.reel.ui.inspector;

import dev.reel.edit.Command;
import dev.reel.edit.Document;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.EventDecl;
import dev.reel.model.Project;
import dev.reel.model.SheetMeta;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelContext;
import javafx.scene.control.Accordion;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import javafx.scene.layout.VBox;
import org.controlsfx.control.PropertySheet;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The lower half of the Inspector: a heading naming what is selected and a property sheet of its rows, made by
 * {@link ClipItems}, {@link NodeItems}, {@link ControllerItems} or {@link ReadOnlyItems} for the document the
 * panel follows. The rows are made again when the kind of rows changed; when another element with the same rows
 * is selected while no row is being typed in, the rows' editors are kept and show its values; else the rows are
 * only read again. Each edit is a command on that document.
 */
final class InspectorRows {
    private final PanelContext context;
    private final Supplier<OpenDocument<?>> current;
    private final Supplier<TreeItem<Outline.Entry>> selected;
    private final PropertySheet sheet = new PropertySheet();
    private final Label heading = new Label("Nothing selected");
    private final AssetChoices assets;
    private final VBox node;
    private List<InspectorItem> items = List.of();
    private String itemsKey = "";
    /** The document and the Node rows' node and list the editors shown now were made for; null: make them anew. */
    private OpenDocument<?> builtFor;
    private String builtNodes;
    private String openSection;
    private int shows;

    /**
     * @param current  the document the Inspector follows, or null
     * @param selected the outline's selected row, whose label the heading shows
     */
    InspectorRows(PanelContext context, Supplier<OpenDocument<?>> current, Supplier<TreeItem<Outline.Entry>> selected) {
        this.context = context;
        this.current = current;
        this.selected = selected;
        this.assets = new AssetChoices(context.project());
        sheet.setId("inspector-sheet");
        sheet.setModeSwitcherVisible(false);
        sheet.setSearchBoxVisible(false);
        sheet.setMode(PropertySheet.Mode.CATEGORY);
        sheet.setCategoryComparator(ControllerItems.CATEGORY_ORDER);
        InspectorEditors editors = new InspectorEditors(this::leaveField);
        sheet.setPropertyEditorFactory(editors::create);
        // The sheet's first sections are made with its skin, before any rows are shown again.
        sheet.skinProperty().addListener(observable -> {
            if (sheet.lookup(".accordion") instanceof Accordion accordion) {
                SectionBody.install(accordion);
            }
        });
        heading.getStyleClass().add("inspector-heading");
        node = new VBox(heading, sheet);
        VBox.setVgrow(sheet, javafx.scene.layout.Priority.ALWAYS);
        node.getStyleClass().add("inspector-properties");
    }

    VBox node() {
        return node;
    }

    PropertySheet sheet() {
        return sheet;
    }

    /** The rows shown now. */
    List<InspectorItem> items() {
        return items;
    }

    /** Another document: the next {@link #show} makes its rows afresh. */
    void forget() {
        itemsKey = "";
        builtFor = null;
    }

    /** Files changed: pickers list the assets again. */
    void assetsChanged() {
        assets.invalidate();
        itemsKey = "";
        builtFor = null;
        show();
    }

    /** Reads every row and the heading again (times are written in another notation). */
    void refresh() {
        OpenDocument<?> document = current.get();
        if (document != null) {
            items.forEach(InspectorItem::refresh);
            showHeading(document, document.selection().isEmpty() ? 0 : document.selection().iterator().next());
        }
    }

    /** How many times the rows were shown: a test counts the work an edit costs. */
    int shows() {
        return shows;
    }

    /**
     * Shows the rows of what is selected: made anew when the kind of rows changed, kept for another element with
     * the same rows (see the class comment), else read again.
     */
    void show() {
        shows++;
        OpenDocument<?> current = this.current.get();
        if (current == null) {
            items = List.of();
            itemsKey = "";
            sheet.getItems().clear();
            heading.setText("No document");
            return;
        }
        long id = current.selection().isEmpty() ? 0 : current.selection().iterator().next();
        ItemList list = new ItemList(this::execute, context::say);
        // The rows read the document they were made for: a row still asked after the panel moved on to no
        // document (a late refresh) reads that document's last value, never the panel's next one or null.
        OpenDocument<?> shown = current;
        Object value = shown.value();
        if (value instanceof Clip) {
            new ClipItems(() -> (Clip) shown.value(), list, assets, this::eventNames).build(id);
            new NodeItems(context.rig(), list, assets).build();
        } else if (value instanceof Controller) {
            new ControllerItems(() -> (Controller) shown.value(), list, ids -> {
                shown.select(ids);
                context.reveal("Animator");
            }, shown.importable()).build(id);
        } else if (value instanceof SheetMeta) {
            ReadOnlyItems.sheet(() -> (SheetMeta) shown.value(), list);
        } else if (value instanceof Project) {
            ReadOnlyItems.project(() -> (Project) shown.value(), list);
        }
        List<InspectorItem> fresh = list.items();
        // The Node rows are made for one node and its list: another node selected means other rows, at once.
        String nodes = value instanceof Clip ? ":node=" + context.rig().selectedNode() + context.rig().nodes() : "";
        StringBuilder key = new StringBuilder(System.identityHashCode(current) + ":" + id).append(nodes);
        for (InspectorItem item : fresh) {
            key.append('|').append(item).append(':').append(item.editor());
        }
        if (key.toString().equals(itemsKey)) {
            items.forEach(InspectorItem::refresh);
        } else if (current == builtFor && nodes.equals(builtNodes) && sameShapes(fresh) && !typing()) {
            // Another element with the same rows (the next key of a track, a key drag's): the editors stay and
            // show it. Making them again was 185 nodes, their tips and their styles on every key click.
            itemsKey = key.toString();
            for (int i = 0; i < items.size(); i++) {
                items.get(i).take(fresh.get(i));
            }
            openAsMade();
        } else {
            itemsKey = key.toString();
            items = fresh;
            builtFor = current;
            builtNodes = nodes;
            sheet.getItems().setAll(fresh);
            keepExpanded();
        }
        showHeading(current, id);
    }

    /**
     * Whether an editor of the sheet holds the focus, or would as its window gets it back: what is typed there is
     * for the element shown, so its editor is made anew for another one, as it always was (the field leaves the
     * window and takes what was typed for the element it was typed for).
     */
    private boolean typing() {
        javafx.scene.Scene scene = sheet.getScene();
        for (javafx.scene.Node node = scene == null ? null : scene.getFocusOwner(); node != null; node = node.getParent()) {
            if (node == sheet) {
                return true;
            }
        }
        return sheet.isFocusWithin();
    }

    /**
     * Whether the editors shown now would be made again as they are for {@code fresh}: the same rows, each of the
     * same shape ({@link InspectorItem#sameShape}). A time row's editor keeps the frame rate it was made with,
     * which reads the same document's clip as the fresh row's.
     */
    private boolean sameShapes(List<InspectorItem> fresh) {
        if (fresh.size() != items.size() || fresh.isEmpty()) {
            return false;
        }
        for (int i = 0; i < fresh.size(); i++) {
            if (!items.get(i).sameShape(fresh.get(i)) || !keepable(items.get(i), fresh.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the editor of {@code kept} shows {@code fresh}'s value as one made for it would. A vector or colour
     * editor given no value keeps the one it shows (a key without an in handle after a key with one would show the
     * other key's handle), so it is kept for no value only when it shows none. A sprite picker lists any path its
     * element named that is not among the project's sprites, so it is kept only between elements whose paths are
     * all among them (a list made for one element shows nothing another named).
     */
    private static boolean keepable(InspectorItem kept, InspectorItem fresh) {
        return switch (fresh.editor()) {
            case VECTOR, COLOR -> kept.getValue() == null || fresh.getValue() != null;
            case ASSET -> listed(kept) && listed(fresh);
            default -> true;
        };
    }

    private static boolean listed(InspectorItem asset) {
        Object value = asset.getValue();
        return value == null || "".equals(value) || asset.choices().contains(value);
    }

    /**
     * Kept rows open the section that rows made anew would: the one opened last, else the first. Only when every
     * section is closed does that differ from what shows; the section then opens at once, as made sections do.
     */
    private void openAsMade() {
        if (!(sheet.lookup(".accordion") instanceof Accordion accordion) || accordion.getPanes().isEmpty()
                || accordion.getExpandedPane() != null) {
            return;
        }
        javafx.scene.control.TitledPane pane = accordion.getPanes().stream()
                .filter(candidate -> candidate.getText().equals(openSection)).findFirst()
                .orElse(accordion.getPanes().get(0));
        boolean animated = pane.isAnimated();
        // Opened by the Inspector, not by the artist: the section opened last stays the one they opened.
        String opened = openSection;
        pane.setAnimated(false);
        accordion.setExpandedPane(pane);
        pane.setAnimated(animated);
        openSection = opened;
    }

    /** Names the selected element in the heading again, as the outline's row reads now. */
    void showHeading() {
        OpenDocument<?> document = current.get();
        if (document != null) {
            showHeading(document, document.selection().isEmpty() ? 0 : document.selection().iterator().next());
        }
    }

    /** The heading names the selected element as the outline does now: it follows every edit of its value. */
    private void showHeading(OpenDocument<?> current, long id) {
        TreeItem<Outline.Entry> selected = this.selected.get();
        heading.setText(selected != null && selected.getValue().id() == id && id != 0
                ? selected.getValue().label() + "   " + selected.getValue().detail()
                : current.name());
    }

    /**
     * The sheet rebuilds its sections on every change of rows and opens the first one; an artist who opened
     * Node (to type a field while recording) would see it snap shut each time a marker changed, so the section
     * they opened last stays open while it exists.
     */
    private void keepExpanded() {
        if (!(sheet.lookup(".accordion") instanceof Accordion accordion)) {
            return;
        }
        // A closed section's rows leave the scene until it opens (SectionBody).
        SectionBody.install(accordion);
        accordion.getPanes().stream().filter(pane -> pane.getText().equals(openSection)).findFirst()
                .ifPresent(accordion::setExpandedPane);
        accordion.expandedPaneProperty().addListener((observable, old, pane) -> {
            if (pane != null) {
                openSection = pane.getText();
            }
        });
    }

    private List<String> eventNames() {
        Set<String> names = new LinkedHashSet<>();
        Project project = context.project().readProject().value();
        if (project != null) {
            project.events().stream().map(EventDecl::name).forEach(names::add);
        }
        Project.ENGINE_EVENTS.stream().map(EventDecl::name).forEach(names::add);
        return List.copyOf(names);
    }

    @SuppressWarnings("unchecked")
    void execute(Command<?> command) {
        OpenDocument<?> document = current.get();
        if (document == null) {
            return;
        }
        try {
            ((Document<Object>) document.document()).execute((Command<Object>) command);
        } catch (IllegalArgumentException | IllegalStateException e) {
            context.say("Cannot " + command.label().toLowerCase(java.util.Locale.ROOT) + ": " + e.getMessage());
        }
    }

    /** The focus left a field: the next edit is a new undo step. */
    private void leaveField() {
        OpenDocument<?> current = this.current.get();
        if (current != null) {
            current.document().breakMerge();
        }
        // A field typed into shows what the document kept once the user is done with it.
        // Later the document may be closed or other rows shown (the focus left the field for another panel).
        List<InspectorItem> shown = items;
        javafx.application.Platform.runLater(() -> {
            if (this.current.get() != null && items == shown) {
                shown.forEach(InspectorItem::refresh);
            }
        });
    }
}
