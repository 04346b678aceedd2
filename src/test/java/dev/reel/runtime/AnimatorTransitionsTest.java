package dev.reel.runtime;

import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/formats.md, "Stepping a controller": when transitions fire, which one, and what they consume. */
class AnimatorTransitionsTest {
    private static final double DT = 1.0 / 60;
    private static final String PARAMS = """
              param "F" kind=float {}
              param "B" kind=bool {}
              param "T" kind=trigger {}
            """;
    private static final String STATES = """
              state "A" clip=asset("a") {}
              state "B" clip=asset("b") {}
              state "C" clip=asset("c") {}
            """;

    private static Rig rig() {
        return new Rig()
                .clip("a", "anim version=1 length=1 loop=loop {\n"
                        + "  track \"\" prop=\"X.v\" kind=float32 { key t=0 v=1 {} }\n"
                        + "  event t=0 name=\"StartA\" {}\n  event t=0.5 name=\"HalfA\" {}\n}\n")
                .clip("b", "anim version=1 length=1 loop=loop {\n"
                        + "  track \"\" prop=\"X.v\" kind=float32 { key t=0 v=2 {} }\n"
                        + "  event t=0 name=\"StartB\" {}\n}\n")
                .clip("c", Rig.ramp(1, "X.v", 3, 4));
    }

    private static CompiledController controller(String transitions) {
        return rig().compile("controller version=1 {\n  entry=\"A\"\n" + PARAMS + STATES + transitions + "}\n");
    }

    @Test
    void stepOneEntersTheEntryStateAtTimeZeroAndFiresItsStartEvents() {
        CompiledController controller = controller("");
        Rig.Signals signals = new Rig.Signals(controller);
        Animator animator = Rig.animator(controller, DT, signals);
        assertThat(animator.stateName()).isNull();
        animator.step();
        assertThat(animator.stateName()).isEqualTo("A");
        assertThat(animator.time()).isZero();
        assertThat(signals.take()).containsExactly("enter:A", "event:StartA@A");
        animator.step();
        assertThat(animator.time()).isEqualTo(DT);
        assertThat(signals.take()).isEmpty();
        Rig.steps(animator, 29);
        assertThat(signals.take()).containsExactly("event:HalfA@A");
    }

    @Test
    void anyTransitionsComeFirstInFileOrderThenTheCurrentStates() {
        CompiledController controller = controller("""
                  transition "A" to="B" duration=0.1 { cond "F" op=gt value=1 {} }
                  transition "any" to="C" duration=0.1 { cond "F" op=gt value=2 {} }
                  transition "any" to="B" duration=0.1 { cond "F" op=gt value=2 {} }
                """);
        Animator animator = Rig.animator(controller, DT, new Rig.Signals(controller));
        animator.step();
        animator.setFloat("F", 3);
        animator.step();
        assertThat(animator.stateName()).isEqualTo("C");
        Animator second = Rig.animator(controller, DT, new Rig.Signals(controller));
        second.step();
        second.setFloat("F", 1.5);
        second.step();
        assertThat(second.stateName()).isEqualTo("B");
    }

    @Test
    void everyOperatorComparesTheParameterWithItsValue() {
        String[] ops = {"eq", "ne", "gt", "ge", "lt", "le"};
        // Below, equal to and above the value, and NaN (unordered: only ne holds).
        boolean[][] expected = {
                {false, true, false, false}, {true, false, true, true}, {false, false, true, false},
                {false, true, true, false}, {true, false, false, false}, {true, true, false, false}};
        double[] values = {1, 2, 3, Double.NaN};
        for (int op = 0; op < ops.length; op++) {
            CompiledController controller = controller("  transition \"A\" to=\"B\" { cond \"F\" op=" + ops[op]
                    + " value=2 {} }\n");
            for (int v = 0; v < values.length; v++) {
                Animator animator = Rig.animator(controller, DT, new Rig.Signals(controller));
                animator.setFloat("F", values[v]);
                animator.step();
                assertThat(animator.isState("B")).as("F=" + values[v] + " " + ops[op] + " 2")
                        .isEqualTo(expected[op][v]);
            }
        }
    }

    @Test
    void allConditionsMustHoldAndBoolsAndTriggersNeedNoOperator() {
        CompiledController controller = controller("""
                  transition "A" to="B" { cond "B" {} cond "F" op=ge value=1 {} }
                  transition "A" to="C" { cond "T" {} }
                """);
        Animator animator = Rig.animator(controller, DT, new Rig.Signals(controller));
        animator.setBool("B", true);
        animator.step();
        assertThat(animator.stateName()).as("F is still 0").isEqualTo("A");
        animator.setFloat("F", 1);
        animator.setBool("B", false);
        animator.step();
        assertThat(animator.stateName()).as("B is false now").isEqualTo("A");
        animator.setTrigger("T");
        animator.step();
        assertThat(animator.stateName()).isEqualTo("C");
    }

