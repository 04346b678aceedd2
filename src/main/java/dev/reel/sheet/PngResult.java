package dev.reel.sheet;

import dev.reel.model.Diagnostic;

/**
 * The outcome of loading a PNG: the image, or the diagnostic that says why there is none.
 *
 * @param image      null when loading failed
 * @param diagnostic null when loading succeeded
 */
public record PngResult(SheetImage image, Diagnostic diagnostic) {

    public PngResult {
        if ((image == null) == (diagnostic == null)) {
            throw new IllegalArgumentException("a PNG result holds exactly one of an image and a diagnostic");
        }
    }

    static PngResult of(SheetImage image) {
        return new PngResult(image, null);
    }

    static PngResult failed(Diagnostic diagnostic) {
        return new PngResult(null, diagnostic);
    }

    public boolean ok() {
        return image != null;
    }
}
