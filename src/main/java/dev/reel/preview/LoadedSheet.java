package dev.reel.preview;

import dev.reel.model.Filter;
import dev.reel.sheet.SheetImage;

import java.util.Objects;

/**
 * A decoded sheet and how it is sampled when drawn at another size ({@code nearest} keeps pixel art crisp).
 * The renderer compares the image by identity: a reimport hands over a new {@link SheetImage}, which
 * replaces every texture made from the old one.
 */
public record LoadedSheet(SheetImage image, Filter filter) {

    public LoadedSheet {
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(filter, "filter");
    }
}
