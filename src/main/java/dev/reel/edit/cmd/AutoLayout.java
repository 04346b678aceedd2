package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.graph.LabelText;
import dev.reel.edit.graph.LayeredLayout;
import dev.reel.edit.graph.Sizes;
import dev.reel.model.Controller;
import dev.reel.model.Vec2;

import java.util.HashMap;
import java.util.Map;

/**
 * Auto Layout: places every state, sub-state machine box and pill of a graph by {@link LayeredLayout} (the entry
 * first at the left, each box a column after the nearest box leading to it, columns ordered to keep arrows
 * from crossing, Any State apart below the flow). Inside a machine ({@code inMachine}) the Exit box gets the last
 * column; {@link InGraph} puts it there. The layout depends only on the controller, so it is one step that redo
 * repeats exactly.
 *
 * @param sizes     the sizes the graph's boxes are drawn at
 * @param inMachine whether the graph laid out is a sub-state machine's
 */
public record AutoLayout(Sizes sizes, boolean inMachine) implements Command<Controller> {

    /** A layout of a base or layer graph with boxes and pills of these sizes. */
    public AutoLayout(double stateWidth, double stateHeight, double pillWidth, double pillHeight) {
        this(new Sizes(stateWidth, stateHeight, pillWidth, pillHeight, Sizes.EDITOR.labelHeight()), false);
    }

    @Override
    public String label() {
        return "Auto layout";
    }

    /** Every box's and pill's new top-left corner, by the keys of {@link MoveStates} (the Exit's too). */
    public Map<Long, Vec2> positions(Controller graph) {
        return LayeredLayout.layout(graph, inMachine, sizes, LabelText::estimatedWidth, LabelText::of);
    }

    @Override
    public Controller apply(Controller controller) {
        Map<Long, Vec2> positions = new HashMap<>(positions(controller));
        positions.remove(MoveStates.EXIT);
        return new MoveStates(positions).apply(controller);
    }
}
