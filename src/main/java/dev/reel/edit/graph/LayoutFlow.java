package dev.reel.edit.graph;

import dev.reel.edit.graph.LayeredLayout.Flow;
import dev.reel.model.Controller;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Which way Auto Layout's layers run for a view of a given size: {@link LayeredLayout} lays the graph out across
 * and down, and the one Frame All shows larger is kept. Pure and deterministic.
 */
public final class LayoutFlow {
    private LayoutFlow() {
    }

    /**
     * Lays out both ways and keeps the one Frame All shows larger in a view of {@code viewWidth} by
     * {@code viewHeight} pixels ({@link #flowFor}).
     */
    public static Map<Long, Vec2> layoutFor(Controller graph, boolean inMachine, Sizes sizes,
                                            ToDoubleFunction<String> labelWidth,
                                            java.util.function.Function<Transition, String> labelText,
                                            double viewWidth, double viewHeight) {
        Map<Long, Vec2> across = LayeredLayout.layout(graph, inMachine, sizes, labelWidth, labelText, Flow.ACROSS);
        if (viewWidth <= 0 || viewHeight <= 0) {
            return across;
        }
        Map<Long, Vec2> down = LayeredLayout.layout(graph, inMachine, sizes, labelWidth, labelText, Flow.DOWN);
        return better(down, across, sizes, viewWidth, viewHeight) ? down : across;
    }

    /**
     * The flow whose layout Frame All shows at the larger zoom in a view of that size (so with the larger text,
     * Frame All zooming no further out than {@link ViewFrame#READABLE_ZOOM}); where that is the same zoom (both too
     * large to fit at the readable zoom), the one leaving fewer boxes outside the framed view; across when still
     * even. A short wide view (the Animator at its first-run size) takes a graph that is one long chain across and
     * a tall narrow one takes it down.
     */
    public static Flow flowFor(Controller graph, boolean inMachine, Sizes sizes, ToDoubleFunction<String> labelWidth,
                               java.util.function.Function<Transition, String> labelText, double viewWidth,
                               double viewHeight) {
        Map<Long, Vec2> across = LayeredLayout.layout(graph, inMachine, sizes, labelWidth, labelText, Flow.ACROSS);
        Map<Long, Vec2> down = LayeredLayout.layout(graph, inMachine, sizes, labelWidth, labelText, Flow.DOWN);
        return viewWidth > 0 && viewHeight > 0 && better(down, across, sizes, viewWidth, viewHeight)
                ? Flow.DOWN : Flow.ACROSS;
    }

    private static boolean better(Map<Long, Vec2> down, Map<Long, Vec2> across, Sizes sizes, double viewWidth,
                                  double viewHeight) {
        double zoomDown = framedZoom(down, sizes, viewWidth, viewHeight);
        double zoomAcross = framedZoom(across, sizes, viewWidth, viewHeight);
        if (Math.abs(zoomDown - zoomAcross) > 0.02 * zoomAcross) {
            return zoomDown > zoomAcross;
        }
        return outside(down, sizes, viewWidth, viewHeight) < outside(across, sizes, viewWidth, viewHeight);
    }

    /** The zoom Frame All picks for a layout ({@link ViewFrame#fit}). */
    static double framedZoom(Map<Long, Vec2> positions, Sizes sizes, double viewWidth, double viewHeight) {
        return ViewFrame.fit(extent(positions, sizes), viewWidth, viewHeight).zoom();
    }

    /** How many boxes and pills of a layout lie outside what Frame All shows of it. */
    static int outside(Map<Long, Vec2> positions, Sizes sizes, double viewWidth, double viewHeight) {
        List<Box> boxes = new ArrayList<>();
        positions.forEach((key, at) -> boxes.add(box(key, at, sizes)));
        Vec2 entryAt = positions.get(Diagram.ENTRY);
        Box visible = ViewFrame.fit(extent(positions, sizes), boxes,
                entryAt == null ? null : box(Diagram.ENTRY, entryAt, sizes), viewWidth, viewHeight)
                .visible(viewWidth, viewHeight);
        int count = 0;
        for (Map.Entry<Long, Vec2> entry : positions.entrySet()) {
            if (!box(entry.getKey(), entry.getValue(), sizes).within(visible)) {
                count++;
            }
        }
        return count;
    }

    private static Box box(long key, Vec2 at, Sizes sizes) {
        boolean pill = key == Diagram.ENTRY || key == Diagram.ANY;
        return new Box(at.x(), at.y(), pill ? sizes.pillWidth() : sizes.stateWidth(),
                pill ? sizes.pillHeight() : sizes.stateHeight());
    }

    /** The box around a layout's boxes and pills, with room about it for loops, arrows and labels. */
    private static Box extent(Map<Long, Vec2> positions, Sizes sizes) {
        double left = Double.MAX_VALUE;
        double top = Double.MAX_VALUE;
        double right = -Double.MAX_VALUE;
        double bottom = -Double.MAX_VALUE;
        for (Map.Entry<Long, Vec2> entry : positions.entrySet()) {
            Box box = box(entry.getKey(), entry.getValue(), sizes);
            left = Math.min(left, box.x());
            top = Math.min(top, box.y());
            right = Math.max(right, box.right());
            bottom = Math.max(bottom, box.bottom());
        }
        double room = 2 * Router.LOOP;
        return new Box(left - room, top - room, right - left + 2 * room, bottom - top + 2 * room);
    }
}
