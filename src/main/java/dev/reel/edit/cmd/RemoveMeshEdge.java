package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.MeshTopology;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.Arrays;
import java.util.Objects;

/**
 * Stops keeping the edge {@code a–b} of an unweighted mesh and triangulates it again (the edge stays only if the
 * Delaunay rule keeps it). Hull edges cannot be removed: remove a vertex instead.
 */
public record RemoveMeshEdge(MeshRef ref, int a, int b) implements Command<Rig> {
    public RemoveMeshEdge {
        Objects.requireNonNull(ref, "ref");
    }

    @Override
    public String label() {
        return "Remove edge from " + ref.attachment();
    }

    @Override
    public Rig apply(Rig rig) {
        MeshAttachment mesh = RigMeshes.find(rig, ref);
        MeshTopology.requireUnweighted(mesh);
        int[] edges = mesh.edges();
        int[] kept = new int[edges.length];
        int k = 0;
        for (int e = 0; e < edges.length; e += 2) {
            boolean same = (edges[e] == a && edges[e + 1] == b) || (edges[e] == b && edges[e + 1] == a);
            if (!same) {
                kept[k++] = edges[e];
                kept[k++] = edges[e + 1];
            }
        }
        if (k == edges.length) {
            throw new IllegalArgumentException("mesh " + ref.attachment() + " keeps no edge " + a + "–" + b);
        }
        MeshAttachment without = new MeshAttachment(mesh.name(), mesh.slot(), mesh.sprite(), mesh.uvs(),
                mesh.triangles(), mesh.hull(), Arrays.copyOf(kept, k), null, null, mesh.positions(), null,
                mesh.vertexExtras(), mesh.extras());
        return RigMeshes.put(rig, ref, MeshTopology.retriangulate(without));
    }
}
