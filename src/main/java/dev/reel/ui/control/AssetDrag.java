package dev.reel.ui.control;

import javafx.scene.input.ClipboardContent;
import javafx.scene.input.DataFormat;
import javafx.scene.input.Dragboard;

import java.util.List;

/**
 * The drag-and-drop format of assets dragged out of Reel's panels, for any panel that takes sprites: a list of
 * project asset paths, one per line, such as {@code assets/hero.png#hero_003} for a cell, in the order the
 * frames should play. The same text is put as plain text for drops outside Reel.
 */
public final class AssetDrag {
    /** {@code application/x-reel-asset-paths}: asset paths, one per line. */
    public static final DataFormat FORMAT = new DataFormat("application/x-reel-asset-paths");

    private AssetDrag() {
    }

    /** The content of a drag of {@code paths}. */
    public static ClipboardContent content(List<String> paths) {
        ClipboardContent content = new ClipboardContent();
        String text = String.join("\n", paths);
        content.putString(text);
        content.put(FORMAT, text);
        return content;
    }

    /** Whether a drag carries asset paths. */
    public static boolean carries(Dragboard dragboard) {
        return dragboard.hasContent(FORMAT);
    }

    /** The asset paths a drag carries, in order; empty when it carries none. */
    public static List<String> paths(Dragboard dragboard) {
        Object content = dragboard.getContent(FORMAT);
        if (!(content instanceof String text) || text.isBlank()) {
            return List.of();
        }
        return text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }
}
