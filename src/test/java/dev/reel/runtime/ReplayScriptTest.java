package dev.reel.runtime;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The replay script's lines and its SCR001 diagnostics at file:line:col. */
class ReplayScriptTest {
    private static final CompiledController PLATFORMER = Rig.platformer();

    private static ReplayScript parse(String text) {
        return ReplayScript.parse(text, "run.txt", PLATFORMER);
    }

    @Test
    void actionsAreOrderedByStepThenFileOrder() {
        ReplayScript script = parse("""
                # a comment
                at 20 set Speed 2.5   # trailing comment
                at 5 set Grounded false
                at 5 trigger Attack

                at 30 play "Run"
                at 31 crossfade Idle 0.25
                at 40 set VerticalSpeed -1e-1
                """);
        assertThat(script.diagnostics()).isEmpty();
        List<String> actions = script.actions().stream()
                .map(action -> action.step() + " " + action.verb() + " " + action.target() + " " + action.number())
                .toList();
        assertThat(actions).containsExactly("5 SET 1 0.0", "5 TRIGGER 3 1.0", "20 SET 0 2.5", "30 PLAY 1 0.0",
                "31 CROSSFADE 0 0.25", "40 SET 2 -0.1");
        assertThat(script.lastStep()).isEqualTo(40);
    }

    @Test
    void everyBadLineIsAnScr001AtItsWord() {
        ReplayScript script = parse("""
                at 1 set Speed fast
                after 2 set Speed 1
                at x set Speed 1
                at 0 set Speed 1
                at 3 jump
                at 3 set Nobody 1
                at 3 play Nowhere
                at 3 set Attack maybe
                at 3 trigger Speed
                at 3 set Grounded maybe
                at 3 crossfade Run -1
                at 3 set Speed
                at 3 play Run now
                at 3 play "Run
                """);
        assertThat(script.diagnostics()).extracting(Diagnostic::format).containsExactly(
                "run.txt:1:16 SCR001 bad value \"fast\" for float parameter \"Speed\": expected a number",
                "run.txt:2:1 SCR001 a line starts with \"at STEP\", not \"after\"",
                "run.txt:3:4 SCR001 bad step \"x\": expected a whole number",
                "run.txt:4:4 SCR001 steps start at 1, got 0",
                "run.txt:5:6 SCR001 unknown action \"jump\": expected set, trigger, play or crossfade",
                "run.txt:6:10 SCR001 no parameter \"Nobody\" in the controller",
                "run.txt:7:11 SCR001 no state \"Nowhere\" in the controller",
                "run.txt:8:17 SCR001 bad value \"maybe\" for trigger parameter \"Attack\": expected true or false",
                "run.txt:9:14 SCR001 \"Speed\" is a float parameter: use set",
                "run.txt:10:19 SCR001 bad value \"maybe\" for bool parameter \"Grounded\": expected true or false",
                "run.txt:11:20 SCR001 bad seconds \"-1\": expected a number of 0 or more",
                "run.txt:12:16 SCR001 too few words: expected at STEP set NAME VALUE",
                "run.txt:13:15 SCR001 unexpected \"now\": expected at STEP play STATE",
                "run.txt:14:11 SCR001 unterminated quoted name");
        assertThat(script.diagnostics()).allMatch(diagnostic -> diagnostic.code() == Code.SCR001);
        assertThat(script.actions()).isEmpty();
    }

    @Test
    void actionsDriveTheAnimatorBeforeTheirStep() {
        ReplayScript script = parse("at 2 set Speed 3\nat 2 trigger Attack\n");
        ReplayRunner.Run run = ReplayRunner.run(PLATFORMER, script, 3, 1.0 / 60);
        assertThat(run.steps().get(0).state()).isEqualTo("Idle");
        assertThat(run.steps().get(1).entered()).containsExactly("Hit");
        assertThat(run.steps().get(1).params().get(0).value()).isEqualTo(3);
        assertThat(run.steps().get(1).params().get(3).toJson()).as("the trigger was consumed").isEqualTo("false");
    }

    @Test
    void setTrueOnATriggerPressesItAndSetFalseResetsIt() {
        ReplayRunner.Run pressed = ReplayRunner.run(PLATFORMER, parse("at 2 set Attack true\n"), 2, 1.0 / 60);
        assertThat(pressed.steps().get(1).entered()).containsExactly("Hit");
        ReplayRunner.Run reset = ReplayRunner.run(PLATFORMER,
                parse("at 2 trigger Attack\nat 2 set Attack false\n"), 2, 1.0 / 60);
        assertThat(reset.steps().get(1).entered()).isEmpty();
    }
}