    @Test
    void aParameterSetDuringAStepIsReadOnTheNextStep() {
        CompiledController controller = controller("  transition \"A\" to=\"B\" { cond \"F\" op=gt value=1 {} }\n");
        Animator animator = new Animator(controller, MemoryScene.open(), DT);
        List<Long> setOn = new ArrayList<>();
        animator.setListener(new AnimatorListener() {
            @Override
            public void event(int state, ClipEvent event, EventMode mode, int cycle) {
                if (event.name().equals("HalfA")) {
                    animator.setFloat("F", 5);
                    setOn.add(animator.steps());
                }
            }
        });
        Rig.steps(animator, 31);
        assertThat(setOn).containsExactly(31L);
        assertThat(animator.stateName()).as("the step that set F still read 0").isEqualTo("A");
        assertThat(animator.getFloat("F")).isEqualTo(5);
        animator.step();
        assertThat(animator.stateName()).isEqualTo("B");
    }

    @Test
    void aTriggerNobodyUsesIsClearedAtTheEndOfItsStep() {
        CompiledController controller = controller("  transition \"A\" to=\"B\" exitTime=0.5 { cond \"T\" {} }\n");
        Animator animator = Rig.animator(controller, DT, new Rig.Signals(controller));
        animator.step();
        animator.setTrigger("T");
        assertThat(animator.getBool("T")).isTrue();
        animator.step();
        assertThat(animator.getBool("T")).as("cleared at the end of the step").isFalse();
        Rig.steps(animator, 60);
        assertThat(animator.stateName()).as("the exit time passed without the trigger").isEqualTo("A");
        animator.setTrigger("T");
        animator.step();
        assertThat(animator.stateName()).isEqualTo("B");
    }

    @Test
    void aTriggerSetDuringAStepSurvivesIntoTheNextAndResetTriggerClearsIt() {
        CompiledController controller = controller("  transition \"A\" to=\"B\" { cond \"T\" {} }\n");
        Animator animator = new Animator(controller, MemoryScene.open(), DT);
        animator.setListener(new AnimatorListener() {
            @Override
            public void event(int state, ClipEvent event, EventMode mode, int cycle) {
                if (event.name().equals("HalfA")) {
                    animator.setTrigger("T");
                }
            }
        });
        Rig.steps(animator, 31);
        assertThat(animator.stateName()).isEqualTo("A");
        assertThat(animator.getBool("T")).isTrue();
        animator.step();
        assertThat(animator.stateName()).isEqualTo("B");

        Animator reset = Rig.animator(controller, DT, new Rig.Signals(controller));
        reset.step();
        reset.setTrigger("T");
        reset.resetTrigger("T");
        reset.step();
        assertThat(reset.stateName()).isEqualTo("A");
    }

    @Test
    void theTransitionThatUsesATriggerConsumesIt() {
        CompiledController controller = controller("""
                  transition "A" to="B" { cond "T" {} }
                  transition "B" to="C" { cond "T" {} }
                """);
        Rig.Signals signals = new Rig.Signals(controller);
        Animator animator = Rig.animator(controller, DT, signals);
        animator.step();
        animator.setTrigger("T");
        animator.step();
        assertThat(animator.stateName()).as("B -> C saw the trigger already consumed").isEqualTo("B");
        animator.step();
        assertThat(animator.stateName()).isEqualTo("B");
    }

    @Test
    void exitTimeWaitsForPassesOfTheClipScaledByTheStateSpeed() {
        String transitions = "  transition \"A\" to=\"B\" exitTime=1.5 {}\n";
        CompiledController normal = controller(transitions);
        assertThat(firstStepIn(normal, "B")).isEqualTo(91);
        CompiledController fast = rig().compile("controller version=1 {\n  entry=\"A\"\n" + PARAMS
                + STATES.replace("clip=asset(\"a\") {}", "clip=asset(\"a\") speed=2 {}") + transitions + "}\n");
        assertThat(firstStepIn(fast, "B")).isEqualTo(46);
        CompiledController withCondition = controller(
                "  transition \"A\" to=\"B\" exitTime=0.5 { cond \"B\" {} }\n");
        Animator animator = Rig.animator(withCondition, DT, new Rig.Signals(withCondition));
        Rig.steps(animator, 100);
        assertThat(animator.stateName()).isEqualTo("A");
        animator.setBool("B", true);
        animator.step();
        assertThat(animator.stateName()).as("exit time passed long ago and stays passed").isEqualTo("B");
    }

    private static int firstStepIn(CompiledController controller, String state) {
        Animator animator = Rig.animator(controller, DT, new Rig.Signals(controller));
        for (int step = 1; step <= 1000; step++) {
            animator.step();
            if (animator.isState(state)) {
                return step;
            }
        }
        return -1;
    }

