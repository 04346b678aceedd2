package dev.reel.io;

import dev.reel.doc.DocNode;
import dev.reel.doc.DocValue;
import dev.reel.doc.Numbers;
import dev.reel.model.Code;
import dev.reel.model.Extras;
import dev.reel.model.rig.MeshAttachment;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one {@code mesh} attachment: its triangles, edges and {@code vertex} lines. Every count is checked against
 * its limit (RIG012) before an array is made for it, and a mesh is made only when its arrays fit together and every
 * index is in range, so a mesh of a rig that was read never sends the runtime outside an array. Weights that do not
 * sum to 1 (RIG007) and repeated corners (RIG009) are reported but kept.
 */
final class MeshReader {
    private final Report report;
    private final Map<String, Integer> boneIndices;

    MeshReader(Report report, Map<String, Integer> boneIndices) {
        this.report = report;
        this.boneIndices = boneIndices;
    }

    /** The mesh, or null when it could not be made (reported). */
    MeshAttachment mesh(Fields fields, String name, String slot, String sprite) {
        DocValue hullValue = fields.take("hull");
        DocValue trianglesValue = fields.take("triangles");
        DocValue edgesValue = fields.take("edges");
        List<DocNode> vertexNodes = new java.util.ArrayList<>();
        for (DocNode child : fields.children()) {
            if (child.name().equals("vertex")) {
                vertexNodes.add(child);
            } else {
                fields.unknownChild(child);
            }
        }
        Extras extras = fields.extras();
        if (vertexNodes.size() > MeshAttachment.MAX_VERTICES) {
            report.add(Code.RIG012, vertexNodes.get(MeshAttachment.MAX_VERTICES).pos(), "a mesh may have at most "
                    + MeshAttachment.MAX_VERTICES + " vertices, not " + vertexNodes.size());
            return null;
        }
        int count = vertexNodes.size();
        boolean ok = true;
        int hull = 0;
        if (hullValue != null) {
            Double number = Values.number(hullValue, "hull", Code.RIG001, report);
            if (number == null || number != Math.rint(number) || number < 0) {
                if (number != null) {
                    report.add(Code.RIG001, hullValue.pos(), "hull must be a whole number of vertices, not "
                            + Values.show(hullValue));
                }
                ok = false;
            } else if (number > count) {
                report.add(Code.RIG008, hullValue.pos(), "hull " + Numbers.format(number) + " is more than the mesh's "
                        + count + " vertices");
                ok = false;
            } else {
                hull = number.intValue();
            }
        }
        int[] triangles = indices(trianglesValue, "triangles", 3, MeshAttachment.MAX_TRIANGLES, count);
        int[] edges = indices(edgesValue, "edges", 2, MeshAttachment.MAX_EDGES, count);
        ok &= (trianglesValue == null || triangles != null) && (edgesValue == null || edges != null);
        Vertices vertices = vertices(vertexNodes);
        if (!ok || vertices == null || name == null || slot == null || sprite == null) {
            return null;
        }
        return new MeshAttachment(name, slot, sprite, vertices.uvs, triangles, hull, edges, vertices.starts,
                vertices.bones, vertices.positions, vertices.weights, vertices.extras, extras);
    }

