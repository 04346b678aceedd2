package dev.reel.model.rig;

import dev.reel.model.Extras;

import java.util.Arrays;
import java.util.Map;
import java.util.Objects;

/**
 * A sheet cell drawn as triangles whose corners move with bones. Every array is copied in and out, so a value
 * cannot change once made.
 *
 * <p>Vertex {@code i} takes its texture corner from {@code uvs[2i], uvs[2i+1]}: pixels of the cell from its
 * top-left. The mesh is either <em>unweighted</em> ({@link #weighted()} false): vertex {@code i} sits at
 * {@code positions[2i], positions[2i+1]} in the space of its slot's bone; or <em>weighted</em>: vertex {@code i}
 * has the influences {@code k} from {@code influenceStarts[i]} up to (not including) {@code influenceStarts[i+1]},
 * each a bone index {@code influenceBones[k]} into {@link Rig#bones()}, a position
 * {@code positions[2k], positions[2k+1]} in that bone's space and a weight {@code weights[k]}; its world position
 * is {@code Σ weights[k] · (bone.world × position k)}. An unweighted mesh has empty {@code influenceStarts},
 * {@code influenceBones} and {@code weights}.
 *
 * @param sprite       the cell, {@code SHEET.png#cell}, project-relative
 * @param uvs          two numbers per vertex
 * @param triangles    three vertex indices per triangle
 * @param hull         the first {@code hull} vertices are the outline, in order
 * @param edges        two vertex indices per edge the editor keeps (besides the hull's), for display and editing
 * @param vertexExtras comments and unknown properties of single {@code vertex} lines, by vertex index (only those
 *                     that have any)
 */
