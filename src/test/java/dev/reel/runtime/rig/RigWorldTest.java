package dev.reel.runtime.rig;

import dev.reel.model.rig.Inherit;

import dev.reel.model.Kind;
import dev.reel.preview.Pose;
import dev.reel.preview.PoseAdapter;
import dev.reel.preview.Transform2D;
import dev.reel.runtime.MemoryScene;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** World transforms: the local matrix, the five inherit modes, and one bone per node against the preview. */
class RigWorldTest {
    private static final double R = 0.25;

    private static double[] world(RigPose pose, int bone) {
        double[] m = new double[6];
        pose.world(bone, m, 0);
        return m;
    }

    private static double[] matrix(Transform2D t) {
        return new double[] {t.a(), t.b(), t.c(), t.d(), t.x0(), t.y0()};
    }

    /** A parent at (10, 20) turned by 0.5 and scaled (psx, psy), with one child of the mode at (4, 2). */
    private static RigPose parentAndChild(double psx, double psy, Inherit mode, double shx, double shy) {
        RigBuilder b = CompiledRig.builder();
        int root = b.bone("root", -1, 0, 10, 20, 0.5, psx, psy);
        b.bone("child", root, 5, 4, 2, R, 1.5, 0.75, shx, shy, mode);
        return new RigPose(b.build());
    }

    @Test
    void theLocalMatrixWithoutShearIsTransform2DOf() {
        RigPose pose = parentAndChild(1, 1, Inherit.NORMAL, 0, 0);
        assertThat(world(pose, 0)).containsExactly(matrix(Transform2D.of(10, 20, 0.5, 1, 1)));
    }

    @Test
    void shearTurnsEachAxisByItsOwnAngle() {
        RigBuilder b = CompiledRig.builder();
        b.bone("root", -1, 0, 3, 4, 0.5, 2, 3, 0.25, -0.5, Inherit.NORMAL);
        RigPose pose = new RigPose(b.build());
        assertThat(world(pose, 0)).containsExactly(StrictMath.cos(0.75) * 2, StrictMath.sin(0.75) * 2,
                1 * (-StrictMath.sin(0.0) * 3) + 0 * 3.0, StrictMath.cos(0.0) * 3, 3, 4);
    }

    @Test
    void normalIsTheParentTimesTheLocal() {
        RigPose pose = parentAndChild(2, 3, Inherit.NORMAL, 0, 0);
        Transform2D parent = Transform2D.IDENTITY.times(Transform2D.of(10, 20, 0.5, 2, 3));
        assertThat(world(pose, 1)).containsExactly(matrix(parent.times(Transform2D.of(4, 2, R, 1.5, 0.75))));
    }

    @Test
    void onlyTranslationKeepsTheBonesOwnAxes() {
        RigPose pose = parentAndChild(2, 3, Inherit.ONLY_TRANSLATION, 0, 0);
        Transform2D parent = Transform2D.of(10, 20, 0.5, 2, 3);
        Transform2D local = Transform2D.of(0, 0, R, 1.5, 0.75);
        assertThat(world(pose, 1)).containsExactly(local.a(), local.b(), local.c(), local.d(),
                parent.apply(4, 2).x(), parent.apply(4, 2).y());
    }

    @Test
    void noRotationOrReflectionTakesTheParentsScaleOnly() {
        RigPose pose = parentAndChild(2, 2, Inherit.NO_ROTATION_OR_REFLECTION, 0, 0);
        // Uniform parent scale 2: the child's axes are its own rotation 0.25, scaled by 2 and its own scale.
        double[] m = world(pose, 1);
        assertThat(m[0]).isCloseTo(Math.cos(R) * 3, within(1e-12));
        assertThat(m[1]).isCloseTo(Math.sin(R) * 3, within(1e-12));
        assertThat(m[2]).isCloseTo(-Math.sin(R) * 1.5, within(1e-12));
        assertThat(m[3]).isCloseTo(Math.cos(R) * 1.5, within(1e-12));
        RigPose mirrored = parentAndChild(-2, 2, Inherit.NO_ROTATION_OR_REFLECTION, 0, 0);
        double[] n = world(mirrored, 1);
        assertThat(n[0] * n[3] - n[1] * n[2]).as("no mirror taken").isPositive();
        assertThat(Math.atan2(n[1], n[0])).isCloseTo(R, within(1e-12));
    }

    @Test
    void noRotationOrReflectionUnderACollapsedParentUsesItsYAxis() {
        RigPose pose = parentAndChild(0, 2, Inherit.NO_ROTATION_OR_REFLECTION, 0, 0);
        double theta = Math.PI / 2 - StrictMath.atan2(pose.d[0], pose.c[0]);
        double la = StrictMath.cos(R - theta) * 1.5;
        double lb = StrictMath.sin(R - theta) * 1.5;
        double lc = -StrictMath.sin(R - theta) * 0.75;
        double ld = StrictMath.cos(R - theta) * 0.75;
        double uc = -pose.c[0];
        double ud = pose.d[0];
        assertThat(world(pose, 1)).startsWith(0 * la + uc * lb, 0 * la + ud * lb, 0 * lc + uc * ld, 0 * lc + ud * ld);
    }

