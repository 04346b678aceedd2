package dev.reel.play;

import dev.reel.io.Loaded;
import dev.reel.io.RigCodec;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.rig.RigPose;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The sample project's rigged squire ({@code sample-projects/platformer/rig}) as the issue asks for it and as a
 * game plays it through {@code dev.reel.play}: at least 12 bones, two IK legs, three weighted meshes; its
 * controller blends idle, walk and run on Speed and plays the attack on the upper body only; the legs bend
 * forward at the knees with the feet on their targets, and no mesh triangle flips or tears while it moves.
 */
class SampleRigTest {
    private static final Path SAMPLE = Path.of("sample-projects/platformer");
    private static final double STEP = 1 / 60.0;

    @Test
    void theRigHasTheBonesIkMeshesAndSkinsOfTheIssue() throws Exception {
        Loaded<Rig> loaded = RigCodec.read(Files.readAllBytes(SAMPLE.resolve("rig/squire.aerig")), "squire.aerig");
        assertThat(loaded.diagnostics()).isEmpty();
        Rig rig = loaded.value();
        assertThat(rig.bones()).hasSizeGreaterThanOrEqualTo(12);
        for (String bone : List.of("hip", "torso", "chest", "neck", "head", "arm_front", "forearm_front",
                "hand_front", "arm_back", "forearm_back", "hand_back", "thigh_front", "shin_front", "foot_front",
                "thigh_back", "shin_back", "foot_back", "target_front", "target_back")) {
            assertThat(rig.boneIndex(bone)).as(bone).isNotNegative();
        }
        assertThat(rig.iks()).hasSize(2);
        for (IkConstraint ik : rig.iks()) {
            assertThat(ik.bones()).as(ik.name()).hasSize(2);
            assertThat(ik.target()).startsWith("target_");
        }
        List<MeshAttachment> weighted = new ArrayList<>();
        int regions = 0;
        for (Skin skin : rig.skins()) {
            for (Attachment attachment : skin.attachments()) {
                if (attachment instanceof MeshAttachment mesh && mesh.weighted()) {
                    weighted.add(mesh);
                } else if (!(attachment instanceof MeshAttachment)) {
                    regions++;
                }
            }
        }
        assertThat(weighted).hasSize(3);
        for (MeshAttachment mesh : weighted) {
            Set<Integer> bones = new HashSet<>();
            int blended = 0;
            for (int v = 0; v < mesh.vertexCount(); v++) {
                for (int k = mesh.influenceStart(v); k < mesh.influenceStart(v) + mesh.influencesOf(v); k++) {
                    bones.add(mesh.influenceBone(k));
                }
                blended += mesh.influencesOf(v) > 1 ? 1 : 0;
            }
            assertThat(bones).as(mesh.name() + " is bound to several bones").hasSizeGreaterThanOrEqualTo(2);
            assertThat(blended).as(mesh.name() + " has vertices shared between bones").isPositive();
        }
        assertThat(regions).isGreaterThanOrEqualTo(10);
        assertThat(rig.skins()).extracting(Skin::name).contains("default", "helmet");
    }

    @Test
    void speedBlendsIdleWalkAndRunAndTheLegsFollowTheirTargets() throws Exception {
        ReelController controller = ReelProject.open(SAMPLE).controller("rig/squire.aectrl");
        double[] hipAtStart = new double[3];
        for (int i = 0; i < 3; i++) {
            ReelAnimator animator = controller.newAnimator();
            animator.setFloat("Speed", new double[] {1, 2, 1.5}[i]);
            animator.step();
            RigPose pose = animator.rigPose();
            hipAtStart[i] = pose.worldY(pose.rig().bone("hip"));
        }
        // The walk keys the hip at y = −84 and the run at −79 at the start of their cycles: half way is half of each.
        assertThat(hipAtStart[0]).isCloseTo(-84, within(1e-9));
        assertThat(hipAtStart[1]).isCloseTo(-79, within(1e-9));
        assertThat(hipAtStart[2]).isCloseTo(-81.5, within(1e-9));

        for (double speed : new double[] {0, 0.5, 1, 1.5, 2}) {
            ReelAnimator animator = controller.newAnimator();
            animator.setFloat("Speed", speed);
            RigPose pose = animator.rigPose();
            CompiledRig rig = pose.rig();
            double[] setup = null;
            for (int step = 0; step < 90; step++) {
                animator.step();
                for (String side : List.of("front", "back")) {
                    int thigh = rig.bone("thigh_" + side);
                    int shin = rig.bone("shin_" + side);
                    int target = rig.bone("target_" + side);
                    double ankleX = tipX(pose, shin, 40);
                    double ankleY = tipY(pose, shin, 40);
                    String at = side + " leg at Speed " + speed + ", step " + step;
                    assertThat(Math.hypot(ankleX - pose.worldX(target), ankleY - pose.worldY(target))).as(at)
                            .isLessThan(0.01);
                    // The knee lies in front of (right of, the squire faces +x) the line from the hip to the ankle.
                    double hipX = pose.worldX(thigh);
                    double hipY = pose.worldY(thigh);
                    double cross = (ankleX - hipX) * (pose.worldY(shin) - hipY)
                            - (ankleY - hipY) * (pose.worldX(shin) - hipX);
                    assertThat(cross).as(at + ": the knee bends forward").isLessThan(0);
                }
                setup = checkMeshes(pose, setup, speed + ", step " + step);
            }
        }
    }

