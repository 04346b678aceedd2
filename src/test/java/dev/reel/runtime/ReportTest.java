package dev.reel.runtime;

import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.EventMode;
import dev.reel.model.Interp;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.TangentMode;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.reel.runtime.Clips.key;
import static org.assertj.core.api.Assertions.assertThat;

/** The JSON {@code reel play} prints, the script options and the runner. */
class ReportTest {

    /** The clip of the engine's documentation, timed on binary fractions so its numbers print exactly. */
    private static Clip documented() {
        return Clips.clip(0.5, LoopMode.LOOP,
                List.of(Clips.flipbook("", 8.0, List.of(), List.of(), "run_0", "run_1", "run_2", "run_3")),
                List.of(Clips.track("", "SpriteRenderer.tint", Kind.COLOR,
                                key(0, Value.Vec.of(1, 1, 1, 1)).withInterp(Interp.LINEAR),
                                key(0.25, Value.Vec.of(1, 0.5, 0.5, 1))),
                        Clips.track("Arm", "transform.rotation", Kind.FLOAT32, Authority.SIMULATION, OnEnd.HOLD,
                                key(0, 0).withInterp(Interp.LINEAR),
                                key(0.25, 0.75).withTangent(TangentMode.LINEAR, null, null)),
                        Clips.track("", "Stats.level", Kind.INT32, key(0, 3)),
                        Clips.track("", "Mood.state", Kind.ENUM, key(0, new Value.Symbol("calm"))),
                        Clips.track("", "Shield.on", Kind.BOOL, key(0, new Value.Bool(true))),
                        Clips.track("Arm", "transform.rotation", Kind.FLOAT32, key(0, 5))),
                List.of(Clips.event(0.25, "Hit", 1.0, EventMode.GAMEPLAY),
                        Clips.event(0.125, "Footstep", null, EventMode.PRESENTATION),
                        Clips.event(0.125, "Flash", null, EventMode.PREVIEW)));
    }

    @Test
    void eachStepIsOneJsonObjectInTheSpecsShape() {
        PlayRunner.Run run = PlayRunner.run(CompiledClip.compile(documented()), new PlayScript(5, 0.0625, 1, null,
                List.of()));
        assertThat(run.steps().get(0).toJson()).isEqualTo("{\"step\":1,\"time\":0.0,\"cycle\":0,\"playing\":true,"
                + "\"values\":{\":SpriteRenderer.sprite\":\"run_0\",\":SpriteRenderer.tint\":[1.0,1.0,1.0,1.0],"
                + "\"Arm:transform.rotation\":0.0,\":Stats.level\":3,\":Mood.state\":\"calm\",\":Shield.on\":true},"
                + "\"events\":[],\"finished\":null}");
        assertThat(run.steps().get(2).toJson()).isEqualTo("{\"step\":3,\"time\":0.125,\"cycle\":0,\"playing\":true,"
                + "\"values\":{\":SpriteRenderer.sprite\":\"run_1\",\":SpriteRenderer.tint\":[1.0,0.75,0.75,1.0],"
                + "\"Arm:transform.rotation\":0.375,\":Stats.level\":3,\":Mood.state\":\"calm\",\":Shield.on\":true},"
                + "\"events\":[{\"name\":\"Footstep\",\"payload\":null,\"mode\":\"presentation\"}],\"finished\":null}");
        assertThat(run.steps().get(4).toJson()).contains("\"time\":0.25,")
                .contains("\"events\":[{\"name\":\"Hit\",\"payload\":1.0,\"mode\":\"gameplay\"}]");
        assertThat(run.toJsonLines().lines()).hasSize(5);
        assertThat(run.diagnostics()).extracting(dev.reel.model.Diagnostic::code)
                .containsExactly(dev.reel.model.Code.ANM004);
    }

    @Test
    void theScriptCommandsActBeforeTheirSteps() {
        PlayScript script = new PlayScript(8, 0.125, 1, LoopMode.ONCE, List.of(
                PlayScript.parse("--pause", "2").command(),
                PlayScript.parse("--resume", "3").command(),
                PlayScript.parse("--seek", "0.125@5").command(),
                PlayScript.parse("--set-speed", "2@6").command()));
        List<StepReport> steps = PlayRunner.run(CompiledClip.compile(documented()), script).steps();
        assertThat(steps).extracting(StepReport::time)
                .containsExactly(0.0, 0.0, 0.125, 0.25, 0.125, 0.375, 0.5, 0.5);
        assertThat(steps).extracting(StepReport::playing)
                .containsExactly(true, false, true, true, true, true, false, false);
        assertThat(steps).extracting(StepReport::finished)
                .containsExactly(null, null, null, null, null, null, 0, null);
        assertThat(steps.get(1).toJson()).contains("\"playing\":false");
        assertThat(steps.get(6).toJson()).endsWith("\"finished\":0}");
    }

