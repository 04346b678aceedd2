package dev.reel.sheet;

import dev.reel.model.Diagnostic;

/**
 * The outcome of loading a PNG: the image, or the diagnostic that says why there is none.
 *
 * @param image      null when loading failed
 * @param diagnostic null when loading succeeded
 * @param warning    what is odd about a PNG that loaded anyway (PNG003, no IEND chunk), or null
 */
public record PngResult(SheetImage image, Diagnostic diagnostic, Diagnostic warning) {

    public PngResult {
        if ((image == null) == (diagnostic == null)) {
            throw new IllegalArgumentException("a PNG result holds exactly one of an image and a diagnostic");
        }
    }

    public PngResult(SheetImage image, Diagnostic diagnostic) {
        this(image, diagnostic, null);
    }

    static PngResult of(SheetImage image, Diagnostic warning) {
        return new PngResult(image, null, warning);
    }

    static PngResult failed(Diagnostic diagnostic) {
        return new PngResult(null, diagnostic);
    }

    public boolean ok() {
        return image != null;
    }
}
