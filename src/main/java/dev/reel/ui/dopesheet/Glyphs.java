package dev.reel.ui.dopesheet;

import javafx.scene.shape.SVGPath;

/** The transport buttons' pictures, drawn as shapes so they do not depend on a font having the symbols. */
final class Glyphs {
    private Glyphs() {
    }

    static SVGPath play() {
        return glyph("M2 1 L11 6 L2 11 Z");
    }

    static SVGPath pause() {
        return glyph("M2 1 H5 V11 H2 Z M7 1 H10 V11 H7 Z");
    }

    static SVGPath toStart() {
        return glyph("M1 1 H3 V11 H1 Z M11 1 L4 6 L11 11 Z");
    }

    static SVGPath toEnd() {
        return glyph("M1 1 L8 6 L1 11 Z M9 1 H11 V11 H9 Z");
    }

    static SVGPath key() {
        return glyph("M6 0 L12 6 L6 12 L0 6 Z");
    }

    static SVGPath record() {
        return glyph("M6 1 A5 5 0 1 1 5.99 1 Z");
    }

    private static SVGPath glyph(String path) {
        SVGPath shape = new SVGPath();
        shape.setContent(path);
        shape.getStyleClass().add("toolbar-glyph");
        return shape;
    }
}