    @Test
    void theAttackMovesTheUpperBodyOnlyOverTheRun() throws Exception {
        ReelController controller = ReelProject.open(SAMPLE).controller("rig/squire.aectrl");
        ReelAnimator plain = controller.newAnimator();
        ReelAnimator attacking = controller.newAnimator();
        for (ReelAnimator animator : List.of(plain, attacking)) {
            animator.setFloat("Speed", 2);
        }
        CompiledRig rig = plain.rigPose().rig();
        double armApart = 0;
        for (int step = 0; step < 60; step++) {
            if (step == 10) {
                assertThat(attacking.setTrigger("Attack")).isTrue();
            }
            plain.step();
            attacking.step();
            for (String leg : List.of("thigh_front", "shin_front", "foot_front", "thigh_back", "shin_back",
                    "foot_back", "target_front", "hip")) {
                double[] a = new double[6];
                double[] b = new double[6];
                plain.rigPose().world(rig.bone(leg), a, 0);
                attacking.rigPose().world(rig.bone(leg), b, 0);
                assertThat(b).as(leg + " at step " + step).containsExactly(a);
            }
            int hand = rig.bone("hand_front");
            armApart = Math.max(armApart, Math.hypot(plain.rigPose().worldX(hand) - attacking.rigPose().worldX(hand),
                    plain.rigPose().worldY(hand) - attacking.rigPose().worldY(hand)));
        }
        assertThat(armApart).as("how far the attack moves the sword hand from the run's").isGreaterThan(40);
    }

    private static double tipX(RigPose pose, int bone, double length) {
        double[] world = new double[6];
        pose.world(bone, world, 0);
        return world[0] * length + world[4];
    }

    private static double tipY(RigPose pose, int bone, double length) {
        double[] world = new double[6];
        pose.world(bone, world, 0);
        return world[1] * length + world[5];
    }

    /**
     * Every triangle of every mesh shown keeps its winding (no fold-over) and no edge grows past 1.6 times its
     * length in the first pose checked (no tearing); returns that first pose's edge lengths.
     */
    private static double[] checkMeshes(RigPose pose, double[] first, String at) {
        CompiledRig rig = pose.rig();
        List<Double> lengths = new ArrayList<>();
        for (int m = 0; m < rig.meshCount(); m++) {
            Attachment source = rig.attachmentSource(rig.meshAttachment(m));
            MeshAttachment mesh = (MeshAttachment) source;
            double[] xy = pose.vertices(m);
            for (int t = 0; t < mesh.triangleCount(); t++) {
                int a = mesh.triangleIndex(3 * t);
                int b = mesh.triangleIndex(3 * t + 1);
                int c = mesh.triangleIndex(3 * t + 2);
                double area = (xy[2 * b] - xy[2 * a]) * (xy[2 * c + 1] - xy[2 * a + 1])
                        - (xy[2 * c] - xy[2 * a]) * (xy[2 * b + 1] - xy[2 * a + 1]);
                double uvArea = (mesh.uv(2 * b) - mesh.uv(2 * a)) * (mesh.uv(2 * c + 1) - mesh.uv(2 * a + 1))
                        - (mesh.uv(2 * c) - mesh.uv(2 * a)) * (mesh.uv(2 * b + 1) - mesh.uv(2 * a + 1));
                assertThat(Math.signum(area)).as(mesh.name() + " triangle " + t + " keeps its winding at " + at)
                        .isEqualTo(Math.signum(uvArea));
                for (int[] edge : new int[][] {{a, b}, {b, c}, {c, a}}) {
                    lengths.add(Math.hypot(xy[2 * edge[0]] - xy[2 * edge[1]],
                            xy[2 * edge[0] + 1] - xy[2 * edge[1] + 1]));
                }
            }
        }
        double[] now = lengths.stream().mapToDouble(Double::doubleValue).toArray();
        if (first != null) {
            for (int i = 0; i < now.length; i++) {
                assertThat(now[i]).as("edge " + i + " at " + at).isLessThan(1.6 * first[i] + 1);
            }
        }
        return first == null ? now : first;
    }
}
