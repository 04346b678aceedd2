package dev.reel.interop;

import dev.reel.io.ControllerCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Controllers written as the root of a Godot AnimationTree, read back by the test reader of Godot's text format. */
class GodotTreeTest {
    private static final String HERO = """
            controller version=1 {
              entry="Idle"
              entryPos=[10, 20]
              ease=linear
              param "Speed" kind=float {}
              param "MoveY" kind=float {}
              param "Grounded" kind=bool default=true {}
              param "Fight" kind=trigger {}
              state "Idle" clip=asset("anim/idle.aeanim") pos=[100, 50] {}
              state "Move" blend=oneD param="Speed" {
                motion clip=asset("anim/walk.aeanim") at=1 {}
                motion clip=asset("anim/run.aeanim") at=3 {}
              }
              state "Aim" blend=twoD param="Speed" paramY="MoveY" speed=2 {
                motion clip=asset("anim/idle.aeanim") at=[0, 0] {}
                motion clip=asset("anim/walk.aeanim") at=[1, 0] {}
                motion clip=asset("anim/run.aeanim") at=[0, 1] {}
              }
              machine "Combat" entry="Slash" {
                state "Slash" clip=asset("anim/slash.aeanim") {}
                state "Guard" clip=asset("anim/idle.aeanim") {}
                transition "any" to="Guard" { cond "Grounded" op=eq value=false {} }
                transition "Slash" to="exit" exitTime=1 {}
              }
              transition "Idle" to="Move" duration=0.1 { cond "Speed" op=gt value=0.5 {} }
              transition "Idle" to="Move" duration=0.2 { cond "Grounded" op=eq value=false {} }
              transition "Move" to="Idle" duration=0.1 exitTime=0.5 { cond "Speed" op=le value=0.5 {} }
              transition "any" to="Combat" interrupt=true { cond "Fight" {} }
              transition "Combat" to="Idle" duration=0.1 {}
              layer "Upper" entry="Rest" weight=0.5 blend=additive mask=["Arm"] {
                state "Rest" {}
                state "Wave" clip=asset("anim/slash.aeanim") {}
                transition "Rest" to="Wave" { cond "Fight" {} }
              }
            }
            """;

    private static final Map<String, String> NAMES = Map.of("anim/idle.aeanim", "idle", "anim/walk.aeanim", "walk",
            "anim/run.aeanim", "run", "anim/slash.aeanim", "slash");

    private static GodotResourceReader.Resource export(String text, List<Diagnostic> warnings) {
        Loaded<Controller> loaded = ControllerCodec.read(text, "anim/hero.aectrl");
        assertThat(loaded.hasErrors()).as(loaded.diagnostics().toString()).isFalse();
        String written = GodotTree.write(loaded.value(), NAMES, clip -> clip.equals("anim/slash.aeanim")
                ? Set.of("Arm:rotation", "Arm/Hand:position", "Body:rotation") : Set.of(), "anim/hero.aectrl", warnings);
        return GodotResourceReader.parse(written);
    }

    /** from, to → the transition section, of a machine's {@code transitions} array. */
    private static Map<String, GodotResourceReader.Section> transitions(GodotResourceReader.Resource file,
                                                                        GodotResourceReader.Section machine) {
        List<?> flat = (List<?>) machine.get("transitions");
        Map<String, GodotResourceReader.Section> out = new java.util.LinkedHashMap<>();
        for (int i = 0; i < flat.size(); i += 3) {
            out.put(flat.get(i) + ">" + flat.get(i + 1), file.deref(flat.get(i + 2)));
        }
        return out;
    }

    @Test
    void statesPlayTheirAnimationsAndStartEntersTheEntryState() {
        GodotResourceReader.Resource file = export(HERO.replaceAll("(?s)  layer .*?\n  }\n", ""), new ArrayList<>());
        GodotResourceReader.Section root = file.main();
        assertThat(file.header().type()).isEqualTo("AnimationNodeStateMachine");
        GodotResourceReader.Section idle = file.deref(root.get("states/Idle/node"));
        assertThat(idle.type()).isEqualTo("AnimationNodeAnimation");
        assertThat(idle.get("animation")).isEqualTo(new GodotResourceReader.Name("idle"));
        assertThat(((GodotResourceReader.Call) root.get("states/Idle/position")).args()).containsExactly(100L, 50L);
        assertThat(((GodotResourceReader.Call) root.get("states/Start/position")).args()).containsExactly(10L, 20L);
        Map<String, GodotResourceReader.Section> transitions = transitions(file, root);
        assertThat(transitions.get("Start>Idle").get("advance_mode")).isEqualTo(2L);
    }