    /**
     * An array of vertex indices in groups of {@code group} (3 for triangles, 2 for edges), at most {@code limit}
     * groups; null when absent (then no problem) or when it is unreadable or an index leaves the mesh (reported).
     * A group that repeats a vertex is reported (RIG009) but kept.
     */
    private int[] indices(DocValue value, String key, int group, int limit, int vertices) {
        if (value == null) {
            return null;
        }
        if (!(value instanceof DocValue.Arr array)) {
            report.add(Code.RIG001, value.pos(), key + " must be an array of vertex indices, not " + Values.show(value));
            return null;
        }
        int size = array.items().size();
        if (size / group > limit) {
            report.add(Code.RIG012, value.pos(), "a mesh may have at most " + limit + " " + key + ", not "
                    + size / group);
            return null;
        }
        if (size % group != 0) {
            report.add(Code.RIG001, value.pos(), key + " must hold " + group + " vertex indices each, but "
                    + size + " is not a multiple of " + group);
            return null;
        }
        int[] indices = new int[size];
        for (int i = 0; i < size; i++) {
            DocValue item = array.items().get(i);
            Double number = Values.number(item, "a vertex index of " + key, Code.RIG001, report);
            if (number == null) {
                return null;
            }
            if (number != Math.rint(number)) {
                report.add(Code.RIG001, item.pos(), "a vertex index must be a whole number, not " + Values.show(item));
                return null;
            }
            if (number < 0 || number >= vertices) {
                report.add(Code.RIG008, item.pos(), "vertex " + Numbers.format(number) + " of " + key
                        + " is outside the mesh's " + vertices + " vertices (0 to " + (vertices - 1) + ")");
                return null;
            }
            indices[i] = number.intValue();
        }
        for (int start = 0; start < size; start += group) {
            for (int a = start; a < start + group; a++) {
                for (int b = a + 1; b < start + group; b++) {
                    if (indices[a] == indices[b]) {
                        report.add(Code.RIG009, array.items().get(b).pos(), (group == 3 ? "triangle " : "edge ")
                                + start / group + " names vertex " + indices[a] + " twice");
                    }
                }
            }
        }
        return indices;
    }

    /** The arrays of a mesh's vertices, laid out as {@link MeshAttachment} keeps them. */
    private record Vertices(double[] uvs, int[] starts, int[] bones, double[] positions, double[] weights,
                            Map<Integer, Extras> extras) {
    }

    /** One vertex line as read, before the mesh's arrays are made. */
    private record Vertex(double[] uv, int[] bones, double[] at, double[] weights) {
    }

    private Vertices vertices(List<DocNode> nodes) {
        int count = nodes.size();
        Vertex[] read = new Vertex[count];
        Map<Integer, Extras> extras = new HashMap<>();
        boolean ok = true;
        int influences = 0;
        Boolean weighted = null;
        int first = -1;
        for (int i = 0; i < count; i++) {
            DocNode node = nodes.get(i);
            Fields fields = new Fields(node, report);
            fields.extraArguments(0, Code.RIG001);
            Vertex vertex = vertex(fields);
            Extras own = fields.extras();
            if (own.hasTrivia()) {
                extras.put(i, own);
            }
            if (vertex == null) {
                ok = false;
                continue;
            }
            boolean isWeighted = vertex.bones != null;
            if (weighted == null) {
                weighted = isWeighted;
                first = i;
            } else if (weighted != isWeighted) {
                report.add(Code.RIG001, node.pos(), "a mesh's vertices are either all weighted (bones= and weights=)"
                        + " or none; vertex " + i + (isWeighted ? " is weighted and vertex " + first + " is not"
                        : " is not weighted and vertex " + first + " is"));
                ok = false;
                continue;
            }
            read[i] = vertex;
            influences += isWeighted ? vertex.bones.length : 0;
        }
        if (!ok) {
            return null;
        }
        double[] uvs = new double[2 * count];
        boolean isWeighted = Boolean.TRUE.equals(weighted);
        int[] starts = isWeighted ? new int[count + 1] : null;
        int[] bones = isWeighted ? new int[influences] : null;
        double[] weights = isWeighted ? new double[influences] : null;
        double[] positions = new double[isWeighted ? 2 * influences : 2 * count];
        int next = 0;
        for (int i = 0; i < count; i++) {
            Vertex vertex = read[i];
            uvs[2 * i] = vertex.uv[0];
            uvs[2 * i + 1] = vertex.uv[1];
            if (!isWeighted) {
                positions[2 * i] = vertex.at[0];
                positions[2 * i + 1] = vertex.at[1];
                continue;
            }
            starts[i] = next;
            for (int k = 0; k < vertex.bones.length; k++, next++) {
                bones[next] = vertex.bones[k];
                weights[next] = vertex.weights[k];
                positions[2 * next] = vertex.at[2 * k];
                positions[2 * next + 1] = vertex.at[2 * k + 1];
            }
        }
        if (isWeighted) {
            starts[count] = next;
        }
        return new Vertices(uvs, starts, bones, positions, weights, extras);
    }

