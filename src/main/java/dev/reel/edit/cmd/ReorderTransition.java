package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.List;

/**
 * Gives a transition the priority {@code rank} (0 = first) among the transitions that leave the same state (or
 * among the Any State transitions), as dragging it in an ordered list does: those transitions keep the file
 * slots they had, only their order within those slots changes, so transitions of other states stay put.
 */
public record ReorderTransition(long transitionId, int rank) implements Command<Controller> {

    @Override
    public String label() {
        return "Reorder transitions";
    }

    @Override
    public Controller apply(Controller controller) {
        Transition moved = ControllerParts.transition(controller, transitionId);
        List<Integer> slots = new ArrayList<>();
        List<Transition> siblings = new ArrayList<>();
        List<Transition> transitions = new ArrayList<>(controller.transitions());
        for (int i = 0; i < transitions.size(); i++) {
            if (transitions.get(i).from().equals(moved.from())) {
                slots.add(i);
                siblings.add(transitions.get(i));
            }
        }
        if (rank < 0 || rank >= siblings.size()) {
            throw new IllegalArgumentException("rank " + rank + " is outside 0.." + (siblings.size() - 1));
        }
        siblings.remove(moved);
        siblings.add(rank, moved);
        for (int i = 0; i < slots.size(); i++) {
            transitions.set(slots.get(i), siblings.get(i));
        }
        return controller.withTransitions(transitions);
    }
}
