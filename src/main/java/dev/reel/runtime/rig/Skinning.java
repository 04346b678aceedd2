package dev.reel.runtime.rig;

/**
 * Mesh vertices in world space (docs/formats.md "Posing a rig", skinning). A rigid vertex at {@code (u, v)} on
 * bone {@code B} with deform {@code (du, dv)}: {@code u' = u + du, v' = v + dv} (only while the mesh has a
 * deform), then {@code (a·u' + c·v' + x, b·u' + d·v' + y)} with B's world matrix. A weighted vertex: for its
 * influences in order, {@code p = (a·u + c·v + x, b·u + d·v + y)} with that bone's world matrix, the first
 * term {@code w·p}, every later one added to the sum ({@code sum + w·p}); then its deform offset added to the
 * sum. So a weighted vertex of one bone with weight 1 is bit for bit the rigid vertex (no deform).
 */
final class Skinning {
    private Skinning() {
    }

    /** Skins the mesh of every slot that shows one. */
    static void skinShown(RigPose pose) {
        CompiledRig rig = pose.rig;
        for (int slot = 0; slot < pose.attachment.length; slot++) {
            int attachment = pose.attachment[slot];
            if (attachment >= 0 && rig.attachmentMesh[attachment] >= 0) {
                skin(pose, rig.attachmentMesh[attachment]);
            }
        }
    }

    /** Writes mesh {@code m}'s world vertices into {@code pose.vertices[m]}. */
    static void skin(RigPose pose, int m) {
        SkinnedMesh mesh = pose.rig.meshes[m];
        double[] out = pose.vertices[m];
        double[] deform = pose.deform[m];
        boolean deformed = pose.deformed[m];
        double[] a = pose.a;
        double[] b = pose.b;
        double[] c = pose.c;
        double[] d = pose.d;
        double[] wx = pose.wx;
        double[] wy = pose.wy;
        int[] start = mesh.start;
        int[] bone = mesh.bone;
        double[] vx = mesh.x;
        double[] vy = mesh.y;
        double[] weight = mesh.weight;
        for (int v = 0; v < mesh.vertexCount; v++) {
            int i = start[v];
            if (mesh.rigid[v]) {
                int k = bone[i];
                double u = vx[i];
                double w = vy[i];
                if (deformed) {
                    u = u + deform[2 * v];
                    w = w + deform[2 * v + 1];
                }
                out[2 * v] = a[k] * u + c[k] * w + wx[k];
                out[2 * v + 1] = b[k] * u + d[k] * w + wy[k];
                continue;
            }
            int k = bone[i];
            double sumX = weight[i] * (a[k] * vx[i] + c[k] * vy[i] + wx[k]);
            double sumY = weight[i] * (b[k] * vx[i] + d[k] * vy[i] + wy[k]);
            for (int end = start[v + 1], j = i + 1; j < end; j++) {
                k = bone[j];
                sumX = sumX + weight[j] * (a[k] * vx[j] + c[k] * vy[j] + wx[k]);
                sumY = sumY + weight[j] * (b[k] * vx[j] + d[k] * vy[j] + wy[k]);
            }
            if (deformed) {
                sumX = sumX + deform[2 * v];
                sumY = sumY + deform[2 * v + 1];
            }
            out[2 * v] = sumX;
            out[2 * v + 1] = sumY;
        }
    }
}
