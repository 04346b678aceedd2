package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;

/** Sets the clip a state plays, as a project asset path, or none (null): the state then plays nothing. */
public record SetStateClip(long stateId, String clip) implements Command<Controller> {

    @Override
    public String label() {
        return clip == null ? "Clear state clip" : "Set state clip";
    }

    @Override
    public Controller apply(Controller controller) {
        if (clip != null) {
            Require.name(clip, "a clip path");
        }
        return ControllerParts.changeState(controller, stateId, state -> ControllerParts.state(state, clip,
                state.speed(), state.loop(), state.events()));
    }
}
