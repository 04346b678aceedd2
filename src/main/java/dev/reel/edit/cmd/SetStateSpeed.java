package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Controller;

/** Sets the factor a state's clip time is multiplied by; scrubbing it merges into one step. */
public record SetStateSpeed(long stateId, double speed) implements Command<Controller> {

    @Override
    public String label() {
        return "Set state speed";
    }

    @Override
    public Controller apply(Controller controller) {
        Require.finite(speed, "a state's speed");
        return ControllerParts.changeState(controller, stateId, state -> ControllerParts.state(state, state.clip(),
                speed, state.loop(), state.events()));
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("state-speed", stateId);
    }
}
