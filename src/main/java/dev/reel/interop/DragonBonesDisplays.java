package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.RegionAttachment;

import java.util.List;

/**
 * DragonBones displays as attachments. An {@code image} becomes a region placed by its display transform (its
 * picture centred, the default pivot); a {@code mesh} becomes a mesh whose uvs (fractions of the picture) are
 * made cell pixels as for Spine. An unweighted mesh's {@code vertices} are positions on the slot's bone; a
 * weighted one's are bind-pose positions in the slot's space ({@code slotPose} takes them to the armature's), and
 * each influence's position in its bone's space is the armature position through the inverse of that bone's
 * {@code bonePose}. DragonBones gives no outline count, so the hull is 0. Armatures, bounding boxes and other
 * displays are left out with a warning.
 */
final class DragonBonesDisplays {
    private DragonBonesDisplays() {
    }

    static Attachment display(String at, String name, String slot, JsonNode display, SkeletonRegions regions,
                              List<Bone> bones, SkeletonProblems problems) {
        String type = display.path("type").asText("image");
        if (!type.equals("image") && !type.equals("mesh")) {
            problems.warn(at, type + " display \"" + name + "\" is left out: Reel rigs have pictures and meshes only");
            return null;
        }
        if (display.has("share")) {
            problems.warn(at, "mesh \"" + name + "\" shares another's geometry; Reel needs its own, so it is left out");
            return null;
        }
        String path = display.path("path").asText(display.path("name").asText(""));
        SkeletonRegions.Region region = regions.find(path);
        if (region == null) {
            problems.warn(at, "display \"" + name + "\" shows \"" + path + "\", which the texture atlas does not have; "
                    + "it is left out");
            return null;
        }
        if (type.equals("image")) {
            double[] t = DragonBonesJson.transform(display.path("transform"));
            if (t[3] != 0) {
                problems.warn(at, "display \"" + name + "\" is skewed; Reel regions are not, so the skew is left out");
            }
            JsonNode pivot = display.path("pivot");
            if (pivot.isObject() && (pivot.path("x").asDouble(0.5) != 0.5 || pivot.path("y").asDouble(0.5) != 0.5)) {
                problems.warn(at, "display \"" + name + "\" has its own pivot; Reel places it by the picture's centre");
            }
            return new RegionAttachment(name, slot, region.sprite(), t[0], t[1], t[2], t[4], t[5], null);
        }
        return mesh(at, name, slot, region, display, bones.size(), problems);
    }

