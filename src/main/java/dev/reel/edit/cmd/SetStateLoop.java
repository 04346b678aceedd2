package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.LoopMode;

/** Overrides the loop mode of a state's clip, or goes back to the clip's own (null). */
public record SetStateLoop(long stateId, LoopMode loop) implements Command<Controller> {

    @Override
    public String label() {
        return loop == null ? "Use the clip's loop" : "Set state loop to " + loop.word();
    }

    @Override
    public Controller apply(Controller controller) {
        return ControllerParts.changeState(controller, stateId, state -> ControllerParts.state(state, state.clip(),
                state.speed(), loop, state.events()));
    }
}
