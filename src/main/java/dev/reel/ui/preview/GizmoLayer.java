package dev.reel.ui.preview;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.ArcType;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * The selected node's bounds, pivot and gizmo, drawn over the SDL frame in view pixels so that they keep
 * their size at every zoom: red and green arrows (x, y) around a free-move square, a blue ring with a tick
 * at the node's rotation, or white scale squares on the corners and edges of its sprite. The handle under
 * the mouse or being dragged is amber. With Rec off the gizmo is grey and says that a drag only tries a pose.
 */
final class GizmoLayer extends Canvas {
    private String readout;

    private static final Color SHADOW = Color.rgb(0, 0, 0, 0.65);
    private static final Color BOX = Color.rgb(255, 255, 255, 0.85);
    private static final Color RED = Color.rgb(235, 87, 87);
    private static final Color GREEN = Color.rgb(102, 204, 102);
    private static final Color BLUE = Color.rgb(92, 160, 255);
    private static final Color HOT = Color.rgb(255, 190, 50);
    private static final Color IDLE = Color.rgb(170, 170, 170);
    private static final Font FONT = Font.font("System", 12);

    GizmoLayer() {
        setMouseTransparent(true);
        getStyleClass().add("preview-gizmo");
    }

    /**
     * What one paint shows: the frame, the tool, the handle to draw amber, Rec, the node's name, the drag's
     * readout (or null) beside the mouse, and the ring's swept arc (start and sweep in degrees, or null).
     */
    record Look(GizmoFrame frame, PoseTool tool, GizmoHandle hot, boolean recording, String name, String readout,
                double[] mouse, double[] sweep) {
    }

    void clear() {
        getGraphicsContext2D().clearRect(0, 0, getWidth(), getHeight());
    }

    /** The read-out drawn last beside the mouse, or null (tests read it). */
    String readout() {
        return readout;
    }

    void paint(Look look) {
        readout = look == null ? null : look.readout();
        clear();
        if (look == null) {
            return;
        }
        GraphicsContext g = getGraphicsContext2D();
        GizmoFrame frame = look.frame();
        g.setLineCap(StrokeLineCap.BUTT);
        outlineBox(g, frame);
        switch (look.tool()) {
            case MOVE -> move(g, look);
            case ROTATE -> rotate(g, look);
            case SCALE -> scale(g, look);
            default -> {
            }
        }
        pivot(g, frame);
        labels(g, look);
    }

    private static void outlineBox(GraphicsContext g, GizmoFrame frame) {
        double[] c = frame.corners();
        double[] xs = {c[0], c[2], c[4], c[6]};
        double[] ys = {c[1], c[3], c[5], c[7]};
        g.setLineDashes();
        g.setStroke(SHADOW);
        g.setLineWidth(3);
        g.strokePolygon(xs, ys, 4);
        g.setStroke(BOX);
        g.setLineWidth(1);
        if (!frame.hasSprite()) {
            g.setLineDashes(4, 3);
        }
        g.strokePolygon(xs, ys, 4);
        g.setLineDashes();
    }

    private static void pivot(GraphicsContext g, GizmoFrame frame) {
        double x = frame.pivotX();
        double y = frame.pivotY();
        g.setFill(SHADOW);
        g.fillOval(x - 5, y - 5, 10, 10);
        g.setFill(Color.WHITE);
        g.fillOval(x - 3.5, y - 3.5, 7, 7);
        g.setFill(SHADOW);
        g.fillOval(x - 1.2, y - 1.2, 2.4, 2.4);
    }

    private static Color tint(Look look, GizmoHandle.Part part, Color normal) {
        if (look.hot() != null && look.hot().part() == part) {
            return HOT;
        }
        return look.recording() ? normal : IDLE;
    }

    private static void move(GraphicsContext g, Look look) {
        GizmoFrame frame = look.frame();
        arrow(g, frame, frame.parentX(), tint(look, GizmoHandle.Part.MOVE_X, RED));
        arrow(g, frame, frame.parentY(), tint(look, GizmoHandle.Part.MOVE_Y, GREEN));
        double half = GizmoHandle.CENTRE;
        Color centre = tint(look, GizmoHandle.Part.MOVE_FREE, Color.rgb(255, 230, 120));
        g.setFill(Color.color(centre.getRed(), centre.getGreen(), centre.getBlue(), 0.25));
        g.fillRect(frame.pivotX() - half, frame.pivotY() - half, 2 * half, 2 * half);
        g.setStroke(SHADOW);
        g.setLineWidth(3);
        g.strokeRect(frame.pivotX() - half, frame.pivotY() - half, 2 * half, 2 * half);
        g.setStroke(centre);
        g.setLineWidth(1.5);
        g.strokeRect(frame.pivotX() - half, frame.pivotY() - half, 2 * half, 2 * half);
    }

