package dev.reel.ui.preview;

import dev.reel.model.Value;
import dev.reel.model.rig.RigProperty;
import dev.reel.preview.RigPoser;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.rig.RigPose;
import dev.reel.ui.documents.EditingContext;
import dev.reel.ui.playback.PreviewRig;

import java.util.HashMap;
import java.util.Map;

/**
 * What the preview draws of a rig clip over the clip's keys: the skin picked in the toolbar (kept with the clip's
 * editing context, never saved), the rig edits waiting for K (a mesh's deform, the draw order, a slot's
 * attachment or colour: {@link PreviewRig#pending}) and the deform of a vertex drag under way. Applied to the pose after the
 * clip has posed it, then world transforms, IK and skinning run again.
 */
final class RigLive {
    /** The skin the preview shows a clip in, by name; absent: the default skin. */
    private static final EditingContext.Key<String[]> SKIN = EditingContext.Key.of("rig.skin");

    private final PreviewRig rig;
    /** Mesh index to the offsets a vertex drag shows now. */
    private final Map<Integer, double[]> dragged = new HashMap<>();

    RigLive(PreviewRig rig) {
        this.rig = rig;
    }

    /** The skin name the focused clip is shown in ({@code default} when none was picked or no clip is focused). */
    String skin() {
        EditingContext editing = rig.editing();
        String[] chosen = editing == null ? null : editing.view(SKIN);
        return chosen == null ? dev.reel.model.rig.Skin.DEFAULT : chosen[0];
    }

    /** Shows the focused clip in skin {@code name} from now on. */
    void setSkin(String name) {
        EditingContext editing = rig.editing();
        if (editing != null) {
            editing.setView(SKIN, new String[] {name});
            rig.contextChanged();
        }
    }

    /** Shows {@code offsets} as mesh {@code mesh}'s deform while a drag lasts; null offsets ends it. */
    void drag(int mesh, double[] offsets) {
        if (offsets == null) {
            dragged.clear();
        } else {
            dragged.put(mesh, offsets);
        }
    }

    /**
     * Poses {@code poser} at {@code time} in the chosen skin with the bone and IK values of {@code scene} written
     * over the keys ({@link RigPoser#pose(double, dev.reel.runtime.MemoryScene)}), then lays the waiting slot,
     * draw-order and deform edits and the vertex drag over it.
     */
    void pose(RigPoser poser, double time, dev.reel.runtime.MemoryScene scene) {
        RigPose pose = poser.pose();
        CompiledRig compiled = pose.rig();
        int skin = Math.max(0, compiled.skin(skin()));
        if (pose.skin() != skin) {
            pose.skin(skin);
        }
        poser.pose(time, scene);
        boolean changed = false;
        if (rig.pending("", RigProperty.DRAW_ORDER) instanceof Value.Names names) {
            int[] order = order(compiled, names);
            if (order != null) {
                pose.drawOrder(order);
                changed = true;
            }
        }
        for (int slot = 0; slot < compiled.slotCount(); slot++) {
            String path = compiled.bonePath(compiled.slotBone(slot));
            String property = RigProperty.SLOT_PREFIX + compiled.slotName(slot) + ".attachment";
            if (path != null && rig.pending(path, property) instanceof Value.Symbol name) {
                pose.attachment(slot, compiled.attachment(skin, slot, name.name()));
                changed = true;
            }
            String color = RigProperty.SLOT_PREFIX + compiled.slotName(slot) + ".color";
            if (path != null && rig.pending(path, color) instanceof Value.Vec rgba && rgba.size() == 4) {
                pose.color(slot, rgba.get(0), rgba.get(1), rgba.get(2), rgba.get(3));
                changed = true;
            }
        }
        for (int mesh = 0; mesh < compiled.meshCount(); mesh++) {
            double[] offsets = dragged.get(mesh);
            if (offsets == null) {
                DeformTarget target = DeformTarget.of(compiled, mesh);
                if (target != null && rig.pending(target.path(), target.property()) instanceof Value.Vec vec
                        && vec.size() == 2 * compiled.mesh(mesh).vertexCount()) {
                    offsets = vec.lanes();
                }
            }
            if (offsets != null) {
                pose.deform(mesh, offsets);
                changed = true;
            }
        }
        if (changed) {
            pose.update();
        }
    }

    /** The slot indices of a draw order given by name, or null when it is not an order of all the slots. */
    static int[] order(CompiledRig compiled, Value.Names names) {
        if (names.names().size() != compiled.slotCount()) {
            return null;
        }
        int[] order = new int[compiled.slotCount()];
        boolean[] seen = new boolean[compiled.slotCount()];
        for (int i = 0; i < order.length; i++) {
            int slot = compiled.slot(names.names().get(i));
            if (slot < 0 || seen[slot]) {
                return null;
            }
            seen[slot] = true;
            order[i] = slot;
        }
        return order;
    }
}
