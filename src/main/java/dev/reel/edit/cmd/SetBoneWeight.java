package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.Influence;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.SetupPose;
import dev.reel.edit.rig.WeightBrush;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Sets one bone's weight in some vertices of a bound mesh (a cell of the weights table): the bone gets
 * {@code weight} (0 to 1) in each vertex and the vertex's other bones share the rest in their old proportions
 * ({@link WeightBrush#setWeight}, with up to {@value MeshAttachment#MAX_INFLUENCES} bones rather than the brush's
 * 4). A bone new to a vertex is added at the vertex's setup position in its space, so the mesh is drawn where it
 * was; weight 0 takes the bone out of the vertex. A vertex whose only bone this is keeps it at 1 (there is no other
 * bone to take the rest); the command is refused when that leaves every listed vertex as it was.
 */
public record SetBoneWeight(MeshRef ref, List<Integer> vertices, String bone, double weight) implements Command<Rig> {
    public SetBoneWeight {
        Objects.requireNonNull(ref, "ref");
        Objects.requireNonNull(bone, "bone");
        vertices = List.copyOf(vertices);
        if (!(weight >= 0 && weight <= 1)) {
            throw new IllegalArgumentException("a weight is from 0 % to 100 %");
        }
    }

    @Override
    public String label() {
        String which = vertices.size() == 1 ? "vertex " + vertices.get(0) : vertices.size() + " vertices";
        if (weight == 0) {
            return "Remove " + bone + " from " + which;
        }
        return "Set weight of " + bone + " to " + percent(weight) + " in " + which;
    }

    /** {@code 25 %}, {@code 33.3 %}: a weight as a person writes it. */
    static String percent(double weight) {
        double shown = Math.round(weight * 1000) / 10.0;
        return (shown == Math.rint(shown) ? String.valueOf((long) shown) : String.valueOf(shown)) + " %";
    }

    @Override
    public Rig apply(Rig rig) {
        MeshAttachment mesh = RigMeshes.find(rig, ref);
        if (!mesh.weighted()) {
            throw new IllegalArgumentException("bind mesh " + ref.attachment() + " to bones before setting weights");
        }
        int boneIndex = rig.boneIndex(bone);
        if (boneIndex < 0) {
            throw new IllegalArgumentException("the rig has no bone " + bone);
        }
        SetupPose pose = SetupPose.of(rig);
        double[] world = pose.vertices(mesh, RigMeshes.slotBone(rig, ref));
        List<List<Influence>> all = new ArrayList<>(Influence.of(mesh));
        int alone = 0;
        for (int vertex : vertices) {
            if (vertex < 0 || vertex >= mesh.vertexCount()) {
                throw new IllegalArgumentException("mesh " + ref.attachment() + " has no vertex " + vertex);
            }
            List<Influence> before = all.get(vertex);
            List<Influence> after = WeightBrush.setWeight(pose, before, boneIndex, weight, world[2 * vertex],
                    world[2 * vertex + 1], MeshAttachment.MAX_INFLUENCES);
            if (weight < 1 && before.size() == 1 && before.get(0).bone() == boneIndex) {
                alone++;
            }
            all.set(vertex, after);
        }
        if (alone > 0 && alone == vertices.size()) {
            throw new IllegalArgumentException(bone + " is the only bone of "
                    + (vertices.size() == 1 ? "this vertex" : "these vertices")
                    + ": add another bone to take the rest");
        }
        return RigMeshes.put(rig, ref, Influence.write(mesh, all));
    }
}
