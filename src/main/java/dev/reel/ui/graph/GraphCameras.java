package dev.reel.ui.graph;

import dev.reel.edit.cmd.GraphScope;
import dev.reel.edit.graph.ViewFrame;
import dev.reel.model.Controller;
import dev.reel.model.Layer;
import dev.reel.model.Machine;
import dev.reel.ui.documents.EditingContext;
import dev.reel.ui.documents.OpenDocument;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * The zoom and scroll each graph of a document was last seen at (the base graph, every layer's, every machine's
 * inside them): going back to a graph shows it as it was left; a graph not seen yet is framed. While the document
 * is open they are kept in its {@link EditingContext}; every move is also written to the project's memory of the
 * window (the config folder, not the {@code .aectrl}) under {@code graph.view.DOCUMENT|LAYER|MACHINE/...}, by
 * names, so that reopening the document, or the editor, shows each graph where it was left.
 */
final class GraphCameras {
    private static final EditingContext.Key<Map<GraphScope, ViewFrame>> CAMERAS =
            EditingContext.Key.of("graph.cameras");
    static final String PREFIX = "graph.view.";

    private final Function<String, String> stored;
    private final BiConsumer<String, String> store;

    /**
     * @param stored what the project's memory holds under a key (null: nothing)
     * @param store  writes a key to it
     */
    GraphCameras(Function<String, String> stored, BiConsumer<String, String> store) {
        this.stored = stored;
        this.store = store;
    }

    /** Remembers that {@code scope} of {@code document} is seen at {@code frame}. */
    void remember(OpenDocument<Controller> document, GraphScope scope, ViewFrame frame) {
        if (document == null || frame == null) {
            return;
        }
        Map<GraphScope, ViewFrame> cameras = document.editing().view(CAMERAS);
        if (cameras == null) {
            cameras = new HashMap<>();
            document.editing().setView(CAMERAS, cameras);
        }
        cameras.put(scope, frame);
        String key = key(document, scope);
        if (key != null) {
            store.accept(key, String.format(Locale.ROOT, "%.4f %.1f %.1f", frame.zoom(), frame.panX(), frame.panY()));
        }
    }

    /** Where {@code scope} of {@code document} was last seen, in this run or an earlier one, or null. */
    ViewFrame recall(OpenDocument<Controller> document, GraphScope scope) {
        if (document == null) {
            return null;
        }
        Map<GraphScope, ViewFrame> cameras = document.editing().view(CAMERAS);
        ViewFrame seen = cameras == null ? null : cameras.get(scope);
        if (seen != null) {
            return seen;
        }
        String key = key(document, scope);
        return key == null ? null : parse(stored.apply(key));
    }

    /** The memory's key of a graph: the document's project-relative name, the layer's and machines' names. */
    static String key(OpenDocument<Controller> document, GraphScope scope) {
        Controller controller = document.value();
        if (controller == null || !scope.within(controller)) {
            return null;
        }
        StringBuilder key = new StringBuilder(PREFIX).append(document.name()).append('|');
        if (scope.layerId() != GraphScope.BASE) {
            for (Layer layer : controller.layers()) {
                if (layer.id() == scope.layerId()) {
                    key.append(layer.name());
                }
            }
        }
        key.append('|');
        String slash = "";
        for (Machine machine : scope.machines(controller)) {
            key.append(slash).append(machine.name());
            slash = "/";
        }
        return key.toString();
    }

    /** A frame as {@link #remember} writes it, or null when the text is not one. */
    static ViewFrame parse(String text) {
        if (text == null) {
            return null;
        }
        String[] parts = text.trim().split(" +");
        try {
            double zoom = Double.parseDouble(parts[0]);
            double panX = Double.parseDouble(parts[1]);
            double panY = Double.parseDouble(parts[2]);
            if (parts.length != 3 || !(zoom >= ZoomPan.MIN_ZOOM && zoom <= ZoomPan.MAX_ZOOM)
                    || !Double.isFinite(panX) || !Double.isFinite(panY)) {
                return null;
            }
            return new ViewFrame(zoom, panX, panY);
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return null;
        }
    }
}
