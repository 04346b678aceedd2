package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.graph.Box;
import dev.reel.edit.graph.LabelText;
import dev.reel.edit.graph.LayeredLayout;
import dev.reel.edit.graph.Placement;
import dev.reel.edit.graph.Sizes;
import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Vec2;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Layout Selected: lays out only the selected states and machine boxes, as a graph of their own
 * ({@link LayeredLayout#layoutSelected}), where the selection was, moved down until it covers no other box;
 * every box not selected, and the pills, keep the places the artist gave them.
 *
 * @param selected the ids of the states and machines to lay out
 * @param sizes      the sizes the graph's boxes are drawn at
 * @param labelWidth the width of an arrow label's plate showing a text, as the view measures it
 */
public record LayoutSelected(Set<Long> selected, Sizes sizes, ToDoubleFunction<String> labelWidth)
        implements Command<Controller> {

    public LayoutSelected {
        selected = Set.copyOf(selected);
    }

    /** With labels of estimated widths. */
    public LayoutSelected(Set<Long> selected, Sizes sizes) {
        this(selected, sizes, LabelText::estimatedWidth);
    }

    @Override
    public String label() {
        return "Layout selected";
    }

    @Override
    public Controller apply(Controller controller) {
        Map<Long, Box> current = new HashMap<>();
        for (State state : controller.states()) {
            Vec2 at = Placement.of(controller, state, sizes);
            current.put(state.id(), new Box(at.x(), at.y(), sizes.stateWidth(), sizes.stateHeight()));
        }
        for (Machine machine : controller.machines()) {
            Vec2 at = machine.pos() == null ? new Vec2(0, 0) : machine.pos();
            current.put(machine.id(), new Box(at.x(), at.y(), sizes.stateWidth(), sizes.stateHeight()));
        }
        Vec2 entry = Placement.entry(controller, sizes);
        Vec2 any = Placement.any(controller, sizes);
        current.put(MoveStates.ENTRY, new Box(entry.x(), entry.y(), sizes.pillWidth(), sizes.pillHeight()));
        current.put(MoveStates.ANY, new Box(any.x(), any.y(), sizes.pillWidth(), sizes.pillHeight()));
        Map<Long, Vec2> moved = LayeredLayout.layoutSelected(controller, selected, sizes, current,
                labelWidth, LabelText::of);
        return moved.isEmpty() ? controller : new MoveStates(moved).apply(controller);
    }
}
