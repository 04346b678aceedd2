package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.MeshTopology;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.Arrays;
import java.util.Objects;

/**
 * Keeps the edge {@code a–b} of an unweighted mesh (a constraint of the triangulation) and triangulates it again,
 * so the edge is a side of triangles from now on. Refused when it is already kept or on the hull, crosses a kept
 * edge or leaves the outline.
 */
public record AddMeshEdge(MeshRef ref, int a, int b) implements Command<Rig> {
    public AddMeshEdge {
        Objects.requireNonNull(ref, "ref");
    }

    @Override
    public String label() {
        return "Add edge to " + ref.attachment();
    }

    @Override
    public Rig apply(Rig rig) {
        MeshAttachment mesh = RigMeshes.find(rig, ref);
        MeshTopology.requireUnweighted(mesh);
        int n = mesh.vertexCount();
        if (a < 0 || b < 0 || a >= n || b >= n || a == b) {
            throw new IllegalArgumentException("an edge joins two different vertices of the mesh, not " + a + "–" + b);
        }
        int hull = mesh.hull();
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        if (hi < hull && (hi == lo + 1 || (lo == 0 && hi == hull - 1))) {
            throw new IllegalArgumentException("edge " + a + "–" + b + " is on the outline already");
        }
        int[] edges = mesh.edges();
        for (int e = 0; e < edges.length; e += 2) {
            if (Math.min(edges[e], edges[e + 1]) == lo && Math.max(edges[e], edges[e + 1]) == hi) {
                throw new IllegalArgumentException("edge " + a + "–" + b + " is kept already");
            }
        }
        int[] more = Arrays.copyOf(edges, edges.length + 2);
        more[edges.length] = a;
        more[edges.length + 1] = b;
        MeshAttachment withEdge = new MeshAttachment(mesh.name(), mesh.slot(), mesh.sprite(), mesh.uvs(),
                mesh.triangles(), hull, more, null, null, mesh.positions(), null, mesh.vertexExtras(), mesh.extras());
        return RigMeshes.put(rig, ref, MeshTopology.retriangulate(withEdge));
    }
}
