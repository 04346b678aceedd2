package dev.reel.ui.assets;

import dev.reel.ui.control.KeptRow;
import dev.reel.ui.sheets.Thumbnails;
import javafx.css.PseudoClass;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.VPos;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.image.ImageView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.util.Duration;

/**
 * A row of the Assets tree: a thumbnail (the sheet, the cell, or a clip's first frame; a glyph for folders and
 * controllers), the name and a short detail. The thumbnail arrives asynchronously and is dropped if the cell
 * shows another item by then. When the row is narrow the detail goes first; then the name is cut in its middle,
 * keeping its start and extension; the tooltip always has the whole project-relative path.
 */
final class AssetCell extends TreeCell<AssetNode> {
    static final int THUMB = 28;
    private static final double GAP = 8;
    private static final PseudoClass CELL = PseudoClass.getPseudoClass("cell-item");
    /** A row cut with Edit ▸ Cut, dimmed until it is pasted. */
    private static final PseudoClass CUT = PseudoClass.getPseudoClass("cut");

    private final Thumbnails thumbnails;
    private final ImageView picture = new ImageView();
    private final Label glyph = new Label();
    private final StackPane frame = new StackPane(glyph, picture);
    private final Label name = new Label();
    private final Label detail = new Label();
    private final Row row = new Row();
    /**
     * The row's tooltip, made at the first mouse event over the cell (as {@code Tips} does): a tooltip is a popup
     * window whose scene is styled as it is made, and the tree's cells making theirs up front were a fifth of the
     * selector matching of opening the editor window (JFR).
     */
    private Tooltip tooltip;
    /** The tooltip's text for the row shown: its whole path (and detail), null for an empty row. */
    private String tip;
    private String fullName = "";
    private final Naming naming;
    private TextField field;

    /** What happens to a name typed in a row: Enter gives it, Esc or leaving the field drops it. */
    interface Naming {
        /** The name typed for {@code item}; true when it was taken (the field closes), false to keep editing. */
        boolean named(TreeItem<AssetNode> item, String name);

        void cancelled(TreeItem<AssetNode> item);

        /** Whether the row of {@code node} was cut and waits for Paste. */
        default boolean isCut(AssetNode node) {
            return false;
        }
    }

    AssetCell(Thumbnails thumbnails, Naming naming) {
        this.thumbnails = thumbnails;
        this.naming = naming;
        picture.setSmooth(false);
        picture.setPreserveRatio(true);
        frame.getStyleClass().add("asset-thumb");
        frame.setMinSize(THUMB + 4, THUMB + 4);
        frame.setPrefSize(THUMB + 4, THUMB + 4);
        frame.setMaxSize(THUMB + 4, THUMB + 4);
        glyph.getStyleClass().add("asset-glyph");
        name.getStyleClass().add("asset-name");
        name.setMinWidth(0);
        // The row cuts the name itself; this only catches a measurement a pixel off.
        name.setTextOverrun(OverrunStyle.CENTER_ELLIPSIS);
        name.setEllipsisString(NameElision.ELLIPSIS);
        detail.getStyleClass().add("asset-detail");
        getStyleClass().add("asset-cell");
        addEventFilter(MouseEvent.ANY, event -> tipNow());
    }

