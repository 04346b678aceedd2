package dev.reel.io;

import dev.reel.model.BlendKind;
import dev.reel.model.Code;
import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import dev.reel.model.LayerBlend;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Blend trees, sub-state machines and layers in {@code .aectrl} files: they read into the model, write back
 * byte for byte in canonical form, and each of their rules has its diagnostic at the place it names.
 */
class ControllerDepthCodecTest {
    private static final String CANONICAL = """
            controller version=1 {
              entry="Locomotion"
              param "Speed" kind=float {}
              param "X" kind=float {}
              param "Attack" kind=trigger {}
              state "Locomotion" blend=oneD param="Speed" speed=1.5 pos=[10, 20] {
                motion clip=asset("anim/walk.aeanim") at=1 {}
                motion clip=asset("anim/run.aeanim") at=3 {}
              }
              state "Aim" blend=twoD param="X" paramY="Speed" {
                motion clip=asset("anim/idle.aeanim") at=[0, 0] {}
                motion clip=asset("anim/walk.aeanim") at=[1, 0] {}
              }
              machine "Combat" entry="Slash" pos=[300, 40] {
                state "Slash" clip=asset("anim/swing.aeanim") {}
                machine "Inner" entry="Deep" {
                  state "Deep" {}
                }
                transition "any" to="Slash" {
                  cond "Attack" {}
                }
                transition "Slash" to="exit" exitTime=1 {}
              }
              transition "Locomotion" to="Combat" {
                cond "Attack" {}
              }
              transition "Combat" to="Locomotion" duration=0.1 {}
              layer "Upper" entry="Empty" weight=0.75 blend=additive mask=["Body/Arm", "Head"] {
                state "Empty" {}
                transition "Empty" to="Empty" exitTime=1 {}
              }
              layer "Plain" entry="Idle" {
                state "Idle" {}
              }
            }
            """;

    private static List<Diagnostic> diagnostics(String text) {
        return ControllerCodec.read(text, "c.aectrl").diagnostics();
    }

    private static Diagnostic only(List<Diagnostic> diagnostics, Code code) {
        assertThat(diagnostics).extracting(Diagnostic::code).contains(code);
        return diagnostics.stream().filter(d -> d.code() == code).findFirst().orElseThrow();
    }

    private static String wrap(String body) {
        return "controller version=1 {\n  entry=\"A\"\n  param \"Speed\" kind=float {}\n  param \"On\" kind=bool {}\n"
                + "  state \"A\" {}\n" + body + "}\n";
    }

    @Test
    void treesMachinesAndLayersReadIntoTheModelAndWriteBackByteForByte() {
        Loaded<Controller> loaded = ControllerCodec.read(CANONICAL, "c.aectrl");
        assertThat(loaded.diagnostics()).isEmpty();
        Controller controller = loaded.value();
        assertThat(controller.state("Locomotion").tree().kind()).isEqualTo(BlendKind.ONE_D);
        assertThat(controller.state("Locomotion").tree().motions()).extracting(m -> m.x()).containsExactly(1.0, 3.0);
        assertThat(controller.state("Aim").tree().paramY()).isEqualTo("Speed");
        assertThat(controller.state("Aim").tree().motions().get(1).x()).isEqualTo(1.0);
        assertThat(controller.machines()).hasSize(1);
        assertThat(controller.machines().get(0).machines().get(0).name()).isEqualTo("Inner");
        assertThat(controller.layers()).extracting(l -> l.name()).containsExactly("Upper", "Plain");
        assertThat(controller.layers().get(0).blend()).isEqualTo(LayerBlend.ADDITIVE);
        assertThat(controller.layers().get(0).weight()).isEqualTo(0.75);
        assertThat(controller.layers().get(0).mask()).containsExactly("Body/Arm", "Head");
        assertThat(controller.layers().get(1).weight()).isEqualTo(1.0);
        assertThat(ControllerCodec.write(controller)).isEqualTo(CANONICAL);
    }

    @Test
    void everyShippedControllerWithoutTheNewNodesIsStillOneLayerAndNotExtended() throws Exception {
        Path file = Path.of("sample-projects/platformer/anim/knight.aectrl");
        String text = Files.readString(file);
        Controller controller = ControllerCodec.read(text, "knight.aectrl").value();
        assertThat(controller.extended()).isFalse();
        assertThat(ControllerCodec.write(controller)).isEqualTo(text);
    }

