package dev.reel.edit.rig;

import dev.reel.model.rig.MeshAttachment;

/** The validity checks of {@link MeshValidity} on a mesh attachment, for the command tests. */
public final class MeshChecks {
    private MeshChecks() {
    }

    /** Fails unless the mesh's triangulation is valid (see {@link MeshValidity#check}). */
    public static void valid(MeshAttachment mesh) {
        MeshValidity.check(mesh.uvs(), mesh.hull(), mesh.triangles(), mesh.edges(), mesh.name());
    }
}