    @Test
    void noScaleKeepsTheParentsRotationAndMirrorButNotItsScale() {
        RigPose pose = parentAndChild(2, 3, Inherit.NO_SCALE, 0, 0);
        double[] m = world(pose, 1);
        // The bone's x axis points where the parent takes the direction 0.25; its lengths are its own.
        double dirX = 2 * Math.cos(0.5) * Math.cos(R) - 3 * Math.sin(0.5) * Math.sin(R);
        double dirY = 2 * Math.sin(0.5) * Math.cos(R) + 3 * Math.cos(0.5) * Math.sin(R);
        double angle = Math.atan2(dirY, dirX);
        assertThat(m[0]).isCloseTo(Math.cos(angle) * 1.5, within(1e-12));
        assertThat(m[1]).isCloseTo(Math.sin(angle) * 1.5, within(1e-12));
        assertThat(m[2]).isCloseTo(-Math.sin(angle) * 0.75, within(1e-12));
        assertThat(m[3]).isCloseTo(Math.cos(angle) * 0.75, within(1e-12));
        // An unscaled mirror is taken whole: the same as normal.
        double[] mirror = world(parentAndChild(-1, 1, Inherit.NO_SCALE, 0, 0), 1);
        double[] normal = world(parentAndChild(-1, 1, Inherit.NORMAL, 0, 0), 1);
        for (int i = 0; i < 6; i++) {
            assertThat(mirror[i]).isCloseTo(normal[i], within(1e-12));
        }
    }

    @Test
    void noScaleOrReflectionDropsTheMirrorToo() {
        double[] m = world(parentAndChild(-1, 1, Inherit.NO_SCALE_OR_REFLECTION, 0, 0), 1);
        double[] normal = world(parentAndChild(-1, 1, Inherit.NORMAL, 0, 0), 1);
        assertThat(m[0] * m[3] - m[1] * m[2]).as("no mirror").isPositive();
        assertThat(m[0]).isCloseTo(normal[0], within(1e-12));
        assertThat(m[1]).isCloseTo(normal[1], within(1e-12));
        assertThat(m[2]).isCloseTo(-normal[2], within(1e-12));
        assertThat(m[3]).isCloseTo(-normal[3], within(1e-12));
    }

    @Test
    void noScaleExactValuesUnderAnUnturnedScaledParent() {
        RigBuilder b = CompiledRig.builder();
        int root = b.bone("root", -1, 0, 0, 0, 0, 2, 3);
        b.bone("child", root, 0, 1, 1, 0, 1.5, 0.75, 0, 0, Inherit.NO_SCALE);
        RigPose pose = new RigPose(b.build());
        double half = StrictMath.cos(Math.PI / 2);
        assertThat(world(pose, 1)).containsExactly(1 * 1.5 + half * 0.0, 0 * 1.5 + 1 * 0.0,
                1 * (-0.0 * 0.75) + half * 0.75, 0 * (-0.0 * 0.75) + 1 * 0.75, 2, 3);
    }

    /** The property of issue 34: a rig of one bone per node gives bit-identical output to node animation. */
    @Test
    void oneBonePerNodeIsBitForBitThePreviewsNodeTree() {
        Seeds.loop(200, 3400, random -> {
            int count = 1 + random.nextInt(30);
            RigBuilder b = CompiledRig.builder();
            MemoryScene scene = new MemoryScene();
            List<String> paths = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int parent = i == 0 ? -1 : random.nextInt(i);
                String path = i == 0 ? "" : (parent == 0 ? "" : paths.get(parent) + "/") + "n" + i;
                paths.add(path);
                scene.node(path);
                double[] position = {value(random, 100), value(random, 100)};
                double[] rotation = {value(random, 7)};
                double[] scale = {random.nextInt(8) == 0 ? -1 : value(random, 3), value(random, 3)};
                scene.writeNumbers(scene.bind(path, "transform.position", Kind.VEC2, false), position, 0);
                scene.writeNumbers(scene.bind(path, "transform.rotation", Kind.FLOAT32, false), rotation, 0);
                scene.writeNumbers(scene.bind(path, "transform.scale", Kind.VEC2, false), scale, 0);
                Transform2D local = PoseAdapter.localTransform(scene, path);
                b.bone("n" + i, parent, 1, local.x0(), local.y0(), number(scene, path, "transform.rotation"),
                        vector(scene, path)[0], vector(scene, path)[1]);
            }
            Pose pose = new PoseAdapter(null).pose(scene);
            RigPose rig = new RigPose(b.build());
            for (int i = 0; i < count; i++) {
                assertThat(world(rig, i)).as("bone %d", i).containsExactly(matrix(pose.world().get(paths.get(i))));
            }
        });
    }

    private static double value(Random random, double range) {
        return (random.nextDouble() * 2 - 1) * range;
    }

    private static double number(MemoryScene scene, String path, String property) {
        return ((dev.reel.model.Value.Num) scene.value(path, property)).value();
    }

    private static double[] vector(MemoryScene scene, String path) {
        dev.reel.model.Value.Vec vec = (dev.reel.model.Value.Vec) scene.value(path, "transform.scale");
        return new double[] {vec.lanes()[0], vec.lanes()[1]};
    }
}
