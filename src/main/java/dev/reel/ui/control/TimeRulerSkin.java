package dev.reel.ui.control;

import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.WeakInvalidationListener;
import javafx.event.EventHandler;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.SkinBase;
import javafx.scene.input.MouseEvent;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

import java.util.ArrayList;
import java.util.List;

/**
 * Draws a {@link TimeRuler} on one canvas in one pass — background, clip range, frame ticks, labels, the cursor
 * head, every time written by {@link TimeFormat} in the chosen notation — and turns drags into scrubs. Every
 * listener it adds is removed in {@link #dispose()}.
 */
public final class TimeRulerSkin extends SkinBase<TimeRuler> {
    private static final Font LABEL = Font.font(11);
    private final Canvas canvas = new Canvas();
    private final InvalidationListener redraw = observable -> draw();
    /* Weak where it is held, so that the window-wide time notation (static) never keeps a closed window's rulers. */
    private final InvalidationListener weakRedraw = new WeakInvalidationListener(redraw);
    private final List<Observable> watched = new ArrayList<>();
    private final EventHandler<MouseEvent> pressed = event -> {
        getSkinnable().setScrubbing(true);
        getSkinnable().scrubTo(event.getX(), event.isAltDown());
        event.consume();
    };
    private final EventHandler<MouseEvent> dragged = event -> {
        getSkinnable().scrubTo(event.getX(), event.isAltDown());
        event.consume();
    };
    private final EventHandler<MouseEvent> released = event -> getSkinnable().setScrubbing(false);

    public TimeRulerSkin(TimeRuler ruler) {
        super(ruler);
        getChildren().add(canvas);
        TimeAxis axis = ruler.axis();
        watched.addAll(List.of(axis.startProperty(), axis.pixelsPerSecondProperty(), ruler.timeCursorProperty(),
                ruler.lengthProperty(), ruler.fpsProperty(), ruler.loopProperty(), ruler.widthProperty(),
                ruler.heightProperty(), TimeNotation.chosenProperty()));
        watched.addAll(ruler.paints().all());
        watched.forEach(observable -> observable.addListener(weakRedraw));
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, pressed);
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, dragged);
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, released);
    }

    @Override
    protected void layoutChildren(double x, double y, double width, double height) {
        canvas.relocate(x, y);
        if (canvas.getWidth() != width || canvas.getHeight() != height) {
            canvas.setWidth(width);
            canvas.setHeight(height);
            draw();
        }
    }

    private void draw() {
        TimeRuler ruler = getSkinnable();
        TimeAxis axis = ruler.axis();
        StyledPaints.Values paints = ruler.paints();
        GraphicsContext g = canvas.getGraphicsContext2D();
        double width = canvas.getWidth();
        double height = canvas.getHeight();
        g.setFill(paints.color("-reel-ruler-background"));
        g.fillRect(0, 0, width, height);
        double length = ruler.lengthProperty().get();
        double clipLeft = Math.max(0, axis.x(0));
        double clipRight = Math.min(width, axis.x(length));
        if (clipRight > clipLeft) {
            g.setFill(paints.color("-reel-ruler-clip"));
            g.fillRect(clipLeft, 0, clipRight - clipLeft, height);
            if (ruler.loopProperty().get()) {
                g.setFill(paints.color("-reel-ruler-loop"));
                g.fillRect(clipLeft, height - 3, clipRight - clipLeft, 3);
            }
        }
        double pps = axis.pixelsPerSecond();
        double from = axis.time(0);
        double to = axis.time(width);
        double fps = ruler.fpsProperty().get();
        g.setStroke(paints.color("-reel-ruler-tick"));
        g.setLineWidth(1);
        if (fps > 0 && pps / fps >= 5) {
            long first = (long) Math.ceil(from * fps);
            long last = (long) Math.floor(to * fps);
            for (long frame = first; frame <= last; frame++) {
                double x = Math.floor(axis.x(frame / fps)) + 0.5;
                g.strokeLine(x, height - 5, x, height);
            }
        }
        TimeFormat format = TimeFormat.chosen(fps);
        double step = format.step(pps, 64);
        g.setFill(paints.color("-reel-ruler-text"));
        g.setFont(LABEL);
        g.setTextAlign(TextAlignment.LEFT);
        g.setTextBaseline(VPos.TOP);
        List<String> drawn = new ArrayList<>();
        for (long index = (long) Math.floor(from / step); index * step <= to; index++) {
            double time = index * step;
            double x = Math.floor(axis.x(time)) + 0.5;
            g.strokeLine(x, height - 12, x, height);
            String label = format.text(time);
            g.fillText(label, x + 3, 3);
            drawn.add(label);
        }
        drawn.add(drawCursor(g, ruler, width, height));
        ruler.setDrawnText(drawn);
        g.setStroke(paints.color("-reel-ruler-tick"));
        g.strokeLine(0, height - 0.5, width, height - 0.5);
    }

    /** Draws the cursor's head with its time, and returns that text ("" when the cursor is out of view). */
    private String drawCursor(GraphicsContext g, TimeRuler ruler, double width, double height) {
        double time = ruler.timeCursorProperty().get();
        double x = Math.floor(ruler.axis().x(time)) + 0.5;
        if (x < -80 || x > width + 80) {
            return "";
        }
        StyledPaints.Values paints = ruler.paints();
        String text = TimeFormat.chosen(ruler.fpsProperty().get()).text(time);
        double boxWidth = 7 * text.length() + 6;
        double left = Math.min(Math.max(0, x - boxWidth / 2), width - boxWidth);
        g.setFill(paints.color("-reel-cursor"));
        g.fillRoundRect(left, 2, boxWidth, 16, 6, 6);
        g.fillPolygon(new double[] {x - 5, x + 5, x}, new double[] {18, 18, 24}, 3);
        g.setStroke(paints.color("-reel-cursor"));
        g.strokeLine(x, 18, x, height);
        g.setFill(paints.color("-reel-cursor-text"));
        g.setTextAlign(TextAlignment.CENTER);
        g.fillText(text, left + boxWidth / 2, 3);
        return text;
    }

    @Override
    public void dispose() {
        watched.forEach(observable -> observable.removeListener(weakRedraw));
        canvas.removeEventHandler(MouseEvent.MOUSE_PRESSED, pressed);
        canvas.removeEventHandler(MouseEvent.MOUSE_DRAGGED, dragged);
        canvas.removeEventHandler(MouseEvent.MOUSE_RELEASED, released);
        super.dispose();
    }
}
