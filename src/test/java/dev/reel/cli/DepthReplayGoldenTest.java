package dev.reel.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Golden {@code reel replay --json --values} runs of blend trees, layers and sub-state machines
 * ({@code src/test/resources/golden/replay/depth/}; regenerate with {@code -Dreel.golden.update=true} and read the
 * diff against docs/formats.md), each with the rule it shows checked on the lines that show it.
 */
class DepthReplayGoldenTest {
    private static final Path DEPTH = Path.of("src/test/resources/golden/replay/depth");
    private static final boolean UPDATE = Boolean.getBoolean("reel.golden.update");
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Runs {@code controller} with {@code script}, compares with golden {@code name}.jsonl, returns the lines. */
    private static JsonNode[] golden(String controller, String script, String name, int steps) throws Exception {
        CheckCommandTest.Run run = reel("replay", DEPTH.resolve(controller).toString(), "--script",
                DEPTH.resolve(script).toString(), "--steps", Integer.toString(steps), "--json", "--values");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        Path golden = DEPTH.resolve(name + ".jsonl");
        if (UPDATE) {
            Files.writeString(golden, run.out(), StandardCharsets.UTF_8);
        }
        assertThat(run.out()).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
        String[] lines = run.out().split("\n");
        JsonNode[] nodes = new JsonNode[lines.length + 1];
        for (int i = 0; i < lines.length; i++) {
            nodes[i + 1] = JSON.readTree(lines[i]);
        }
        return nodes;
    }

    @TempDir
    Path temp;

    @Test
    void checkWarnsOfAMaskPathNoClipAnimatesAndOfStepKindsUnderAnAdditiveLayer() throws Exception {
        Path project = temp.resolve("p");
        Files.createDirectories(project.resolve("anim"));
        Files.copy(DEPTH.resolve("project.aego"), project.resolve("project.aego"));
        for (String clip : new String[]{"walk.aeanim", "swing.aeanim"}) {
            Files.copy(DEPTH.resolve("anim").resolve(clip), project.resolve("anim").resolve(clip));
        }
        Files.writeString(project.resolve("c.aectrl"), """
                controller version=1 {
                  entry="Walk"
                  state "Walk" clip=asset("anim/walk.aeanim") {}
                  layer "Add" entry="W" blend=additive mask=["Leg", ""] {
                    state "W" clip=asset("anim/walk.aeanim") {}
                  }
                }
                """);
        CheckCommandTest.Run run = reel("check", project.toString());
        assertThat(run.out()).contains("c.aectrl:4:3 ANC008").contains("\"Leg\"")
                .contains("c.aectrl:4:3 ANC009").contains(":SpriteRenderer.flipX");
        assertThat(run.out()).doesNotContain("\"\", which");
    }

    private static double motion(JsonNode step, int layer, int motion) {
        return step.get("layers").get(layer).get("motions").get(motion).get("weight").asDouble();
    }

    @Test
    void oneDWeightsAreWholeAtAThresholdAndLinearBetweenAndBeyond() throws Exception {
        JsonNode[] steps = golden("locomotion.aectrl", "locomotion.script", "locomotion", 100);
        assertThat(motion(steps[5], 0, 0)).as("Speed 1: at the walk's threshold").isEqualTo(1.0);
        assertThat(motion(steps[5], 0, 1)).isEqualTo(0.0);
        assertThat(motion(steps[6], 0, 0)).as("Speed 2: half way").isEqualTo(0.5);
        assertThat(motion(steps[6], 0, 1)).isEqualTo(0.5);
        assertThat(motion(steps[20], 0, 1)).as("Speed 3: at the run's threshold").isEqualTo(1.0);
        assertThat(motion(steps[26], 0, 1)).as("Speed 4: beyond the last threshold").isEqualTo(1.0);
        // The lean is the weighted mean of both motions sampled at the same fraction of their clips.
        double fraction = steps[6].get("time").asDouble();
        assertThat(steps[6].get("values").get("Body:transform.rotation").asDouble())
                .isCloseTo(0.5 * fraction * 0.8 + 0.5 * (10 + fraction * 0.5), within(1e-12));
        assertThat(steps[6].get("values").get(":SpriteRenderer.flipX").asBoolean())
                .as("a step kind from the highest weight; a tie to the first motion").isFalse();
        assertThat(steps[20].get("values").get(":SpriteRenderer.flipX").asBoolean()).isTrue();
    }

    @Test
    void aWalkAndARunOfDifferentLengthsShareOneCycleOfTheirWeightedMeanLength() throws Exception {
        JsonNode[] steps = golden("locomotion.aectrl", "cycle-sync.script", "cycle-sync", 80);
        // 0.65 s per cycle: each step adds (1/60) / 0.65 of a cycle.
        assertThat(steps[2].get("time").asDouble()).isCloseTo(1.0 / 60 / 0.65, within(1e-12));
        assertThat(steps[21].get("events").get(0).get("name").asText()).as("half way, 0.4 s of the walk")
                .isEqualTo("Footstep");
        for (int step = 1; step <= 20; step++) {
            assertThat(steps[step].get("events")).as("step " + step).isEmpty();
        }
        assertThat(steps[40].get("time").asDouble()).as("39 steps of 1/60 s make one 0.65 s cycle")
                .isCloseTo(0, within(1e-9));
        // Root motion: 0.8 px a walk cycle and 2 px a run cycle, mixed by weight, per tree cycle.
        double perStep = steps[10].get("rootMotion").get(0).asDouble();
        assertThat(perStep).isCloseTo((0.5 * 0.8 + 0.5 * 2) / 39, within(1e-12));
    }

