package dev.reel.ui.assets;

import dev.reel.project.Names;
import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.EditTarget;
import dev.reel.ui.documents.DocumentType;
import dev.reel.ui.projects.Creation;
import dev.reel.ui.shell.PanelContext;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The file gestures of the Assets tree: names typed inline for new clips, controllers, flipbooks and folders and
 * for F2 renames, Ctrl+D to duplicate, Delete, Cut and Paste to move, dragging rows onto a folder, dropping PNGs,
 * Aseprite documents, atlas data or folders from the system's file manager, and File ▸ Import… (the same for
 * files chosen in a dialog, both {@link AssetImports}'s). The changes themselves are {@link AssetChanges}.
 */
final class AssetEditing implements AssetCell.Naming, Creation.Naming {
    private final PanelContext context;
    private final AssetsPanel panel;
    private final TreeView<AssetNode> tree;
    private final AssetChanges changes;
    private final AssetImports imports;
    private final List<Action> actions = new ArrayList<>();
    /** New rows waiting for their name: the bytes of the file (null for a folder). */
    private final Map<TreeItem<AssetNode>, byte[]> pending = new HashMap<>();
    private List<Path> cut = List.of();

    AssetEditing(PanelContext context, AssetsPanel panel) {
        this.context = context;
        this.panel = panel;
        this.tree = panel.tree();
        this.changes = new AssetChanges(context, panel::refresh,
                () -> new ChangeDialogs(tree.getScene() == null ? null : tree.getScene().getWindow()));
        this.imports = new AssetImports(context, tree, changes, this::selectedFiles, this::targetFolder);
        actions.add(context.actions().register(Action.of("assets.rename", null, "Assets: Rename")
                .keys("F2").scope(tree).enabledWhen(() -> selectedFiles().size() == 1).run(this::startRename)));
        actions.add(context.actions().register(Action.of("assets.duplicate", null, "Assets: Duplicate")
                .keys("Shortcut+D").scope(tree).enabledWhen(() -> !selectedFiles().isEmpty()).run(this::duplicate)));
        actions.add(context.actions().register(Action.of("assets.new-folder", null, "Assets: New Folder")
                .keys("Shortcut+Shift+F").scope(tree).run(() -> startNew("new_folder", "", null))));
        actions.add(context.actions().register(Action.of("file.import", "File", "Import…").group("import")
                .keys("Shortcut+I").run(imports::choose)));
        context.creation().setNaming(this);
    }

    AssetChanges changes() {
        return changes;
    }

    /**
     * What the Edit menu does in the tree: Copy copies asset paths ({@code copy}), Cut and Paste move files,
     * Delete trashes them, Undo and Redo use the project's history.
     */
    EditTarget editTarget(java.util.function.BooleanSupplier canCopy, Runnable copy) {
        return new EditTarget() {
            @Override
            public boolean canCopy() {
                return canCopy.getAsBoolean();
            }

            @Override
            public void copy() {
                copy.run();
            }

            @Override
            public boolean canCut() {
                return !selectedFiles().isEmpty();
            }

            @Override
            public void cut() {
                AssetEditing.this.cut();
            }

            @Override
            public boolean canPaste() {
                return AssetEditing.this.canPaste();
            }

            @Override
            public void paste() {
                AssetEditing.this.paste();
            }

            @Override
            public boolean canDelete() {
                return AssetEditing.this.canDelete();
            }

            @Override
            public void delete() {
                AssetEditing.this.delete();
            }

            @Override
            public OwnHistory ownHistory() {
                return changes;
            }

            @Override
            public boolean canSelectAll() {
                return true;
            }

            @Override
            public void selectAll() {
                tree.getSelectionModel().selectAll();
            }
        };
    }

    void dispose() {
        actions.forEach(context.actions()::unregister);
        if (context.creation().naming() == this) {
            context.creation().setNaming(null);
        }
    }

    /** The menu items the tree's context menu adds for files. */
    List<MenuItem> menuItems() {
        MenuItem newClip = item("New Clip", () -> startNew("new_clip", ".aeanim", text(DocumentType.CLIP)));
        MenuItem newController = item("New Controller", () -> startNew("new_controller", ".aectrl",
                text(DocumentType.CONTROLLER)));
        MenuItem newFolder = item("New Folder", () -> startNew("new_folder", "", null));
        MenuItem rename = item("Rename", this::startRename);
        MenuItem duplicate = item("Duplicate", this::duplicate);
        MenuItem delete = item("Delete…", this::delete);
        MenuItem importFiles = item("Import…", imports::choose);
        return List.of(newClip, newController, newFolder, new SeparatorMenuItem(), rename, duplicate, delete,
                importFiles, new SeparatorMenuItem());
    }

    private static <T> byte[] text(DocumentType<T> type) {
        return type.write(type.fresh()).getBytes(StandardCharsets.UTF_8);
    }

    private static MenuItem item(String title, Runnable run) {
        MenuItem item = new MenuItem(title);
        item.setOnAction(event -> run.run());
        return item;
    }

    /** Create ▸ New Clip and the others ask the name here while the tree has the focus. */
    @Override
    public boolean ask(String base, String extension, byte[] bytes) {
        if (!tree.isFocused() || tree.getRoot() == null) {
            return false;
        }
        startNew(base, extension, bytes);
        return true;
    }

