package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.reel.model.Kind;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Spine deform keys as Reel {@code deform/SKIN/SLOT/ATTACHMENT} tracks. Spine 4.0 and 4.1 write them under
 * {@code deform/SKIN/SLOT/ATTACHMENT}, 4.2 under {@code attachments/SKIN/SLOT/ATTACHMENT/deform}. A key's
 * {@code vertices} (from {@code offset}, zeros elsewhere) are offsets: for an unweighted mesh one pair per vertex
 * in the slot bone's space, as Reel's, y mirrored. For a weighted mesh Spine has one pair per influence in its
 * bone's space, where Reel has one pair per vertex in world space; Reel takes {@code Σ wₖ · Lₖ · offsetₖ} with
 * {@code Lₖ} the linear part of bone k's setup world transform, exact while those bones keep their setup
 * rotation and scale, and says so in a warning. A deform key's curve is one bezier of the fraction of the way
 * (0 to 1), applied to every number alike: per lane its control values are {@code v_i + cy·(v_{i+1} − v_i)}.
 */
final class SpineDeform {
    private SpineDeform() {
    }

    static void read(String at, JsonNode animation, SpineSkeleton.Setup setup, SkeletonProblems problems,
                     BiConsumer<Track, Double> add) {
        boolean v42 = animation.has("attachments");
        JsonNode skins = v42 ? animation.get("attachments") : animation.path("deform");
        String base = at + (v42 ? "/attachments" : "/deform");
        for (Iterator<Map.Entry<String, JsonNode>> s = skins.fields(); s.hasNext(); ) {
            Map.Entry<String, JsonNode> skin = s.next();
            for (Iterator<Map.Entry<String, JsonNode>> sl = skin.getValue().fields(); sl.hasNext(); ) {
                Map.Entry<String, JsonNode> slot = sl.next();
                for (Iterator<Map.Entry<String, JsonNode>> a = slot.getValue().fields(); a.hasNext(); ) {
                    Map.Entry<String, JsonNode> att = a.next();
                    String here = base + "/" + SkeletonProblems.segment(skin.getKey()) + "/"
                            + SkeletonProblems.segment(slot.getKey()) + "/" + SkeletonProblems.segment(att.getKey());
                    JsonNode keys = att.getValue();
                    if (v42) {
                        if (keys.has("sequence")) {
                            problems.warn(here, "the sequence keys of \"" + att.getKey() + "\" are left out");
                        }
                        keys = keys.path("deform");
                        here += "/deform";
                    }
                    if (keys.isEmpty()) {
                        continue;
                    }
                    SpineSkeleton.MeshPlace place = setup.meshes().get(skin.getKey() + "/" + slot.getKey() + "/"
                            + att.getKey());
                    if (place == null) {
                        problems.warn(here, "deform keys of \"" + att.getKey() + "\", which is no mesh of skin \""
                                + skin.getKey() + "\" and slot \"" + slot.getKey() + "\", are left out");
                        continue;
                    }
                    track(here, SkeletonProblems.items(keys), place, setup, problems, add);
                }
            }
        }
    }

