package dev.reel.edit.cmd;

import dev.reel.model.Controller;
import dev.reel.model.Vec2;

import java.util.Map;

/**
 * A command that places a graph's boxes and pills anew ({@link AutoLayout}, {@link TidyGraph}): inside a
 * sub-state machine, {@link InGraph} takes the Exit box's place from {@link #positions} (key
 * {@link MoveStates#EXIT}), since the Exit is kept in the machine rather than in the graph the command sees.
 */
public interface GraphArrangement {
    /** Every box's and pill's new top-left corner, by the keys of {@link MoveStates} (the Exit's too). */
    Map<Long, Vec2> positions(Controller graph);
}
