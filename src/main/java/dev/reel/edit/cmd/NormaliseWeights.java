package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.Influence;
import dev.reel.edit.rig.MeshRef;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Makes the weights of some vertices of a bound mesh sum to exactly 1 ({@link Influence#normalise}: each divided
 * by their sum, the last one taking what the others leave), for weights typed into the file that sum to 1 only
 * within the reader's tolerance. Bones, positions and order are kept.
 */
public record NormaliseWeights(MeshRef ref, List<Integer> vertices) implements Command<Rig> {
    public NormaliseWeights {
        Objects.requireNonNull(ref, "ref");
        vertices = List.copyOf(vertices);
    }

    @Override
    public String label() {
        return vertices.size() == 1 ? "Normalise weights of vertex " + vertices.get(0)
                : "Normalise weights of " + vertices.size() + " vertices";
    }

    @Override
    public Rig apply(Rig rig) {
        MeshAttachment mesh = RigMeshes.find(rig, ref);
        if (!mesh.weighted()) {
            throw new IllegalArgumentException("bind mesh " + ref.attachment()
                    + " to bones before normalising weights");
        }
        List<List<Influence>> all = new ArrayList<>(Influence.of(mesh));
        for (int vertex : vertices) {
            if (vertex < 0 || vertex >= mesh.vertexCount()) {
                throw new IllegalArgumentException("mesh " + ref.attachment() + " has no vertex " + vertex);
            }
            all.set(vertex, Influence.normalise(all.get(vertex)));
        }
        return RigMeshes.put(rig, ref, Influence.write(mesh, all));
    }
}
