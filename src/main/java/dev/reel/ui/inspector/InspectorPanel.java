package dev.reel.ui.inspector;

import dev.reel.edit.Change;
import dev.reel.edit.Command;
import dev.reel.edit.Document;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.EventDecl;
import dev.reel.model.Project;
import dev.reel.model.SheetMeta;
import dev.reel.ui.control.TimeNotation;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.EditorPanel;
import dev.reel.ui.shell.PanelContext;
import javafx.beans.InvalidationListener;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Accordion;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.controlsfx.control.PropertySheet;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The Inspector: an outline of the focused document to select in (tracks and keys, states and transitions,
 * ...) and a property sheet of the selected element with an editor fit for each property. Every change is a
 * command on the document; typing merges by the command's key until the focus leaves the field.
 */
public final class InspectorPanel implements EditorPanel {
    private final PanelContext context;
    private final TreeView<Outline.Entry> outline = new TreeView<>();
    private final PropertySheet sheet = new PropertySheet();
    private final Label heading = new Label("Nothing selected");
    private final BorderPane root = new BorderPane();
    private final AssetChoices assets;
    private final InvalidationListener stampListener = observable -> selectionMayHaveChanged();
    private final InvalidationListener rigListener = observable -> rigChanged();
    private final InvalidationListener notationListener = observable -> notationChanged();
    /** Weak: the static notation property never keeps a closed window's Inspector alive. */
    private final InvalidationListener weakNotationListener = new javafx.beans.WeakInvalidationListener(notationListener);
    private OpenDocument<?> current;
    private List<InspectorItem> items = List.of();
    private String itemsKey = "";
    private List<Long> outlineIds = List.of();
    private boolean syncing;
    private final ClipOutline clipOutline = new ClipOutline();
    private String openSection;
    /** The file name the outline's top row shows. */
    private String outlineName;

