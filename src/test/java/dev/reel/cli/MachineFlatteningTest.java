package dev.reel.cli;

import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.ReplayRunner;
import dev.reel.runtime.ReplayScript;
import dev.reel.runtime.ReplayStep;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Sub-state machines nested two deep (docs/formats.md, "Sub-state machines"): entering a box follows the
 * entries down, an exit continues outwards through a box transition that is itself an exit, Any State
 * transitions come outermost first and cover only their machine, and an exit waits for a box transition that
 * holds.
 */
class MachineFlatteningTest {
    private static final String CONTROLLER = """
            controller version=1 {
              entry="Idle"
              param "Go" kind=bool {}
              param "Out" kind=bool {}
              param "Poke" kind=trigger {}
              state "Idle" {}
              state "Home" {}
              machine "Outer" entry="Inner" {
                state "Wait" {}
                machine "Inner" entry="Deep" {
                  state "Deep" {}
                  state "Deeper" {}
                  transition "any" to="Deeper" {
                    cond "Poke" {}
                  }
                  transition "Deeper" to="exit" {}
                }
                transition "any" to="Wait" {
                  cond "Poke" {}
                }
                transition "Inner" to="exit" {
                  cond "Out" {}
                }
              }
              transition "Idle" to="Outer" {
                cond "Go" {}
              }
              transition "Outer" to="Home" {}
            }
            """;

    private static List<ReplayStep> run(String script) {
        Controller controller = ControllerCodec.read(CONTROLLER, "m.aectrl").value();
        CompiledController compiled = ControllerSource.compile(controller, "m.aectrl", Path.of(".")).controller();
        ReplayScript parsed = ReplayScript.parse(script, "m.script", compiled);
        assertThat(parsed.diagnostics()).isEmpty();
        return ReplayRunner.run(compiled, parsed, 8, 1.0 / 60).steps();
    }

    @Test
    void entriesAreFollowedDownAndTheOutermostAnyStateComesFirst() {
        List<ReplayStep> steps = run("at 2 set Go true\nat 4 trigger Poke\n");
        assertThat(steps.get(1).state()).isEqualTo("Outer/Inner/Deep");
        // Outer's Any State comes before Inner's: the trigger takes Deep to Outer/Wait, not to Deeper.
        assertThat(steps.get(3).state()).isEqualTo("Outer/Wait");
        assertThat(steps.get(3).exited()).containsExactly("Outer/Inner/Deep");
    }

    @Test
    void anExitWaitsForABoxTransitionThatHoldsAndContinuesOutwards() {
        List<ReplayStep> steps = run("at 2 set Go true\nat 2 set Out false\nat 6 set Out true\n");
        assertThat(steps.get(1).state()).isEqualTo("Outer/Inner/Deep");
        List<ReplayStep> poked = run("at 2 set Go true\nat 3 play Outer/Inner/Deeper\nat 6 set Out true\n");
        assertThat(poked.get(2).state()).as("Deeper's exit needs Inner's box transition, which needs Out")
                .isEqualTo("Outer/Inner/Deeper");
        assertThat(poked.get(4).state()).isEqualTo("Outer/Inner/Deeper");
        assertThat(poked.get(5).state()).as("exit, exit, then Outer's box transition to Home").isEqualTo("Home");
    }
}