public record MeshAttachment(String name, String slot, String sprite, double[] uvs, int[] triangles, int hull,
                             int[] edges, int[] influenceStarts, int[] influenceBones, double[] positions,
                             double[] weights, Map<Integer, Extras> vertexExtras, Extras extras)
        implements Attachment {

    /** The most vertices a mesh may have. */
    public static final int MAX_VERTICES = 65_536;
    /** The most (bone, position, weight) influences one vertex may have. */
    public static final int MAX_INFLUENCES = 8;
    /** The most triangles a mesh may have (a plane graph of {@link #MAX_VERTICES} has fewer). */
    public static final int MAX_TRIANGLES = 2 * MAX_VERTICES;
    /** The most edges a mesh may list (a plane graph of {@link #MAX_VERTICES} has fewer). */
    public static final int MAX_EDGES = 3 * MAX_VERTICES;
    /** How far a vertex's weights may sum from 1. */
    public static final double WEIGHT_TOLERANCE = 1e-4;

    private static final int[] NO_INTS = new int[0];
    private static final double[] NO_DOUBLES = new double[0];

    /**
     * Copies the arrays in and checks that their lengths agree (not that indices are in range: the reader reports
     * those as diagnostics before it makes a mesh).
     *
     * @throws IllegalArgumentException when the lengths do not fit together
     */
    public MeshAttachment {
        uvs = uvs.clone();
        triangles = triangles == null ? NO_INTS : triangles.clone();
        edges = edges == null ? NO_INTS : edges.clone();
        influenceStarts = influenceStarts == null ? NO_INTS : influenceStarts.clone();
        influenceBones = influenceBones == null ? NO_INTS : influenceBones.clone();
        positions = positions.clone();
        weights = weights == null ? NO_DOUBLES : weights.clone();
        vertexExtras = vertexExtras == null ? Map.of() : Map.copyOf(vertexExtras);
        extras = extras == null ? Extras.NONE : extras;
        if (uvs.length % 2 != 0 || triangles.length % 3 != 0 || edges.length % 2 != 0) {
            throw new IllegalArgumentException("uvs and edges come in twos, triangles in threes");
        }
        int vertices = uvs.length / 2;
        if (vertices == 0 && influenceStarts.length == 1 && influenceStarts[0] == 0) {
            // A mesh without vertices has nothing to weigh: it is unweighted, as the file reads it back.
            influenceStarts = NO_INTS;
        }
        if (hull < 0 || hull > vertices) {
            throw new IllegalArgumentException("hull " + hull + " of " + vertices + " vertices");
        }
        if (influenceStarts.length == 0) {
            if (positions.length != uvs.length || influenceBones.length != 0 || weights.length != 0) {
                throw new IllegalArgumentException("an unweighted mesh has one position per vertex");
            }
        } else {
            if (influenceStarts.length != vertices + 1 || influenceStarts[0] != 0) {
                throw new IllegalArgumentException("influenceStarts needs one start per vertex and the end");
            }
            for (int i = 0; i < vertices; i++) {
                if (influenceStarts[i + 1] <= influenceStarts[i]) {
                    throw new IllegalArgumentException("vertex " + i + " has no influence");
                }
            }
            int influences = influenceStarts[vertices];
            if (influenceBones.length != influences || weights.length != influences
                    || positions.length != 2 * influences) {
                throw new IllegalArgumentException("one bone, weight and position per influence");
            }
        }
    }

    /** An unweighted mesh: {@code positions} two numbers per vertex, in the slot bone's space. */
    public static MeshAttachment unweighted(String name, String slot, String sprite, double[] uvs, int[] triangles,
                                            int hull, int[] edges, double[] positions) {
        return new MeshAttachment(name, slot, sprite, uvs, triangles, hull, edges, NO_INTS, NO_INTS, positions,
                NO_DOUBLES, Map.of(), Extras.NONE);
    }

    /** A weighted mesh (see the class comment for the layout of the influence arrays). */
    public static MeshAttachment weighted(String name, String slot, String sprite, double[] uvs, int[] triangles,
                                          int hull, int[] edges, int[] influenceStarts, int[] influenceBones,
                                          double[] positions, double[] weights) {
        return new MeshAttachment(name, slot, sprite, uvs, triangles, hull, edges, influenceStarts, influenceBones,
                positions, weights, Map.of(), Extras.NONE);
    }

    /** How many vertices the mesh has. */
    public int vertexCount() {
        return uvs.length / 2;
    }

    /** How many triangles the mesh has. */
    public int triangleCount() {
        return triangles.length / 3;
    }

    /** Whether the vertices are bound to bones with weights (rather than sitting on the slot's bone). */
    public boolean weighted() {
        return influenceStarts.length > 0;
    }

    /** The number of (bone, position, weight) influences of all vertices together; 0 when unweighted. */
    public int influenceCount() {
        return influenceBones.length;
    }

    /** The number of influences of vertex {@code vertex}: 1 when unweighted. */
    public int influencesOf(int vertex) {
        return weighted() ? influenceStarts[vertex + 1] - influenceStarts[vertex] : 1;
    }

    /** The number of lanes a deform track of this mesh has: two per vertex. */
    public int deformLanes() {
        return uvs.length;
    }

    @Override
    public double[] uvs() {
        return uvs.clone();
    }

    @Override
    public int[] triangles() {
        return triangles.clone();
    }

    @Override
    public int[] edges() {
        return edges.clone();
    }

    @Override
    public int[] influenceStarts() {
        return influenceStarts.clone();
    }

    @Override
    public int[] influenceBones() {
        return influenceBones.clone();
    }

    @Override
    public double[] positions() {
        return positions.clone();
    }

    @Override
    public double[] weights() {
        return weights.clone();
    }

    /** One number of {@link #uvs()} without copying the array. */
    public double uv(int index) {
        return uvs[index];
    }

    /** One vertex index of {@link #triangles()} without copying the array. */
    public int triangleIndex(int index) {
        return triangles[index];
    }

    /** One number of {@link #positions()} without copying the array. */
    public double position(int index) {
        return positions[index];
    }

    /** The start of vertex {@code vertex}'s influences (weighted meshes). */
    public int influenceStart(int vertex) {
        return influenceStarts[vertex];
    }

    /** The bone index of influence {@code influence} (weighted meshes). */
    public int influenceBone(int influence) {
        return influenceBones[influence];
    }

    /** The weight of influence {@code influence} (weighted meshes). */
    public double weight(int influence) {
        return weights[influence];
    }

    public MeshAttachment withVertexExtras(Map<Integer, Extras> newVertexExtras) {
        return new MeshAttachment(name, slot, sprite, uvs, triangles, hull, edges, influenceStarts, influenceBones,
                positions, weights, newVertexExtras, extras);
    }

    public MeshAttachment withExtras(Extras newExtras) {
        return new MeshAttachment(name, slot, sprite, uvs, triangles, hull, edges, influenceStarts, influenceBones,
                positions, weights, vertexExtras, newExtras);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MeshAttachment mesh && name.equals(mesh.name) && slot.equals(mesh.slot)
                && sprite.equals(mesh.sprite) && hull == mesh.hull && Arrays.equals(uvs, mesh.uvs)
                && Arrays.equals(triangles, mesh.triangles) && Arrays.equals(edges, mesh.edges)
                && Arrays.equals(influenceStarts, mesh.influenceStarts)
                && Arrays.equals(influenceBones, mesh.influenceBones) && Arrays.equals(positions, mesh.positions)
                && Arrays.equals(weights, mesh.weights) && vertexExtras.equals(mesh.vertexExtras)
                && extras.equals(mesh.extras);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, slot, sprite, hull, Arrays.hashCode(uvs), Arrays.hashCode(triangles),
                Arrays.hashCode(positions), Arrays.hashCode(weights));
    }

    @Override
    public String toString() {
        return "MeshAttachment[" + name + ", slot " + slot + ", " + vertexCount() + " vertices, "
                + triangleCount() + " triangles" + (weighted() ? ", weighted" : "") + "]";
    }
}
