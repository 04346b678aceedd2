package dev.reel.ui.slicer;

import dev.reel.model.SheetMeta;
import dev.reel.ui.documents.OpenDocument;

import java.nio.file.Path;

/**
 * The sheet the panel shows: its document (the PNG's {@code .meta}) and its decoded picture.
 *
 * @param picture null while it loads
 */
record SheetSubject(OpenDocument<SheetMeta> document, SheetPicture picture) {

    /** The PNG's project path, such as {@code assets/hero.png}: the document's name without {@code .meta}. */
    String sheetPath() {
        return withoutMeta(document.name());
    }

    /** The PNG file beside the document's {@code .meta}. */
    Path png() {
        Path meta = document.file();
        return meta.resolveSibling(withoutMeta(meta.getFileName().toString()));
    }

    String pngName() {
        return png().getFileName().toString();
    }

    boolean pictureShown() {
        return picture != null && picture.ok();
    }

    SheetMeta meta() {
        return document.value();
    }

    /** A {@code .meta}'s name or path without its extension: the PNG's. */
    static String withoutMeta(String name) {
        return name.endsWith(".meta") ? name.substring(0, name.length() - ".meta".length()) : name;
    }
}
