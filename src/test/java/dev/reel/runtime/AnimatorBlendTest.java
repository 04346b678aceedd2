package dev.reel.runtime;

import dev.reel.model.Ease;
import dev.reel.model.Kind;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** docs/formats.md, "Stepping a controller": weights, per-kind mixing, one-sided properties, interrupts. */
class AnimatorBlendTest {
    private static final double DT = 0.01;

    private static String twoStates(String ease, double duration) {
        return "controller version=1 {\n  entry=\"A\"\n" + (ease == null ? "" : "  ease=" + ease + "\n")
                + "  param \"F\" kind=float {}\n  state \"A\" clip=asset(\"a\") {}\n  state \"B\" clip=asset(\"b\") {}\n"
                + "  transition \"A\" to=\"B\" duration=" + duration + " { cond \"F\" op=gt value=0 {} }\n}\n";
    }

    /** The curves written out independently of the runtime. */
    private static double ease(Ease ease, double x) {
        return switch (ease) {
            case LINEAR -> x;
            case IN_QUAD -> x * x;
            case OUT_QUAD -> 1 - (1 - x) * (1 - x);
            case IN_OUT_QUAD -> x < 0.5 ? 2 * x * x : 1 - Math.pow(-2 * x + 2, 2) / 2;
            case IN_OUT_CUBIC -> x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2;
            case SMOOTHSTEP -> x * x * (3 - 2 * x);
        };
    }

    @Test
    void theWeightAfterKStepsIsTheEaseOfKDtOverTheDurationAndTheOutgoingStateExitsAtOne() {
        for (Ease ease : Ease.values()) {
            CompiledController controller = new Rig().clip("a", Rig.ramp(1, "X.v", 0, 1))
                    .clip("b", Rig.ramp(1, "X.v", 5, 6))
                    .compile(twoStates(ease == Ease.IN_OUT_QUAD ? null : ease.word(), 0.1));
            Rig.Signals signals = new Rig.Signals(controller);
            Animator animator = Rig.animator(controller, DT, signals);
            animator.step();
            animator.setFloat("F", 1);
            animator.step();
            assertThat(animator.weight()).isZero();
            signals.take();
            for (int k = 1; k < 10; k++) {
                animator.step();
                assertThat(animator.isBlending()).isTrue();
                assertThat(animator.weight()).as(ease + " after " + k + " steps").isCloseTo(ease(ease, k / 10.0),
                        within(1e-12));
                assertThat(signals.take()).isEmpty();
            }
            animator.step();
            assertThat(animator.isBlending()).as(ease + " ends after 10 steps").isFalse();
            assertThat(signals.take()).containsExactly("exit:A");
            assertThat(animator.lane(0, 0)).isCloseTo(5 + 10 * DT, within(1e-9));
        }
    }

    private static String constants(String f, String p, String c, String q, String b, String e, String s, String n) {
        return "anim version=1 length=1 loop=loop {\n"
                + "  track \"\" prop=\"X.f\" kind=float32 { key t=0 v=" + f + " {} }\n"
                + "  track \"\" prop=\"X.p\" kind=vec2 { key t=0 v=" + p + " {} }\n"
                + "  track \"\" prop=\"X.c\" kind=color { key t=0 v=" + c + " {} }\n"
                + "  track \"\" prop=\"X.q\" kind=quat { key t=0 v=" + q + " {} }\n"
                + "  track \"\" prop=\"X.b\" kind=bool { key t=0 v=" + b + " {} }\n"
                + "  track \"\" prop=\"X.e\" kind=enum { key t=0 v=" + e + " {} }\n"
                + "  track \"\" prop=\"X.s\" kind=assetRef { key t=0 v=asset(\"" + s + "\") {} }\n"
                + "  track \"\" prop=\"X.n\" kind=int32 numeric=true { key t=0 v=" + n + " {} }\n"
                + "  track \"\" prop=\"X.m\" kind=int32 { key t=0 v=" + n + " {} }\n}\n";
    }

