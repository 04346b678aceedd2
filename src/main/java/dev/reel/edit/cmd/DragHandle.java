package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.runtime.KeyHandles;

import java.util.ArrayList;
import java.util.List;

/**
 * Puts one lane of one handle of a key at a point of the graph, as the curve editor's handle drag does.
 *
 * <p>The rule, after Blender's: the handle is kept on its side of the key in time ({@code out} at or after it,
 * {@code in} at or before). A {@code free} side, a side whose key's other side is {@code free}, or any side when
 * {@code broken} (Alt) becomes or stays {@code free} alone and the other side is untouched. Otherwise the
 * dragged side becomes {@code aligned}, and so does the other side unless it is {@code constant}; the other
 * handle turns to stay collinear, keeping its length as seen on screen, which {@code pixelsPerSecond} and
 * {@code pixelsPerUnit} (the graph's scale) measure. The key's other lanes, and an untouched side, keep the
 * handles they played. The written handles are then the ones the key plays, so an aligned pair is collinear
 * in the file.
 *
 * @param time  the graph time under the mouse, seconds
 * @param value the graph value under the mouse, in the track's stored unit
 */
public record DragHandle(long keyId, int lane, boolean out, double time, double value, double pixelsPerSecond,
                         double pixelsPerUnit, boolean broken) implements Command<Clip> {

    @Override
    public String label() {
        return "Drag tangent";
    }

    @Override
    public Clip apply(Clip clip) {
        Track track = ClipParts.trackOfKey(clip, keyId);
        if (!track.kind().isNumeric()) {
            throw new IllegalArgumentException("a " + track.kind().word() + " track has no handles");
        }
        if (lane < 0 || lane >= track.kind().lanes()) {
            throw new IllegalArgumentException("lane " + lane + " is not a lane of a " + track.kind().word());
        }
        KeyHandles before = KeyHandles.of(track);
        int index = 0;
        while (before.key(index).id() != keyId) {
            index++;
        }
        Key key = before.key(index);
        double dt = time - before.time(index);
        double dv = value - before.value(index, lane);
        dt = out ? Math.max(0, dt) : Math.min(0, dt);
        double[] in = before.in(index).lanes();
        double[] outs = before.out(index).lanes();
        double[] moved = out ? outs : in;
        double[] opposite = out ? in : outs;
        moved[2 * lane] = dt + 0.0;
        moved[2 * lane + 1] = dv + 0.0;
        TangentMode own = out ? key.outTangent() : key.inTangent();
        TangentMode other = out ? key.inTangent() : key.outTangent();
        TangentMode ownNext;
        TangentMode otherNext;
        if (broken || own == TangentMode.FREE || other == TangentMode.FREE) {
            ownNext = TangentMode.FREE;
            otherNext = other;
        } else {
            ownNext = TangentMode.ALIGNED;
            otherNext = other == TangentMode.CONSTANT ? other : TangentMode.ALIGNED;
            if (otherNext == TangentMode.ALIGNED) {
                turn(opposite, dt, dv);
            }
        }
        TangentMode inNext = out ? otherNext : ownNext;
        TangentMode outNext = out ? ownNext : otherNext;
        Value.Vec inHandle = inNext.written() ? new Value.Vec(in) : null;
        Value.Vec outHandle = outNext.written() ? new Value.Vec(outs) : null;
        List<Key> keys = new ArrayList<>(before.count());
        for (int i = 0; i < before.count(); i++) {
            keys.add(i == index ? key.withTangents(inNext, outNext, inHandle, outHandle) : before.key(i));
        }
        KeyHandles played = KeyHandles.of(track.withKeys(keys));
        Key shaped = keys.get(index);
        keys.set(index, shaped.withTangents(inNext, outNext, inNext.written() ? played.in(index) : null,
                outNext.written() ? played.out(index) : null));
        Track next = track.withKeys(keys);
        return ClipParts.changeTrack(clip, track.id(), old -> next);
    }

    /** Turns the opposite handle's lane to point away from (dt, dv), keeping its length on screen. */
    private void turn(double[] opposite, double dt, double dv) {
        double screenX = dt * pixelsPerSecond;
        double screenY = dv * pixelsPerUnit;
        double length = Math.hypot(screenX, screenY);
        if (length <= 1e-9) {
            return;
        }
        double oppositeLength = Math.hypot(opposite[2 * lane] * pixelsPerSecond, opposite[2 * lane + 1] * pixelsPerUnit);
        double factor = oppositeLength / length;
        opposite[2 * lane] = -dt * factor + 0.0;
        opposite[2 * lane + 1] = -dv * factor + 0.0;
    }
}