    @Test
    void transitionsCarryFadeSwitchModeExpressionAndFileOrderPriority() {
        List<Diagnostic> warnings = new ArrayList<>();
        GodotResourceReader.Resource file = export(HERO, warnings);
        GodotResourceReader.Section base = file.deref(file.main().get("nodes/Base/node"));
        Map<String, GodotResourceReader.Section> transitions = transitions(file, base);
        GodotResourceReader.Section idleMove = transitions.get("Idle>Move");
        assertThat(idleMove.get("xfade_time")).isEqualTo(0.1);
        assertThat(idleMove.get("advance_mode")).as("auto").isEqualTo(2L);
        assertThat(idleMove.get("switch_mode")).as("immediate, the default").isNull();
        assertThat(idleMove.get("advance_expression")).as("two Reel transitions of one pair join with or")
                .isEqualTo("(Speed > 0.5) or (not Grounded)");
        assertThat(idleMove.get("priority")).isEqualTo(1L);
        GodotResourceReader.Section moveIdle = transitions.get("Move>Idle");
        assertThat(moveIdle.get("switch_mode")).as("exit time: at end").isEqualTo(2L);
        assertThat(moveIdle.get("advance_expression")).isEqualTo("Speed <= 0.5");
        assertThat(moveIdle.get("priority")).isEqualTo(3L);
        assertThat(transitions.keySet()).as("an any transition leaves every other state and machine")
                .contains("Idle>Combat", "Move>Combat", "Aim>Combat").doesNotContain("Combat>Combat");
        assertThat(transitions.get("Aim>Combat").get("advance_expression")).isEqualTo("Fight");
        assertThat(transitions.get("Combat>Idle").get("switch_mode")).as("leaving a machine waits for its exit")
                .isEqualTo(2L);
        assertThat(warnings).extracting(Diagnostic::message)
                .anyMatch(m -> m.contains("\"Idle\" to \"Move\"") && m.contains("'or'"))
                .anyMatch(m -> m.contains("exitTime=0.5"))
                .anyMatch(m -> m.contains("interrupt=true"))
                .anyMatch(m -> m.contains("param \"Fight\"") && m.contains("triggers"))
                .anyMatch(m -> m.contains("state \"Aim\"") && m.contains("speed=2"));
    }

    @Test
    void blendTreesAreBlendSpacesAndMachinesNestedStateMachinesWithAnEnd() {
        GodotResourceReader.Resource file = export(HERO, new ArrayList<>());
        GodotResourceReader.Section base = file.deref(file.main().get("nodes/Base/node"));
        GodotResourceReader.Section move = file.deref(base.get("states/Move/node"));
        assertThat(move.type()).isEqualTo("AnimationNodeBlendSpace1D");
        assertThat(move.get("blend_point_1/pos")).isEqualTo(3.0);
        assertThat(file.deref(move.get("blend_point_1/node")).get("animation"))
                .isEqualTo(new GodotResourceReader.Name("run"));
        assertThat(move.get("value_label")).isEqualTo("Speed");
        GodotResourceReader.Section aim = file.deref(base.get("states/Aim/node"));
        assertThat(aim.type()).isEqualTo("AnimationNodeBlendSpace2D");
        assertThat(((GodotResourceReader.Call) aim.get("blend_point_2/pos")).args()).containsExactly(0L, 1L);
        GodotResourceReader.Section combat = file.deref(base.get("states/Combat/node"));
        assertThat(combat.type()).isEqualTo("AnimationNodeStateMachine");
        assertThat(combat.get("state_machine_type")).as("nested").isEqualTo(1L);
        Map<String, GodotResourceReader.Section> inner = transitions(file, combat);
        assertThat(inner.keySet()).contains("Start>Slash", "Slash>Guard", "Slash>End");
        assertThat(inner.get("Slash>End").get("switch_mode")).isEqualTo(2L);
    }

    @Test
    void layersJoinInABlendTreeFilteredByTheirMasks() {
        List<Diagnostic> warnings = new ArrayList<>();
        GodotResourceReader.Resource file = export(HERO, warnings);
        assertThat(file.header().type()).isEqualTo("AnimationNodeBlendTree");
        GodotResourceReader.Section root = file.main();
        assertThat(file.deref(root.get("nodes/Upper/node")).type()).isEqualTo("AnimationNodeStateMachine");
        GodotResourceReader.Section mix = file.deref(root.get("nodes/Upper mix/node"));
        assertThat(mix.type()).as("additive").isEqualTo("AnimationNodeAdd2");
        assertThat(mix.get("filter_enabled")).isEqualTo(true);
        List<?> filters = (List<?>) mix.get("filters");
        assertThat(filters).extracting(f -> ((GodotResourceReader.Call) f).args().get(0))
                .containsExactlyInAnyOrder("Arm:rotation", "Arm/Hand:position");
        assertThat(root.get("node_connections")).isEqualTo(List.of(new GodotResourceReader.Name("output"),
                0L, new GodotResourceReader.Name("Upper mix"), new GodotResourceReader.Name("Upper mix"), 0L,
                new GodotResourceReader.Name("Base"), new GodotResourceReader.Name("Upper mix"), 1L,
                new GodotResourceReader.Name("Upper")));
        assertThat(warnings).extracting(Diagnostic::message)
                .anyMatch(m -> m.contains("layer \"Upper\"") && m.contains("parameters/Upper mix/add_amount"));
    }
}