    private static void arrow(GraphicsContext g, GizmoFrame frame, double[] axis, Color colour) {
        double x0 = frame.pivotX() + axis[0] * (GizmoHandle.CENTRE + 2);
        double y0 = frame.pivotY() + axis[1] * (GizmoHandle.CENTRE + 2);
        double length = GizmoHandle.ARROW;
        double tipX = frame.pivotX() + axis[0] * length;
        double tipY = frame.pivotY() + axis[1] * length;
        double baseX = frame.pivotX() + axis[0] * (length - 12);
        double baseY = frame.pivotY() + axis[1] * (length - 12);
        double[] xs = {tipX, baseX - axis[1] * 6, baseX + axis[1] * 6};
        double[] ys = {tipY, baseY + axis[0] * 6, baseY - axis[0] * 6};
        g.setStroke(SHADOW);
        g.setLineWidth(4.5);
        g.strokeLine(x0, y0, baseX, baseY);
        g.setLineWidth(1.5);
        g.strokePolygon(xs, ys, 3);
        g.setStroke(colour);
        g.setLineWidth(2.5);
        g.strokeLine(x0, y0, baseX, baseY);
        g.setFill(colour);
        g.fillPolygon(xs, ys, 3);
    }

    private static void rotate(GraphicsContext g, Look look) {
        GizmoFrame frame = look.frame();
        double radius = GizmoHandle.RING;
        double x = frame.pivotX();
        double y = frame.pivotY();
        Color colour = tint(look, GizmoHandle.Part.RING, BLUE);
        if (look.sweep() != null) {
            // JavaFX arcs count degrees counter-clockwise from +x with y up; the view's y points down.
            g.setFill(Color.color(HOT.getRed(), HOT.getGreen(), HOT.getBlue(), 0.22));
            g.fillArc(x - radius, y - radius, 2 * radius, 2 * radius, -look.sweep()[0], -look.sweep()[1],
                    ArcType.ROUND);
        }
        g.setStroke(SHADOW);
        g.setLineWidth(5);
        g.strokeOval(x - radius, y - radius, 2 * radius, 2 * radius);
        g.setStroke(colour);
        g.setLineWidth(2.5);
        g.strokeOval(x - radius, y - radius, 2 * radius, 2 * radius);
        double[] own = frame.ownX();
        g.setStroke(SHADOW);
        g.setLineWidth(4);
        g.strokeLine(x + own[0] * 6, y + own[1] * 6, x + own[0] * (radius + 8), y + own[1] * (radius + 8));
        g.setStroke(colour);
        g.setLineWidth(2);
        g.strokeLine(x + own[0] * 6, y + own[1] * 6, x + own[0] * (radius + 8), y + own[1] * (radius + 8));
    }

    private static void scale(GraphicsContext g, Look look) {
        GizmoFrame frame = look.frame();
        double[] c = frame.corners();
        for (int i = 0; i < 4; i++) {
            boolean hot = look.hot() != null && look.hot().part() == GizmoHandle.Part.SCALE_CORNER
                    && look.hot().index() == i;
            square(g, c[2 * i], c[2 * i + 1], hot ? HOT : look.recording() ? Color.WHITE : IDLE, GizmoHandle.SQUARE);
        }
        for (int edge = 0; edge < 4; edge++) {
            boolean hot = look.hot() != null && look.hot().part() == GizmoHandle.Part.SCALE_EDGE
                    && look.hot().index() == edge;
            double[] middle = frame.edgeMiddle(edge);
            Color axis = edge % 2 == 1 ? RED : GREEN;
            square(g, middle[0], middle[1], hot ? HOT : look.recording() ? axis : IDLE, GizmoHandle.SQUARE - 1);
        }
    }

    private static void square(GraphicsContext g, double x, double y, Color fill, double half) {
        g.setFill(SHADOW);
        g.fillRect(x - half - 1.5, y - half - 1.5, 2 * half + 3, 2 * half + 3);
        g.setFill(fill);
        g.fillRect(x - half, y - half, 2 * half, 2 * half);
    }

    private static void labels(GraphicsContext g, Look look) {
        GizmoFrame frame = look.frame();
        g.setFont(FONT);
        g.setTextBaseline(VPos.BOTTOM);
        g.setTextAlign(TextAlignment.LEFT);
        double top = Double.MAX_VALUE;
        double left = Double.MAX_VALUE;
        double[] c = frame.corners();
        for (int i = 0; i < 4; i++) {
            left = Math.min(left, c[2 * i]);
            top = Math.min(top, c[2 * i + 1]);
        }
        String name = look.recording() ? look.name() : look.name() + "  ·  Rec is off: a drag only tries a pose";
        text(g, name, left, top - 4, look.recording() ? Color.WHITE : Color.rgb(230, 230, 230));
        if (look.readout() != null) {
            g.setTextBaseline(VPos.TOP);
            // Beside the mouse, below and right of the cursor, where the eyes are during a drag.
            text(g, look.readout(), look.mouse()[0] + 16, look.mouse()[1] + 18, HOT);
        }
    }

    private static void text(GraphicsContext g, String text, double x, double y, Color colour) {
        g.setFill(SHADOW);
        g.fillText(text, x + 1, y + 1);
        g.setFill(colour);
        g.fillText(text, x, y);
    }
}
