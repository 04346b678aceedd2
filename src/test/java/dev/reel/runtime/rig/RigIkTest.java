package dev.reel.runtime.rig;

import dev.reel.model.rig.Inherit;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** IK: aim, two bones (reachable, unreachable, stretched, both bends, softness), FABRIK, mix 0. */
class RigIkTest {

    /** root → upper (at 0, 0, length 10) → lower (at 10, 0, length 10); target bone under the root at (tx, ty). */
    private static RigPose arm(double tx, double ty, boolean bendPositive, boolean stretch, double softness) {
        RigBuilder b = CompiledRig.builder();
        int root = b.bone("root", -1, 0, 0, 0, 0, 1, 1);
        int upper = b.bone("upper", root, 10, 0, 0, 0.3, 1, 1);
        int lower = b.bone("lower", upper, 10, 10, 0, -0.2, 1, 1);
        b.bone("hand", lower, 3, 10, 0, 0, 1, 1);
        int target = b.bone("target", root, 0, tx, ty, 0, 1, 1);
        b.ik("arm", new int[] {upper, lower}, target, 1, softness, bendPositive, stretch, false, 10);
        return new RigPose(b.build());
    }

    private static double tipX(RigPose pose, int bone) {
        return pose.a[bone] * pose.rig.length[bone] + pose.wx[bone];
    }

    private static double tipY(RigPose pose, int bone) {
        return pose.b[bone] * pose.rig.length[bone] + pose.wy[bone];
    }

    @Test
    void oneBoneAimsItsXAxisAtTheTarget() {
        RigBuilder b = CompiledRig.builder();
        int root = b.bone("root", -1, 0, 0, 0, 0, 1, 1);
        int head = b.bone("head", root, 10, 0, 0, 0.4, 1, 1);
        int target = b.bone("target", root, 0, 0, 10, 0, 1, 1);
        b.ik("look", new int[] {head}, target, 1, 0, true, false, false, 10);
        RigPose pose = new RigPose(b.build());
        assertThat(pose.rotation[head]).isEqualTo(0.4 + (-0.4 + StrictMath.atan2(10, 0)) * 1);
        pose.setToSetup();
        pose.ikMix(0, 0.5);
        pose.update();
        assertThat(pose.rotation[head]).isEqualTo(0.4 + (-0.4 + Math.PI / 2) * 0.5);
    }

    @Test
    void oneBoneStretchesAndCompressesToTheTarget() {
        RigBuilder b = CompiledRig.builder();
        int root = b.bone("root", -1, 0, 0, 0, 0, 1, 1);
        int head = b.bone("head", root, 10, 0, 0, 0, 1, 1);
        int far = b.bone("far", root, 0, 25, 0, 0, 1, 1);
        int near = b.bone("near", root, 0, 4, 0, 0, 1, 1);
        b.ik("stretch", new int[] {head}, far, 1, 0, true, true, false, 10);
        CompiledRig rig = b.build();
        RigPose pose = new RigPose(rig);
        assertThat(pose.scaleX[head]).isEqualTo(2.5);
        RigBuilder c = CompiledRig.builder();
        root = c.bone("root", -1, 0, 0, 0, 0, 1, 1);
        head = c.bone("head", root, 10, 0, 0, 0, 1, 1);
        near = c.bone("near", root, 0, 4, 0, 0, 1, 1);
        c.ik("compress", new int[] {head}, near, 1, 0, true, false, true, 10);
        assertThat(new RigPose(c.build()).scaleX[head]).isEqualTo(0.4);
    }

    @Test
    void twoBonesReachATargetForBothBends() {
        RigPose positive = arm(10, 10, true, false, 0);
        // cos = (200 - 100 - 100) / 200 = 0: the elbow bends by acos(0) = π/2 to the chosen side.
        assertThat(positive.rotation[1]).isEqualTo(0.3 + IkSolver.wrap(StrictMath.atan2(0, 200) - 0.3));
        assertThat(positive.rotation[2]).isEqualTo(-0.2 + IkSolver.wrap(Math.PI / 2 + 0.2));
        assertThat(tipX(positive, 2)).isCloseTo(10, within(1e-12));
        assertThat(tipY(positive, 2)).isCloseTo(10, within(1e-12));
        RigPose negative = arm(10, 10, false, false, 0);
        assertThat(negative.rotation[1]).isEqualTo(0.3 + IkSolver.wrap(StrictMath.atan2(200, 0) - 0.3));
        assertThat(negative.rotation[2]).isEqualTo(-0.2 + IkSolver.wrap(-Math.PI / 2 + 0.2));
        assertThat(tipX(negative, 2)).isCloseTo(10, within(1e-12));
        assertThat(tipY(negative, 2)).isCloseTo(10, within(1e-12));
        // The hand follows the lower bone: it sits at the tip.
        assertThat(negative.wx[3]).isEqualTo(tipX(negative, 2));
        assertThat(negative.wy[3]).isEqualTo(tipY(negative, 2));
    }

