package dev.reel.edit.graph;

import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Vec2;

/**
 * Where a graph's boxes and pills sit: at the positions its file gives them, and where it gives none, at spots
 * that follow from the rest (unplaced states in a row below the placed ones, the Entry pill left of the entry
 * state, Any State below the Entry pill). The view draws them there and the geometry routes around them there.
 */
public final class Placement {
    private Placement() {
    }

    /** Where a state's box is: its {@code pos}, or for a state not placed yet a free spot below the others. */
    public static Vec2 of(Controller controller, State state, Sizes sizes) {
        if (state.pos() != null) {
            return state.pos();
        }
        double bottom = 0;
        int unplaced = 0;
        for (State other : controller.states()) {
            if (other.pos() != null) {
                bottom = Math.max(bottom, other.pos().y() + sizes.stateHeight());
            } else if (other.id() == state.id()) {
                break;
            } else {
                unplaced++;
            }
        }
        return new Vec2(200 + unplaced * (sizes.stateWidth() + 40), bottom + 60);
    }

    /** Where the Entry pill is: its position in the file, or left of the entry state's box. */
    public static Vec2 entry(Controller controller, Sizes sizes) {
        if (controller.entryPos() != null) {
            return controller.entryPos();
        }
        State first = controller.state(controller.entry());
        Vec2 at = first == null ? new Vec2(200, 100) : of(controller, first, sizes);
        return new Vec2(at.x() - sizes.pillWidth() - 80, at.y() + (sizes.stateHeight() - sizes.pillHeight()) / 2);
    }

    /** Where the Any State pill is: its position in the file, or below the Entry pill. */
    public static Vec2 any(Controller controller, Sizes sizes) {
        if (controller.anyPos() != null) {
            return controller.anyPos();
        }
        Vec2 at = entry(controller, sizes);
        return new Vec2(at.x(), at.y() + sizes.pillHeight() + 60);
    }
}
