package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.MeshTopology;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.Objects;

/**
 * Puts a new mesh in a rig's skin (Mesh from outline: {@code OutlineMesh.of(…).attachment(…)}), replacing the
 * attachment of the same slot and name (a region turned into a mesh) or added after the skin's others. The mesh is
 * triangulated again first, so whatever made it, the rig gets a valid triangulation.
 */
public record MakeMesh(MeshRef ref, MeshAttachment mesh) implements Command<Rig> {
    public MakeMesh {
        Objects.requireNonNull(ref, "ref");
        Objects.requireNonNull(mesh, "mesh");
    }

    @Override
    public String label() {
        return "Make mesh " + ref.attachment();
    }

    @Override
    public Rig apply(Rig rig) {
        if (mesh.vertexCount() > MeshAttachment.MAX_VERTICES) {
            throw new IllegalArgumentException("a mesh may have at most " + MeshAttachment.MAX_VERTICES + " vertices");
        }
        return RigMeshes.put(rig, ref, MeshTopology.retriangulate(mesh));
    }
}