    @Test
    void anUnreachableTargetStraightensTheArmTowardIt() {
        for (boolean bend : new boolean[] {true, false}) {
            RigPose pose = arm(0, -30, bend, false, 0);
            assertThat(pose.rotation[1]).isEqualTo(0.3 + IkSolver.wrap(StrictMath.atan2(-30.0 * 20, 0) - 0.3));
            assertThat(pose.rotation[2]).isEqualTo(-0.2 + IkSolver.wrap(0 + 0.2));
            assertThat(pose.scaleX[1]).isEqualTo(1);
            assertThat(tipX(pose, 2)).isCloseTo(0, within(1e-12));
            assertThat(tipY(pose, 2)).isCloseTo(-20, within(1e-12));
        }
    }

    @Test
    void stretchScalesTheUpperBoneToReachAFarTarget() {
        for (boolean bend : new boolean[] {true, false}) {
            RigPose pose = arm(30, 0, bend, true, 0);
            assertThat(pose.scaleX[1]).isEqualTo((30.0 / 20 - 1) * 1 + 1);
            assertThat(pose.rotation[1]).isEqualTo(0.3 + IkSolver.wrap(0 - 0.3));
            assertThat(tipX(pose, 2)).isCloseTo(30, within(1e-12));
            assertThat(tipY(pose, 2)).isCloseTo(0, within(1e-12));
        }
    }

    @Test
    void softnessEasesTheArmShortOfFullReach() {
        // l1 = l2 = 10, softness 2 (scaled by 1 · (1 + 1) · 0.5 = 1): at 19 from the shoulder sd = 19 - 20 + 2 = 1,
        // p = min(1, 1/4) - 1 = -0.75, the target pulled in by (1 - 2 · (1 - 0.5625)) = 0.125.
        RigPose soft = arm(19, 0, true, false, 2);
        assertThat(Math.hypot(tipX(soft, 2), tipY(soft, 2))).isCloseTo(18.875, within(1e-12));
        RigPose hard = arm(19, 0, true, false, 0);
        assertThat(Math.hypot(tipX(hard, 2), tipY(hard, 2))).isCloseTo(19, within(1e-12));
        // Far inside the reach softness changes nothing (sd <= 0).
        RigPose inside = arm(10, 10, true, false, 2);
        RigPose plain = arm(10, 10, true, false, 0);
        assertThat(inside.hash()).isEqualTo(plain.hash());
    }

    @Test
    void aParentScaledUnevenlyIsSolvedOnTheEllipseItsChildsTipMovesOn() {
        for (boolean bend : new boolean[] {true, false}) {
            RigBuilder b = CompiledRig.builder();
            int root = b.bone("root", -1, 0, 0, 0, 0, 1, 1);
            int upper = b.bone("upper", root, 10, 0, 0, 0.3, 2, 1);
            int lower = b.bone("lower", upper, 10, 10, 0, -0.2, 1, 1);
            int target = b.bone("target", root, 0, 12, 14, 0, 1, 1);
            b.ik("arm", new int[] {upper, lower}, target, 1, 0, bend, false, false, 10);
            RigPose pose = new RigPose(b.build());
            assertThat(pose.scaleX[upper]).isEqualTo(2);
            assertThat(tipX(pose, lower)).as("bend %s", bend).isCloseTo(12, within(1e-9));
            assertThat(tipY(pose, lower)).as("bend %s", bend).isCloseTo(14, within(1e-9));
        }
    }

