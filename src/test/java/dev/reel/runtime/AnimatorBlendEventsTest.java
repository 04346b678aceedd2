package dev.reel.runtime;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/formats.md: events during a blend follow the incoming state's {@code events} policy. A 0.4 s linear blend
 * from A to B starts on step 11 (dt 0.01), so weight = k/40 after k more steps: B's start event fires at
 * weight 0, B1 at 0.125, A2 at 0.375, B2 at 0.625, A3 at 0.875.
 */
class AnimatorBlendEventsTest {

    private static List<String> events(String policy) {
        CompiledController controller = new Rig()
                .clip("a", "anim version=1 length=1 loop=loop {\n"
                        + "  event t=0.05 name=\"A1\" {}\n  event t=0.25 name=\"A2\" {}\n  event t=0.45 name=\"A3\" {}\n}\n")
                .clip("b", "anim version=1 length=1 loop=loop {\n"
                        + "  event t=0 name=\"B0\" {}\n  event t=0.05 name=\"B1\" {}\n  event t=0.25 name=\"B2\" {}\n}\n")
                .compile("controller version=1 {\n  entry=\"A\"\n  ease=linear\n  param \"F\" kind=float {}\n"
                        + "  state \"A\" clip=asset(\"a\") {}\n"
                        + "  state \"B\" clip=asset(\"b\")" + (policy == null ? "" : " events=" + policy) + " {}\n"
                        + "  transition \"A\" to=\"B\" duration=0.4 { cond \"F\" op=gt value=0 {} }\n}\n");
        Rig.Signals signals = new Rig.Signals(controller);
        Animator animator = Rig.animator(controller, 0.01, signals);
        for (int step = 1; step <= 60; step++) {
            if (step == 11) {
                animator.setFloat("F", 1);
            }
            animator.step();
        }
        return signals.take().stream().filter(signal -> signal.startsWith("event:")).toList();
    }

    @Test
    void dominantRunsTheEventsOfTheStateHoldingAtLeastHalfTheWeight() {
        assertThat(events(null)).containsExactly("event:A1@A", "event:A2@A", "event:B2@B");
        assertThat(events("dominant")).containsExactly("event:A1@A", "event:A2@A", "event:B2@B");
    }

    @Test
    void bothRunsTheEventsOfBothStates() {
        assertThat(events("both")).containsExactly("event:A1@A", "event:B0@B", "event:B1@B", "event:A2@A",
                "event:B2@B", "event:A3@A");
    }

    @Test
    void incomingRunsOnlyTheIncomingStatesEvents() {
        assertThat(events("incoming")).containsExactly("event:A1@A", "event:B0@B", "event:B1@B", "event:B2@B");
    }
}