    @Test
    void stopReportsFinishedMinusOne() {
        PlayScript script = PlayScript.of(3).with(PlayScript.parse("--stop", "2").command());
        List<StepReport> steps = PlayRunner.run(CompiledClip.compile(documented()), script).steps();
        assertThat(steps.get(1).toJson()).contains("\"playing\":false").endsWith("\"finished\":-1}");
        assertThat(steps.get(2).finished()).isNull();
    }

    @Test
    void theSpeedAndLoopOfTheScriptApplyFromPlay() {
        PlayScript script = new PlayScript(3, 0.125, -1, LoopMode.PING_PONG, List.of());
        List<StepReport> steps = PlayRunner.run(CompiledClip.compile(documented()), script).steps();
        assertThat(steps).extracting(StepReport::time).containsExactly(0.5, 0.375, 0.25);
    }

    @Test
    void badScriptOptionsAreReportedAsSentences() {
        assertThat(PlayScript.parse("--seek", "0.5").error()).isEqualTo("--seek expects TIME@STEP, got \"0.5\"");
        assertThat(PlayScript.parse("--set-speed", "x@2").error()).isEqualTo("--set-speed has a bad number \"x\"");
        assertThat(PlayScript.parse("--pause", "0").error()).isEqualTo("--pause needs a step of 1 or more, got 0");
        assertThat(PlayScript.parse("--stop", "two").error()).isEqualTo("--stop has a bad step \"two\"");
        assertThat(PlayScript.parse("--seek", "0.25@4").command())
                .isEqualTo(new PlayScript.ScriptCommand(4, PlayScript.Action.SEEK, 0.25));
    }

    @Test
    void numbersPrintAsTheShortestDecimalThatReadsBack() {
        assertThat(JsonText.number(0)).isEqualTo("0.0");
        assertThat(JsonText.number(-0.0)).isEqualTo("0.0");
        assertThat(JsonText.number(1)).isEqualTo("1.0");
        assertThat(JsonText.number(-2.5)).isEqualTo("-2.5");
        assertThat(JsonText.number(0.1)).isEqualTo("0.1");
        assertThat(JsonText.number(0.1 + 0.2)).isEqualTo("0.30000000000000004");
        assertThat(JsonText.number(1.0 / 60)).isEqualTo("0.016666666666666666");
        assertThat(JsonText.number(2.0 / 3)).isEqualTo("0.6666666666666666");
        assertThat(JsonText.number(1e-9)).isEqualTo("1.0e-9");
        assertThat(JsonText.number(1.5e-7)).isEqualTo("0.00000015");
        assertThat(JsonText.number(1.5e21)).isEqualTo("1.5e21");
        assertThat(JsonText.number(1e20)).isEqualTo("100000000000000000000.0");
        assertThat(JsonText.number(Double.MIN_VALUE)).isEqualTo("5.0e-324");
        assertThat(JsonText.number(2.82879384806159E17)).isEqualTo("282879384806159000.0");
        assertThat(JsonText.number(Double.NaN)).isEqualTo("null");
        java.util.Random random = new java.util.Random(99);
        for (int i = 0; i < 5_000; i++) {
            double value = Double.longBitsToDouble(random.nextLong());
            if (Double.isFinite(value)) {
                assertThat(Double.parseDouble(JsonText.number(value))).as("bits %x", Double.doubleToLongBits(value))
                        .isEqualTo(value == 0 ? 0.0 : value);
            }
        }
    }

    @Test
    void stringsAreEscaped() {
        assertThat(JsonText.string("a\"b\\c\nd\u0001")).isEqualTo("\"a\\\"b\\\\c\\nd\\u0001\"");
    }

    @Test
    void theStateHashOfAKnownRunDoesNotChange() {
        // A golden value: FNV-1a over fixed fields gives the same number on every JVM and run.
        Clip clip = Clips.clip(1, LoopMode.LOOP,
                Clips.track("", "A.x", Kind.FLOAT32, key(0, 0, Interp.LINEAR), key(1, 1)));
        StepReport second = PlayRunner.run(CompiledClip.compile(clip), new PlayScript(2, 0.25, 1, null, List.of()))
                .steps().get(1);
        assertThat(second.hashText()).isEqualTo(GOLDEN_HASH);
    }

    private static final String GOLDEN_HASH = "f6d37e44ef5d58e0";

    @Test
    void theHashFollowsItsDocumentedFields() {
        ClipPlayer idle = new ClipPlayer(MemoryScene.open(), 0.25);
        idle.step();
        // tag, playing, paused, clip, loop, domain, speed, s, cycle, time, track count
        long[] fields = {0x5245454C504C4159L, 0, 0, 0, 0, 0, Double.doubleToLongBits(1.0), 0, 0, 0, 0};
        long hash = 0xcbf29ce484222325L;
        for (long field : fields) {
            for (int shift = 0; shift < 64; shift += 8) {
                hash ^= (field >>> shift) & 0xff;
                hash *= 0x100000001b3L;
            }
        }
        assertThat(idle.stateHash()).isEqualTo(hash);
    }
}
