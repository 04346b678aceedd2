package dev.reel.ui.assets;

import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.control.skin.VirtualFlow;

/** Keeps the Assets tree's scroll position across a rebuild, by the asset path of the row at the top. */
final class TreeRows {
    private TreeRows() {
    }

    /** The asset path of the first row shown, or null when the view is at its top (or not shown yet). */
    static String topPath(TreeView<AssetNode> tree) {
        if (tree.lookup(".virtual-flow") instanceof VirtualFlow<?> flow && flow.getFirstVisibleCell() != null
                && flow.getFirstVisibleCell().getIndex() > 0) {
            TreeItem<AssetNode> item = tree.getTreeItem(flow.getFirstVisibleCell().getIndex());
            return item == null ? null : item.getValue().assetPath();
        }
        return null;
    }

    /** Scrolls so the row of {@code assetPath} is at the top; nothing when it is null or gone. */
    static void scrollToPath(TreeView<AssetNode> tree, String assetPath) {
        TreeItem<AssetNode> again = assetPath == null ? null : find(tree.getRoot(), assetPath);
        if (again != null) {
            tree.scrollTo(tree.getRow(again));
        }
    }

    static TreeItem<AssetNode> find(TreeItem<AssetNode> item, String assetPath) {
        if (item == null) {
            return null;
        }
        if (item.getValue().assetPath().equals(assetPath)) {
            return item;
        }
        for (TreeItem<AssetNode> child : item.getChildren()) {
            TreeItem<AssetNode> found = find(child, assetPath);
            if (found != null) {
                return found;
            }
        }
        return null;
    }
}
