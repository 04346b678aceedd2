package dev.reel.ui.skeleton;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.RigProperty;
import dev.reel.model.rig.Slot;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The draw order a rig clip shows at a time, by slot name, back first: an order waiting for K, else the clip's
 * {@code drawOrder} track there (it steps: the last key at or before the time, the first key's before it; docs
 * formats.md), else the rig's setup order. An order that is not every slot once is passed over, as the runtime
 * does.
 */
final class ClipDrawOrder {
    private ClipDrawOrder() {
    }

    static List<String> at(Rig rig, Clip clip, double time, Value pending) {
        if (pending instanceof Value.Names names && complete(rig, names.names())) {
            return names.names();
        }
        List<String> setup = new ArrayList<>();
        for (Slot slot : rig.slots()) {
            setup.add(slot.name());
        }
        if (clip == null) {
            return setup;
        }
        Track track = null;
        for (Track candidate : clip.tracks()) {
            if (candidate.path().isEmpty() && candidate.property().equals(RigProperty.DRAW_ORDER)) {
                track = candidate;
            }
        }
        if (track == null || track.keys().isEmpty()) {
            return setup;
        }
        Value value = track.keys().get(0).value();
        for (Key key : track.keys()) {
            if (key.time() <= time) {
                value = key.value();
            }
        }
        return value instanceof Value.Names names && complete(rig, names.names()) ? names.names() : setup;
    }

    /** {@code order} with {@code slot} moved to where {@code onto} is now (a drop of one slot on another). */
    static List<String> moved(List<String> order, String slot, String onto) {
        List<String> after = new ArrayList<>(order);
        int to = after.indexOf(onto);
        if (!after.remove(slot) || to < 0) {
            return order;
        }
        after.add(to, slot);
        return after;
    }

    private static boolean complete(Rig rig, List<String> names) {
        if (names.size() != rig.slots().size()) {
            return false;
        }
        Set<String> seen = new HashSet<>();
        for (String name : names) {
            if (rig.slot(name) == null || !seen.add(name)) {
                return false;
            }
        }
        return true;
    }
}
