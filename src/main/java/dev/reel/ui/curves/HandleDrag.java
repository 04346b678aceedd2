package dev.reel.ui.curves;

import dev.reel.edit.cmd.SetKeyTangent;
import dev.reel.model.TangentMode;
import dev.reel.model.Value;
import dev.reel.runtime.KeyHandles;

/**
 * A tangent handle being dragged: the key's index, the lane, which side, and the track's handles when the drag
 * began (every update works from them, so the whole drag is one change however the mouse wanders).
 */
record HandleDrag(int index, int lane, boolean out, KeyHandles start) {
    /**
     * The key's tangents with this handle at the mouse (x, y): the key turns free, the handle stays on its side
     * of the key, and the opposite handle keeps its length and stays in line unless {@code broken}.
     */
    SetKeyTangent to(CurveView view, double x, double y, boolean broken) {
        int i = index;
        double pps = view.axis().pixelsPerSecond();
        double ppu = view.values().pixelsPerUnit();
        double dt = view.axis().time(x) - start.time(i);
        double dv = view.values().value(y, view.getHeight()) - start.value(i, lane);
        dt = out ? Math.max(0, dt) : Math.min(0, dt);
        double[] in = start.in(i).lanes();
        double[] outs = start.out(i).lanes();
        double[] moved = out ? outs : in;
        double[] opposite = out ? in : outs;
        moved[2 * lane] = dt;
        moved[2 * lane + 1] = dv;
        boolean hasOpposite = out ? i > 0 : i + 1 < start.count();
        double screenX = dt * pps;
        double screenY = dv * ppu;
        double length = Math.hypot(screenX, screenY);
        if (!broken && hasOpposite && length > 1e-9) {
            double oppositeLength = Math.hypot(opposite[2 * lane] * pps, opposite[2 * lane + 1] * ppu);
            opposite[2 * lane] = -screenX / length * oppositeLength / pps;
            opposite[2 * lane + 1] = -screenY / length * oppositeLength / ppu;
        }
        return new SetKeyTangent(start.key(i).id(), TangentMode.FREE, new Value.Vec(in), new Value.Vec(outs));
    }
}
