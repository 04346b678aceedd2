package dev.reel.ui.assets;

import dev.reel.edit.Change;
import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.SheetMeta;
import dev.reel.sheet.FlipbookBuilder;
import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.EditTarget;
import dev.reel.ui.actions.FuzzyMatch;
import dev.reel.ui.control.AssetDrag;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.TimeNotation;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.sheets.Thumbnails;
import dev.reel.ui.shell.EditorPanel;
import dev.reel.ui.shell.PanelContext;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.controlsfx.control.textfield.TextFields;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The Assets panel: the project tree with thumbnails; a sliced sheet expands to its cells; Ctrl/Shift-click
 * selects several; double-click opens a clip, controller or sheet; a filter box finds files and cells by a
 * few letters; cells drag out as asset paths. It registers Create ▸ New Flipbook, which makes a clip of the
 * selected cells; its file gestures (new, rename, move, duplicate, delete, import, their undo) are
 * {@link AssetEditing}'s.
 */
public final class AssetsPanel implements EditorPanel {
    private final PanelContext context;
    private final AssetScan scanner;
    private final TreeView<AssetNode> tree = new TreeView<>();
    /** A clip's length is written in the chosen notation: the rows are drawn again when it changes. */
    private final javafx.beans.InvalidationListener notationChanged = observable -> tree.refresh();
    /** Weak: the static notation property never keeps a closed window's panel alive. */
    private final javafx.beans.InvalidationListener weakNotationChanged =
            new javafx.beans.WeakInvalidationListener(notationChanged);
    private final TextField filter = TextFields.createClearableTextField();
    private final BorderPane root = new BorderPane();
    private final Set<String> expanded = new HashSet<>();
    /** The names and rectangles of open sheets' cells as last shown, to skip rebuilds for pivot edits. */
    private final java.util.Map<Path, List<String>> shownCells = new java.util.HashMap<>();
    /** A document closing rebuilds the tree (its sheet's rows go back to its saved cells); see OpenedSheets. */
    private final javafx.collections.ListChangeListener<OpenDocument<?>> closed = change -> {
        if (!OpenedSheets.shownAsTheyAre(change, tree.getRoot())) {
            rebuild();
        }
    };
    private final SheetActions sheetActions;
    private final AssetEditing editing;
    private final GodotExportActions godotExport;
    private AssetNode.Folder scanned;
    private int scans;
    /** The scan running, if any, and whether a refresh was asked for while it ran. */
    private javafx.concurrent.Task<?> scan;
    private boolean scanAgain;