    private static void track(String at, JsonNode timeline, SpineSkeleton.MeshPlace place, SpineSkeleton.Setup setup,
                              SkeletonProblems problems, BiConsumer<Track, Double> add) {
        if (timeline.size() > SpineAnimations.MAX_KEYS) {
            problems.error(at, "a timeline of " + timeline.size() + " keys; Reel reads at most "
                    + SpineAnimations.MAX_KEYS);
            return;
        }
        MeshAttachment mesh = place.mesh();
        Rig rig = setup.rig();
        boolean weighted = mesh.weighted();
        int n = mesh.vertexCount();
        int spineLanes = weighted ? 2 * mesh.influenceBones().length : 2 * n;
        double[][] linear = weighted ? SetupWorld.linear(rig) : null;
        if (weighted) {
            problems.warn(at, "mesh \"" + place.mesh().name() + "\" is weighted: its deform offsets are turned into "
                    + "world offsets at the setup pose, exact while its bones keep their setup rotation and scale");
        }
        double[][] values = new double[timeline.size()][];
        KeyFrames.Shape[] shapes = new KeyFrames.Shape[timeline.size()];
        double[][] curves = new double[timeline.size()][];
        double[] times = new double[timeline.size()];
        for (int k = 0; k < timeline.size(); k++) {
            JsonNode key = timeline.get(k);
            times[k] = SpineSkeleton.num(key, "time", 0);
            double[] spine = new double[spineLanes];
            int offset = key.path("offset").asInt(0);
            JsonNode vertices = SkeletonProblems.items(key.path("vertices"));
            if (offset < 0 || offset + vertices.size() > spineLanes) {
                problems.error(at + "/" + k, "a deform key of \"" + mesh.name() + "\" holds " + vertices.size()
                        + " numbers from " + offset + ", past the mesh's " + spineLanes);
                return;
            }
            for (int i = 0; i < vertices.size(); i++) {
                double v = vertices.get(i).asDouble();
                spine[offset + i] = (offset + i) % 2 == 1 ? SpineSkeleton.flip(v) : v;
            }
            values[k] = weighted ? world(mesh, spine, linear) : spine;
            JsonNode curve = key.get("curve");
            if (curve == null) {
                shapes[k] = KeyFrames.Shape.LINEAR;
            } else if (curve.isTextual() && curve.asText().equals("stepped")) {
                shapes[k] = KeyFrames.Shape.STEP;
            } else if (curve.isArray() && curve.size() >= 4) {
                shapes[k] = KeyFrames.Shape.BEZIER;
                curves[k] = new double[] {curve.get(0).asDouble(), curve.get(1).asDouble(), curve.get(2).asDouble(),
                    curve.get(3).asDouble()};
            } else {
                shapes[k] = KeyFrames.Shape.LINEAR;
            }
        }
        KeyFrames frames = new KeyFrames();
        double last = 0;
        for (int k = 0; k < values.length; k++) {
            double[] control = null;
            if (shapes[k] == KeyFrames.Shape.BEZIER && k + 1 < values.length) {
                int lanes = values[k].length;
                control = new double[4 * lanes];
                for (int l = 0; l < lanes; l++) {
                    double from = values[k][l];
                    double rise = values[k + 1][l] - from;
                    control[4 * l] = curves[k][0];
                    control[4 * l + 1] = from + curves[k][1] * rise;
                    control[4 * l + 2] = curves[k][2];
                    control[4 * l + 3] = from + curves[k][3] * rise;
                }
            }
            frames.add(times[k], Value.Vec.of(values[k]), control == null && shapes[k] == KeyFrames.Shape.BEZIER
                    ? KeyFrames.Shape.LINEAR : shapes[k], control);
            last = Math.max(last, times[k]);
        }
        String path = rig.bonePath(rig.boneIndex(rig.slot(place.mesh().slot()).bone()));
        add.accept(frames.track(path, "deform/" + SpineNames.of(place.skin()) + "/" + mesh.slot() + "/" + mesh.name(),
                Kind.FLOATS), last);
    }

    /** Per-influence offsets in bone space as per-vertex world offsets at the setup pose. */
    private static double[] world(MeshAttachment mesh, double[] spine, double[][] linear) {
        int n = mesh.vertexCount();
        int[] starts = mesh.influenceStarts();
        int[] bones = mesh.influenceBones();
        double[] weights = mesh.weights();
        double[] out = new double[2 * n];
        for (int i = 0; i < n; i++) {
            double x = 0;
            double y = 0;
            for (int k = starts[i]; k < starts[i + 1]; k++) {
                double[] m = linear[bones[k]];
                double dx = spine[2 * k];
                double dy = spine[2 * k + 1];
                x += weights[k] * (m[0] * dx + m[2] * dy);
                y += weights[k] * (m[1] * dx + m[3] * dy);
            }
            out[2 * i] = x + 0.0;
            out[2 * i + 1] = y + 0.0;
        }
        return out;
    }

    /** The setup world transforms of a rig's bones (normal inheritance), for turning offsets into world space. */
    static final class SetupWorld {
        private SetupWorld() {
        }

        /** Per bone (in the rig's order) its world matrix a, b, c, d, x, y. */
        static double[][] linear(Rig rig) {
            List<Bone> bones = rig.bones();
            double[][] world = new double[bones.size()][];
            for (int pass = 0; pass < bones.size(); pass++) {
                boolean progress = false;
                for (int i = 0; i < bones.size(); i++) {
                    Bone bone = bones.get(i);
                    int parent = bone.isRoot() ? -1 : rig.boneIndex(bone.parent());
                    if (world[i] != null || (parent >= 0 && world[parent] == null)) {
                        continue;
                    }
                    double[] p = parent < 0 ? new double[] {1, 0, 0, 1, 0, 0} : world[parent];
                    double rx = bone.rotation() + bone.shearX();
                    double ry = bone.rotation() + bone.shearY();
                    double la = StrictMath.cos(rx) * bone.scaleX();
                    double lb = StrictMath.sin(rx) * bone.scaleX();
                    double lc = -StrictMath.sin(ry) * bone.scaleY();
                    double ld = StrictMath.cos(ry) * bone.scaleY();
                    world[i] = new double[] {p[0] * la + p[2] * lb, p[1] * la + p[3] * lb, p[0] * lc + p[2] * ld,
                        p[1] * lc + p[3] * ld, p[0] * bone.x() + p[2] * bone.y() + p[4],
                        p[1] * bone.x() + p[3] * bone.y() + p[5]};
                    progress = true;
                }
                if (!progress) {
                    break;
                }
            }
            for (int i = 0; i < world.length; i++) {
                if (world[i] == null) {
                    world[i] = new double[] {1, 0, 0, 1, 0, 0};
                }
            }
            return world;
        }
    }
}
