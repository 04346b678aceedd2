package dev.reel.ui.graph;

import dev.reel.edit.graph.Placement;
import dev.reel.edit.graph.Sizes;

import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Vec2;

/**
 * Where a graph's boxes and pills sit: at the positions its file gives them, and where it gives none, at spots
 * that follow from the rest (unplaced states in a row below the placed ones, the Entry pill left of the entry
 * state, Any State below the Entry pill). The view draws them there and the actions find free room around them.
 */
final class GraphPositions {
    private GraphPositions() {
    }

    /** Where a state's box is: its {@code pos}, or for a state not placed yet a free spot below the others. */
    static Vec2 of(Controller controller, State state) {
        return Placement.of(controller, state, Sizes.EDITOR);
    }

    /** Where the Entry pill is: its position in the file, or left of the entry state's box. */
    static Vec2 entry(Controller controller) {
        return Placement.entry(controller, Sizes.EDITOR);
    }

    /** Where the Any State pill is: its position in the file, or below the Entry pill. */
    static Vec2 any(Controller controller) {
        return Placement.any(controller, Sizes.EDITOR);
    }
}
