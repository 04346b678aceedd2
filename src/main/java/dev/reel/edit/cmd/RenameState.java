package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Controller;
import dev.reel.model.Transition;

/**
 * Renames a state to a name no other state has, and every transition from or to it and the entry with it, so
 * the graph stays connected. Typing the name merges into one step.
 */
public record RenameState(long stateId, String name) implements Command<Controller> {

    @Override
    public String label() {
        return "Rename state " + name;
    }

    @Override
    public Controller apply(Controller controller) {
        String old = ControllerParts.state(controller, stateId).name();
        ControllerParts.freeStateName(controller, name, stateId);
        Controller renamed = ControllerParts.changeState(controller, stateId, state -> state.withName(name));
        renamed = ControllerParts.changeTransitions(renamed, transition -> rename(transition, old));
        return controller.entry().equals(old) ? renamed.withEntry(name) : renamed;
    }

    private Transition rename(Transition transition, String old) {
        boolean from = transition.from().equals(old);
        boolean to = transition.to().equals(old);
        if (!from && !to) {
            return transition;
        }
        return ControllerParts.withFrom(transition, from ? name : transition.from(), to ? name : transition.to());
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("state-name", stateId);
    }
}
