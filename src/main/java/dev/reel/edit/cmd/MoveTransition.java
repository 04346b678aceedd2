package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.List;

/**
 * Raises or lowers a transition's priority: it swaps places in the file order with the nearest transition
 * before (up) or after (down) it that leaves the same state (or is also an Any State transition), since only
 * those compete with it. With no such neighbour nothing changes, and no step is recorded.
 */
public record MoveTransition(long transitionId, boolean up) implements Command<Controller> {

    public static MoveTransition up(long transitionId) {
        return new MoveTransition(transitionId, true);
    }

    public static MoveTransition down(long transitionId) {
        return new MoveTransition(transitionId, false);
    }

    @Override
    public String label() {
        return up ? "Move transition up" : "Move transition down";
    }

    @Override
    public Controller apply(Controller controller) {
        Transition moved = ControllerParts.transition(controller, transitionId);
        List<Transition> transitions = new ArrayList<>(controller.transitions());
        int from = transitions.indexOf(moved);
        int step = up ? -1 : 1;
        for (int other = from + step; other >= 0 && other < transitions.size(); other += step) {
            if (transitions.get(other).from().equals(moved.from())) {
                transitions.set(from, transitions.get(other));
                transitions.set(other, moved);
                return controller.withTransitions(transitions);
            }
        }
        return controller;
    }
}
