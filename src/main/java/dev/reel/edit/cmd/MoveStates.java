package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Places states (and sub-state machines' boxes) on the graph: new positions by state or machine id. The Entry and
 * Any State pills have no id; they move under the keys {@link #ENTRY} and {@link #ANY}, and a machine's Exit box
 * under {@link #EXIT} (only inside a machine, through {@link InGraph}), so one drag of a mixed selection is one
 * command.
 */
public record MoveStates(Map<Long, Vec2> positions) implements Command<Controller> {
    /** The key of the Entry pill's position. */
    public static final long ENTRY = -1;
    /** The key of the Any State pill's position. */
    public static final long ANY = -2;
    /** The key of a sub-state machine's Exit box (see {@link InGraph}). */
    public static final long EXIT = -3;

    public MoveStates {
        positions = Map.copyOf(positions);
    }

    /** These moves without the Exit box's. */
    public MoveStates withoutExit() {
        Map<Long, Vec2> rest = new java.util.HashMap<>(positions);
        rest.remove(EXIT);
        return new MoveStates(rest);
    }

    @Override
    public String label() {
        return positions.size() == 1 ? "Move state" : "Move " + positions.size() + " states";
    }

    @Override
    public Controller apply(Controller controller) {
        for (Map.Entry<Long, Vec2> entry : positions.entrySet()) {
            Require.finite(entry.getValue().x(), "x");
            Require.finite(entry.getValue().y(), "y");
            if (entry.getKey() == EXIT) {
                throw new IllegalArgumentException("only a sub-state machine's graph has an Exit");
            }
            boolean machine = controller.machines().stream().anyMatch(m -> m.id() == entry.getKey());
            if (entry.getKey() != ENTRY && entry.getKey() != ANY && !machine) {
                ControllerParts.state(controller, entry.getKey());
            }
        }
        List<State> states = new ArrayList<>(controller.states());
        states.replaceAll(state -> positions.containsKey(state.id()) ? state.withPos(positions.get(state.id()))
                : state);
        List<Machine> machines = new ArrayList<>(controller.machines());
        machines.replaceAll(m -> positions.containsKey(m.id()) ? m.withPos(positions.get(m.id())) : m);
        Controller moved = controller.withStates(states);
        moved = new Controller(moved.version(), moved.entry(), moved.entryPos(), moved.anyPos(), moved.ease(),
                moved.params(), moved.states(), moved.transitions(), moved.extras(), moved.fileExtras(), machines,
                moved.layers());
        return ControllerParts.with(moved, controller.ease(),
                positions.getOrDefault(ENTRY, controller.entryPos()), positions.getOrDefault(ANY, controller.anyPos()));
    }
}
