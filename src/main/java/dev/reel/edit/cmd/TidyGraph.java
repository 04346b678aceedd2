package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.graph.Box;
import dev.reel.edit.graph.Placement;
import dev.reel.edit.graph.Sizes;
import dev.reel.edit.graph.Tidy;
import dev.reel.model.Controller;
import dev.reel.model.EventPolicy;
import dev.reel.model.Extras;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Tidy: straightens the graph as the artist arranged it ({@link Tidy}): nearly aligned boxes put in line, every
 * box on the grid, boxes that cover or crowd each other moved apart, right or down, the least way. States,
 * machine boxes and pills take part, and inside a machine its Exit box ({@code exitAt}, where the view shows it),
 * which {@link InGraph} moves. One step.
 *
 * @param sizes  the sizes the graph's boxes are drawn at
 * @param exitAt where the Exit box of the machine shown is drawn (null: not inside a machine)
 */
public record TidyGraph(Sizes sizes, Vec2 exitAt) implements Command<Controller>, GraphArrangement {

    @Override
    public String label() {
        return "Tidy";
    }

    @Override
    public Map<Long, Vec2> positions(Controller graph) {
        // Machines are placed as the view places them: as states, unplaced ones in the row below.
        List<State> shown = new ArrayList<>(graph.states());
        for (Machine machine : graph.machines()) {
            shown.add(new State(machine.id(), machine.name(), null, 1, null, EventPolicy.DOMINANT, machine.pos(),
                    Extras.NONE));
        }
        Controller display = graph.withStates(shown);
        Map<Long, Box> boxes = new HashMap<>();
        for (State state : shown) {
            Vec2 at = Placement.of(display, state, sizes);
            boxes.put(state.id(), new Box(at.x(), at.y(), sizes.stateWidth(), sizes.stateHeight()));
        }
        Vec2 entry = Placement.entry(display, sizes);
        Vec2 any = Placement.any(display, sizes);
        boxes.put(MoveStates.ENTRY, new Box(entry.x(), entry.y(), sizes.pillWidth(), sizes.pillHeight()));
        boxes.put(MoveStates.ANY, new Box(any.x(), any.y(), sizes.pillWidth(), sizes.pillHeight()));
        if (exitAt != null) {
            boxes.put(MoveStates.EXIT, new Box(exitAt.x(), exitAt.y(), sizes.stateWidth(), sizes.stateHeight()));
        }
        return Tidy.tidy(boxes);
    }

    @Override
    public Controller apply(Controller controller) {
        Map<Long, Vec2> positions = new HashMap<>(positions(controller));
        positions.remove(MoveStates.EXIT);
        return new MoveStates(positions).apply(controller);
    }
}
