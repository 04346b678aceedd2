package dev.reel.ui.assets;

import javafx.scene.control.TreeItem;

/** Finds rows of the Assets tree by asset path, for the tests of this package. */
final class AssetTrees {
    private AssetTrees() {
    }

    /** The item under {@code item} (itself included) whose asset path is {@code assetPath}, or null. */
    static TreeItem<AssetNode> find(TreeItem<AssetNode> item, String assetPath) {
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
