package dev.reel.ui.dopesheet;

import dev.reel.io.AssetPath;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Cell;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.ui.sheets.Thumbnails;
import javafx.scene.image.Image;

import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Pictures of the sprites keyed on sprite rows: a cell of a project sheet comes from the shared
 * {@link Thumbnails} cache (decoded off the JavaFX thread), a built-in from its resource. A picture not ready
 * yet is asked for and the row is redrawn when it arrives; a sprite that cannot be found has none.
 */
final class SpriteImages {
    static final int SIZE = 32;

    private final ProjectFolder folder;
    private final Thumbnails thumbnails;
    private final Runnable arrived;
    private final Map<Path, SheetMeta> metas = new HashMap<>();
    private final Map<String, Image> engine = new HashMap<>();
    private final Set<String> asked = new HashSet<>();

    SpriteImages(ProjectFolder folder, Thumbnails thumbnails, Runnable arrived) {
        this.folder = folder;
        this.thumbnails = thumbnails;
        this.arrived = arrived;
    }

    /** The picture of {@code sprite}, or null while it loads or when there is none. */
    Image image(String sprite) {
        if (sprite == null || sprite.isEmpty()) {
            return null;
        }
        AssetPath resolved = folder.resolve(sprite);
        if (resolved instanceof AssetPath.Engine builtIn) {
            return engine.computeIfAbsent(builtIn.resource(), SpriteImages::resource);
        }
        if (!(resolved instanceof AssetPath.InProject inProject) || thumbnails == null) {
            return null;
        }
        Rect rect = null;
        if (inProject.cell() != null) {
            SheetMeta meta = metas.computeIfAbsent(inProject.file(), this::meta);
            Cell cell = meta == null ? null : meta.cell(inProject.cell());
            if (cell == null) {
                return null;
            }
            rect = cell.rect();
        }
        Image cached = thumbnails.cached(inProject.file(), rect, SIZE);
        if (cached == null && asked.add(sprite)) {
            thumbnails.request(inProject.file(), rect, SIZE, image -> arrived.run());
        }
        return cached;
    }

    /** Sheets were resliced or files changed: read the cells again. */
    void forget() {
        metas.clear();
        asked.clear();
    }

    private SheetMeta meta(Path png) {
        Path file = png.resolveSibling(png.getFileName() + MetaCodec.EXTENSION);
        if (!Files.isRegularFile(file)) {
            return null;
        }
        ProjectFolder.Read read = ProjectFolder.read(file, folder.relative(file));
        return read.problem() == null ? MetaCodec.read(read.bytes(), folder.relative(file)).value() : null;
    }

    private static Image resource(String name) {
        URL url = SpriteImages.class.getClassLoader().getResource(name);
        if (url == null) {
            return null;
        }
        Image image = new Image(url.toExternalForm(), SIZE, SIZE, true, false);
        return image.isError() ? null : image;
    }
}
