package dev.reel.ui.assets;

import dev.reel.ui.control.AssetDrag;
import dev.reel.ui.shell.PanelContext;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.stage.FileChooser;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * What comes into the Assets tree: File ▸ Import… (files chosen in a dialog, into the selected folder), PNGs,
 * Aseprite documents, atlas data or folders dropped from the system's file manager onto a folder's row, and the
 * tree's own rows dragged onto a folder, which moves them. The changes themselves are {@link AssetChanges}.
 */
final class AssetImports {
    private final PanelContext context;
    private final TreeView<AssetNode> tree;
    private final AssetChanges changes;
    private final Supplier<List<Path>> selectedFiles;
    private final Supplier<TreeItem<AssetNode>> targetFolder;

    AssetImports(PanelContext context, TreeView<AssetNode> tree, AssetChanges changes,
                 Supplier<List<Path>> selectedFiles, Supplier<TreeItem<AssetNode>> targetFolder) {
        this.context = context;
        this.tree = tree;
        this.changes = changes;
        this.selectedFiles = selectedFiles;
        this.targetFolder = targetFolder;
        tree.setOnDragOver(this::dragOver);
        tree.setOnDragDropped(this::dropped);
    }

    /** File ▸ Import…: the files chosen go into the selected folder (or the project's). */
    void choose() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Import");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("PNG images, Aseprite documents and atlas data", "*.png", "*.PNG",
                        "*.aseprite", "*.ase", "*.json", "*.atlas"),
                new FileChooser.ExtensionFilter("PNG images", "*.png", "*.PNG"),
                new FileChooser.ExtensionFilter("Aseprite documents", "*.aseprite", "*.ase"),
                new FileChooser.ExtensionFilter("Atlas data (Aseprite, TexturePacker, Phaser, libGDX)", "*.json",
                        "*.atlas"));
        List<File> files = chooser.showOpenMultipleDialog(tree.getScene() == null ? null : tree.getScene().getWindow());
        if (files != null && !files.isEmpty()) {
            TreeItem<AssetNode> folder = targetFolder.get();
            changes.importFiles(files, folder.getValue() instanceof AssetNode.Folder target ? target.path()
                    : context.project().root());
        }
    }

    /** The folder under the mouse during a drag: the row's folder, or the folder a file row sits in. */
    private Path folderAt(DragEvent event) {
        javafx.scene.Node picked = event.getPickResult().getIntersectedNode();
        while (picked != null && !(picked instanceof TreeCell<?>)) {
            picked = picked.getParent();
        }
        if (picked instanceof TreeCell<?> cell && cell.getTreeItem() != null) {
            @SuppressWarnings("unchecked")
            TreeItem<AssetNode> item = (TreeItem<AssetNode>) cell.getTreeItem();
            while (item != null && !(item.getValue() instanceof AssetNode.Folder)) {
                item = item.getParent();
            }
            if (item != null && item.getValue() instanceof AssetNode.Folder folder) {
                return folder.path();
            }
        }
        return context.project().root();
    }

    private void dragOver(DragEvent event) {
        Dragboard board = event.getDragboard();
        if (event.getGestureSource() == tree && board.hasContent(AssetDrag.FORMAT) && !selectedFiles.get().isEmpty()) {
            event.acceptTransferModes(TransferMode.MOVE);
        } else if (event.getGestureSource() == null && board.hasFiles()) {
            event.acceptTransferModes(TransferMode.COPY);
        }
        event.consume();
    }

    private void dropped(DragEvent event) {
        Path folder = folderAt(event);
        Dragboard board = event.getDragboard();
        boolean done = false;
        if (event.getGestureSource() == tree) {
            List<Path> moving = selectedFiles.get();
            done = !moving.isEmpty() && changes.moveInto(moving, folder);
        } else if (board.hasFiles()) {
            List<File> files = board.getFiles();
            javafx.application.Platform.runLater(() -> changes.importFiles(files, folder));
            done = true;
        }
        event.setDropCompleted(done);
        event.consume();
    }
}
