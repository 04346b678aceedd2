package dev.reel.ui.preview;

import dev.reel.model.Kind;
import dev.reel.model.rig.RigProperty;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.ui.playback.PreviewRig;

/**
 * Where a clip keys the deform of one mesh of its rig: the path of the slot's bone and the property
 * {@code deform/SKIN/SLOT/ATTACHMENT} (docs/formats.md, kind {@code floats}, two offsets per vertex).
 *
 * @param mesh the mesh's index in the compiled rig
 */
record DeformTarget(int mesh, String path, String property) {

    /** The deform track of mesh {@code mesh} of {@code rig}, or null when its slot's bone has no path (a cycle). */
    static DeformTarget of(CompiledRig rig, int mesh) {
        int attachment = rig.meshAttachment(mesh);
        int slot = rig.attachmentSlot(attachment);
        String path = rig.bonePath(rig.slotBone(slot));
        if (path == null) {
            return null;
        }
        String property = new RigProperty(RigProperty.Part.DEFORM, rig.slotName(slot), null,
                rig.skinName(rig.attachmentSkin(attachment)), rig.attachmentName(attachment)).text();
        return new DeformTarget(mesh, path, property);
    }

    /** The field a key of this deform goes to. */
    PreviewRig.Field field() {
        return new PreviewRig.Field(property, Kind.FLOATS);
    }
}