    private static MeshAttachment mesh(String at, String name, String slot, SkeletonRegions.Region region,
                                       JsonNode display, int boneCount, SkeletonProblems problems) {
        JsonNode uvsNode = SkeletonProblems.items(display.path("uvs"));
        JsonNode vertices = SkeletonProblems.items(display.path("vertices"));
        JsonNode trianglesNode = SkeletonProblems.items(display.path("triangles"));
        int n = uvsNode.size() / 2;
        if (uvsNode.size() % 2 != 0 || vertices.size() != uvsNode.size() || n > MeshAttachment.MAX_VERTICES
                || trianglesNode.size() % 3 != 0 || trianglesNode.size() > 3 * MeshAttachment.MAX_TRIANGLES) {
            problems.error(at, "mesh \"" + name + "\" needs as many vertex numbers as uv numbers, in twos, triangles "
                    + "in threes, at most " + MeshAttachment.MAX_VERTICES + " vertices");
            return null;
        }
        double[] uvs = new double[2 * n];
        double[] points = new double[2 * n];
        for (int i = 0; i < n; i++) {
            double[] pixel = region.cellPixel(uvsNode.get(2 * i).asDouble() * region.width(),
                    uvsNode.get(2 * i + 1).asDouble() * region.height());
            uvs[2 * i] = pixel[0];
            uvs[2 * i + 1] = pixel[1];
            points[2 * i] = vertices.get(2 * i).asDouble();
            points[2 * i + 1] = vertices.get(2 * i + 1).asDouble();
        }
        int[] triangles = new int[trianglesNode.size()];
        for (int i = 0; i < triangles.length; i++) {
            triangles[i] = trianglesNode.get(i).asInt(-1);
            if (triangles[i] < 0 || triangles[i] >= n) {
                problems.error(at, "mesh \"" + name + "\" has a triangle corner outside its " + n + " vertices");
                return null;
            }
        }
        JsonNode weights = SkeletonProblems.items(display.path("weights"));
        if (weights.isEmpty()) {
            return MeshAttachment.unweighted(name, slot, region.sprite(), uvs, triangles, 0, null, points);
        }
        double[] slotPose = matrix(SkeletonProblems.items(display.path("slotPose")), 0);
        JsonNode bonePose = SkeletonProblems.items(display.path("bonePose"));
        int most = Math.max(0, (weights.size() - n) / 2);
        int[] starts = new int[n + 1];
        int[] influenceBones = new int[most];
        double[] positions = new double[2 * most];
        double[] influenceWeights = new double[most];
        int read = 0;
        int k = 0;
        for (int i = 0; i < n; i++) {
            int count = read < weights.size() ? weights.get(read++).asInt(-1) : -1;
            if (count < 1 || count > MeshAttachment.MAX_INFLUENCES || read + 2 * count > weights.size()
                    || k + count > most) {
                problems.error(at, "mesh \"" + name + "\": vertex " + i + " has " + count + " bones where 1 to "
                        + MeshAttachment.MAX_INFLUENCES + " fit in its weights array");
                return null;
            }
            double x = points[2 * i];
            double y = points[2 * i + 1];
            double wx = slotPose[0] * x + slotPose[2] * y + slotPose[4];
            double wy = slotPose[1] * x + slotPose[3] * y + slotPose[5];
            for (int b = 0; b < count; b++, k++) {
                int bone = weights.get(read++).asInt(-1);
                double[] pose = bonePose(bonePose, bone);
                double det = pose == null ? 0 : pose[0] * pose[3] - pose[2] * pose[1];
                if (bone < 0 || bone >= boneCount || Math.abs(det) <= 1e-12) {
                    problems.error(at, "mesh \"" + name + "\": vertex " + i + " names bone " + bone + ", which has no "
                            + "usable bonePose");
                    return null;
                }
                double dx = wx - pose[4];
                double dy = wy - pose[5];
                influenceBones[k] = bone;
                positions[2 * k] = (pose[3] * dx - pose[2] * dy) / det;
                positions[2 * k + 1] = (pose[0] * dy - pose[1] * dx) / det;
                influenceWeights[k] = weights.get(read++).asDouble();
            }
            starts[i + 1] = k;
        }
        return MeshAttachment.weighted(name, slot, region.sprite(), uvs, triangles, 0, null, starts,
                java.util.Arrays.copyOf(influenceBones, k), java.util.Arrays.copyOf(positions, 2 * k),
                java.util.Arrays.copyOf(influenceWeights, k));
    }

    /** Six numbers from {@code from} as a matrix a, b, c, d, x, y; the identity when they are not there. */
    private static double[] matrix(JsonNode node, int from) {
        if (node.size() < from + 6) {
            return new double[] {1, 0, 0, 1, 0, 0};
        }
        double[] m = new double[6];
        for (int i = 0; i < 6; i++) {
            m[i] = node.get(from + i).asDouble();
        }
        return m;
    }

    /** The bind matrix {@code bonePose} gives bone {@code bone} (groups of seven: index, a, b, c, d, x, y). */
    private static double[] bonePose(JsonNode bonePose, int bone) {
        for (int i = 0; i + 7 <= bonePose.size(); i += 7) {
            if (bonePose.get(i).asInt(-1) == bone) {
                return matrix(bonePose, i + 1);
            }
        }
        return null;
    }
}
