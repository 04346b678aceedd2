package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.MeshTopology;
import dev.reel.model.rig.Rig;

import java.util.Objects;

/**
 * Removes one vertex of an unweighted mesh, with the kept edges at it; the later vertices move down one and the
 * mesh is triangulated again (the hole closes). A hull vertex leaves the outline, which must keep 3 vertices.
 */
public record RemoveMeshVertex(MeshRef ref, int vertex) implements Command<Rig> {
    public RemoveMeshVertex {
        Objects.requireNonNull(ref, "ref");
    }

    @Override
    public String label() {
        return "Remove vertex from " + ref.attachment();
    }

    @Override
    public Rig apply(Rig rig) {
        return RigMeshes.put(rig, ref, MeshTopology.remove(RigMeshes.find(rig, ref), vertex));
    }
}
