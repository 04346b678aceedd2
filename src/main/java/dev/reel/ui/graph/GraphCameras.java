package dev.reel.ui.graph;

import dev.reel.edit.cmd.GraphScope;
import dev.reel.edit.graph.ViewFrame;
import dev.reel.model.Controller;
import dev.reel.ui.documents.EditingContext;
import dev.reel.ui.documents.OpenDocument;

import java.util.HashMap;
import java.util.Map;

/**
 * The zoom and scroll each graph of a document was last seen at (the base graph, every layer's, every machine's
 * inside them), kept in the document's {@link EditingContext}: going back to a graph shows it as it was left;
 * a graph not seen yet is framed.
 */
final class GraphCameras {
    private static final EditingContext.Key<Map<GraphScope, ViewFrame>> CAMERAS =
            EditingContext.Key.of("graph.cameras");

    private GraphCameras() {
    }

    /** Remembers that {@code scope} of {@code document} is seen at {@code frame}. */
    static void remember(OpenDocument<Controller> document, GraphScope scope, ViewFrame frame) {
        if (document == null || frame == null) {
            return;
        }
        Map<GraphScope, ViewFrame> cameras = document.editing().view(CAMERAS);
        if (cameras == null) {
            cameras = new HashMap<>();
            document.editing().setView(CAMERAS, cameras);
        }
        cameras.put(scope, frame);
    }

    /** Where {@code scope} of {@code document} was last seen, or null. */
    static ViewFrame recall(OpenDocument<Controller> document, GraphScope scope) {
        if (document == null) {
            return null;
        }
        Map<GraphScope, ViewFrame> cameras = document.editing().view(CAMERAS);
        return cameras == null ? null : cameras.get(scope);
    }
}