    public AssetsPanel(PanelContext context) {
        this.context = context;
        this.scanner = new AssetScan(context.project());
        tree.setId("assets-tree");
        tree.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        editing = new AssetEditing(context, this);
        godotExport = new GodotExportActions(context, editing::selectedFiles,
                () -> tree.getScene() == null ? null : tree.getScene().getWindow());
        tree.setCellFactory(view -> new AssetCell(context.thumbnails(), editing));
        tree.setShowRoot(false);
        tree.setOnMouseClicked(event -> {
            if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2) {
                openSelected();
            }
        });
        tree.setOnDragDetected(event -> {
            List<String> paths = selectedPathsInTreeOrder();
            if (paths.isEmpty() && !editing.selectedFiles().isEmpty()) {
                paths = editing.selectedFiles().stream().map(context.project()::relative).toList();
            }
            if (!paths.isEmpty()) {
                tree.startDragAndDrop(TransferMode.COPY_OR_MOVE).setContent(AssetDrag.content(paths));
                event.consume();
            }
        });
        filter.setId("assets-filter");
        filter.setPromptText("Filter assets");
        filter.textProperty().addListener((observable, old, text) -> rebuild());
        Label title = new Label("Assets");
        title.getStyleClass().add("panel-title");
        HBox header = new HBox(8, title, filter);
        HBox.setHgrow(filter, Priority.ALWAYS);
        header.getStyleClass().add("panel-header");
        root.setTop(new VBox(header));
        root.setCenter(tree);
        root.getStyleClass().addAll("panel", "assets-panel");
        EditTarget.install(root, editing.editTarget(() -> !selectedPaths().isEmpty(), () -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(String.join("\n", selectedPaths()));
            javafx.scene.input.Clipboard.getSystemClipboard().setContent(content);
        }));
        sheetActions = new SheetActions(context, this);
        tree.setContextMenu(contextMenu());
        context.workspace().documents().addListener(closed);
        TimeNotation.chosenProperty().addListener(weakNotationChanged);
        refresh();
    }

    @Override
    public String title() {
        return "Assets";
    }

    @Override
    public Node node() {
        return root;
    }

    public TreeView<AssetNode> tree() {
        return tree;
    }

    /** The file gestures of the tree. */
    AssetEditing editing() {
        return editing;
    }

    GodotExportActions godotExport() {
        return godotExport;
    }

    public TextField filterField() {
        return filter;
    }

    /** Flipbook from Selection and Import Sprite Strip. */
    public SheetActions sheetActions() {
        return sheetActions;
    }

    public Thumbnails thumbnails() {
        return context.thumbnails();
    }

    /** How many scans have finished (tests wait on it). */
    public int scans() {
        return scans;
    }

    /** Scans the project again in the background and shows the result, keeping expansion and selection. */
    public void refresh() {
        // One scan at a time: a refresh asked for while one runs (the window's first focus, a file event) is run
        // once after it, so a big project is not read twice at once while the user opens its first document.
        if (scan != null && !scan.isDone()) {
            scanAgain = true;
            return;
        }
        // The first scan of a window shows what it has read so far while it runs (a big project's first
        // rows appear before the last file is read); a rescan keeps the tree shown until it is done.
        // A tree that arrives while the one before is still waiting for the JavaFX thread is dropped.
        java.util.concurrent.atomic.AtomicBoolean waiting = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.function.Consumer<AssetNode.Folder> partial = sofar -> {
            if (waiting.compareAndSet(false, true)) {
                javafx.application.Platform.runLater(() -> {
                    waiting.set(false);
                    if (scans == 0) {
                        scanned = sofar;
                        rebuildKeepingScroll();
                    }
                });
            }
        };
        scan = context.tasks().run("Scanning project", monitor -> scanner.scan(monitor, partial), result -> {
            scans++;
            scanAfter();
            dev.reel.launch.StartupTrace.mark("project scan shown in Assets");
            // An unchanged project (a focus rescan) keeps the tree as it is, scroll position and all.
            if (result != null && !result.equals(scanned)) {
                scanned = result;
                rebuildKeepingScroll();
            }
        });
        // A failed scan runs the refresh asked for meanwhile; a cancelled one (the user's Cancel, or the window
        // closing) drops it.
        scan.addEventHandler(javafx.concurrent.WorkerStateEvent.WORKER_STATE_FAILED, ended -> scanAfter());
        scan.addEventHandler(javafx.concurrent.WorkerStateEvent.WORKER_STATE_CANCELLED, ended -> scanAgain = false);
    }

    /** Runs the refresh asked for while the scan that just ended ran. */
    private void scanAfter() {
        if (scanAgain) {
            scanAgain = false;
            scan = null;
            refresh();
        }
    }

    /** Forgets the pictures of a PNG that changed on disk. */
    public void invalidate(Path png) {
        context.thumbnails().invalidate(png);
    }

    /** A rebuild for a new scan: the row at the top of the view stays at the top, as do expansion and selection. */
    private void rebuildKeepingScroll() {
        String top = TreeRows.topPath(tree);
        rebuild();
        TreeRows.scrollToPath(tree, top);
    }

    private void rebuild() {
        if (scanned == null) {
            return;
        }
        Set<String> selected = new HashSet<>(selectedPaths());
        rememberExpansion(tree.getRoot());
        String text = filter.getText() == null ? "" : filter.getText().strip();
        TreeItem<AssetNode> rootItem = item(scanned, text);
        if (rootItem == null) {
            rootItem = new TreeItem<>(scanned);
        }
        rootItem.setExpanded(true);
        tree.setRoot(rootItem);
        tree.getSelectionModel().clearSelection();
        select(rootItem, selected);
    }

    /** The item of {@code node} with its children, or null when the filter hides it and everything in it. */
    private TreeItem<AssetNode> item(AssetNode node, String text) {
        boolean matches = text.isEmpty() || FuzzyMatch.score(text, node.label()) != FuzzyMatch.NONE
                || (text.contains("/") && node.assetPath().contains(text));
        TreeItem<AssetNode> item = new TreeItem<>(node);
        List<AssetNode> children = new ArrayList<>();
        if (node instanceof AssetNode.Folder folder) {
            children.addAll(folder.children());
        } else if (node instanceof AssetNode.FileItem file) {
            List<AssetNode.CellItem> cells = liveCells(file);
            if (cells != file.cells()) {
                String size = file.detail().contains(" · ") ? file.detail().substring(0, file.detail().indexOf(" · "))
                        : file.detail();
                item.setValue(new AssetNode.FileItem(file.path(), file.label(), file.assetPath(), file.kind(),
                        size + (cells.isEmpty() ? " · not sliced" : " · " + Readout.count(cells.size(), "cell")),
                        file.preview(), cells));
            }
            children.addAll(cells);
        }
        for (AssetNode child : children) {
            // A file or folder the filter names shows all it holds (the project's own root is no match).
            TreeItem<AssetNode> childItem = item(child, matches && node != scanned ? "" : text);
            if (childItem != null) {
                item.getChildren().add(childItem);
            }
        }
        if (!matches && item.getChildren().isEmpty()) {
            return null;
        }
        boolean filtering = !text.isEmpty() && !item.getChildren().isEmpty();
        item.setExpanded(filtering || expanded.contains(node.assetPath())
                || (node instanceof AssetNode.Folder && expanded.isEmpty()));
        item.expandedProperty().addListener((observable, old, open) -> {
            if (filter.getText() == null || filter.getText().isBlank()) {
                if (open) {
                    expanded.add(node.assetPath());
                } else {
                    expanded.remove(node.assetPath());
                }
            }
        });
        return item;
    }

    /**
     * A sheet's cells as the editor has them: an open sheet document's cells, sliced but not saved yet, else
     * the cells the scan read from its {@code .meta}.
     */
    private List<AssetNode.CellItem> liveCells(AssetNode.FileItem file) {
        if (!file.kind().equals("sheet")) {
            return file.cells();
        }
        OpenDocument<?> open = context.workspace().find(file.path()).orElse(null);
        if (open == null || !(open.value() instanceof SheetMeta meta)) {
            return file.cells();
        }
        List<Cell> sorted = new ArrayList<>(meta.cells());
        sorted.sort(Comparator.comparing(Cell::name, FlipbookBuilder.NAME_ORDER));
        List<AssetNode.CellItem> cells = new ArrayList<>(sorted.size());
        for (Cell cell : sorted) {
            cells.add(new AssetNode.CellItem(file.path(), file.assetPath(), cell, cell.name(),
                    file.assetPath() + "#" + cell.name()));
        }
        return cells;
    }

    /**
     * An edit of an open sheet that changes its cells (a Slice, an undo of one) shows in the tree at once,
     * before it is saved; pivot edits leave the tree alone.
     */
    @Override
    public void documentChanged(OpenDocument<?> document, Change<?> change) {
        if (change == null || document == null || !(document.value() instanceof SheetMeta meta)
                || change.kind() == Change.Kind.GESTURE_PREVIEW || change.kind() == Change.Kind.SAVE) {
            return;
        }
        List<String> outline = meta.cells().stream().map(cell -> cell.name() + cell.rect()).toList();
        if (!outline.equals(shownCells.put(document.file(), outline))) {
            rebuild();
        }
    }

    private void rememberExpansion(TreeItem<AssetNode> item) {
        if (item == null || (filter.getText() != null && !filter.getText().isBlank())) {
            return;
        }
        if (item.isExpanded()) {
            expanded.add(item.getValue().assetPath());
        }
        item.getChildren().forEach(this::rememberExpansion);
    }

    private void select(TreeItem<AssetNode> item, Set<String> paths) {
        if (paths.contains(item.getValue().assetPath()) && item != tree.getRoot()) {
            tree.getSelectionModel().select(item);
        }
        item.getChildren().forEach(child -> select(child, paths));
    }

    /** The selected rows' asset paths. */
    public List<String> selectedPaths() {
        List<String> paths = new ArrayList<>();
        for (TreeItem<AssetNode> item : tree.getSelectionModel().getSelectedItems()) {
            if (item != null && !(item.getValue() instanceof AssetNode.Folder)) {
                paths.add(item.getValue().assetPath());
            }
        }
        return paths;
    }

    /** The selected rows' asset paths in the order the tree shows them (name order for cells). */
    public List<String> selectedPathsInTreeOrder() {
        List<TreeItem<AssetNode>> items = new ArrayList<>(tree.getSelectionModel().getSelectedItems());
        items.removeIf(item -> item == null || item.getValue() instanceof AssetNode.Folder);
        items.sort(Comparator.comparingInt(tree::getRow));
        return items.stream().map(item -> item.getValue().assetPath()).toList();
    }

    /**
     * The cells Flipbook from Selection uses: the selected cells of the first sheet that has selected cells,
     * or every cell of a selected sheet.
     */
    public SelectedCells selectedCells() {
        String sheet = null;
        List<Cell> cells = new ArrayList<>();
        for (TreeItem<AssetNode> item : tree.getSelectionModel().getSelectedItems()) {
            if (item != null && item.getValue() instanceof AssetNode.CellItem cell
                    && (sheet == null || sheet.equals(cell.sheetPath()))) {
                sheet = cell.sheetPath();
                cells.add(cell.cell());
            }
        }
        if (cells.isEmpty()) {
            for (TreeItem<AssetNode> item : tree.getSelectionModel().getSelectedItems()) {
                if (item != null && item.getValue() instanceof AssetNode.FileItem file && !file.cells().isEmpty()) {
                    return new SelectedCells(file.assetPath(), file.cells().stream().map(AssetNode.CellItem::cell).toList());
                }
            }
        }
        return new SelectedCells(sheet, cells);
    }

    /** Cells of one sheet. */
    public record SelectedCells(String sheetPath, List<Cell> cells) {
        public SelectedCells {
            cells = List.copyOf(cells);
        }

        public boolean isEmpty() {
            return cells.isEmpty();
        }
    }

    private void openSelected() {
        TreeItem<AssetNode> item = tree.getSelectionModel().getSelectedItem();
        if (item == null) {
            return;
        }
        if (item.getValue() instanceof AssetNode.FileItem file) {
            context.open(file.path());
        } else if (item.getValue() instanceof AssetNode.CellItem cell) {
            context.open(cell.sheet());
        }
    }

    private ContextMenu contextMenu() {
        MenuItem open = new MenuItem("Open");
        open.setOnAction(event -> openSelected());
        MenuItem flipbook = new MenuItem("Flipbook from Selection");
        flipbook.setOnAction(event -> sheetActions.flipbook());
        MenuItem strip = new MenuItem("Import Sprite Strip…");
        strip.setOnAction(event -> sheetActions.importStrip());
        MenuItem copy = new MenuItem("Copy Asset Path");
        copy.setOnAction(event -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(String.join("\n", selectedPaths()));
            javafx.scene.input.Clipboard.getSystemClipboard().setContent(content);
        });
        MenuItem rescan = new MenuItem("Rescan Project");
        rescan.setOnAction(event -> refresh());
        ContextMenu menu = new ContextMenu(open);
        menu.getItems().addAll(editing.menuItems());
        menu.getItems().addAll(flipbook, strip, copy, rescan);
        menu.setOnShowing(event -> {
            flipbook.setDisable(sheetActions.flipbookCells().isEmpty());
            strip.setDisable(sheetActions.stripTarget() == null);
        });
        return menu;
    }

    @Override
    public void dispose() {
        scanAgain = false;
        sheetActions.dispose();
        editing.dispose();
        godotExport.dispose();
        context.workspace().documents().removeListener(closed);
        TimeNotation.chosenProperty().removeListener(weakNotationChanged);
    }
}
