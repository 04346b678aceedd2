package dev.reel.runtime;

import dev.reel.model.Code;
import dev.reel.model.Kind;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** docs/formats.md, "Root motion": root motion modes, Root Scale, blend mixing, Root Fallback and ANM009. */
class AnimatorRootMotionTest {
    private static final double DT = 1.0 / 60;

    private static String walk(double x, double y) {
        return "anim version=1 length=1 loop=loop {\n"
                + "  track \"\" prop=\"transform.position\" kind=vec2 root=true {\n"
                + "    key t=0 v=[0, 0] interp=linear {}\n    key t=1 v=[" + x + ", " + y + "] {}\n  }\n}\n";
    }

    private static CompiledController controller(String walkState) {
        return new Rig().clip("walk", walk(2, 0)).clip("climb", walk(0, 3)).compile(
                "controller version=1 {\n  entry=\"Walk\"\n  ease=linear\n  param \"F\" kind=float {}\n"
                        + "  state \"Walk\" clip=asset(\"walk\")" + walkState + " {}\n"
                        + "  state \"Climb\" clip=asset(\"climb\") {}\n"
                        + "  transition \"Walk\" to=\"Climb\" duration=0.5 { cond \"F\" op=gt value=0 {} }\n}\n");
    }

    private static MemoryScene sceneAt(double x, double y) {
        MemoryScene scene = new MemoryScene();
        scene.node("").set("transform.position", Kind.VEC2, Value.Vec.of(x, y));
        return scene;
    }

    private static double[] position(MemoryScene scene) {
        return ((Value.Vec) scene.value("", "transform.position")).lanes();
    }

    @Test
    void toTransformMovesTheNodeByTheRootTracksChangeAcrossLoops() {
        MemoryScene scene = sceneAt(10, 5);
        Animator animator = new Animator(controller(""), scene, DT);
        animator.setRootMotion(RootMotion.TO_TRANSFORM);
        animator.step();
        assertThat(animator.rootMotionX()).as("entering does not move").isZero();
        for (int step = 2; step <= 121; step++) {
            animator.step();
            assertThat(animator.rootMotionX()).as("step " + step).isCloseTo(2 * DT, within(1e-12));
        }
        assertThat(position(scene)).as("two cycles advance 4, the track itself is never written")
                .containsExactly(new double[]{14, 5}, within(1e-9));
    }

    @Test
    void rootScaleMultipliesTheMotionSoMinusOneWalksLeft() {
        MemoryScene scene = sceneAt(10, 5);
        Animator animator = new Animator(controller(""), scene, DT);
        animator.setRootMotion(RootMotion.TO_TRANSFORM);
        animator.setRootScale(-1, 1);
        Rig.steps(animator, 31);
        assertThat(position(scene)).containsExactly(new double[]{9, 5}, within(1e-9));
    }

    @Test
    void toMotionMovesTheBodyWhichStopsAtAWall() {
        MemoryScene scene = sceneAt(0, 0);
        BoxBody body = new BoxBody(0, 0, 0.5, 1, List.of(new Box(-10, -1, 10, 0), new Box(1, 0, 2, 5)));
        Animator animator = new Animator(controller(""), scene, DT);
        animator.setRootMotion(RootMotion.TO_MOTION);
        animator.setMotionBody(body);
        Rig.steps(animator, 20);
        assertThat(body.x()).isCloseTo(19 * 2 * DT, within(1e-9));
        assertThat(body.blockedX()).isFalse();
        Rig.steps(animator, 40);
        assertThat(body.x()).as("flush against the wall").isCloseTo(0.75, within(1e-9));
        assertThat(body.blockedX()).isTrue();
        assertThat(body.grounded()).isTrue();
        assertThat(position(scene)).as("the body moved, not the transform").containsExactly(0, 0);
        assertThat(animator.diagnostics()).isEmpty();
    }

    @Test
    void withoutABodyRootFallbackMovesTheTransformElseTheMotionIsDroppedWithAnm009() {
        MemoryScene fallbackScene = sceneAt(0, 0);
        Animator fallback = new Animator(controller(""), fallbackScene, DT);
        fallback.setRootMotion(RootMotion.TO_MOTION);
        fallback.setRootFallback(true);
        Rig.steps(fallback, 31);
        assertThat(position(fallbackScene)).containsExactly(new double[]{1, 0}, within(1e-9));
        assertThat(fallback.diagnostics()).isEmpty();

        MemoryScene droppedScene = sceneAt(0, 0);
        Animator dropped = new Animator(controller(""), droppedScene, DT);
        dropped.setRootMotion(RootMotion.TO_MOTION);
        Rig.steps(dropped, 31);
        assertThat(position(droppedScene)).containsExactly(0, 0);
        assertThat(dropped.diagnostics()).hasSize(1);
        assertThat(dropped.diagnostics().get(0).code()).isEqualTo(Code.ANM009);
    }

    @Test
    void noneIgnoresTheRootTrack() {
        MemoryScene scene = sceneAt(3, 4);
        Animator animator = new Animator(controller(""), scene, DT);
        Rig.steps(animator, 31);
        assertThat(position(scene)).containsExactly(3, 4);
    }

    @Test
    void duringABlendTheMotionOfBothStatesMixesByWeight() {
        Animator animator = new Animator(controller(""), sceneAt(0, 0), DT);
        animator.setRootMotion(RootMotion.TO_TRANSFORM);
        Rig.steps(animator, 5);
        animator.setFloat("F", 1);
        animator.step();
        for (int k = 1; k <= 30; k++) {
            animator.step();
            double weight = k / 30.0;
            assertThat(animator.rootMotionX()).as("x at k=" + k).isCloseTo((1 - weight) * 2 * DT, within(1e-9));
            assertThat(animator.rootMotionY()).as("y at k=" + k).isCloseTo(weight * 3 * DT, within(1e-9));
        }
    }

    @Test
    void aPingPongPassWalksBackWhatThePreviousOneWalked() {
        MemoryScene scene = sceneAt(0, 0);
        Animator animator = new Animator(controller(" loop=pingPong"), scene, DT);
        animator.setRootMotion(RootMotion.TO_TRANSFORM);
        Rig.steps(animator, 91);
        assertThat(position(scene)[0]).isCloseTo(1, within(1e-9));
        Rig.steps(animator, 30);
        assertThat(position(scene)[0]).isCloseTo(0, within(1e-9));
    }

    @Test
    void aNegativeStateSpeedWalksBackwards() {
        MemoryScene scene = sceneAt(0, 0);
        Animator animator = new Animator(controller(" speed=-1"), scene, DT);
        animator.setRootMotion(RootMotion.TO_TRANSFORM);
        Rig.steps(animator, 121);
        assertThat(position(scene)[0]).isCloseTo(-4, within(1e-9));
    }

    @Test
    void rootMotionRunsOnStepsOnlyNeverOnDraws() {
        MemoryScene scene = sceneAt(0, 0);
        Animator animator = new Animator(controller(""), scene, DT);
        animator.setRootMotion(RootMotion.TO_TRANSFORM);
        Rig.steps(animator, 11);
        double[] before = position(scene);
        for (double alpha : new double[]{0.25, 0.5, 0.75, 1}) {
            animator.draw(alpha);
        }
        assertThat(position(scene)).containsExactly(before);
    }
}
