package dev.reel.ui.curves;

import javafx.scene.shape.SVGPath;

/** The lane list's eye and lock, drawn as shapes (no font has to have them); the stylesheet colours them. */
final class LaneGlyphs {
    private LaneGlyphs() {
    }

    static SVGPath eye() {
        return glyph("M0 6 C2.5 1.5 9.5 1.5 12 6 C9.5 10.5 2.5 10.5 0 6 Z M6 3.6 A2.4 2.4 0 1 0 6.01 3.6 Z",
                "lane-glyph-eye");
    }

    static SVGPath lock() {
        return glyph("M2 5.5 H10 V11.5 H2 Z M3.6 5.5 V3.8 A2.4 2.4 0 0 1 8.4 3.8 V5.5 H7.2 V3.8 A1.2 1.2 0 0 0 "
                + "4.8 3.8 V5.5 Z", "lane-glyph-lock");
    }

    private static SVGPath glyph(String path, String style) {
        SVGPath shape = new SVGPath();
        shape.setContent(path);
        shape.setFillRule(javafx.scene.shape.FillRule.EVEN_ODD);
        shape.getStyleClass().addAll("lane-glyph", style);
        return shape;
    }
}
