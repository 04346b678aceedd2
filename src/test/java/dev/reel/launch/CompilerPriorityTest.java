package dev.reel.launch;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The editor's start lowers only the optimising compiler's threads, and a user's 0 leaves them alone. */
class CompilerPriorityTest {

    @Test
    void theC2CompilerThreadsAndOnlyThemRunAtNiceTen() throws Exception {
        ChildFacts.Printed printed = ChildFacts.run(CompilerPriorityChild.class, List.of(), Map.of());
        assertThat(Integer.parseInt(printed.facts().get("changed"))).as(printed.output()).isPositive();
        assertThat(printed.facts().get("c2")).as(printed.output()).matches("\\[10(, 10)*\\]");
        assertThat(printed.facts().get("othersNotZero")).as(printed.output()).isEqualTo("0");
    }

    @Test
    void aNiceOfZeroLeavesTheCompilerAsItWas() throws Exception {
        ChildFacts.Printed printed = ChildFacts.run(CompilerPriorityChild.class, List.of("-Dreel.compilerNice=0"),
                Map.of());
        assertThat(printed.facts().get("changed")).isEqualTo("0");
        assertThat(printed.facts().get("c2")).as(printed.output()).matches("\\[0(, 0)*\\]");
    }
}