    @Test
    void instantTransitionsChainAtMostEightTimesInOneStep() {
        CompiledController controller = controller("""
                  transition "A" to="B" { cond "B" {} }
                  transition "B" to="C" { cond "B" {} }
                  transition "C" to="A" { cond "B" {} }
                """);
        Rig.Signals signals = new Rig.Signals(controller);
        Animator animator = Rig.animator(controller, DT, signals);
        animator.step();
        signals.take();
        animator.setBool("B", true);
        animator.step();
        List<String> entered = signals.take().stream().filter(s -> s.startsWith("enter:")).toList();
        assertThat(entered).containsExactly("enter:B", "enter:C", "enter:A", "enter:B", "enter:C", "enter:A",
                "enter:B", "enter:C");
        assertThat(animator.stateName()).isEqualTo("C");
    }

    @Test
    void aTransitionWithADurationEndsTheStepAndOnlyInterruptsFireDuringTheBlend() {
        CompiledController controller = controller("""
                  transition "A" to="B" duration=0.5 { cond "F" op=gt value=1 {} }
                  transition "B" to="C" { cond "F" op=gt value=2 {} }
                  transition "B" to="A" interrupt=true { cond "B" {} }
                """);
        Animator animator = Rig.animator(controller, DT, new Rig.Signals(controller));
        animator.step();
        animator.setFloat("F", 3);
        animator.step();
        assertThat(animator.stateName()).isEqualTo("B");
        assertThat(animator.isBlending()).isTrue();
        Rig.steps(animator, 29);
        assertThat(animator.stateName()).as("B -> C is not an interrupt: it waits for the blend").isEqualTo("B");
        assertThat(animator.isBlending()).isTrue();
        animator.step();
        assertThat(animator.isBlending()).isFalse();
        assertThat(animator.stateName()).as("the blend ended on this step, then B -> C fired").isEqualTo("C");

        Animator interrupted = Rig.animator(controller, DT, new Rig.Signals(controller));
        interrupted.step();
        interrupted.setFloat("F", 1.5);
        interrupted.step();
        Rig.steps(interrupted, 5);
        interrupted.setBool("B", true);
        interrupted.setFloat("F", 0);
        interrupted.step();
        assertThat(interrupted.stateName()).as("an interrupt cuts into the blend").isEqualTo("A");
    }

    @Test
    void anAnyTransitionNeverFiresIntoItsOwnTarget() {
        CompiledController controller = controller("""
                  transition "any" to="A" { cond "B" {} }
                  transition "A" to="C" { cond "F" op=gt value=1 {} }
                """);
        Rig.Signals signals = new Rig.Signals(controller);
        Animator animator = Rig.animator(controller, DT, signals);
        animator.setBool("B", true);
        Rig.steps(animator, 10);
        assertThat(signals.take()).as("A is never re-entered").containsExactly("enter:A", "event:StartA@A");
        assertThat(animator.time()).isEqualTo(9 * DT);
        animator.setBool("B", false);
        animator.setFloat("F", 2);
        animator.step();
        assertThat(signals.take()).containsExactly("exit:A", "enter:C");
        animator.setFloat("F", 0);
        animator.setBool("B", true);
        animator.step();
        assertThat(signals.take()).as("from another state it fires").containsExactly("exit:C", "enter:A",
                "event:StartA@A");
    }

    @Test
    void playAndCrossFadeActOnTheNextStep() {
        CompiledController controller = controller("");
        Rig.Signals signals = new Rig.Signals(controller);
        Animator animator = Rig.animator(controller, DT, signals);
        Rig.steps(animator, 3);
        signals.take();
        assertThat(animator.play("C")).isTrue();
        assertThat(animator.play("nowhere")).isFalse();
        assertThat(animator.stateName()).isEqualTo("A");
        animator.step();
        assertThat(animator.stateName()).isEqualTo("C");
        assertThat(animator.time()).isZero();
        assertThat(animator.isBlending()).isFalse();
        assertThat(signals.take()).containsExactly("exit:A", "enter:C");
        animator.crossFade("B", 0.1);
        animator.step();
        assertThat(animator.stateName()).isEqualTo("B");
        assertThat(animator.isBlending()).isTrue();
        assertThat(controller.stateName(animator.blendFrom())).isEqualTo("C");
        assertThat(animator.weight()).isZero();
        assertThat(signals.take()).as("B's start event belongs to C at weight 0").containsExactly("enter:B");
    }

    @Test
    void aPlayIssuedByAListenerDuringAStepActsOnTheNextStep() {
        CompiledController controller = controller("");
        Animator animator = new Animator(controller, MemoryScene.open(), DT);
        animator.setListener(new AnimatorListener() {
            @Override
            public void event(int state, ClipEvent event, EventMode mode, int cycle) {
                if (event.name().equals("HalfA")) {
                    animator.play("C");
                }
            }
        });
        Rig.steps(animator, 31);
        assertThat(animator.stateName()).isEqualTo("A");
        animator.step();
        assertThat(animator.stateName()).isEqualTo("C");
    }
}