    @Test
    void anc007ThresholdsOutOfOrderOrTwiceAndPointsTwice() {
        Diagnostic order = only(diagnostics(wrap("""
                  state "T" blend=oneD param="Speed" {
                    motion clip=asset("a.aeanim") at=2 {}
                    motion clip=asset("b.aeanim") at=1 {}
                  }
                """)), Code.ANC007);
        assertThat(order.line()).isEqualTo(8);
        assertThat(order.message()).contains("comes after 2");
        Diagnostic twice = only(diagnostics(wrap("""
                  state "T" blend=oneD param="Speed" {
                    motion clip=asset("a.aeanim") at=1 {}
                    motion clip=asset("b.aeanim") at=1 {}
                  }
                """)), Code.ANC007);
        assertThat(twice.message()).contains("twice");
        Diagnostic point = only(diagnostics(wrap("""
                  state "T" blend=twoD param="Speed" paramY="Speed" {
                    motion clip=asset("a.aeanim") at=[1, 0] {}
                    motion clip=asset("b.aeanim") at=[0, 1] {}
                    motion clip=asset("c.aeanim") at=[1, 0] {}
                  }
                """)), Code.ANC007);
        assertThat(point.line()).isEqualTo(9);
        assertThat(diagnostics(wrap("""
                  state "T" blend=oneD param="Speed" {
                    motion clip=asset("a.aeanim") at=-1 {}
                    motion clip=asset("b.aeanim") at=1 {}
                  }
                """))).isEmpty();
    }

    @Test
    void anc010ExitOutsideAMachine() {
        Diagnostic d = only(diagnostics(wrap("  transition \"A\" to=\"exit\" {}\n")), Code.ANC010);
        assertThat(d.line()).isEqualTo(6);
        assertThat(d.column()).isEqualTo(21);
        only(diagnostics(wrap("  layer \"L\" entry=\"B\" {\n    state \"B\" {}\n    transition \"B\" to=\"exit\" {}\n  }\n")),
                Code.ANC010);
        assertThat(diagnostics(wrap("  machine \"M\" entry=\"B\" {\n    state \"B\" {}\n"
                + "    transition \"B\" to=\"exit\" {}\n  }\n"))).isEmpty();
    }

    @Test
    void anc011AnEmptyTreeAndTreeParametersThatAreUnknownOrNotFloats() {
        Diagnostic empty = only(diagnostics(wrap("  state \"T\" blend=oneD param=\"Speed\" {}\n")), Code.ANC011);
        assertThat(empty.line()).isEqualTo(6);
        Diagnostic unknown = only(diagnostics(wrap("  state \"T\" blend=oneD param=\"Nope\" {\n"
                + "    motion clip=asset(\"a.aeanim\") at=0 {}\n  }\n")), Code.ANC001);
        assertThat(unknown.message()).contains("Nope");
        Diagnostic bool = only(diagnostics(wrap("  state \"T\" blend=oneD param=\"On\" {\n"
                + "    motion clip=asset(\"a.aeanim\") at=0 {}\n  }\n")), Code.ANC002);
        assertThat(bool.message()).contains("float");
    }

    @Test
    void namesInsideMachinesAndLayersAreTheirOwnAndMayNotHoldASlash() {
        assertThat(diagnostics(wrap("  machine \"M\" entry=\"A\" {\n    state \"A\" {}\n  }\n"
                + "  layer \"L\" entry=\"A\" {\n    state \"A\" {}\n  }\n"))).isEmpty();
        only(diagnostics(wrap("  machine \"M\" entry=\"B\" {\n    state \"B\" {}\n    state \"B\" {}\n  }\n")),
                Code.ANC005);
        only(diagnostics(wrap("  state \"X/Y\" {}\n")), Code.ANC005);
        Diagnostic inner = only(diagnostics(wrap("  machine \"M\" entry=\"B\" {\n    state \"B\" {}\n"
                + "    transition \"B\" to=\"A\" {}\n  }\n")), Code.ANC001);
        assertThat(inner.message()).as("A is outside the machine").contains("\"A\"").contains("machine \"M\"");
    }
}
