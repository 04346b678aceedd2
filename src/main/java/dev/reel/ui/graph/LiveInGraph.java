package dev.reel.ui.graph;

import dev.reel.edit.cmd.GraphScope;
import dev.reel.model.Controller;
import dev.reel.model.Layer;

/**
 * A running animator's frame in the terms of the graph shown: the frame of that graph's layer, its states'
 * full names ({@code Combat/Slash}) cut to the names of the graph's own boxes — a state inside a machine shown
 * is its own box, a state deeper inside lights the box of the machine holding it, and a state outside the graph
 * shown lights nothing. A machine's box is ringed as far as the state playing inside it has played.
 */
final class LiveInGraph {
    private LiveInGraph() {
    }

    /** {@code live}'s frame as {@code scope}'s graph of {@code controller} shows it, or null for none. */
    static LiveFrame frame(LiveAnimator live, Controller controller, GraphScope scope) {
        if (live == null || controller == null) {
            return null;
        }
        int layer = 0;
        if (scope.layerId() != GraphScope.BASE) {
            layer = -1;
            for (int i = 0; i < controller.layers().size(); i++) {
                Layer one = controller.layers().get(i);
                if (one.id() == scope.layerId()) {
                    layer = i + 1;
                }
            }
        }
        LiveFrame frame = layer < 0 ? null : live.layerFrame(layer);
        if (frame == null) {
            return null;
        }
        String prefix = GraphTargets.prefix(controller, scope);
        String state = boxOf(frame.state(), prefix);
        String from = boxOf(frame.blendFrom(), prefix);
        if (state == null) {
            return new LiveFrame(null, null, 0, 0, frame.step());
        }
        // A blend between two states of one machine box runs inside it: the box is simply live.
        boolean blending = from != null && !from.equals(state);
        return new LiveFrame(state, blending ? from : null, blending ? frame.weight() : 0,
                frame.normalizedTime(), frame.step());
    }

    /** The name of the box of {@code prefix}'s graph that full name {@code state} is in, or null. */
    static String boxOf(String state, String prefix) {
        if (state == null || !state.startsWith(prefix) || state.length() == prefix.length()) {
            return null;
        }
        String rest = state.substring(prefix.length());
        int slash = rest.indexOf('/');
        return slash < 0 ? rest : rest.substring(0, slash);
    }
}
