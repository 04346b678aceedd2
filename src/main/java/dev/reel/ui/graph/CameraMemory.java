package dev.reel.ui.graph;

import dev.reel.edit.graph.ViewFrame;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The graph view's link to where each graph was last seen ({@link GraphCameras}): what to show a graph at when
 * it is shown, and whom to tell when the camera moves. The panel supplies both for the document and graph
 * shown; by default nothing is remembered.
 */
final class CameraMemory {
    private Supplier<ViewFrame> recall = () -> null;
    private Consumer<ViewFrame> moved = frame -> { };

    void set(Supplier<ViewFrame> newRecall, Consumer<ViewFrame> newMoved) {
        recall = newRecall;
        moved = newMoved;
    }

    /** Where the graph shown was last seen, or null (then it is framed). */
    ViewFrame recall() {
        return recall.get();
    }

    /** The camera moved to {@code frame}. */
    void moved(ViewFrame frame) {
        moved.accept(frame);
    }
}
