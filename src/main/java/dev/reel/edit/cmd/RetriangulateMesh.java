package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.MeshTopology;
import dev.reel.model.rig.Rig;

import java.util.Objects;

/**
 * Makes a mesh's triangles again from its uvs, hull and kept edges by the constrained Delaunay rule
 * ({@code Triangulator}); its vertices and weights stay, so a bound mesh can be triangulated too.
 */
public record RetriangulateMesh(MeshRef ref) implements Command<Rig> {
    public RetriangulateMesh {
        Objects.requireNonNull(ref, "ref");
    }

    @Override
    public String label() {
        return "Triangulate " + ref.attachment();
    }

    @Override
    public Rig apply(Rig rig) {
        return RigMeshes.put(rig, ref, MeshTopology.retriangulate(RigMeshes.find(rig, ref)));
    }
}