    @Test
    void eachKindBlendsItsOwnWay() {
        double half = Math.sqrt(0.5);
        CompiledController controller = new Rig()
                .clip("a", constants("0", "[0, 0]", "[1, 0, 0, 1]", "[0, 0, 0, 1]", "false", "one", "a.png", "0"))
                .clip("b", constants("10", "[10, 20]", "[0, 0, 1, 0]", "[0, 0, " + half + ", " + half + "]", "true",
                        "two", "b.png", "10"))
                .compile(twoStates("linear", 0.1));
        MemoryScene scene = MemoryScene.open();
        Animator animator = new Animator(controller, scene, DT);
        animator.step();
        animator.setFloat("F", 1);
        Rig.steps(animator, 4);
        // Weight 0.3.
        assertThat(number(scene, "X.f")).isCloseTo(3, within(1e-9));
        assertThat(lanes(scene, "X.p")).containsExactly(new double[]{3, 6}, within(1e-9));
        assertThat(lanes(scene, "X.c")).containsExactly(new double[]{0.7, 0, 0.3, 0.7}, within(1e-9));
        double angle = Math.toRadians(0.3 * 90) / 2;
        assertThat(lanes(scene, "X.q")).as("slerp: 30% of the 90 degree arc, unit length")
                .containsExactly(new double[]{0, 0, Math.sin(angle), Math.cos(angle)}, within(1e-9));
        assertThat(scene.value("", "X.b")).isEqualTo(new Value.Bool(false));
        assertThat(scene.value("", "X.e")).isEqualTo(new Value.Symbol("one"));
        assertThat(scene.value("", "X.s")).isEqualTo(new Value.Asset("a.png"));
        assertThat(number(scene, "X.n")).as("numeric int32 interpolates and rounds").isEqualTo(3);
        assertThat(number(scene, "X.m")).as("stepping int32").isZero();
        animator.step();
        animator.step();
        // Weight 0.5: step kinds have switched.
        assertThat(animator.weight()).isCloseTo(0.5, within(1e-12));
        assertThat(scene.value("", "X.b")).isEqualTo(new Value.Bool(true));
        assertThat(scene.value("", "X.e")).isEqualTo(new Value.Symbol("two"));
        assertThat(scene.value("", "X.s")).isEqualTo(new Value.Asset("b.png"));
        assertThat(number(scene, "X.m")).isEqualTo(10);
        assertThat(number(scene, "X.n")).isEqualTo(5);
    }

    @Test
    void theShortArcIsTakenWhenTheQuatsAreInOppositeHemispheres() {
        double[] out = new double[4];
        PoseMixer.slerp(0, 0, 0, 1, 0, 0, -Math.sqrt(0.5), -Math.sqrt(0.5), 0.5, out, 0);
        double angle = Math.toRadians(45) / 2;
        assertThat(out).containsExactly(new double[]{0, 0, Math.sin(angle), Math.cos(angle)}, within(1e-9));
    }

    private static double number(MemoryScene scene, String property) {
        return ((Value.Num) scene.value("", property)).value();
    }

    private static double[] lanes(MemoryScene scene, String property) {
        return ((Value.Vec) scene.value("", property)).lanes();
    }

    /** A ramps X.x 0 → 10 (with {@code onEnd} when given), B keys only X.y = 7; X.y is 1 in the scene, X.x 0. */
    private static CompiledController oneSideEach(String onEnd) {
        String a = Rig.ramp(1, "X.x", 0, 10).replace("kind=float32", "kind=float32" + onEnd);
        return new Rig().clip("a", a)
                .clip("b", "anim version=1 length=1 loop=loop {\n"
                        + "  track \"\" prop=\"X.y\" kind=float32 { key t=0 v=7 {} }\n}\n")
                .compile(twoStates("linear", 0.5));
    }

