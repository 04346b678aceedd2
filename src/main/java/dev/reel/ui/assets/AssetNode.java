package dev.reel.ui.assets;

import dev.reel.model.Cell;
import dev.reel.model.Rect;
import dev.reel.ui.control.TimeFormat;

import java.nio.file.Path;
import java.util.List;

/**
 * One row of the Assets tree as the background scan found it: a folder, a file Reel reads, or a cell of a
 * sliced sheet. Plain data, so the scan builds it off the JavaFX thread.
 */
public sealed interface AssetNode permits AssetNode.Folder, AssetNode.FileItem, AssetNode.CellItem {

    /** What the row shows as its name. */
    String label();

    /** Project-relative path (with {@code #cell} for a cell), used for filtering and drag and drop. */
    String assetPath();

    /** A file's or folder's row under a new path and name (a rename or a new row named); a cell as it is. */
    static AssetNode movedTo(AssetNode node, Path path, String assetPath) {
        String name = path.getFileName().toString();
        if (node instanceof FileItem file) {
            return new FileItem(path, name, assetPath, file.kind(), file.detail(), file.preview(), file.cells());
        }
        return node instanceof Folder folder ? new Folder(path, name, assetPath, folder.children()) : node;
    }

    /** A folder and what it holds, folders first. */
    record Folder(Path path, String label, String assetPath, List<AssetNode> children) implements AssetNode {
        public Folder {
            children = List.copyOf(children);
        }
    }

    /**
     * A file: clip, controller, sheet (PNG) or project settings.
     *
     * @param kind    one of {@code clip}, {@code controller}, {@code sheet}, {@code project}
     * @param detail  a short description ("768×128 · 6 cells"); for a clip what follows its length (" · loop")
     * @param preview the picture its thumbnail shows, or null
     * @param cells   a sliced sheet's cells, in name order
     * @param length  a clip's length, written in the notation chosen when it is shown; null for other files
     */
    record FileItem(Path path, String label, String assetPath, String kind, String detail, Picture preview,
                    List<CellItem> cells, ClipLength length) implements AssetNode {
        public FileItem {
            cells = List.copyOf(cells);
        }

        public FileItem(Path path, String label, String assetPath, String kind, String detail, Picture preview,
                        List<CellItem> cells) {
            this(path, label, assetPath, kind, detail, preview, cells, null);
        }

        /** The description as shown now: "768×128 · 6 cells", a clip's "0.9 s · loop" (or "54 f · loop"). */
        @Override
        public String detail() {
            return length == null ? detail : length.text() + detail;
        }
    }

    /** A clip's length in seconds and the frame rate its frames count, as read by the scan. */
    record ClipLength(double seconds, double fps) {
        /** The length in the notation chosen now: {@code 0.9 s}, {@code 54 f}. */
        public String text() {
            return TimeFormat.chosen(fps).text(seconds);
        }
    }

    /** A cell of a sliced sheet: the sprite asset {@code SHEET.png#name}. */
    record CellItem(Path sheet, String sheetPath, Cell cell, String label, String assetPath) implements AssetNode {
    }

    /**
     * A part of a PNG to show as a thumbnail.
     *
     * @param rect null for the whole image
     */
    record Picture(Path png, Rect rect) {
    }
}
