package dev.reel.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.runtime.Animator;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.ReplayScript;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code reel replay}: golden runs of the built-in platformer (regenerate with
 * {@code -Dreel.golden.update=true}, then read the changed lines against docs/formats.md before committing), the JSON
 * shape, the table, script errors and controllers in projects.
 */
class ReplayCommandTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden/replay");
    private static final boolean UPDATE = Boolean.getBoolean("reel.golden.update");

    @TempDir
    Path temp;

    private static void golden(String name, int steps) throws Exception {
        Path script = GOLDEN.resolve(name + ".script");
        CheckCommandTest.Run run = reel("replay", "engine/anim/platformer", "--script", script.toString(), "--steps",
                Integer.toString(steps), "--json");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        Path golden = GOLDEN.resolve(name + ".jsonl");
        if (UPDATE) {
            Files.writeString(golden, run.out(), StandardCharsets.UTF_8);
        }
        assertThat(run.out()).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }

    @Test
    void runJumpFallLandAttackMatchesItsGolden() throws Exception {
        golden("run-jump-fall-land-attack", 150);
    }

    @Test
    void anInterruptDuringABlendMatchesItsGolden() throws Exception {
        golden("interrupt-during-blend", 60);
    }

    @Test
    void aPropertyNoActiveStateAnimatesGoesBackToItsDefaultUnlessHeld() throws Exception {
        Path script = GOLDEN.resolve("write-defaults.script");
        CheckCommandTest.Run run = reel("replay", GOLDEN.resolve("defaults/knight.aectrl").toString(), "--script",
                script.toString(), "--steps", "65", "--json", "--values");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        Path golden = GOLDEN.resolve("write-defaults.jsonl");
        if (UPDATE) {
            Files.writeString(golden, run.out(), StandardCharsets.UTF_8);
        }
        assertThat(run.out()).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
        String[] lines = run.out().split("\n");
        ObjectMapper mapper = new ObjectMapper();
        JsonNode idleAgain = mapper.readTree(lines[24]).get("values");
        assertThat(idleAgain.get(":SpriteRenderer.tint").toString()).as("step 25, Idle").isEqualTo("[1.0,1.0,1.0,1.0]");
        assertThat(idleAgain.get(":transform.rotation").asDouble()).isZero();
        JsonNode held = mapper.readTree(lines[36]).get("values");
        assertThat(held.get(":SpriteRenderer.tint").toString()).as("step 37, Idle after Guard's onEnd=hold")
                .isEqualTo("[0.5,0.5,1.0,1.0]");
        JsonNode last = mapper.readTree(lines[64]).get("values");
        assertThat(last.get(":SpriteRenderer.tint").toString()).isEqualTo("[1.0,1.0,1.0,1.0]");
    }

    @Test
    void thePoseDoesNotJumpWhereTheCrossFadeCutsIntoTheBlend() throws Exception {
        ControllerSource source = ControllerSource.load("engine/anim/platformer");
        CompiledController controller = source.controller();
        ReplayScript script = ReplayScript.parse(
                Files.readString(GOLDEN.resolve("interrupt-during-blend.script")), "script", controller);
        Animator animator = new Animator(controller, MemoryScene.open(), 1.0 / 60);
        List<double[]> poses = new ArrayList<>();
        for (int step = 1; step <= 19; step++) {
            for (ReplayScript.Action action : script.actions()) {
                if (action.step() == step) {
                    action.issue(animator);
                }
            }
            animator.step();
            List<Double> lanes = new ArrayList<>();
            for (int channel = 0; channel < controller.channelCount(); channel++) {
                for (int lane = 0; lane < 4; lane++) {
                    if (animator.value(channel) instanceof dev.reel.model.Value.Vec vec && lane < vec.size()) {
                        lanes.add(vec.get(lane));
                    } else if (lane == 0 && animator.value(channel) instanceof dev.reel.model.Value.Num num) {
                        lanes.add(num.value());
                    }
                }
            }
            poses.add(lanes.stream().mapToDouble(Double::doubleValue).toArray());
        }
        assertThat(poses.get(11)).as("step 12 is blending Idle into Run").isNotEqualTo(poses.get(10));
        for (int lane = 0; lane < poses.get(0).length; lane++) {
            double before = Math.abs(poses.get(11)[lane] - poses.get(10)[lane]);
            double at = Math.abs(poses.get(12)[lane] - poses.get(11)[lane]);
            double after = Math.abs(poses.get(13)[lane] - poses.get(12)[lane]);
            assertThat(at).as("lane %d at step 13: before %s, after %s", lane, before, after)
                    .isLessThanOrEqualTo(Math.max(before, after));
        }
    }

    @Test
    void jsonHasOneObjectPerStepWithTheKeysInOrder() throws Exception {
        Path script = Files.writeString(temp.resolve("s.txt"), "at 3 set Speed 2\nat 5 crossfade Jump 0.1\n");
        CheckCommandTest.Run run = reel("replay", "engine/anim/platformer", "--script", script.toString(),
                "--steps", "8", "--json");
        assertThat(run.exit()).isZero();
        String[] lines = run.out().split("\n");
        assertThat(lines).hasSize(8);
        ObjectMapper mapper = new ObjectMapper();
        JsonNode first = mapper.readTree(lines[0]);
        List<String> keys = new ArrayList<>();
        for (Iterator<String> names = first.fieldNames(); names.hasNext(); ) {
            keys.add(names.next());
        }
        assertThat(keys).containsExactly("step", "state", "time", "blend", "params", "events", "entered", "exited",
                "rootMotion", "hash");
        assertThat(lines[0]).isEqualTo("{\"step\":1,\"state\":\"Idle\",\"time\":0.0,\"blend\":null,"
                + "\"params\":{\"Speed\":0.0,\"Grounded\":true,\"VerticalSpeed\":0.0,\"Attack\":false},"
                + "\"events\":[],\"entered\":[\"Idle\"],\"exited\":[],\"rootMotion\":[0.0,0.0],\"hash\":\""
                + first.get("hash").asText() + "\"}");
        assertThat(first.get("hash").asText()).matches("[0-9a-f]{16}");
        JsonNode third = mapper.readTree(lines[2]);
        assertThat(third.get("state").asText()).isEqualTo("Run");
        assertThat(third.get("blend").toString()).isEqualTo("{\"from\":\"Idle\",\"to\":\"Run\",\"weight\":0.0}");
        JsonNode fourth = mapper.readTree(lines[3]);
        assertThat(fourth.get("time").asDouble()).isEqualTo(1.0 / 60);
        assertThat(fourth.get("blend").get("weight").asDouble()).isEqualTo(2 * (0.1 * 0.1) * 100 / 36, within());
        JsonNode fifth = mapper.readTree(lines[4]);
        assertThat(fifth.get("entered").toString()).isEqualTo("[\"Jump\"]");
        assertThat(fifth.get("exited").toString()).as("the interrupted states stop").isEqualTo("[\"Idle\",\"Run\"]");
        assertThat(fifth.get("blend").get("from").asText()).isEqualTo("Run");
    }

    private static org.assertj.core.data.Offset<Double> within() {
        return org.assertj.core.data.Offset.offset(1e-12);
    }

    @Test
    void withoutJsonItPrintsATableRowPerStep() throws Exception {
        Path script = Files.writeString(temp.resolve("s.txt"), "at 2 trigger Attack\n");
        CheckCommandTest.Run run = reel("replay", "engine/anim/platformer", "--script", script.toString(),
                "--steps", "3");
        assertThat(run.exit()).isZero();
        String[] lines = run.out().split("\n");
        assertThat(lines).hasSize(4);
        assertThat(lines[0]).contains("step").contains("state").contains("blend").contains("hash");
        assertThat(lines[2]).contains("Hit").contains("Idle");
    }

    @Test
    void withoutStepsItRunsSixtyStepsPastTheScriptsLastLine() throws Exception {
        Path script = Files.writeString(temp.resolve("s.txt"), "at 15 set Speed 1\n");
        CheckCommandTest.Run run = reel("replay", "engine/anim/platformer", "--script", script.toString(), "--json");
        assertThat(run.out().split("\n")).hasSize(75);
    }

    @Test
    void aScriptErrorIsADiagnosticWithItsLineAndExitsOne() throws Exception {
        Path script = Files.writeString(temp.resolve("bad.txt"), "at 1 set Speed 1\nat 2 set Sped 3\n");
        CheckCommandTest.Run run = reel("replay", "engine/anim/platformer", "--script", script.toString(), "--json");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains(script.toString().replace('\\', '/')
                + ":2:10 SCR001 no parameter \"Sped\" in the controller");
    }

    @Test
    void aControllerInAProjectPlaysItsProjectClips() throws Exception {
        Path script = Files.writeString(temp.resolve("s.txt"), "at 5 set Speed 2\nat 30 trigger Attack\n");
        CheckCommandTest.Run run = reel("replay", "sample-projects/platformer/anim/knight.aectrl", "--script",
                script.toString(), "--steps", "60", "--json");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.err()).as("every state found its clip").isEmpty();
        assertThat(run.out()).contains("\"entered\":[\"Run\"]").contains("\"entered\":[\"Attack\"]");
    }

    @Test
    void aStateWithAMissingClipIsAWarningAndTheReplayRuns() throws Exception {
        Path project = Files.createDirectories(temp.resolve("game"));
        Files.writeString(project.resolve("project.aego"), "project version=1 name=\"Game\" {}\n");
        Path controller = Files.writeString(project.resolve("hero.aectrl"), """
                controller version=1 {
                  entry="Idle"
                  param "Go" kind=bool {}
                  state "Idle" clip=asset("anim/idle.aeanim") {}
                  state "Run" clip=asset("engine/anim/run") {}
                  transition "Idle" to="Run" { cond "Go" {} }
                }
                """);
        Path script = Files.writeString(temp.resolve("s.txt"), "at 3 set Go true\n");
        CheckCommandTest.Run run = reel("replay", controller.toString(), "--script", script.toString(), "--steps",
                "4", "--json");
        assertThat(run.exit()).isZero();
        assertThat(run.err()).contains("hero.aectrl:4:3 ANC004");
        assertThat(run.out()).contains("\"step\":3,\"state\":\"Run\"");
    }

    @Test
    void anUnknownControllerExitsOne() {
        CheckCommandTest.Run run = reel("replay", "engine/anim/nothing", "--script", "x.txt");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("AST002");
        CheckCommandTest.Run broken = reel("replay", "no/such/file.aectrl", "--script", "x.txt");
        assertThat(broken.exit()).isEqualTo(1);
        assertThat(broken.err()).contains("IO001");
    }
}