    /** Shows a field with the name (without its extension, selected) in place of the row. */
    @Override
    public void startEdit() {
        super.startEdit();
        if (!isEditing() || getItem() == null) {
            return;
        }
        TreeItem<AssetNode> item = getTreeItem();
        String label = getItem().label();
        boolean folder = getItem() instanceof AssetNode.Folder;
        String base = folder ? label : dev.reel.project.Names.base(label);
        field = new TextField(base);
        field.setId("asset-name-field");
        field.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ENTER) {
                event.consume();
                TextField typed = field;
                if (naming.named(item, typed.getText())) {
                    finish(false, item);
                }
            } else if (event.getCode() == KeyCode.ESCAPE) {
                event.consume();
                finish(true, item);
            }
        });
        field.focusedProperty().addListener((observable, was, now) -> {
            if (!now && field != null && isEditing() && getScene() != null
                    && !(getScene().getWindow() != null && !getScene().getWindow().isFocused())) {
                finish(true, item);
            }
        });
        HBox editor = new HBox(GAP, frame, field);
        editor.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        HBox.setHgrow(field, javafx.scene.layout.Priority.ALWAYS);
        setGraphic(editor);
        field.requestFocus();
        field.selectAll();
    }

    private void finish(boolean cancelled, TreeItem<AssetNode> item) {
        field = null;
        if (isEditing()) {
            cancelEdit();
        }
        if (cancelled) {
            naming.cancelled(item);
        }
    }

    @Override
    public void cancelEdit() {
        super.cancelEdit();
        field = null;
        row.getChildren().setAll(frame, name, detail);
        if (getItem() == null) {
            setGraphic(null);
        } else {
            KeptRow.filled(this, row);
        }
    }

    /** As wide as the tree, no wider: a long name ends in an ellipsis and the detail stays in view. */
    @Override
    protected double computePrefWidth(double height) {
        return 0;
    }

    @Override
    protected void updateItem(AssetNode node, boolean empty) {
        super.updateItem(node, empty);
        if (isEditing() && field != null) {
            return;
        }
        if (!row.getChildren().contains(frame)) {
            row.getChildren().setAll(frame, name, detail);
        }
        picture.setImage(null);
        glyph.getStyleClass().removeAll("folder", "clip", "controller", "rig", "sheet", "project", "import", "cell");
        pseudoClassStateChanged(CELL, node instanceof AssetNode.CellItem);
        pseudoClassStateChanged(CUT, !empty && node != null && naming.isCut(node));
        if (empty || node == null) {
            // Every scan gives the tree a new root, emptying and filling each cell: restyling rows put back was 7%
            // of the JavaFX thread while a big graph opened (KeptRow).
            fullName = "";
            KeptRow.emptied(this, row, name, detail);
            setText(null);
            tip = null;
            setAccessibleHelp(null);
            setTooltip(null);
            return;
        }
        KeptRow.filled(this, row);
        setText(null);
        fullName = node.label();
        name.setText(fullName);
        if (node instanceof AssetNode.FileItem file) {
            glyph.setText(switch (file.kind()) {
                case "clip" -> "▶";
                case "controller" -> "◆";
                case "rig" -> "→";
                case "project" -> "⚙";
                case "import" -> "⇪";
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
        tip = detail.getText().isEmpty() ? node.assetPath() : node.assetPath() + "\n" + detail.getText();
        setAccessibleHelp(tip);
        if (tooltip != null) {
            tooltip.setText(tip);
            setTooltip(tooltip);
        }
        row.requestLayout();
    }

    /** Makes the row's tooltip (if it has none) before JavaFX's tooltip handling sees the mouse event. */
    private void tipNow() {
        if (tip != null && getTooltip() == null) {
            if (tooltip == null) {
                tooltip = new Tooltip();
                tooltip.setShowDelay(Duration.millis(500));
            }
            tooltip.setText(tip);
            setTooltip(tooltip);
        }
    }

    /** The name as the row shows it now (cut to fit or whole). */
    String shownName() {
        return name.getText();
    }

    /** Whether the detail is shown beside the name. */
    boolean detailShown() {
        return detail.isVisible();
    }

    private void load(AssetNode node, AssetNode.Picture wanted) {
        thumbnails.request(wanted.png(), wanted.rect(), THUMB, image -> {
            if (getItem() == node) {
                picture.setImage(image);
                glyph.setText("");
            }
        });
    }

    /**
     * Thumbnail, name and detail in a line. Unlike an HBox, which shrinks every child alike, this gives the name
     * its whole width first: the detail shows only when both fit, and the name is cut only when it alone does not.
     */
    private final class Row extends Pane {
        private final Text measure = new Text();

        Row() {
            getChildren().addAll(frame, name, detail);
            setMinWidth(0);
        }

        @Override
        protected double computePrefWidth(double height) {
            Insets in = getInsets();
            return in.getLeft() + frame.prefWidth(-1) + GAP + nameWidth(fullName) + GAP + detail.prefWidth(-1)
                    + in.getRight();
        }

        @Override
        protected double computePrefHeight(double width) {
            Insets in = getInsets();
            return in.getTop() + Math.max(frame.prefHeight(-1), Math.max(name.prefHeight(-1), detail.prefHeight(-1)))
                    + in.getBottom();
        }

        @Override
        protected void layoutChildren() {
            Insets in = getInsets();
            double top = in.getTop();
            double height = getHeight() - top - in.getBottom();
            double x = in.getLeft();
            double frameWidth = frame.prefWidth(-1);
            layoutInArea(frame, x, top, frameWidth, height, 0, HPos.LEFT, VPos.CENTER);
            x += frameWidth + GAP;
            double room = Math.max(0, getWidth() - in.getRight() - x);
            double detailWidth = detail.getText().isEmpty() ? 0 : detail.prefWidth(-1);
            boolean both = detailWidth == 0 || nameWidth(fullName) + GAP + detailWidth <= room;
            detail.setVisible(both && detailWidth > 0);
            double nameRoom = both ? room - (detailWidth == 0 ? 0 : GAP + detailWidth) : room;
            String shown = NameElision.fit(fullName, nameRoom - labelPadding(), this::textWidth);
            if (!shown.equals(name.getText())) {
                name.setText(shown);
            }
            layoutInArea(name, x, top, Math.min(nameRoom, nameWidth(shown)), height, 0, HPos.LEFT, VPos.CENTER);
            if (detail.isVisible()) {
                layoutInArea(detail, getWidth() - in.getRight() - detailWidth, top, detailWidth, height, 0,
                        HPos.RIGHT, VPos.CENTER);
            }
        }

        private double nameWidth(String text) {
            return Math.ceil(textWidth(text) + labelPadding());
        }

        private double labelPadding() {
            Insets padding = name.getInsets();
            return padding.getLeft() + padding.getRight();
        }

        private double textWidth(String text) {
            measure.setFont(name.getFont());
            measure.setText(text);
            return measure.getLayoutBounds().getWidth();
        }
    }
}
