package dev.reel.ui.inspector;

import dev.reel.edit.Change;
import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.SheetMeta;
import dev.reel.ui.control.TimeNotation;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.EditorPanel;
import dev.reel.ui.shell.PanelContext;
import javafx.beans.InvalidationListener;
import javafx.geometry.Orientation;
import javafx.scene.Node;
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
import java.util.List;
import java.util.Set;

/**
 * The Inspector: an outline of the focused document to select in (tracks and keys, states and transitions,
 * ...) and a property sheet of the selected element with an editor fit for each property ({@link InspectorRows}).
 * Every change is a command on the document; typing merges by the command's key until the focus leaves the field.
 */
public final class InspectorPanel implements EditorPanel {
    private final PanelContext context;
    private final TreeView<Outline.Entry> outline = new TreeView<>();
    private final BorderPane root = new BorderPane();
    private final InspectorRows rows;
    private final InvalidationListener stampListener = observable -> selectionMayHaveChanged();
    /** The document's value the rows were last shown for by {@link #documentChanged}. */
    private Object shownValue;
    private final InvalidationListener rigListener = observable -> rigChanged();
    /** A controller starts or stops playing in the preview: the rig's version may stay, the rows read again. */
    private final InvalidationListener layersListener = observable -> layersChanged();
    private final InvalidationListener notationListener = observable -> notationChanged();
    /** Weak: the static notation property never keeps a closed window's Inspector alive. */
    private final InvalidationListener weakNotationListener = new javafx.beans.WeakInvalidationListener(notationListener);
    private OpenDocument<?> current;
    private List<Long> outlineIds = List.of();
    private boolean syncing;
    private final ClipOutline clipOutline = new ClipOutline();
    /** The file name the outline's top row shows. */
    private String outlineName;
    /**
     * What the rows were last shown for: the document, its stamp and the preview rig's version. An edit reaches
     * the Inspector twice, from the rig's re-pose and then from the window's change listener; the second finds
     * both numbers where the first left them and has nothing new to show.
     */
    private OpenDocument<?> rowsDocument;
    private long rowsStamp = -1;
    private long rowsVersion = -1;
    /** The document's value the rows were last shown for (a controller's states moving shows the same rows). */
    private Object rowsValue;
    private Set<Long> rowsSelection = Set.of();
    /** The document's value the outline was last built or patched for (likewise). */
    private Object outlineValue;

    public InspectorPanel(PanelContext context) {
        this.context = context;
        outline.setId("inspector-outline");
        outline.setShowRoot(true);
        outline.setCellFactory(view -> new OutlineCell());
        outline.getSelectionModel().selectedItemProperty().addListener((observable, old, item) -> outlineSelected(item));
        this.rows = new InspectorRows(context, () -> current, () -> outline.getSelectionModel().getSelectedItem());
        VBox properties = rows.node();
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
        context.rig().layersProperty().addListener(layersListener);
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
                    rows.execute(command);
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
        return rows.sheet();
    }

    /** How many times the rows were built or patched (tests count what an edit costs). */
    int rowShows() {
        return rows.shows();
    }

    /** The rows shown now. */
    public List<InspectorItem> items() {
        return rows.items();
    }

    /** Files changed: pickers list the assets again. */
    public void assetsChanged() {
        rows.assetsChanged();
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
            rows.forget();
            outlineIds = List.of();
            clipOutline.forget();
        }
        showOutline();
        showRows();
        shownValue = document == null ? null : document.value();
    }

    /** The preview rig changed (cursor, rest values, selected node, Preview/Rec): the Node rows follow. */
    private void rigChanged() {
        if (!syncing && current != null && current.value() instanceof Clip) {
            showRows();
        }
    }

    private void layersChanged() {
        if (!syncing && current != null && current.value() instanceof Clip) {
            rows.show();
            rowsShown();
        }
    }

    /**
     * Shows the rows unless they were last shown for the same document, document stamp and rig version (every
     * change of what they show moves one of these). Then they may have been shown before the outline selected or
     * relabelled the row they are for (the rig hears of an edit or a selection before the Inspector does): the
     * heading names that row again, as it reads now.
     */
    private void showRows() {
        long stamp = current == null ? -1 : current.stampProperty().get();
        if (current != null && current == rowsDocument && context.rig().versionProperty().get() == rowsVersion
                && (stamp == rowsStamp || current.value() != rowsValue && current.selection().equals(rowsSelection)
                && dev.reel.edit.graph.PlaceChange.onlyMoved(rowsValue, current.value()))) {
            // The same value, or a controller whose states only moved (a state drag's frame): no row shows a
            // box's place.
            rowsStamp = stamp;
            rowsValue = current.value();
            rows.showHeading();
            return;
        }
        rows.show();
        rowsShown();
    }

    private void rowsShown() {
        rowsDocument = current;
        rowsStamp = current == null ? -1 : current.stampProperty().get();
        rowsVersion = context.rig().versionProperty().get();
        rowsValue = current == null ? null : current.value();
        rowsSelection = current == null ? Set.of() : current.selection();
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
            // A new value is announced to documentChanged right after the stamp moves (the window listens to the
            // document after the document's own stamp does), which shows the rows again: showing them here too
            // cost every drag frame a second build of the rows.
            if (current == null || current.value() == shownValue) {
                showRows();
            }
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
        Object value = current.value();
        if (outline.getRoot() != null && !outlineIds.isEmpty() && current.shortName().equals(outlineName)
                && dev.reel.edit.graph.PlaceChange.onlyMoved(outlineValue, value)) {
            // A state drag's frame: the outline names states and transitions, never where their boxes sit (building
            // it again for a 600-transition controller was a fifth of the frame).
            outlineValue = value;
            selectInOutline();
            return;
        }
        outlineName = current.shortName();
        outlineValue = value;
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
        showRows();
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
            rows.refresh();
        }
    }

    @Override
    public void dispose() {
        TimeNotation.chosenProperty().removeListener(weakNotationListener);
        context.rig().versionProperty().removeListener(rigListener);
        context.rig().layersProperty().removeListener(layersListener);
        if (current != null) {
            current.stampProperty().removeListener(stampListener);
        }
    }
}
