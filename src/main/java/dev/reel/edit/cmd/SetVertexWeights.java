package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.Influence;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.SetupPose;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Sets the weights of some vertices of a bound mesh numerically (the weights table): each listed bone gets its
 * share ({@code percentages} in any scale, 40 and 60 or 0.4 and 0.6), normalised to sum to 1 ({@link
 * Influence#normalise}); a bone at 0 is left out; a bone new to a vertex gets the vertex's position in its space
 * at the setup pose, so the mesh is drawn where it was. Bones keep the table's order. At most 8 bones.
 */
public record SetVertexWeights(MeshRef ref, List<Integer> vertices, Map<String, Double> percentages)
        implements Command<Rig> {
    public SetVertexWeights {
        Objects.requireNonNull(ref, "ref");
        vertices = List.copyOf(vertices);
        percentages = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(percentages));
    }

    @Override
    public String label() {
        return vertices.size() == 1 ? "Set vertex weights" : "Set weights of " + vertices.size() + " vertices";
    }

    @Override
    public Rig apply(Rig rig) {
        MeshAttachment mesh = RigMeshes.find(rig, ref);
        if (!mesh.weighted()) {
            throw new IllegalArgumentException("bind mesh " + ref.attachment() + " to bones before setting weights");
        }
        if (percentages.size() > MeshAttachment.MAX_INFLUENCES) {
            throw new IllegalArgumentException("a vertex may have at most " + MeshAttachment.MAX_INFLUENCES + " bones");
        }
        SetupPose pose = SetupPose.of(rig);
        int slotBone = RigMeshes.slotBone(rig, ref);
        double[] world = pose.vertices(mesh, slotBone);
        List<List<Influence>> all = new ArrayList<>(Influence.of(mesh));
        for (int vertex : vertices) {
            if (vertex < 0 || vertex >= mesh.vertexCount()) {
                throw new IllegalArgumentException("mesh " + ref.attachment() + " has no vertex " + vertex);
            }
            List<Influence> set = new ArrayList<>();
            for (Map.Entry<String, Double> entry : percentages.entrySet()) {
                int bone = rig.boneIndex(entry.getKey());
                if (bone < 0) {
                    throw new IllegalArgumentException("the rig has no bone " + entry.getKey());
                }
                double share = Require.notNegative(entry.getValue(), "the weight of " + entry.getKey());
                if (share > 0) {
                    double[] local = pose.toBone(bone, world[2 * vertex], world[2 * vertex + 1]);
                    set.add(new Influence(bone, local[0], local[1], share));
                }
            }
            all.set(vertex, Influence.normalise(set));
        }
        return RigMeshes.put(rig, ref, Influence.write(mesh, all));
    }
}
