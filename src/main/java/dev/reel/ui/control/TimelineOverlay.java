package dev.reel.ui.control;

import javafx.geometry.Rectangle2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/** What the dope sheet and the curve editor draw last, alike: the time cursor, the box being dragged and a hint. */
public final class TimelineOverlay {
    private TimelineOverlay() {
    }

    /**
     * Draws the cursor line at {@code cursorX}, the selection {@code box} (null: none) and {@code hint} (null:
     * none) centred near the bottom on a plate {@code hintWidth} wide, in {@code font}.
     */
    public static void draw(GraphicsContext g, StyledPaints.Values paints, double cursorX, Rectangle2D box,
                            String hint, Font font, double hintWidth, double width, double height) {
        double cursor = Math.floor(cursorX) + 0.5;
        g.setStroke(paints.color("-reel-cursor"));
        g.setLineWidth(1);
        g.strokeLine(cursor, 0, cursor, height);
        if (box != null) {
            g.setFill(paints.color("-reel-selection-fill"));
            g.fillRect(box.getMinX(), box.getMinY(), box.getWidth(), box.getHeight());
            g.setStroke(paints.color("-reel-selection-stroke"));
            g.strokeRect(box.getMinX() + 0.5, box.getMinY() + 0.5, box.getWidth(), box.getHeight());
        }
        if (hint != null) {
            g.setFont(font);
            g.setTextAlign(TextAlignment.CENTER);
            g.setTextBaseline(VPos.CENTER);
            g.setFill(Color.rgb(0, 0, 0, 0.7));
            g.fillRoundRect(width / 2 - hintWidth / 2, height - 30, hintWidth, 22, 8, 8);
            g.setFill(paints.color("-reel-hint"));
            g.fillText(hint, width / 2, height - 19);
        }
    }
}
