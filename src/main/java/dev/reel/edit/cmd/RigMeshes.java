package dev.reel.edit.cmd;

import dev.reel.edit.rig.MeshRef;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;

import java.util.ArrayList;
import java.util.List;

/** Finding a rig's mesh attachment by its {@link MeshRef} and putting a changed one back, for the mesh commands. */
final class RigMeshes {
    private RigMeshes() {
    }

    /** The mesh {@code ref} names. */
    static MeshAttachment find(Rig rig, MeshRef ref) {
        Skin skin = rig.skin(ref.skin());
        if (skin == null) {
            throw new IllegalArgumentException("the rig has no skin " + ref.skin());
        }
        Attachment attachment = skin.attachment(ref.slot(), ref.attachment());
        if (!(attachment instanceof MeshAttachment mesh)) {
            throw new IllegalArgumentException("skin " + ref.skin() + " has no mesh " + ref.attachment() + " in slot "
                    + ref.slot());
        }
        return mesh;
    }

    /** The index of the bone of the mesh's slot. */
    static int slotBone(Rig rig, MeshRef ref) {
        Slot slot = rig.slot(ref.slot());
        int bone = slot == null ? -1 : rig.boneIndex(slot.bone());
        if (bone < 0) {
            throw new IllegalArgumentException("slot " + ref.slot() + " is not on a bone of the rig");
        }
        return bone;
    }

    /**
     * The rig with {@code mesh} in place of the attachment {@code ref} names, or added to the end of the skin (the
     * skin made, at the end of the skins, if the rig lacks it).
     */
    static Rig put(Rig rig, MeshRef ref, MeshAttachment mesh) {
        if (!mesh.slot().equals(ref.slot()) || !mesh.name().equals(ref.attachment())) {
            throw new IllegalArgumentException("mesh " + mesh.name() + " of slot " + mesh.slot() + " is not " + ref);
        }
        if (rig.slot(ref.slot()) == null) {
            throw new IllegalArgumentException("the rig has no slot " + ref.slot());
        }
        List<Skin> skins = new ArrayList<>(rig.skins());
        for (int s = 0; s < skins.size(); s++) {
            Skin skin = skins.get(s);
            if (skin.name().equals(ref.skin())) {
                List<Attachment> attachments = new ArrayList<>(skin.attachments());
                boolean replaced = false;
                for (int i = 0; i < attachments.size() && !replaced; i++) {
                    Attachment old = attachments.get(i);
                    if (old.slot().equals(ref.slot()) && old.name().equals(ref.attachment())) {
                        attachments.set(i, mesh);
                        replaced = true;
                    }
                }
                if (!replaced) {
                    attachments.add(mesh);
                }
                skins.set(s, skin.withAttachments(attachments));
                return rig.withSkins(skins);
            }
        }
        skins.add(new Skin(ref.skin(), List.of(mesh), null));
        return rig.withSkins(skins);
    }
}
