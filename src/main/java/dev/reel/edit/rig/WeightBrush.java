package dev.reel.edit.rig;

import dev.reel.model.rig.MeshAttachment;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The weight brush: one dab at a world point changes one bone's weight in the vertices within its radius, and the
 * other bones of each vertex share what is left in their old proportions. The falloff at distance {@code d} from
 * the dab (the vertex's setup world position) is {@code f = (1 − (d/radius)²)²} for {@code d < radius}, else 0;
 * the amount is {@code a = strength·f}, strength from 0 to 1. With {@code w} the bone's weight before (0 when the
 * vertex lacks it):
 * <ul>
 *   <li>{@link Mode#ADD}: {@code w + a·(1 − w)};</li>
 *   <li>{@link Mode#REMOVE}: {@code w·(1 − a)}; a vertex whose only bone this is keeps it at 1;</li>
 *   <li>{@link Mode#SMOOTH}: {@code w + a·(m − w)}, {@code m} the mean of the bone's weight (before the dab) over
 *       the vertex's neighbours along triangle edges.</li>
 * </ul>
 * The other influences are multiplied by {@code (1 − new)/(1 − w)}; a bone new to the vertex is appended at the
 * vertex's position in its space; a weight that reaches 0 drops out; then at most {@value Influence#MAX_PAINTED}
 * influences stay ({@link Influence#strongest}) and the weights are {@linkplain Influence#normalise normalised}.
 */
public final class WeightBrush {
    /** What a dab does to the bone's weight. */
    public enum Mode { ADD, REMOVE, SMOOTH }

    /**
     * One dab.
     *
     * @param bone     the bone painted, an index into the rig's bones
     * @param x        world point (setup pose)
     * @param y        world point
     * @param radius   world pixels, above 0
     * @param strength 0 to 1
     */
    public record Dab(Mode mode, int bone, double x, double y, double radius, double strength) {
        public Dab {
            if (mode == null || !(radius > 0) || !Double.isFinite(radius) || !(strength >= 0 && strength <= 1)
                    || !Double.isFinite(x) || !Double.isFinite(y)) {
                throw new IllegalArgumentException("a dab needs a mode, a radius above 0, a strength from 0 to 1"
                        + " and a finite point");
            }
        }
    }

    private WeightBrush() {
    }

    /** The falloff at distance {@code d} of a brush of {@code radius}: {@code (1 − (d/r)²)²} inside, else 0. */
    public static double falloff(double d, double radius) {
        if (!(d < radius)) {
            return 0;
        }
        double q = d / radius;
        double s = 1 - q * q;
        return s * s;
    }

    /** {@code mesh} (weighted, on slot bone {@code slotBone}) after {@code dab}, at the setup pose {@code pose}. */
    public static MeshAttachment paint(SetupPose pose, MeshAttachment mesh, int slotBone, Dab dab) {
        if (dab.bone() < 0 || dab.bone() >= pose.rig().bones().size()) {
            throw new IllegalArgumentException("the rig has no bone " + dab.bone());
        }
        List<List<Influence>> before = Influence.of(mesh);
        double[] world = pose.vertices(mesh, slotBone);
        List<Set<Integer>> neighbours = neighbours(mesh);
        List<List<Influence>> after = new ArrayList<>(before);
        for (int v = 0; v < before.size(); v++) {
            double dx = world[2 * v] - dab.x();
            double dy = world[2 * v + 1] - dab.y();
            double amount = dab.strength() * falloff(Math.sqrt(dx * dx + dy * dy), dab.radius());
            if (amount == 0) {
                continue;
            }
            double w = weightOf(before.get(v), dab.bone());
            double target = switch (dab.mode()) {
                case ADD -> w + amount * (1 - w);
                case REMOVE -> w * (1 - amount);
                case SMOOTH -> {
                    Set<Integer> around = neighbours.get(v);
                    double sum = 0;
                    for (int u : around) {
                        sum += weightOf(before.get(u), dab.bone());
                    }
                    yield around.isEmpty() ? w : w + amount * (sum / around.size() - w);
                }
            };
            after.set(v, setWeight(pose, before.get(v), dab.bone(), target, world[2 * v], world[2 * v + 1]));
        }
        return Influence.write(mesh, after);
    }

    /**
     * A vertex's influences with {@code bone} at weight {@code target} and the others sharing the rest in their
     * proportions (see the class comment); {@code (wx, wy)} is the vertex's setup world position.
     */
    public static List<Influence> setWeight(SetupPose pose, List<Influence> influences, int bone, double target,
                                            double wx, double wy) {
        return setWeight(pose, influences, bone, target, wx, wy, Influence.MAX_PAINTED);
    }

    /** The same, keeping at most {@code max} influences (the weights table allows more than the brush). */
    public static List<Influence> setWeight(SetupPose pose, List<Influence> influences, int bone, double target,
                                            double wx, double wy, int max) {
        double w = weightOf(influences, bone);
        double others = 0;
        for (Influence influence : influences) {
            if (influence.bone() != bone) {
                others += influence.weight();
            }
        }
        if (!(others > 0) && target < 1) {
            return influences;
        }
        double scale = others > 0 ? (1 - target) / others : 0;
        List<Influence> out = new ArrayList<>();
        boolean placed = false;
        for (Influence influence : influences) {
            if (influence.bone() == bone) {
                if (!placed) {
                    out.add(influence.withWeight(target));
                    placed = true;
                }
            } else {
                out.add(influence.withWeight(influence.weight() * scale));
            }
        }
        if (!placed && target > 0) {
            double[] local = pose.toBone(bone, wx, wy);
            out.add(new Influence(bone, local[0], local[1], target));
        }
        List<Influence> positive = new ArrayList<>();
        for (Influence influence : out) {
            if (influence.weight() > 0) {
                positive.add(influence);
            }
        }
        return Influence.strongest(positive.isEmpty() ? influences : positive, max);
    }

    /** The summed weight of {@code bone} in a vertex's influences, 0 when it has none. */
    public static double weightOf(List<Influence> influences, int bone) {
        double w = 0;
        for (Influence influence : influences) {
            if (influence.bone() == bone) {
                w += influence.weight();
            }
        }
        return w;
    }

    /** Each vertex's neighbours along the mesh's triangle edges, in index order. */
    static List<Set<Integer>> neighbours(MeshAttachment mesh) {
        List<Set<Integer>> out = new ArrayList<>();
        for (int v = 0; v < mesh.vertexCount(); v++) {
            out.add(new TreeSet<>());
        }
        for (int t = 0; t + 2 < mesh.triangleCount() * 3; t += 3) {
            for (int k = 0; k < 3; k++) {
                int a = mesh.triangleIndex(t + k);
                int b = mesh.triangleIndex(t + (k + 1) % 3);
                out.get(a).add(b);
                out.get(b).add(a);
            }
        }
        return out;
    }
}
