package dev.reel.preview;

import java.util.List;

/**
 * A posed rig as the overlays draw it, in world units: every bone's world matrix, length, colour and parent
 * (compiled order, parents first), and every mesh shown, with its skinned vertices, triangles, hull, kept edges
 * and the colour of each vertex in the weights overlay. A snapshot made with the pose ({@link RigDrawing}); the
 * arrays are not copied again and must not be changed.
 *
 * @param bonePaths the clip path of each bone ("" the root)
 * @param bones     a, b, c, d, x, y per bone ({@link Transform2D}'s order)
 */
public record RigFigure(List<String> bonePaths, double[] bones, double[] lengths, int[] colours, int[] parents,
                        List<Mesh> meshes) {

    /**
     * One mesh shown.
     *
     * @param positions world x, y per vertex
     * @param hull      the first {@code hull} vertices are the outline, in order
     * @param edges     two vertex indices per kept edge
     * @param colours   ARGB per vertex: its bones' colours mixed by weight
     * @param wires     every triangle edge once, two vertex indices each: what the wireframe draws
     */
    public record Mesh(String slot, double[] positions, int[] triangles, int hull, int[] edges, int[] colours,
                       int[] wires) {
    }

    public RigFigure {
        bonePaths = List.copyOf(bonePaths);
        meshes = List.copyOf(meshes);
    }

    public int boneCount() {
        return bonePaths.size();
    }

    /** Bone {@code bone}'s world transform. */
    public Transform2D world(int bone) {
        int at = 6 * bone;
        return new Transform2D(bones[at], bones[at + 1], bones[at + 2], bones[at + 3], bones[at + 4], bones[at + 5]);
    }

    /** The bone at clip path {@code path}, or -1. */
    public int boneAt(String path) {
        return bonePaths.indexOf(path);
    }
}