    /** The files and folders selected (cells stand for nothing here). */
    List<Path> selectedFiles() {
        List<Path> files = new ArrayList<>();
        for (TreeItem<AssetNode> item : tree.getSelectionModel().getSelectedItems()) {
            Path path = item == null ? null : path(item.getValue());
            if (path != null && !pending.containsKey(item) && !path.equals(context.project().root())) {
                files.add(path);
            }
        }
        return files;
    }

    private static Path path(AssetNode node) {
        if (node instanceof AssetNode.FileItem file) {
            return file.path();
        }
        return node instanceof AssetNode.Folder folder ? folder.path() : null;
    }

    /** The folder new things go in: the selected folder, the folder of the selected file, else the project's. */
    private TreeItem<AssetNode> targetFolder() {
        TreeItem<AssetNode> item = tree.getSelectionModel().getSelectedItem();
        while (item != null && !(item.getValue() instanceof AssetNode.Folder)) {
            item = item.getParent();
        }
        return item != null ? item : tree.getRoot();
    }

    private void startNew(String base, String extension, byte[] bytes) {
        TreeItem<AssetNode> folderItem = targetFolder();
        if (folderItem == null || !(folderItem.getValue() instanceof AssetNode.Folder folder)) {
            return;
        }
        Path file = Names.free(folder.path(), base + extension);
        String name = file.getFileName().toString();
        AssetNode node = bytes == null ? new AssetNode.Folder(file, name, "", List.of())
                : new AssetNode.FileItem(file, name, "", extension.equals(".aectrl") ? "controller" : "clip", "",
                null, List.of());
        TreeItem<AssetNode> item = new TreeItem<>(node);
        pending.put(item, bytes);
        folderItem.setExpanded(true);
        folderItem.getChildren().add(0, item);
        edit(item);
    }

    private void startRename() {
        TreeItem<AssetNode> item = tree.getSelectionModel().getSelectedItem();
        if (item != null && path(item.getValue()) != null && item != tree.getRoot()) {
            edit(item);
        }
    }

    private void edit(TreeItem<AssetNode> item) {
        tree.getSelectionModel().clearSelection();
        tree.getSelectionModel().select(item);
        tree.scrollTo(Math.max(0, tree.getRow(item) - 3));
        // A row just added has no cell until the tree has laid it out; editing starts once it has one.
        javafx.application.Platform.runLater(() -> {
            tree.layout();
            tree.setEditable(true);
            tree.edit(item);
        });
    }

    /**
     * A new row's name makes its file or folder (a refused name keeps the field open to try again); a rename
     * closes the field whatever comes of it, so a refused or cancelled one shows the old name again. The row
     * reads the name given at once, before the scan that follows.
     */
    @Override
    public boolean named(TreeItem<AssetNode> item, String typed) {
        AssetNode node = item.getValue();
        Path path = path(node);
        boolean done;
        if (pending.containsKey(item)) {
            byte[] bytes = pending.get(item);
            String extension = bytes == null ? "" : Names.extension(node.label());
            String name = typed.strip();
            if (!extension.isEmpty() && !name.toLowerCase(java.util.Locale.ROOT).endsWith(extension)) {
                name += extension;
            }
            done = bytes == null ? changes.createFolder(path.getParent(), name)
                    : changes.createFile(path.getParent(), name, bytes);
            if (done) {
                pending.remove(item);
                item.setValue(named(node, path.resolveSibling(name)));
            }
        } else {
            Path renamed = changes.rename(path, typed);
            if (renamed != null) {
                item.setValue(named(node, renamed));
            }
            done = true;
        }
        if (done) {
            tree.edit(null);
            tree.setEditable(false);
        }
        tree.requestFocus();
        return done;
    }

    /** {@code node} under its new path, as the row shows it until the next scan. */
    private AssetNode named(AssetNode node, Path path) {
        return AssetNode.movedTo(node, path, context.project().relative(path));
    }

    @Override
    public void cancelled(TreeItem<AssetNode> item) {
        tree.edit(null);
        tree.setEditable(false);
        boolean wasNew = pending.containsKey(item);
        pending.remove(item);
        if (wasNew) {
            if (item.getParent() != null) {
                item.getParent().getChildren().remove(item);
            }
        }
        tree.requestFocus();
    }

    void duplicate() {
        changes.duplicate(selectedFiles());
    }

    void delete() {
        List<Path> files = selectedFiles();
        if (!files.isEmpty()) {
            changes.delete(files);
        }
    }

    boolean canDelete() {
        return !selectedFiles().isEmpty();
    }

    /** Cut remembers the selected files, whose rows are dimmed until Paste moves them into the selected folder. */
    void cut() {
        cut = selectedFiles();
        tree.refresh();
        context.say(cut.isEmpty() ? "Nothing to cut" : "Cut " + cut.size() + (cut.size() == 1 ? " item" : " items")
                + ": select a folder and Paste to move " + (cut.size() == 1 ? "it" : "them"));
    }

    boolean canPaste() {
        return !cut.isEmpty();
    }

    void paste() {
        TreeItem<AssetNode> folder = targetFolder();
        if (folder != null && folder.getValue() instanceof AssetNode.Folder target
                && changes.moveInto(cut, target.path())) {
            cut = List.of();
            tree.refresh();
        }
    }

    /** Whether {@code node}'s row is cut and waits for Paste (it is dimmed). */
    @Override
    public boolean isCut(AssetNode node) {
        Path path = path(node);
        return path != null && cut.contains(path);
    }

    /** For tests: an import as a drop of {@code files} onto {@code folder} does it. */
    void importForTest(List<File> files, Path folder) {
        changes.importFiles(files, folder);
    }
}
