package dev.reel.runtime;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Kind;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** State speed and loop override, states without a clip (ANC004), and the state hash. */
class AnimatorStatesTest {
    private static final double DT = 1.0 / 60;

    private static CompiledController controller(String stateA) {
        return new Rig().clip("ramp", Rig.ramp(1, "X.v", 0, 10))
                .clip("once", "anim version=1 length=1 {\n  track \"\" prop=\"X.v\" kind=float32 {\n"
                        + "    key t=0 v=0 interp=linear {}\n    key t=1 v=10 {}\n  }\n}\n")
                .compile("controller version=1 {\n  entry=\"A\"\n  param \"F\" kind=float {}\n"
                        + "  param \"B\" kind=bool default=true {}\n  param \"I\" kind=int default=3 {}\n"
                        + "  state \"A\" " + stateA + " {}\n  state \"B\" clip=asset(\"ramp\") {}\n"
                        + "  transition \"A\" to=\"B\" duration=0.25 { cond \"F\" op=gt value=0 {} }\n}\n");
    }

    @Test
    void theStateSpeedScalesItsClipsTime() {
        Animator animator = new Animator(controller("clip=asset(\"ramp\") speed=2"), MemoryScene.open(), DT);
        Rig.steps(animator, 16);
        assertThat(animator.time()).isCloseTo(0.5, within(1e-12));
        assertThat(animator.lane(0, 0)).isCloseTo(5, within(1e-9));
        Rig.steps(animator, 20);
        assertThat(animator.cycle()).isEqualTo(1);
        assertThat(animator.time()).isCloseTo(1.0 / 6, within(1e-9));
    }

    @Test
    void theStateLoopOverridesTheClips() {
        Animator once = new Animator(controller("clip=asset(\"once\")"), MemoryScene.open(), DT);
        Rig.steps(once, 91);
        assertThat(once.time()).as("a once clip holds its end").isEqualTo(1);
        Animator looped = new Animator(controller("clip=asset(\"once\") loop=loop"), MemoryScene.open(), DT);
        Rig.steps(looped, 91);
        assertThat(looped.time()).isCloseTo(0.5, within(1e-9));
        assertThat(looped.cycle()).isEqualTo(1);
    }

    @Test
    void aStateWhoseClipIsMissingPlaysNothingAndTheControllerKeepsWorking() {
        CompiledController controller = controller("clip=asset(\"gone\")");
        assertThat(controller.diagnostics()).singleElement().satisfies(diagnostic -> {
            assertThat(diagnostic.code()).isEqualTo(Code.ANC004);
            assertThat(diagnostic.line()).isEqualTo(6);
            assertThat(diagnostic.message()).contains("\"A\"").contains("gone");
        });
        MemoryScene scene = MemoryScene.open();
        scene.node("").set("X.v", Kind.FLOAT32, new Value.Num(42));
        Animator animator = new Animator(controller, scene, DT);
        Rig.steps(animator, 30);
        assertThat(animator.stateName()).isEqualTo("A");
        assertThat(animator.time()).isZero();
        assertThat(scene.value("", "X.v")).as("nothing was written").isEqualTo(new Value.Num(42));
        animator.setFloat("F", 1);
        Rig.steps(animator, 16);
        assertThat(animator.stateName()).isEqualTo("B");
        assertThat(animator.isBlending()).isFalse();
        assertThat(((Value.Num) scene.value("", "X.v")).value()).isCloseTo(10 * 15 * DT, within(1e-9));
    }

    @Test
    void parametersStartAtTheirDefaults() {
        Animator animator = new Animator(controller("clip=asset(\"ramp\")"), null, DT);
        assertThat(animator.getFloat("F")).isZero();
        assertThat(animator.getBool("B")).isTrue();
        assertThat(animator.getInt("I")).isEqualTo(3);
        assertThat(animator.setInt("I", 7)).isTrue();
        assertThat(animator.setFloat("I", 7.5)).as("not a float parameter").isFalse();
        assertThat(animator.setBool("nothing", true)).isFalse();
        assertThat(animator.getInt("I")).isEqualTo(7);
    }

    private static List<Long> hashes(double speed, double secondF) {
        Animator animator = new Animator(controller("clip=asset(\"ramp\") speed=" + speed), MemoryScene.open(), DT);
        List<Long> hashes = new ArrayList<>();
        for (int step = 1; step <= 40; step++) {
            if (step == 10) {
                animator.setFloat("F", 1);
            }
            if (step == 30) {
                animator.setFloat("F", secondF);
            }
            animator.step();
            hashes.add(animator.stateHash());
        }
        return hashes;
    }

    @Test
    void theStateHashIsStableAndFollowsTheState() {
        List<Long> first = hashes(1, 2);
        assertThat(hashes(1, 2)).containsExactlyElementsOf(first);
        assertThat(first).doesNotHaveDuplicates();
        List<Long> otherParameter = hashes(1, 3);
        assertThat(otherParameter.subList(0, 29)).containsExactlyElementsOf(first.subList(0, 29));
        assertThat(otherParameter.get(29)).as("only a parameter differs").isNotEqualTo(first.get(29));
        List<Long> otherSpeed = hashes(1.5, 2);
        assertThat(otherSpeed.get(0)).as("the controller is part of the hash").isNotEqualTo(first.get(0));
    }

    @Test
    void theHashIsAGoldenNumberForAFixedRun() {
        // FNV-1a over fixed fields (AnimatorHash): the same number on every JVM and run. It changes only when
        // the fields, their order or the behaviour change; then check the new behaviour and update it.
        List<Long> hashes = hashes(1, 2);
        assertThat(String.format("%016x", hashes.get(39))).isEqualTo("d1edc3413a114927");
        assertThat(String.format("%016x", hashes.get(0))).isEqualTo("1efdb14b46be14a8");
    }
}
