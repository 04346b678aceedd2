package dev.reel.tools.art;

import dev.reel.edit.rig.SetupPose;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleFunction;

/**
 * The squire's clips and controller, written as text: an idle, a walk and a run that loop (the legs driven by
 * the IK targets under the feet, the arms swinging against the legs, the torso mesh breathing with deform keys)
 * and an attack of the upper body alone; the controller blends idle, walk and run on Speed and plays the attack
 * on an upper-body layer when Attack is triggered.
 *
 * <p>The cycles are written as formulas of the phase and sampled into keys: eight a cycle for the legs and arms
 * (auto tangents, so they ease as a hand-keyed cycle does), three for the breath.
 */
final class SampleRigClips {

    private static final String HEADER = "# The squire's %s, generated with the rig by dev.reel.tools.art.SampleRig.\n";
    private static final double PI = Math.PI;
    private static final double GROUND = -6;
    private static final int KEYS = 8;

    private final Rig rig;
    private final double[] torso;

    /** A gait: a cycle's length and how far, high and hard it moves. */
    private record Gait(String name, double length, double stride, double lift, double low, double high, double lean,
                        double swing, double elbow, double breath) {
    }

    SampleRigClips(SetupPose pose) {
        this.rig = pose.rig();
        MeshAttachment mesh = (MeshAttachment) rig.attachment("default", "torso", "torso");
        this.torso = pose.vertices(mesh, rig.boneIndex("torso"));
    }