    public InspectorPanel(PanelContext context) {
        this.context = context;
        this.assets = new AssetChoices(context.project());
        outline.setId("inspector-outline");
        outline.setShowRoot(true);
        outline.setCellFactory(view -> new OutlineCell());
        outline.getSelectionModel().selectedItemProperty().addListener((observable, old, item) -> outlineSelected(item));
        sheet.setId("inspector-sheet");
        sheet.setModeSwitcherVisible(false);
        sheet.setSearchBoxVisible(false);
        sheet.setMode(PropertySheet.Mode.CATEGORY);
        sheet.setCategoryComparator(ControllerItems.CATEGORY_ORDER);
        InspectorEditors editors = new InspectorEditors(this::leaveField);
        sheet.setPropertyEditorFactory(editors::create);
        heading.getStyleClass().add("inspector-heading");
        VBox properties = new VBox(heading, sheet);
        VBox.setVgrow(sheet, javafx.scene.layout.Priority.ALWAYS);
        properties.getStyleClass().add("inspector-properties");
        SplitPane split = new SplitPane(outline, properties);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.42);
        split.setId("inspector-split");
        Label title = new Label("Inspector");
        title.getStyleClass().add("panel-title");
        HBox header = new HBox(8, title);
        header.getStyleClass().add("panel-header");
        root.setTop(header);
        root.setCenter(split);
        root.getStyleClass().addAll("panel", "inspector-panel");
        context.rig().versionProperty().addListener(rigListener);
        // A controller starts or stops playing in the preview: the Node rows' controller marks follow.
        context.rig().layersProperty().addListener(rigListener);
        TimeNotation.chosenProperty().addListener(weakNotationListener);
        dev.reel.ui.actions.EditTarget.install(outline, new dev.reel.ui.actions.EditTarget() {
            @Override
            public boolean canDelete() {
                return removal() != null;
            }

            @Override
            public void delete() {
                Command<?> command = removal();
                if (command != null) {
                    execute(command);
                }
            }
        });
    }

    /** The command that removes the element selected in the outline, or null when it cannot be removed here. */
    private Command<?> removal() {
        TreeItem<Outline.Entry> item = outline.getSelectionModel().getSelectedItem();
        if (current == null || item == null || item.getValue().id() == 0) {
            return null;
        }
        return Removals.of(current.value(), item.getValue().id());
    }

    @Override
    public String title() {
        return "Inspector";
    }

    @Override
    public Node node() {
        return root;
    }

    public TreeView<Outline.Entry> outline() {
        return outline;
    }

    public PropertySheet sheet() {
        return sheet;
    }

    /** The rows shown now. */
    public List<InspectorItem> items() {
        return items;
    }

    /** Files changed: pickers list the assets again. */
    public void assetsChanged() {
        assets.invalidate();
        itemsKey = "";
        showItems();
    }

    @Override
    public void documentChanged(OpenDocument<?> document, Change<?> change) {
        if (document != current) {
            if (current != null) {
                current.stampProperty().removeListener(stampListener);
            }
            current = document;
            if (document != null) {
                document.stampProperty().addListener(stampListener);
            }
            itemsKey = "";
            outlineIds = List.of();
            clipOutline.forget();
        }
        showOutline();
        showItems();
    }

    /** The preview rig changed (cursor, rest values, selected node, Preview/Rec): the Node rows follow. */
    private void rigChanged() {
        if (!syncing && current != null && current.value() instanceof Clip) {
            showItems();
        }
    }

    private void selectionMayHaveChanged() {
        if (!syncing) {
            if (current != null && !current.shortName().equals(outlineName)) {
                // The file was renamed or moved (or that was undone): the outline's top row names it anew.
                outlineIds = List.of();
                clipOutline.forget();
                showOutline();
            }
            selectInOutline();
            showItems();
        }
    }

    /** Rebuilds the outline when its elements changed, else only relabels its rows. */
    private void showOutline() {
        if (current == null) {
            outline.setRoot(null);
            outlineIds = List.of();
            outlineName = null;
            return;
        }
        outlineName = current.shortName();
        Object value = current.value();
        if (value instanceof Clip clip) {
            syncing = true;
            try {
                if (!clipOutline.patch(outline.getRoot(), clip, current.shortName())) {
                    outline.setRoot(clipOutline.build(clip, current.shortName(), outline.getRoot()));
                }
            } finally {
                syncing = false;
            }
            outlineIds = List.of();
            selectInOutline();
            return;
        }
        if (value instanceof SheetMeta meta && !outlineIds.isEmpty()
                && Outline.patchSheet(outline.getRoot(), meta, current.shortName())) {
            selectInOutline();
            return;
        }
        TreeItem<Outline.Entry> fresh = Outline.of(value, current.shortName());
        List<Long> ids = new ArrayList<>();
        List<TreeItem<Outline.Entry>> freshItems = new ArrayList<>();
        Outline.flatten(fresh, ids, freshItems);
        syncing = true;
        try {
            if (ids.equals(outlineIds) && outline.getRoot() != null) {
                List<Long> ignored = new ArrayList<>();
                List<TreeItem<Outline.Entry>> shown = new ArrayList<>();
                Outline.flatten(outline.getRoot(), ignored, shown);
                // Only the rows whose text changed (every visible row was restyled on each frame of a state drag).
                for (int i = 0; i < shown.size(); i++) {
                    Outline.setIfChanged(shown.get(i), freshItems.get(i).getValue());
                }
            } else {
                Set<Long> collapsed = new HashSet<>();
                if (outline.getRoot() != null) {
                    Outline.collectCollapsed(outline.getRoot(), collapsed);
                }
                fresh.setExpanded(true);
                Outline.expand(fresh, collapsed);
                outline.setRoot(fresh);
                outlineIds = ids;
            }
            clipOutline.forget();
        } finally {
            syncing = false;
        }
        selectInOutline();
    }

    /** Selects in the outline what the document has selected (undo restores a selection, other panels set it). */
    private void selectInOutline() {
        if (current == null || outline.getRoot() == null) {
            return;
        }
        Set<Long> wanted = current.selection();
        TreeItem<Outline.Entry> found = wanted.isEmpty() ? null
                : current.value() instanceof Clip ? clipOutline.find(wanted) : find(outline.getRoot(), wanted);
        TreeItem<Outline.Entry> selected = outline.getSelectionModel().getSelectedItem();
        if (found == selected) {
            return;
        }
        syncing = true;
        try {
            if (found == null) {
                outline.getSelectionModel().clearSelection();
            } else {
                for (TreeItem<Outline.Entry> parent = found.getParent(); parent != null; parent = parent.getParent()) {
                    parent.setExpanded(true);
                }
                outline.getSelectionModel().select(found);
                outline.scrollTo(Math.max(0, outline.getRow(found) - 3));
            }
        } finally {
            syncing = false;
        }
    }

    private static TreeItem<Outline.Entry> find(TreeItem<Outline.Entry> item, Set<Long> ids) {
        if (item.getValue().id() != 0 && ids.contains(item.getValue().id())) {
            return item;
        }
        for (TreeItem<Outline.Entry> child : item.getChildren()) {
            TreeItem<Outline.Entry> found = find(child, ids);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private void outlineSelected(TreeItem<Outline.Entry> item) {
        if (syncing || current == null) {
            return;
        }
        long id = item == null ? 0 : item.getValue().id();
        syncing = true;
        try {
            current.select(id == 0 ? Set.of() : Set.of(id));
        } finally {
            syncing = false;
        }
        showItems();
    }

    /** Rebuilds the rows when the selection or the kind of rows changed, else refreshes their values. */
    private void showItems() {
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
            new ClipItems(() -> (Clip) shown.value(), list, assets, eventNames()).build(id);
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
        StringBuilder key = new StringBuilder(System.identityHashCode(current) + ":" + id);
        if (value instanceof Clip) {
            // The Node rows are made for one node and its list: another node selected means other rows, at once.
            key.append(":node=").append(context.rig().selectedNode()).append(context.rig().nodes());
        }
        for (InspectorItem item : fresh) {
            key.append('|').append(item).append(':').append(item.editor());
        }
        if (key.toString().equals(itemsKey)) {
            items.forEach(InspectorItem::refresh);
        } else {
            itemsKey = key.toString();
            items = fresh;
            sheet.getItems().setAll(fresh);
            keepExpanded();
        }
        showHeading(id);
    }

    /** The heading names the selected element as the outline does now: it follows every edit of its value. */
    private void showHeading(long id) {
        TreeItem<Outline.Entry> selected = outline.getSelectionModel().getSelectedItem();
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
    private void execute(Command<?> command) {
        OpenDocument<?> document = current;
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
        if (current != null) {
            current.document().breakMerge();
        }
        // A field typed into shows what the document kept once the user is done with it.
        // Later the document may be closed or other rows shown (the focus left the field for another panel).
        List<InspectorItem> shown = items;
        javafx.application.Platform.runLater(() -> {
            if (current != null && items == shown) {
                shown.forEach(InspectorItem::refresh);
            }
        });
    }

    /** Times are written in another notation: a clip's outline is made again and the rows read again. */
    private void notationChanged() {
        if (current != null && current.value() instanceof Clip clip) {
            syncing = true;
            try {
                outline.setRoot(clipOutline.build(clip, current.shortName(), outline.getRoot()));
            } finally {
                syncing = false;
            }
            selectInOutline();
            items.forEach(InspectorItem::refresh);
            showHeading(current.selection().isEmpty() ? 0 : current.selection().iterator().next());
        }
    }

    @Override
    public void dispose() {
        TimeNotation.chosenProperty().removeListener(weakNotationListener);
        context.rig().versionProperty().removeListener(rigListener);
        context.rig().layersProperty().removeListener(rigListener);
        if (current != null) {
            current.stampProperty().removeListener(stampListener);
        }
    }
}
