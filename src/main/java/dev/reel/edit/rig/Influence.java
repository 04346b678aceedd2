package dev.reel.edit.rig;

import dev.reel.model.rig.MeshAttachment;

import java.util.ArrayList;
import java.util.List;

/**
 * One (bone, position, weight) of a weighted vertex: the bone's index in the rig, the vertex's position in that
 * bone's space and its weight. The static methods read a mesh's influences per vertex, normalise them and write
 * them back.
 */
public record Influence(int bone, double x, double y, double weight) {
    /** The most influences the automatic weights and the brush give a vertex. */
    public static final int MAX_PAINTED = 4;

    public Influence withWeight(double newWeight) {
        return new Influence(bone, x, y, newWeight);
    }

    /** The influences of each vertex of a weighted mesh, in file order. */
    public static List<List<Influence>> of(MeshAttachment mesh) {
        if (!mesh.weighted()) {
            throw new IllegalArgumentException("mesh " + mesh.name() + " is not bound to bones");
        }
        List<List<Influence>> out = new ArrayList<>();
        for (int v = 0; v < mesh.vertexCount(); v++) {
            List<Influence> list = new ArrayList<>();
            int start = mesh.influenceStart(v);
            for (int k = start; k < start + mesh.influencesOf(v); k++) {
                list.add(new Influence(mesh.influenceBone(k), mesh.position(2 * k), mesh.position(2 * k + 1),
                        mesh.weight(k)));
            }
            out.add(list);
        }
        return out;
    }

    /** {@code mesh} with these influences per vertex (and everything else as it was). */
    public static MeshAttachment write(MeshAttachment mesh, List<List<Influence>> vertices) {
        int total = 0;
        for (List<Influence> list : vertices) {
            total += list.size();
        }
        int[] starts = new int[vertices.size() + 1];
        int[] bones = new int[total];
        double[] positions = new double[2 * total];
        double[] weights = new double[total];
        int k = 0;
        for (int v = 0; v < vertices.size(); v++) {
            starts[v] = k;
            for (Influence influence : vertices.get(v)) {
                bones[k] = influence.bone();
                positions[2 * k] = influence.x();
                positions[2 * k + 1] = influence.y();
                weights[k] = influence.weight();
                k++;
            }
        }
        starts[vertices.size()] = k;
        return new MeshAttachment(mesh.name(), mesh.slot(), mesh.sprite(), mesh.uvs(), mesh.triangles(), mesh.hull(),
                mesh.edges(), starts, bones, positions, weights, mesh.vertexExtras(), mesh.extras());
    }

    /**
     * The influences with weights summing to 1: influences of weight 0 or less are left out (the largest kept if
     * all are), each weight divided by their sum (added in order), and the last set to {@code 1 − } the sum of the
     * others (added in order), so that summing them in order gives 1 within 1e-12. Order is kept.
     */
    public static List<Influence> normalise(List<Influence> influences) {
        List<Influence> kept = new ArrayList<>();
        for (Influence influence : influences) {
            if (influence.weight() > 0) {
                kept.add(influence);
            }
        }
        if (kept.isEmpty()) {
            throw new IllegalArgumentException("a vertex needs a bone with a weight above 0");
        }
        while (true) {
            double sum = 0;
            for (Influence influence : kept) {
                sum += influence.weight();
            }
            List<Influence> out = new ArrayList<>();
            double others = 0;
            for (int i = 0; i < kept.size() - 1; i++) {
                double w = kept.get(i).weight() / sum;
                out.add(kept.get(i).withWeight(w));
                others += w;
            }
            double last = 1 - others;
            if (last > 0) {
                out.add(kept.get(kept.size() - 1).withWeight(last));
                return out;
            }
            kept.remove(kept.size() - 1);
        }
    }

    /** At most {@code max} influences: the smallest weights go (the later of equal ones), order kept; normalised. */
    public static List<Influence> strongest(List<Influence> influences, int max) {
        List<Influence> kept = new ArrayList<>(influences);
        while (kept.size() > max) {
            int weakest = 0;
            for (int i = 1; i < kept.size(); i++) {
                if (kept.get(i).weight() <= kept.get(weakest).weight()) {
                    weakest = i;
                }
            }
            kept.remove(weakest);
        }
        return normalise(kept);
    }
}
