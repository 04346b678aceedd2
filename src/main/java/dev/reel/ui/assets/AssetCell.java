package dev.reel.ui.assets;

import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TreeCell;
import javafx.scene.image.ImageView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * A row of the Assets tree: a thumbnail (the sheet, the cell, or a clip's first frame; a glyph for folders and
 * controllers), the name and a short detail. The thumbnail arrives asynchronously and is dropped if the cell
 * shows another item by then.
 */
final class AssetCell extends TreeCell<AssetNode> {
    static final int THUMB = 28;
    private static final PseudoClass CELL = PseudoClass.getPseudoClass("cell-item");

    private final Thumbnails thumbnails;
    private final ImageView picture = new ImageView();
    private final Label glyph = new Label();
    private final StackPane frame = new StackPane(glyph, picture);
    private final Label name = new Label();
    private final Label detail = new Label();
    private final HBox row;

    AssetCell(Thumbnails thumbnails) {
        this.thumbnails = thumbnails;
        picture.setSmooth(false);
        picture.setPreserveRatio(true);
        frame.getStyleClass().add("asset-thumb");
        frame.setMinSize(THUMB + 4, THUMB + 4);
        frame.setPrefSize(THUMB + 4, THUMB + 4);
        frame.setMaxSize(THUMB + 4, THUMB + 4);
        glyph.getStyleClass().add("asset-glyph");
        name.getStyleClass().add("asset-name");
        name.setMinWidth(0);
        detail.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        detail.getStyleClass().add("asset-detail");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        row = new HBox(8, frame, name, spacer, detail);
        row.setAlignment(Pos.CENTER_LEFT);
        getStyleClass().add("asset-cell");
    }

    /** As wide as the tree, no wider: a long name ends in an ellipsis and the detail stays in view. */
    @Override
    protected double computePrefWidth(double height) {
        return 0;
    }

    @Override
    protected void updateItem(AssetNode node, boolean empty) {
        super.updateItem(node, empty);
        picture.setImage(null);
        glyph.getStyleClass().removeAll("folder", "clip", "controller", "sheet", "project", "cell");
        pseudoClassStateChanged(CELL, node instanceof AssetNode.CellItem);
        if (empty || node == null) {
            setGraphic(null);
            setText(null);
            return;
        }
        setText(null);
        name.setText(node.label());
        if (node instanceof AssetNode.FileItem file) {
            glyph.setText(switch (file.kind()) {
                case "clip" -> "▶";
                case "controller" -> "◆";
                case "project" -> "⚙";
                default -> "▦";
            });
            glyph.getStyleClass().add(file.kind());
            detail.setText(file.detail());
            if (file.preview() != null) {
                load(node, file.preview());
            }
        } else if (node instanceof AssetNode.CellItem cell) {
            glyph.setText("");
            glyph.getStyleClass().add("cell");
            detail.setText(cell.cell().rect().width() + "×" + cell.cell().rect().height());
            load(node, new AssetNode.Picture(cell.sheet(), cell.cell().rect()));
        } else {
            glyph.setText("▤");
            glyph.getStyleClass().add("folder");
            detail.setText("");
        }
        setGraphic(row);
    }

    private void load(AssetNode node, AssetNode.Picture wanted) {
        thumbnails.request(wanted.png(), wanted.rect(), THUMB, image -> {
            if (getItem() == node) {
                picture.setImage(image);
                glyph.setText("");
            }
        });
    }
}