    @Test
    void fabrikBringsAChainToAReachableTarget() {
        RigBuilder b = CompiledRig.builder();
        int root = b.bone("root", -1, 0, 0, 0, 0, 1, 1);
        int s1 = b.bone("s1", root, 10, 0, 0, 0, 1, 1);
        int s2 = b.bone("s2", s1, 10, 10, 0, 0, 1, 1);
        int s3 = b.bone("s3", s2, 10, 10, 0, 0, 1, 1);
        int target = b.bone("target", root, 0, 5, 20, 0, 1, 1);
        b.ik("tail", new int[] {s1, s2, s3}, target, 1, 0, true, false, false, 10);
        RigPose pose = new RigPose(b.build());
        double miss = Math.hypot(tipX(pose, s3) - 5, tipY(pose, s3) - 20);
        assertThat(miss).isLessThan(1e-3);
        assertThat(Math.hypot(pose.wx[s2] - pose.wx[s1], pose.wy[s2] - pose.wy[s1])).isCloseTo(10, within(1e-9));
        assertThat(Math.hypot(pose.wx[s3] - pose.wx[s2], pose.wy[s3] - pose.wy[s2])).isCloseTo(10, within(1e-9));
        // More rounds bring it closer: the count is part of the result.
        RigBuilder fewer = CompiledRig.builder();
        root = fewer.bone("root", -1, 0, 0, 0, 0, 1, 1);
        s1 = fewer.bone("s1", root, 10, 0, 0, 0, 1, 1);
        s2 = fewer.bone("s2", s1, 10, 10, 0, 0, 1, 1);
        s3 = fewer.bone("s3", s2, 10, 10, 0, 0, 1, 1);
        target = fewer.bone("target", root, 0, 5, 20, 0, 1, 1);
        fewer.ik("tail", new int[] {s1, s2, s3}, target, 1, 0, true, false, false, 1);
        RigPose once = new RigPose(fewer.build());
        assertThat(Math.hypot(tipX(once, s3) - 5, tipY(once, s3) - 20)).isGreaterThan(miss);
    }

    @Test
    void fabrikLaysAChainStraightTowardAnUnreachableTarget() {
        RigBuilder b = CompiledRig.builder();
        int root = b.bone("root", -1, 0, 0, 0, 0, 1, 1);
        int s1 = b.bone("s1", root, 10, 0, 0, 0.2, 1, 1);
        int s2 = b.bone("s2", s1, 10, 10, 0, 0.3, 1, 1);
        int s3 = b.bone("s3", s2, 10, 10, 0, 0.4, 1, 1);
        int target = b.bone("target", root, 0, 0, 50, 0, 1, 1);
        b.ik("tail", new int[] {s1, s2, s3}, target, 1, 0, true, false, false, 10);
        RigPose pose = new RigPose(b.build());
        assertThat(pose.rotation[s1]).isEqualTo(0.2 + IkSolver.wrap(-0.2 + StrictMath.atan2(10, 0)));
        assertThat(pose.rotation[s2]).isCloseTo(0, within(1e-12));
        assertThat(pose.rotation[s3]).isCloseTo(0, within(1e-12));
        assertThat(tipX(pose, s3)).isCloseTo(0, within(1e-12));
        assertThat(tipY(pose, s3)).isCloseTo(30, within(1e-12));
    }

    /** The property of issue 34: an IK constraint at mix 0 is bit for bit no IK. */
    @Test
    void mixZeroIsBitForBitNoIk() {
        Seeds.loop(200, 3401, random -> {
            RigBuilder with = CompiledRig.builder();
            RigBuilder without = CompiledRig.builder();
            int count = 4 + random.nextInt(12);
            for (int i = 0; i < count; i++) {
                int parent = i == 0 ? -1 : i - 1 - random.nextInt(Math.min(i, 2));
                double[] v = {random.nextDouble() * 20, value(random, 20), value(random, 20), value(random, 3),
                        0.5 + random.nextDouble(), 0.5 + random.nextDouble(),
                        random.nextBoolean() ? 0 : value(random, 0.3), 0};
                Inherit mode = Inherit.values()[random.nextInt(Inherit.values().length)];
                with.bone("b" + i, parent, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], mode);
                without.bone("b" + i, parent, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], mode);
            }
            int target = with.bone("target", 0, 0, value(random, 40), value(random, 40), 0, 1, 1);
            without.bone("target", 0, 0, 0, 0, 0, 1, 1);
            int end = 1 + random.nextInt(count - 1);
            int depth = 0;
            for (int up = end; up > 0; up = with.parent.get(up)) {
                depth++;
            }
            int chainLength = 1 + random.nextInt(Math.min(4, depth));
            int[] chain = new int[chainLength];
            int bone = end;
            for (int k = chainLength - 1; k >= 0; k--) {
                chain[k] = bone;
                bone = with.parent.get(bone);
            }
            with.ik("ik", chain, target, 0, random.nextDouble() * 5, random.nextBoolean(), random.nextBoolean(),
                    random.nextBoolean(), 10);
            RigPose ik = new RigPose(with.build());
            RigPose plain = new RigPose(without.build());
            for (int i = 0; i < count; i++) {
                assertThat(new double[] {ik.a[i], ik.b[i], ik.c[i], ik.d[i], ik.wx[i], ik.wy[i]})
                        .as("bone %d", i)
                        .containsExactly(plain.a[i], plain.b[i], plain.c[i], plain.d[i], plain.wx[i], plain.wy[i]);
            }
        });
    }

    private static double value(Random random, double range) {
        return (random.nextDouble() * 2 - 1) * range;
    }
}