    /** The clips and the controller by their names under the rig folder. */
    Map<String, String> files() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("anim/idle.aeanim", idle());
        files.put("anim/walk.aeanim", cycle(new Gait("walk", 1, 18, 12, -84, -87, 0.06, 0.35, 0.35, 1)));
        files.put("anim/run.aeanim", cycle(new Gait("run", 0.6, 27, 22, -79, -84, 0.2, 0.8, 1.3, 1.6)));
        files.put("anim/attack.aeanim", attack());
        files.put("squire.aectrl", controller());
        return files;
    }

    private String idle() {
        Clip clip = new Clip("idle: standing, breathing, the arms hanging loose", 2, true);
        clip.vec2("hip", "transform.position", List.of(new double[] {0, -86}, new double[] {0, -87},
                new double[] {0, -86}));
        clip.float32("hip", "transform.rotation", List.of(-PI / 2));
        clip.float32("hip/torso/chest", "transform.rotation", List.of(0.0, -0.03, 0.0));
        clip.float32("hip/torso/chest/neck/head", "transform.rotation", List.of(0.0, 0.04, 0.0));
        for (String side : List.of("back", "front")) {
            double rest = side.equals("front") ? PI - 0.08 : PI + 0.1;
            String arm = "hip/torso/chest/arm_" + side;
            clip.float32(arm, "transform.rotation", List.of(rest, rest + 0.04, rest));
            clip.float32(arm + "/forearm_" + side, "transform.rotation", List.of(-0.2, -0.28, -0.2));
            clip.vec2("target_" + side, "transform.position", List.of(new double[] {side.equals("front") ? 7 : -6,
                    GROUND}));
            clip.float32("hip/thigh_" + side + "/shin_" + side + "/foot_" + side, "transform.rotation", List.of(0.0));
        }
        clip.floats("hip/torso", "deform/default/torso/torso", List.of(breath(0), breath(1), breath(0)));
        return clip.text();
    }

    private String cycle(Gait gait) {
        Clip clip = new Clip(gait.name + ": the feet step through their IK targets, the arms swing against the legs",
                gait.length, true);
        clip.vec2("hip", "transform.position", sample(p -> new double[] {0,
                gait.low + (gait.high - gait.low) * (1 - StrictMath.cos(4 * PI * p)) / 2}));
        clip.float32("hip", "transform.rotation", List.of(-PI / 2 + gait.lean));
        clip.float32("hip/torso/chest", "transform.rotation", sampleNumber(p -> gait.lean / 2
                + 0.03 * StrictMath.sin(4 * PI * p)));
        clip.float32("hip/torso/chest/neck/head", "transform.rotation", sampleNumber(p -> -gait.lean
                - 0.03 * StrictMath.sin(4 * PI * p)));
        for (String side : List.of("back", "front")) {
            double offset = side.equals("front") ? 0 : 0.5;
            double sign = side.equals("front") ? 1 : -1;
            String arm = "hip/torso/chest/arm_" + side;
            clip.float32(arm, "transform.rotation", sampleNumber(p -> PI + sign * gait.swing
                    * StrictMath.cos(2 * PI * p)));
            clip.float32(arm + "/forearm_" + side, "transform.rotation", sampleNumber(p -> -gait.elbow
                    + sign * 0.25 * gait.elbow * StrictMath.cos(2 * PI * p)));
            clip.vec2("target_" + side, "transform.position", sample(p -> foot(gait, (p + offset) % 1)));
            clip.float32("hip/thigh_" + side + "/shin_" + side + "/foot_" + side, "transform.rotation",
                    sampleNumber(p -> toe((p + offset) % 1)));
        }
        clip.floats("hip/torso", "deform/default/torso/torso", List.of(breath(0), breath(gait.breath), breath(0)));
        return clip.text();
    }

    /** The target under a foot at phase {@code p}: on the ground moving back for half a cycle, then up and over. */
    private static double[] foot(Gait gait, double p) {
        if (p <= 0.5) {
            return new double[] {gait.stride - 4 * gait.stride * p, GROUND};
        }
        double q = (p - 0.5) / 0.5;
        return new double[] {-gait.stride + 2 * gait.stride * (1 - StrictMath.cos(PI * q)) / 2,
                GROUND - gait.lift * StrictMath.sin(PI * q)};
    }

    /** The foot's angle: toe up at the heel strike, flat in the stance, toe down as it pushes off. */
    private static double toe(double p) {
        double[] at = {-0.2, 0, 0, 0.05, 0.35, 0.45, 0.1, -0.15, -0.2};
        double x = p * KEYS;
        int i = (int) Math.min(KEYS - 1, Math.floor(x));
        return at[i] + (at[i + 1] - at[i]) * (x - i);
    }

    private String attack() {
        Clip clip = new Clip("attack: the sword raised overhead and brought down with a short lunge; the"
                + " controller's Upper layer, masked to the torso, plays the upper body of it over the legs", 0.6,
                false);
        double[] times = {0, 0.18, 0.3, 0.42, 0.6};
        clip.vec2("hip", "transform.position", times, List.of(new double[] {0, -86}, new double[] {-3, -86},
                new double[] {6, -82}, new double[] {6, -82}, new double[] {0, -86}));
        clip.vec2("target_front", "transform.position", times, List.of(new double[] {7, GROUND},
                new double[] {7, GROUND},
                new double[] {17, GROUND}, new double[] {17, GROUND}, new double[] {7, GROUND}));
        clip.vec2("target_back", "transform.position", List.of(new double[] {-6, GROUND}));
        clip.keyed("hip/torso/chest", times, 0, -0.18, 0.28, 0.22, 0);
        clip.keyed("hip/torso/chest/neck/head", times, 0, -0.12, 0.12, 0.1, 0);
        clip.keyed("hip/torso/chest/arm_front", times, PI - 0.08, -0.5, 2.2, 2.45, PI - 0.08);
        clip.keyed("hip/torso/chest/arm_front/forearm_front", times, -0.2, -1.3, -0.1, -0.2, -0.2);
        clip.keyed("hip/torso/chest/arm_front/forearm_front/hand_front", times, 0, -0.5, 0.3, 0.2, 0);
        clip.keyed("hip/torso/chest/arm_back", times, PI + 0.1, PI - 0.4, PI + 0.7, PI + 0.6, PI + 0.1);
        clip.keyed("hip/torso/chest/arm_back/forearm_back", times, -0.2, -0.8, -0.3, -0.3, -0.2);
        clip.event(0.24, "Swing");
        return clip.text();
    }

    private static String controller() {
        return String.format(HEADER, "controller") + """
                # Speed blends the idle (0), the walk (1) and the run (2); Attack plays the attack on the upper body,
                # over whatever the legs are doing.
                controller version=1 {
                  entry="Move"
                  entryPos=[40, 60]
                  anyPos=[40, 200]
                  param "Speed" kind=float {}
                  param "Attack" kind=trigger {}
                  state "Move" blend=oneD param="Speed" pos=[240, 60] {
                    motion clip=asset("rig/anim/idle.aeanim") at=0 {}
                    motion clip=asset("rig/anim/walk.aeanim") at=1 {}
                    motion clip=asset("rig/anim/run.aeanim") at=2 {}
                  }
                  layer "Upper" entry="Rest" mask=["hip/torso"] entryPos=[40, 60] anyPos=[40, 200] {
                    state "Rest" pos=[240, 60] {}
                    state "Attack" clip=asset("rig/anim/attack.aeanim") pos=[240, 200] {}
                    transition "any" to="Attack" duration=0.05 {
                      cond "Attack" {}
                    }
                    transition "Attack" to="Rest" duration=0.15 exitTime=1 {}
                  }
                }
                """;
    }

    /** The torso's deform at {@code amount} of a breath: the chest widens and the shoulders rise. */
    private double[] breath(double amount) {
        double[] offsets = new double[torso.length];
        for (int v = 0; v < torso.length / 2; v++) {
            double x = torso[2 * v];
            double y = torso[2 * v + 1];
            double up = Math.max(0, Math.min(1, (-112 - y) / 32));
            offsets[2 * v] = amount * 0.06 * x * up;
            offsets[2 * v + 1] = -amount * 1.5 * up;
        }
        return offsets;
    }

    private static List<double[]> sample(DoubleFunction<double[]> at) {
        List<double[]> keys = new ArrayList<>();
        for (int k = 0; k <= KEYS; k++) {
            keys.add(at.apply((double) k / KEYS));
        }
        return keys;
    }

    private static List<Double> sampleNumber(java.util.function.DoubleUnaryOperator at) {
        List<Double> keys = new ArrayList<>();
        for (int k = 0; k <= KEYS; k++) {
            keys.add(at.applyAsDouble((double) k / KEYS));
        }
        return keys;
    }

    /** A clip's text: tracks whose keys are spread evenly over the clip, in the order they are added. */
    private static final class Clip {
        private final StringBuilder out = new StringBuilder();
        private final double length;

        Clip(String comment, double length, boolean loop) {
            this.length = length;
            out.append(String.format(HEADER, comment.substring(0, comment.indexOf(':'))));
            out.append("# ").append(comment.substring(0, 1).toUpperCase()).append(comment.substring(1)).append(".\n");
            // Written as the clip writer writes it: "once" is the default and left out.
            out.append("anim version=1 length=").append(SampleRig.number(length)).append(loop ? " loop=loop" : "")
                    .append(" rig=asset(\"").append(SampleRig.RIG).append("\") {\n");
        }

        void float32(String path, String property, List<Double> values) {
            List<String> keys = new ArrayList<>();
            for (double value : values) {
                keys.add(SampleRig.number(value));
            }
            track(path, property, "float32", keys);
        }

        void vec2(String path, String property, List<double[]> values) {
            track(path, property, "vec2", values.stream().map(Clip::array).toList());
        }

        void vec2(String path, String property, double[] times, List<double[]> values) {
            out.append("  track \"").append(path).append("\" prop=\"").append(property).append("\" kind=vec2 {\n");
            for (int k = 0; k < times.length; k++) {
                out.append("    key t=").append(SampleRig.number(times[k])).append(" v=").append(array(values.get(k)))
                        .append(" {}\n");
            }
            out.append("  }\n");
        }

        void floats(String path, String property, List<double[]> values) {
            track(path, property, "floats", values.stream().map(Clip::array).toList());
        }

        void keyed(String path, double[] times, double... values) {
            out.append("  track \"").append(path).append("\" prop=\"transform.rotation\" kind=float32 {\n");
            for (int k = 0; k < times.length; k++) {
                out.append("    key t=").append(SampleRig.number(times[k])).append(" v=")
                        .append(SampleRig.number(values[k])).append(" {}\n");
            }
            out.append("  }\n");
        }

        void event(double t, String name) {
            out.append("  event t=").append(SampleRig.number(t)).append(" name=\"").append(name).append("\" {}\n");
        }

        private void track(String path, String property, String kind, List<String> values) {
            out.append("  track \"").append(path).append("\" prop=\"").append(property).append("\" kind=")
                    .append(kind).append(" {\n");
            for (int k = 0; k < values.size(); k++) {
                double t = values.size() == 1 ? 0 : length * k / (values.size() - 1);
                out.append("    key t=").append(SampleRig.number(t)).append(" v=").append(values.get(k))
                        .append(" {}\n");
            }
            out.append("  }\n");
        }

        private static String array(double[] values) {
            StringBuilder text = new StringBuilder("[");
            for (int i = 0; i < values.length; i++) {
                text.append(i == 0 ? "" : ", ").append(SampleRig.number(values[i]));
            }
            return text.append("]").toString();
        }

        String text() {
            return out.append("}\n").toString();
        }
    }
}
