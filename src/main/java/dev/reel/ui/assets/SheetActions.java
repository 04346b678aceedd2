package dev.reel.ui.assets;

import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.SheetMeta;
import dev.reel.ui.actions.Action;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.sheets.CellSelection;
import dev.reel.ui.sheets.FlipbookFromSelection;
import dev.reel.ui.sheets.StripImport;
import dev.reel.ui.sheets.StripImportDialog;
import dev.reel.ui.shell.PanelContext;
import javafx.scene.control.TreeItem;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The Create menu's sheet actions that Assets owns: Flipbook from Selection (Ctrl+Shift+N, "flip") on the
 * cells selected in Assets or in the focused sheet, and Import Sprite Strip on the selected or focused PNG.
 */
public final class SheetActions {
    private final PanelContext context;
    private final AssetsPanel assets;
    private final Action flipbookAction;
    private final Action stripAction;

    SheetActions(PanelContext context, AssetsPanel assets) {
        this.context = context;
        this.assets = assets;
        flipbookAction = context.actions().register(Action.of("create.flipbook", "Create", "Flipbook from Selection")
                .group("new").enabledWhen(() -> !flipbookCells().isEmpty()).run(this::flipbook));
        stripAction = context.actions().register(Action.of(StripImport.ACTION, "Create", "Import Sprite Strip…")
                .group("new").enabledWhen(() -> stripTarget() != null).run(this::importStrip));
    }

    /**
     * The cells Flipbook from Selection uses: those selected here, else those selected in the focused sheet
     * (all its cells when none is).
     */
    public AssetsPanel.SelectedCells flipbookCells() {
        AssetsPanel.SelectedCells here = assets.selectedCells();
        OpenDocument<?> focused = context.workspace().focused();
        if (!here.isEmpty() || focused == null || !(focused.value() instanceof SheetMeta meta)) {
            return here;
        }
        List<Cell> chosen = new ArrayList<>();
        for (Cell cell : meta.cells()) {
            if (focused.selection().contains(CellSelection.key(cell.id()))) {
                chosen.add(cell);
            }
        }
        String name = focused.name();
        String sheetPath = name.endsWith(MetaCodec.EXTENSION)
                ? name.substring(0, name.length() - MetaCodec.EXTENSION.length()) : name;
        return new AssetsPanel.SelectedCells(sheetPath, chosen.isEmpty() ? meta.cells() : chosen);
    }

    /** Runs Flipbook from Selection on {@link #flipbookCells()}. */
    public void flipbook() {
        AssetsPanel.SelectedCells selection = flipbookCells();
        FlipbookFromSelection.run(context, selection.sheetPath(), selection.cells());
    }

    /** The PNG Import Sprite Strip cuts: the sheet selected here (or of a selected cell), else the focused one. */
    public Path stripTarget() {
        for (TreeItem<AssetNode> item : assets.tree().getSelectionModel().getSelectedItems()) {
            if (item != null && item.getValue() instanceof AssetNode.FileItem file && file.kind().equals("sheet")) {
                return file.path();
            }
            if (item != null && item.getValue() instanceof AssetNode.CellItem cell) {
                return cell.sheet();
            }
        }
        OpenDocument<?> focused = context.workspace().focused();
        if (focused != null && focused.value() instanceof SheetMeta) {
            String file = focused.file().getFileName().toString();
            return focused.file().resolveSibling(file.substring(0, file.length() - MetaCodec.EXTENSION.length()));
        }
        return null;
    }

    /** Asks for the frame size and duration, then imports {@link #stripTarget()}. */
    public void importStrip() {
        Path png = stripTarget();
        int[] size = png == null ? null : StripImport.size(png);
        if (size == null) {
            context.say("Select a PNG in Assets to import it as a sprite strip");
            return;
        }
        StripImportDialog dialog = new StripImportDialog(assets.node().getScene() == null ? null
                : assets.node().getScene().getWindow(),
                png.getFileName().toString(), size[0], size[1]);
        dialog.showAndWait().ifPresent(settings -> StripImport.run(context, png, settings));
    }

    void dispose() {
        context.actions().unregister(flipbookAction);
        context.actions().unregister(stripAction);
    }
}
