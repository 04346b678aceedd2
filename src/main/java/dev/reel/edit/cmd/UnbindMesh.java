package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.AutoWeights;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.SetupPose;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.Objects;

/**
 * Unbinds a mesh: every vertex goes back on the slot's bone, at the position in that bone's space where it is
 * drawn at the setup pose, and its weights go.
 */
public record UnbindMesh(MeshRef ref) implements Command<Rig> {
    public UnbindMesh {
        Objects.requireNonNull(ref, "ref");
    }

    @Override
    public String label() {
        return "Unbind " + ref.attachment();
    }

    @Override
    public Rig apply(Rig rig) {
        MeshAttachment mesh = RigMeshes.find(rig, ref);
        if (!mesh.weighted()) {
            throw new IllegalArgumentException("mesh " + ref.attachment() + " is not bound to bones");
        }
        return RigMeshes.put(rig, ref, AutoWeights.unbind(SetupPose.of(rig), mesh, RigMeshes.slotBone(rig, ref)));
    }
}
