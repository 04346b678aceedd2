package dev.reel.ui.skeleton;

import dev.reel.model.rig.Rig;
import dev.reel.ui.documents.RigViewState;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The rows picked in the Skeleton tree, bones and slots, in the order picked: the bones a mesh is bound to, the
 * slot whose mesh is edited. Kept across the tree's rebuilds; the rig's selected bone is always among them.
 */
final class SkeletonPicks {
    private final Set<SkeletonEntry> picked = new LinkedHashSet<>();

    void clear() {
        picked.clear();
    }

    Collection<SkeletonEntry> entries() {
        return picked;
    }

    /**
     * The tree now selects {@code now}: the picks follow, and the bone to select is returned — the bone just added
     * to the selection, else {@code selectedBone} if still picked, else the last bone picked (null: none).
     */
    String follow(Set<SkeletonEntry> now, String selectedBone) {
        String bone = null;
        for (SkeletonEntry entry : now) {
            if (!entry.slot() && !picked.contains(entry)) {
                bone = entry.name();
            }
        }
        picked.retainAll(now);
        picked.addAll(now);
        if (bone == null && selectedBone != null && picked.contains(new SkeletonEntry(selectedBone, false))) {
            return selectedBone;
        }
        if (bone == null) {
            for (SkeletonEntry entry : picked) {
                bone = entry.slot() ? bone : entry.name();
            }
        }
        return bone;
    }

    /** Drops picks the rig lost; a bone selected elsewhere (the preview) replaces the bones picked here. */
    void keep(Rig rig, String selectedBone) {
        if (rig == null) {
            picked.clear();
            return;
        }
        picked.removeIf(entry -> entry.slot() ? rig.slot(entry.name()) == null : rig.bone(entry.name()) == null);
        SkeletonEntry selected = selectedBone == null ? null : new SkeletonEntry(selectedBone, false);
        if (selected == null || !picked.contains(selected)) {
            picked.removeIf(entry -> !entry.slot());
        }
        if (selected != null) {
            picked.add(selected);
        }
    }

    /** Picks {@code slot} in place of the slots picked. */
    void pickSlot(String slot) {
        picked.removeIf(SkeletonEntry::slot);
        picked.add(new SkeletonEntry(slot, true));
    }

    /** The last slot picked, or the slot of the edited mesh, or null. */
    String slot(Rig rig, RigViewState view) {
        String slot = null;
        for (SkeletonEntry entry : picked) {
            if (entry.slot()) {
                slot = entry.name();
            }
        }
        if (slot == null && rig != null && view != null && view.editedMesh() != null
                && rig.slot(view.editedMesh().slot()) != null) {
            slot = view.editedMesh().slot();
        }
        return slot;
    }

    /** The bones picked, in the order picked. */
    List<String> bones() {
        List<String> bones = new ArrayList<>();
        for (SkeletonEntry entry : picked) {
            if (!entry.slot()) {
                bones.add(entry.name());
            }
        }
        return bones;
    }
}
