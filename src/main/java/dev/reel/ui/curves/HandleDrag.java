package dev.reel.ui.curves;

import dev.reel.edit.cmd.DragHandle;
import dev.reel.runtime.KeyHandles;

/**
 * A tangent handle being dragged: the key's index, its lane on the graph, which side, and the track's handles
 * when the drag began (every update works from them, so the whole drag is one change however the mouse
 * wanders).
 */
record HandleDrag(int index, CurveLane lane, boolean out, KeyHandles start) {
    /**
     * The key's handles with this one at the mouse (x, y), by {@link DragHandle}'s rule: a free side moves
     * alone, any other turns aligned with its opposite kept in line, and {@code broken} (Alt) frees it. The
     * graph point is turned back into the lane's stored unit, and so is the graph's scale, so "in line on
     * screen" holds for a rotation drawn in degrees and a normalized lane too.
     */
    DragHandle to(CurveView view, double x, double y, boolean broken) {
        return new DragHandle(start.key(index).id(), lane.lane(), out, view.axis().time(x),
                lane.stored(view.values().value(y, view.getHeight())), view.axis().pixelsPerSecond(),
                view.values().pixelsPerUnit() * lane.scale(), broken);
    }
}