    @Test
    void aPropertyOnlyTheOutgoingSideAnimatesBlendsBackToItsDefault() {
        MemoryScene scene = MemoryScene.open();
        scene.node("").set("X.y", Kind.FLOAT32, new Value.Num(1));
        scene.node("").set("X.x", Kind.FLOAT32, new Value.Num(-4));
        Animator animator = new Animator(oneSideEach(""), scene, DT);
        Rig.steps(animator, 30);
        assertThat(number(scene, "X.x")).isCloseTo(2.9, within(1e-9));
        animator.setFloat("F", 1);
        for (int k = 0; k <= 50; k++) {
            animator.step();
            double weight = k / 50.0;
            double outgoingX = 10 * (0.30 + k * DT);
            assertThat(number(scene, "X.x")).as("x at k=" + k)
                    .isCloseTo((1 - weight) * outgoingX + weight * -4, within(1e-9));
            assertThat(number(scene, "X.y")).as("y at k=" + k).isCloseTo((1 - weight) * 1 + weight * 7, within(1e-9));
        }
        assertThat(animator.isBlending()).isFalse();
        Rig.steps(animator, 5);
        assertThat(number(scene, "X.x")).as("B gives x back its value from before the animator wrote it")
                .isEqualTo(-4);
        assertThat(number(scene, "X.y")).isEqualTo(7);
    }

    @Test
    void withOnEndHoldAPropertyOnlyTheOutgoingSideAnimatesStaysWhereTheTransitionFoundIt() {
        MemoryScene scene = MemoryScene.open();
        scene.node("").set("X.y", Kind.FLOAT32, new Value.Num(1));
        Animator animator = new Animator(oneSideEach(" onEnd=hold"), scene, DT);
        Rig.steps(animator, 30);
        animator.setFloat("F", 1);
        for (int k = 0; k <= 50; k++) {
            animator.step();
            double weight = k / 50.0;
            double outgoingX = 10 * (0.30 + k * DT);
            assertThat(number(scene, "X.x")).as("x at k=" + k)
                    .isCloseTo((1 - weight) * outgoingX + weight * 2.9, within(1e-9));
        }
        Rig.steps(animator, 5);
        assertThat(number(scene, "X.x")).as("B leaves x where the transition found it").isCloseTo(2.9, within(1e-9));
    }

    @Test
    void anInterruptCapturesThePoseOnScreenSoNothingJumps() {
        CompiledController controller = new Rig().clip("a", Rig.ramp(1, "X.x", 0, 10))
                .clip("b", Rig.ramp(1, "X.x", 20, 0))
                .clip("c", Rig.ramp(1, "X.x", -5, 5))
                .compile("""
                        controller version=1 {
                          entry="A"
                          param "F" kind=float {}
                          param "T" kind=trigger {}
                          state "A" clip=asset("a") {}
                          state "B" clip=asset("b") {}
                          state "C" clip=asset("c") {}
                          transition "A" to="B" duration=0.5 { cond "F" op=gt value=0 {} }
                          transition "any" to="C" duration=0.3 interrupt=true { cond "T" {} }
                        }
                        """);
        Rig.Signals signals = new Rig.Signals(controller);
        Animator animator = Rig.animator(controller, 1.0 / 60, signals);
        List<Double> xs = new ArrayList<>();
        for (int step = 1; step <= 60; step++) {
            if (step == 11) {
                animator.setFloat("F", 1);
            }
            if (step == 21) {
                animator.setTrigger("T");
                signals.take();
            }
            animator.step();
            xs.add(animator.lane(0, 0));
            if (step == 21) {
                assertThat(signals.take()).containsExactly("exit:A", "exit:B", "enter:C");
                assertThat(animator.isBlendCaptured()).isTrue();
                assertThat(controller.stateName(animator.blendFrom())).isEqualTo("B");
            }
        }
        assertNoJump(xs, 21);
    }

    /** The change at {@code step} (1-based) is no larger than the changes on the steps next to it. */
    static void assertNoJump(List<Double> values, int step) {
        double before = Math.abs(values.get(step - 2) - values.get(step - 3));
        double at = Math.abs(values.get(step - 1) - values.get(step - 2));
        double after = Math.abs(values.get(step) - values.get(step - 1));
        assertThat(at).as("change at the interrupt, before %s, after %s", before, after)
                .isLessThanOrEqualTo(Math.max(before, after) + 1e-12);
    }
}