    @Test
    void exitTimeOnATreeCountsCyclesOfTheTree() throws Exception {
        JsonNode[] steps = golden("locomotion.aectrl", "tree-exit.script", "tree-exit", 70);
        assertThat(steps[60].get("state").asText()).isEqualTo("Locomotion");
        assertThat(steps[61].get("state").asText()).as("two 0.5 s cycles after step 1").isEqualTo("Idle");
    }

    @Test
    void twoDSimpleDirectionalWeightsFollowTheDocumentedRule() throws Exception {
        JsonNode[] steps = golden("directions.aectrl", "directions.script", "directions", 8);
        double[][] expected = {
                null,
                {1, 0, 0, 0, 0},          // the centre
                {0, 1, 0, 0, 0},          // on east's point
                {0.5, 0.5, 0, 0, 0},      // half way to east
                {0.25, 0.5, 0.25, 0, 0},  // inside centre, east, north
                {0, 0.5, 0.5, 0, 0},      // beyond east and north: a + b = 2, divided
                {0, 0, 1, 0, 0},          // on north's direction, beyond it
                {0.4, 0, 0, 0.3, 0.3},    // between west and south
        };
        for (int step = 1; step < expected.length; step++) {
            for (int m = 0; m < 5; m++) {
                assertThat(motion(steps[step], 0, m)).as("step " + step + " motion " + m)
                        .isCloseTo(expected[step][m], within(1e-12));
            }
        }
        assertThat(steps[4].get("values").get(":transform.scale").toString()).isEqualTo("[0.5,0.25]");
    }

    @Test
    void overrideAndAdditiveLayersWriteOnlyTheirMaskAndATriggerIsConsumedOnce() throws Exception {
        JsonNode[] steps = golden("layers.aectrl", "layers.script", "layers", 40);
        JsonNode attack = steps[3];
        assertThat(attack.get("entered").toString()).as("the Upper layer takes the trigger")
                .isEqualTo("[\"Upper:Swing\"]");
        assertThat(attack.get("layers").get(2).get("state").asText()).as("the Lean layer never sees it")
                .isEqualTo("Off");
        JsonNode values = steps[5].get("values");
        assertThat(values.get("Body/Arm:transform.rotation").asDouble()).as("override inside the mask")
                .isCloseTo(1 + 2 * (2.0 / 60 / 0.2), within(1e-12));
        assertThat(values.get("Body/Arm/Hand:transform.rotation").asDouble()).as("a child of the mask's path")
                .isCloseTo(0.5 * (2.0 / 60 / 0.2), within(1e-12));
        assertThat(values.get("Body:transform.rotation").asDouble()).as("outside the mask: the walk's lean")
                .isCloseTo(4.0 / 60, within(1e-12));
        assertThat(steps[10].get("values").get("Body:transform.rotation").asDouble()).isCloseTo(9.0 / 60, within(1e-12));
        // Lean on (step 20): the swing adds its change from its first key, at weight 0.5.
        JsonNode lean = steps[22].get("values");
        assertThat(lean.get("Body/Arm:transform.rotation").asDouble()).isCloseTo(0.5 * (2 * 2.0 / 60 / 0.2),
                within(1e-12));
        assertThat(lean.get("Body:transform.rotation").asDouble()).as("a one-key track adds nothing")
                .isCloseTo(21.0 / 60, within(1e-12));
        assertThat(steps[30].get("values").get("Body/Arm:transform.rotation").asDouble()).as("Lean off").isZero();
        assertThat(steps[30].get("rootMotion").get(0).asDouble()).as("root motion is the base layer's")
                .isCloseTo(1.0 / 60, within(1e-12));
    }

    @Test
    void aMachineIsEnteredAtItsEntryLeftThroughExitAndItsAnyStateCoversOnlyItself() throws Exception {
        JsonNode[] steps = golden("combat.aectrl", "combat.script", "combat", 50);
        assertThat(steps[2].get("state").asText()).as("into the box: its entry").isEqualTo("Combat/Slash");
        assertThat(steps[14].get("entered").toString()).isEqualTo("[\"Combat/Slash\"]");
        assertThat(steps[20].get("state").asText()).as("the machine's Any State").isEqualTo("Combat/Guard");
        assertThat(steps[30].get("state").asText()).as("exit, then the box's transition").isEqualTo("Rest");
        assertThat(steps[30].get("blend").get("from").asText()).isEqualTo("Combat/Guard");
        assertThat(steps[40].get("state").asText()).as("outside the machine its Any State does nothing")
                .isEqualTo("Rest");
        assertThat(steps[45].get("state").asText()).isEqualTo("Idle");
    }
}
