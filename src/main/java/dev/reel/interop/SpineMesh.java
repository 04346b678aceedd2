package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.reel.model.rig.MeshAttachment;

/**
 * A Spine mesh attachment as a Reel mesh. Spine's {@code uvs} are fractions of the region (0 to 1 across and
 * down); Reel's are pixels of the cell from its top-left, so each is multiplied by the region's size and, for a
 * region the packer turned, turned with it. {@code vertices} holds two numbers per vertex when the mesh is not
 * weighted (positions in the slot bone's space) and otherwise, per vertex, a bone count followed by
 * {@code bone, x, y, weight} for each; y is mirrored. {@code edges} (editor data) lists vertex indices doubled,
 * as Spine stores them. Every count is checked against Reel's limits before an array is made.
 */
final class SpineMesh {
    private SpineMesh() {
    }

    static MeshAttachment read(String at, String name, String slot, SkeletonRegions.Region region, JsonNode data,
                               int boneCount, SkeletonProblems problems) {
        JsonNode uvsNode = SkeletonProblems.items(data.path("uvs"));
        JsonNode verticesNode = SkeletonProblems.items(data.path("vertices"));
        JsonNode trianglesNode = SkeletonProblems.items(data.path("triangles"));
        int uvCount = uvsNode.size();
        if (uvCount % 2 != 0 || uvCount / 2 > MeshAttachment.MAX_VERTICES
                || trianglesNode.size() % 3 != 0 || trianglesNode.size() > 3 * MeshAttachment.MAX_TRIANGLES) {
            problems.error(at, "mesh \"" + name + "\" has " + uvCount + " uv numbers and " + trianglesNode.size()
                    + " triangle indices: uvs come in twos, triangles in threes, at most "
                    + MeshAttachment.MAX_VERTICES + " vertices");
            return null;
        }
        int n = uvCount / 2;
        double[] uvs = new double[uvCount];
        for (int i = 0; i < n; i++) {
            double[] pixel = region.cellPixel(uvsNode.get(2 * i).asDouble() * region.width(),
                    uvsNode.get(2 * i + 1).asDouble() * region.height());
            uvs[2 * i] = pixel[0];
            uvs[2 * i + 1] = pixel[1];
        }
        int[] triangles = indices(trianglesNode, 1, n);
        if (triangles == null) {
            problems.error(at, "mesh \"" + name + "\" has a triangle corner outside its " + n + " vertices");
            return null;
        }
        int hull = Math.max(0, Math.min(n, data.path("hull").asInt(0)));
        int[] edges = edges(SkeletonProblems.items(data.path("edges")), n);
        if (verticesNode.size() == uvCount) {
            double[] positions = new double[uvCount];
            for (int i = 0; i < n; i++) {
                positions[2 * i] = verticesNode.get(2 * i).asDouble();
                positions[2 * i + 1] = SpineSkeleton.flip(verticesNode.get(2 * i + 1).asDouble());
            }
            return MeshAttachment.unweighted(name, slot, region.sprite(), uvs, triangles, hull, edges, positions);
        }
        return weighted(at, name, slot, region, data, uvs, triangles, hull, edges, boneCount, problems);
    }

    private static MeshAttachment weighted(String at, String name, String slot, SkeletonRegions.Region region,
                                           JsonNode data, double[] uvs, int[] triangles, int hull, int[] edges,
                                           int boneCount, SkeletonProblems problems) {
        JsonNode v = SkeletonProblems.items(data.path("vertices"));
        int n = uvs.length / 2;
        // Each influence takes four numbers and each vertex one more, so the array bounds the influences.
        int most = Math.max(0, (v.size() - n) / 4);
        int[] starts = new int[n + 1];
        int[] influenceBones = new int[most];
        double[] positions = new double[2 * most];
        double[] weights = new double[most];
        int read = 0;
        int k = 0;
        for (int i = 0; i < n; i++) {
            int count = read < v.size() ? v.get(read).asInt(-1) : -1;
            read++;
            if (count < 1 || count > MeshAttachment.MAX_INFLUENCES || read + 4 * count > v.size() || k + count > most) {
                problems.error(at, "mesh \"" + name + "\": vertex " + i + " has " + count + " bones where 1 to "
                        + MeshAttachment.MAX_INFLUENCES + " fit in its vertices array");
                return null;
            }
            for (int b = 0; b < count; b++, k++) {
                int bone = v.get(read).asInt(-1);
                if (bone < 0 || bone >= boneCount) {
                    problems.error(at, "mesh \"" + name + "\": vertex " + i + " names bone " + bone + " of "
                            + boneCount);
                    return null;
                }
                influenceBones[k] = bone;
                positions[2 * k] = v.get(read + 1).asDouble();
                positions[2 * k + 1] = SpineSkeleton.flip(v.get(read + 2).asDouble());
                weights[k] = v.get(read + 3).asDouble();
                read += 4;
            }
            starts[i + 1] = k;
        }
        if (read != v.size()) {
            problems.error(at, "mesh \"" + name + "\": its vertices array holds " + (v.size() - read) + " numbers "
                    + "more than its " + n + " vertices use");
            return null;
        }
        return MeshAttachment.weighted(name, slot, region.sprite(), uvs, triangles, hull, edges, starts,
                java.util.Arrays.copyOf(influenceBones, k), java.util.Arrays.copyOf(positions, 2 * k),
                java.util.Arrays.copyOf(weights, k));
    }

    /** The whole numbers of {@code node} divided by {@code scale}, each below {@code n}; null otherwise. */
    private static int[] indices(JsonNode node, int scale, int n) {
        int[] out = new int[node.size()];
        for (int i = 0; i < out.length; i++) {
            JsonNode item = node.get(i);
            if (!item.canConvertToInt() || item.asInt() < 0 || item.asInt() % scale != 0 || item.asInt() / scale >= n) {
                return null;
            }
            out[i] = item.asInt() / scale;
        }
        return out;
    }

    /** Spine's doubled edge indices halved; editor data only, so edges that do not fit are dropped. */
    private static int[] edges(JsonNode node, int n) {
        if (node.size() % 2 != 0 || node.size() > 2 * MeshAttachment.MAX_EDGES) {
            return null;
        }
        return indices(node, 2, n);
    }
}
