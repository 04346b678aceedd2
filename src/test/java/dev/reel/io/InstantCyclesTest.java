package dev.reel.io;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * ANC003 in every graph the animator runs: inside sub-state machines (through a box's entry and through
 * {@code exit}, and a machine's own Any State) and inside every layer, reported at the transition that closes
 * the cycle, while a condition, a duration or an exit time anywhere on the way lets the animator settle.
 */
class InstantCyclesTest {
    private static List<Diagnostic> cycles(String body) {
        String text = "controller version=1 {\n  entry=\"A\"\n  param \"On\" kind=bool {}\n  state \"A\" {}\n"
                + body + "}\n";
        return ControllerCodec.read(text, "c.aectrl").diagnostics().stream()
                .filter(d -> d.code() == Code.ANC003).toList();
    }

    @Test
    void twoStatesOfAMachineThatSwitchBackAndForth() {
        List<Diagnostic> found = cycles("""
                  machine "M" entry="X" {
                    state "X" {}
                    state "Y" {}
                    transition "X" to="Y" {}
                    transition "Y" to="X" {}
                  }
                """);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).line()).isEqualTo(9);
        assertThat(found.get(0).message()).contains("cycle through \"M/X\"");
    }

    @Test
    void intoAMachineByItsEntryAndOutThroughExit() {
        // A → M (its entry X) → exit → the box's way out back to A.
        String body = """
                  machine "M" entry="X" {
                    state "X" {}
                    transition "X" to="exit" {}
                  }
                  transition "A" to="M" {}
                  transition "M" to="A"%s {}
                """;
        assertThat(cycles(body.formatted(""))).hasSize(1);
        assertThat(cycles(body.formatted(" duration=0.1"))).isEmpty();
        assertThat(cycles(body.formatted(" exitTime=1"))).isEmpty();
        assertThat(cycles(body.replace("transition \"X\" to=\"exit\" {}", """
                transition "X" to="exit" {
                      cond "On" {}
                    }""").formatted(""))).isEmpty();
    }

    @Test
    void throughTwoExitsOfNestedMachines() {
        assertThat(cycles("""
                  machine "Outer" entry="Inner" {
                    machine "Inner" entry="X" {
                      state "X" {}
                      transition "X" to="exit" {}
                    }
                    transition "Inner" to="exit" {}
                  }
                  transition "A" to="Outer" {}
                  transition "Outer" to="A" {}
                """)).hasSize(1);
    }

    @Test
    void aMachinesAnyStateCoversItsOwnStatesOnly() {
        // Any inside M sends Y to X; X goes to Y: a cycle inside M.
        assertThat(cycles("""
                  machine "M" entry="X" {
                    state "X" {}
                    state "Y" {}
                    transition "any" to="X" {}
                    transition "X" to="Y" {}
                  }
                  transition "A" to="M" {
                    cond "On" {}
                  }
                """)).hasSize(1);
        // The same Any State does not leave A, outside M: A → M (X) and nothing comes back to A.
        assertThat(cycles("""
                  machine "M" entry="X" {
                    state "X" {}
                    transition "any" to="X" {}
                  }
                  transition "A" to="M" {}
                """)).isEmpty();
    }

    @Test
    void insideALayer() {
        List<Diagnostic> found = cycles("""
                  layer "Upper" entry="E" {
                    state "E" {}
                    state "F" {}
                    transition "E" to="F" {}
                    transition "F" to="E" {}
                  }
                """);
        assertThat(found).hasSize(1);
        assertThat(found.get(0).message()).contains("in layer \"Upper\"");
        assertThat(cycles("""
                  layer "Upper" entry="E" {
                    state "E" {}
                    state "F" {}
                    transition "E" to="F" {}
                    transition "F" to="E" exitTime=1 {}
                  }
                """)).isEmpty();
    }

    @Test
    void theBaseGraphAsBefore() {
        assertThat(cycles("  state \"B\" {}\n  transition \"A\" to=\"B\" {}\n  transition \"any\" to=\"A\" {}\n"))
                .hasSize(1);
        assertThat(cycles("  state \"B\" {}\n  transition \"A\" to=\"B\" {}\n  transition \"B\" to=\"A\" duration=0.2 {}\n"))
                .isEmpty();
    }
}