    /** One {@code vertex} line: {@code uv=[u, v] at=[x, y]}, or weighted with {@code bones=} and {@code weights=}. */
    private Vertex vertex(Fields fields) {
        DocValue uvValue = fields.require("uv", Code.RIG001);
        DocValue bonesValue = fields.take("bones");
        DocValue atValue = fields.require("at", Code.RIG001);
        DocValue weightsValue = fields.take("weights");
        double[] uv = uvValue == null ? null : Values.numbers(uvValue, 2, "uv", Code.RIG001, report);
        if (bonesValue == null) {
            if (weightsValue != null) {
                report.add(Code.RIG001, weightsValue.pos(), "weights= needs bones= naming a bone per weight");
                return null;
            }
            double[] at = atValue == null ? null : Values.numbers(atValue, 2, "at", Code.RIG001, report);
            return uv == null || at == null ? null : new Vertex(uv, null, at, null);
        }
        int[] bones = bones(bonesValue);
        if (bones == null) {
            return null;
        }
        int influences = bones.length;
        double[] at = atValue == null ? null
                : Values.numbers(atValue, 2 * influences, "at (x, y per bone)", Code.RIG001, report);
        if (weightsValue == null) {
            report.add(Code.RIG001, fields.pos(), "a vertex with bones= needs weights=, one per bone");
            return null;
        }
        double[] weights = Values.numbers(weightsValue, influences, "weights (one per bone)", Code.RIG001, report);
        if (uv == null || at == null || weights == null) {
            return null;
        }
        double sum = 0;
        for (double weight : weights) {
            if (weight < 0) {
                report.add(Code.RIG007, weightsValue.pos(), "a weight must not be negative, not " + Numbers.format(weight));
                return new Vertex(uv, bones, at, weights);
            }
            sum += weight;
        }
        if (Math.abs(sum - 1) > MeshAttachment.WEIGHT_TOLERANCE) {
            report.add(Code.RIG007, weightsValue.pos(), "the weights sum to " + Numbers.format(sum)
                    + ", not 1 (within " + Numbers.format(MeshAttachment.WEIGHT_TOLERANCE) + ")");
        }
        return new Vertex(uv, bones, at, weights);
    }

    /** The bone indices of {@code bones=["a", "b"]}; null when unreadable or a bone is unknown (reported). */
    private int[] bones(DocValue value) {
        if (!(value instanceof DocValue.Arr array) || array.items().isEmpty()) {
            report.add(Code.RIG001, value.pos(), "bones must list one or more bone names, not " + Values.show(value));
            return null;
        }
        if (array.items().size() > MeshAttachment.MAX_INFLUENCES) {
            report.add(Code.RIG012, value.pos(), "a vertex may have at most " + MeshAttachment.MAX_INFLUENCES
                    + " bones, not " + array.items().size());
            return null;
        }
        int[] indices = new int[array.items().size()];
        for (int i = 0; i < indices.length; i++) {
            DocValue item = array.items().get(i);
            if (!(item instanceof DocValue.Str str)) {
                report.add(Code.RIG001, item.pos(), "bones must hold bone names in quotes, not " + Values.show(item));
                return null;
            }
            Integer index = boneIndices.get(str.value());
            if (index == null) {
                report.add(Code.RIG006, item.pos(), "the rig has no bone \"" + str.value() + "\"");
                return null;
            }
            indices[i] = index;
        }
        return indices;
    }
}
