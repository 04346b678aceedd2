package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.MeshTopology;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.List;
import java.util.Objects;

/**
 * Moves vertices of an unweighted mesh in the setup pose: each gets a new uv (where it takes the picture from)
 * and a new position in the slot bone's space ({@code UvPlacement} converts one into the other), then the mesh is
 * triangulated again. Refused when the outline would cross itself or a vertex would leave it. A drag is previewed
 * through a gesture and recorded once.
 */
public record MoveMeshVertices(MeshRef ref, List<Moved> moves) implements Command<Rig> {

    /** One vertex's new uv and position. */
    public record Moved(int vertex, double u, double v, double x, double y) {
    }

    public MoveMeshVertices {
        Objects.requireNonNull(ref, "ref");
        moves = List.copyOf(moves);
    }

    @Override
    public String label() {
        return moves.size() == 1 ? "Move vertex" : "Move " + moves.size() + " vertices";
    }

    @Override
    public Rig apply(Rig rig) {
        MeshAttachment mesh = RigMeshes.find(rig, ref);
        MeshTopology.requireUnweighted(mesh);
        double[] uvs = mesh.uvs();
        double[] positions = mesh.positions();
        for (Moved move : moves) {
            if (move.vertex() < 0 || move.vertex() >= mesh.vertexCount()) {
                throw new IllegalArgumentException("mesh " + ref.attachment() + " has no vertex " + move.vertex());
            }
            uvs[2 * move.vertex()] = Require.finite(move.u(), "u");
            uvs[2 * move.vertex() + 1] = Require.finite(move.v(), "v");
            positions[2 * move.vertex()] = Require.finite(move.x(), "x");
            positions[2 * move.vertex() + 1] = Require.finite(move.y(), "y");
        }
        MeshAttachment moved = new MeshAttachment(mesh.name(), mesh.slot(), mesh.sprite(), uvs, mesh.triangles(),
                mesh.hull(), mesh.edges(), null, null, positions, null, mesh.vertexExtras(), mesh.extras());
        return RigMeshes.put(rig, ref, MeshTopology.retriangulate(moved));
    }
}
