package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.AutoWeights;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.SetupPose;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Binds a mesh to chosen bones with automatic weights ({@link AutoWeights}: inverse distance to the bones at the
 * setup pose, at most 4 per vertex). A bound mesh is bound again from where it is drawn now, so binding twice
 * with other bones starts over; either way the mesh is drawn where it was at the setup pose.
 *
 * @param power the falloff power, above 0 ({@link AutoWeights#DEFAULT_POWER})
 */
public record BindMesh(MeshRef ref, List<String> bones, double power) implements Command<Rig> {
    public BindMesh {
        Objects.requireNonNull(ref, "ref");
        bones = List.copyOf(bones);
    }

    @Override
    public String label() {
        return "Bind " + ref.attachment() + " to " + (bones.size() == 1 ? bones.get(0) : bones.size() + " bones");
    }

    @Override
    public Rig apply(Rig rig) {
        MeshAttachment mesh = RigMeshes.find(rig, ref);
        int slotBone = RigMeshes.slotBone(rig, ref);
        List<Integer> indices = new ArrayList<>();
        for (String bone : bones) {
            int index = rig.boneIndex(bone);
            if (index < 0) {
                throw new IllegalArgumentException("the rig has no bone " + bone);
            }
            if (!indices.contains(index)) {
                indices.add(index);
            }
        }
        SetupPose pose = SetupPose.of(rig);
        return RigMeshes.put(rig, ref, AutoWeights.bind(pose, mesh, slotBone, indices, power));
    }
}
