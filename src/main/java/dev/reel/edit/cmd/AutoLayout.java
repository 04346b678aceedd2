package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.graph.LabelText;
import dev.reel.edit.graph.LayeredLayout;
import dev.reel.edit.graph.LayoutFlow;
import dev.reel.edit.graph.Sizes;
import dev.reel.model.Controller;
import dev.reel.model.Vec2;

import java.util.HashMap;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Auto Layout: places every state, sub-state machine box and pill of a graph by {@link LayeredLayout} (the entry
 * first, each box a layer after the nearest box leading to it, layers ordered to keep arrows from crossing, Any
 * State apart from the flow). The layers run left to right, or top down when that shows the graph larger in the
 * view it is laid out for ({@code viewWidth} × {@code viewHeight} pixels; 0: always left to right). Inside a
 * machine ({@code inMachine}) the Exit box gets the last layer; {@link InGraph} puts it there. The layout depends
 * only on the controller and these values, so it is one step that redo repeats exactly.
 *
 * @param sizes      the sizes the graph's boxes are drawn at
 * @param inMachine  whether the graph laid out is a sub-state machine's
 * @param viewWidth  the width of the view the graph is shown in, in pixels (0: unknown)
 * @param viewHeight its height
 * @param labelWidth the width of an arrow label's plate showing a text, as the view measures it
 */
public record AutoLayout(Sizes sizes, boolean inMachine, double viewWidth, double viewHeight,
                         ToDoubleFunction<String> labelWidth) implements Command<Controller>, GraphArrangement {

    /** A layout left to right with labels of estimated widths. */
    public AutoLayout(Sizes sizes, boolean inMachine) {
        this(sizes, inMachine, 0, 0, LabelText::estimatedWidth);
    }

    /** A layout of a base or layer graph with boxes and pills of these sizes. */
    public AutoLayout(double stateWidth, double stateHeight, double pillWidth, double pillHeight) {
        this(new Sizes(stateWidth, stateHeight, pillWidth, pillHeight, Sizes.EDITOR.labelHeight()), false);
    }

    @Override
    public String label() {
        return "Auto layout";
    }

    /** Every box's and pill's new top-left corner, by the keys of {@link MoveStates} (the Exit's too). */
    @Override
    public Map<Long, Vec2> positions(Controller graph) {
        return LayoutFlow.layoutFor(graph, inMachine, sizes, labelWidth, LabelText::of, viewWidth, viewHeight);
    }

    @Override
    public Controller apply(Controller controller) {
        Map<Long, Vec2> positions = new HashMap<>(positions(controller));
        positions.remove(MoveStates.EXIT);
        return new MoveStates(positions).apply(controller);
    }
}
