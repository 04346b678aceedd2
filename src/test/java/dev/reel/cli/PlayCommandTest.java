package dev.reel.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** {@code reel play}: the documented lines, the defaults, the order of commands, validation and the table. */
class PlayCommandTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path temp;

    private static List<JsonNode> lines(CheckCommandTest.Run run) throws Exception {
        assertThat(run.exit()).as(run.err()).isZero();
        List<JsonNode> lines = new ArrayList<>();
        for (String line : run.out().split("\n")) {
            lines.add(MAPPER.readTree(line));
        }
        return lines;
    }

    private static List<Double> times(CheckCommandTest.Run run) throws Exception {
        List<Double> times = new ArrayList<>();
        for (JsonNode line : lines(run)) {
            times.add(line.get("time").asDouble());
        }
        return times;
    }

    @Test
    void theRunCycleByDefaultPlaysOnePassAndWrapsOnItsLastStep() throws Exception {
        List<JsonNode> lines = lines(reel("play", "engine/anim/run", "--json"));
        // 0.8 s at 1/60 s: the Play step, then 48 steps; the 48th lands on 0.8, the start of cycle 1.
        assertThat(lines).hasSize(49);
        JsonNode first = lines.get(0);
        List<String> keys = new ArrayList<>();
        for (Iterator<String> names = first.fieldNames(); names.hasNext(); ) {
            keys.add(names.next());
        }
        assertThat(keys).containsExactly("step", "time", "cycle", "playing", "values", "events", "finished");
        assertThat(first.toString()).isEqualTo("{\"step\":1,\"time\":0.0,\"cycle\":0,\"playing\":true,"
                + "\"values\":{\":SpriteRenderer.sprite\":\"engine/sprites/runner_0\"},"
                + "\"events\":[{\"name\":\"Footstep\",\"payload\":0.0,\"mode\":\"presentation\"}],\"finished\":null}");
        JsonNode footstep = lines.get(24);
        assertThat(footstep.get("step").asInt()).isEqualTo(25);
        assertThat(footstep.get("time").asDouble()).isEqualTo(0.4);
        assertThat(footstep.get("events").toString())
                .isEqualTo("[{\"name\":\"Footstep\",\"payload\":1.0,\"mode\":\"presentation\"}]");
        assertThat(footstep.get("values").get(":SpriteRenderer.sprite").asText()).isEqualTo("engine/sprites/runner_4");
        JsonNode wrap = lines.get(48);
        assertThat(wrap.get("cycle").asInt()).isEqualTo(1);
        assertThat(wrap.get("time").asDouble()).isZero();
        assertThat(wrap.get("events").get(0).get("payload").asDouble()).isZero();
        assertThat(lines.subList(1, 24)).allSatisfy(line -> assertThat(line.get("events")).isEmpty());
    }

    @Test
    void aOnceClipByDefaultRunsToItsFinishedStep() throws Exception {
        List<JsonNode> lines = lines(reel("play", "engine/anim/hit", "--json"));
        assertThat(lines).hasSize(19);
        JsonNode last = lines.get(18);
        assertThat(last.get("finished").asInt()).isZero();
        assertThat(last.get("playing").asBoolean()).isFalse();
        assertThat(last.get("time").asDouble()).isEqualTo(0.3);
        assertThat(lines.subList(0, 18)).allSatisfy(line -> assertThat(line.get("finished").isNull()).isTrue());
    }

    @Test
    void theDefaultStepCountFollowsTheStepAndTheSpeed() {
        assertThat(PlayCommand.defaultSteps(0.8, 1.0 / 60, 1)).isEqualTo(49);
        assertThat(PlayCommand.defaultSteps(1, 1.0 / 60, 1)).isEqualTo(61);
        assertThat(PlayCommand.defaultSteps(1, 1.0 / 60, -2)).isEqualTo(31);
        assertThat(PlayCommand.defaultSteps(1, 0.3, 1)).isEqualTo(5);
        assertThat(PlayCommand.defaultSteps(1, 1.0 / 60, 0)).isEqualTo(PlayCommand.FALLBACK_STEPS);
        assertThat(PlayCommand.defaultSteps(0, 1.0 / 60, 1)).isEqualTo(1);
        assertThat(PlayCommand.defaultSteps(1e9, 1e-3, 1)).isEqualTo(PlayCommand.MAX_STEPS);
    }

    @Test
    void stepsStepSpeedAndLoopAreHonoured() throws Exception {
        assertThat(times(reel("play", "engine/anim/bob", "--json", "--steps", "4", "--dt", "0.25")))
                .containsExactly(0.0, 0.25, 0.5, 0.75);
        assertThat(times(reel("play", "engine/anim/bob", "--json", "--steps", "3", "--dt", "0.25", "--speed", "-1")))
                .containsExactly(1.0, 0.75, 0.5);
        assertThat(times(reel("play", "engine/anim/bob", "--json", "--steps", "7", "--dt", "0.25",
                "--loop", "pingPong"))).containsExactly(0.0, 0.25, 0.5, 0.75, 1.0, 0.75, 0.5);
        List<JsonNode> once = lines(reel("play", "engine/anim/bob", "--json", "--steps", "6", "--dt", "0.25",
                "--loop", "once"));
        assertThat(once.get(4).get("finished").asInt()).isZero();
        assertThat(once.get(5).get("time").asDouble()).isEqualTo(1.0);
        assertThat(once.get(5).get("finished").isNull()).isTrue();
    }

    @Test
    void commandsOfOneStepActInTheOrderWrittenWhateverTheirOption() throws Exception {
        // Pause then Resume: the step does not advance, then play goes on. Resume then Pause: it stays paused.
        List<JsonNode> pauseFirst = lines(reel("play", "engine/anim/run", "--json", "--steps", "6",
                "--pause", "4", "--resume", "4"));
        List<JsonNode> resumeFirst = lines(reel("play", "engine/anim/run", "--json", "--steps", "6",
                "--resume", "4", "--pause", "4"));
        assertThat(pauseFirst.get(5).get("playing").asBoolean()).isTrue();
        assertThat(pauseFirst.get(5).get("time").asDouble()).isCloseTo(4.0 / 60, within(1e-15));
        assertThat(resumeFirst.get(5).get("playing").asBoolean()).isFalse();
        assertThat(resumeFirst.get(5).get("time").asDouble()).isCloseTo(2.0 / 60, within(1e-15));
        // The last SetSpeed of a step wins; the options interleave with others in any order.
        assertThat(times(reel("play", "engine/anim/bob", "--json", "--steps", "3", "--dt", "0.25",
                "--set-speed", "2@2", "--loop", "loop", "--set-speed=0.5@2")))
                .containsExactly(0.0, 0.125, 0.25);
        assertThat(times(reel("play", "engine/anim/bob", "--json", "--steps", "3", "--dt", "0.25",
                "--set-speed=0.5@2", "--set-speed", "2@2")))
                .containsExactly(0.0, 0.5, 0.0);
        // Seek then SetSpeed: the seek places t = 0.25 backwards (s = 0.75), the new speed reads s forwards.
        assertThat(times(reel("play", "engine/anim/bob", "--json", "--steps", "2", "--dt", "0.25", "--speed", "-1",
                "--seek", "0.25@2", "--set-speed", "1@2"))).containsExactly(1.0, 0.75);
        assertThat(times(reel("play", "engine/anim/bob", "--json", "--steps", "2", "--dt", "0.25", "--speed", "-1",
                "--set-speed", "1@2", "--seek", "0.25@2"))).containsExactly(1.0, 0.25);
        // A Seek before a Stop on one step is overtaken; a Seek after it finds nothing playing.
        List<JsonNode> seekThenStop = lines(reel("play", "engine/anim/bob", "--json", "--steps", "3", "--dt", "0.25",
                "--seek", "0.5@2", "--stop", "2", "--seek", "0.75@3"));
        assertThat(seekThenStop.get(1).get("finished").asInt()).isEqualTo(-1);
        assertThat(seekThenStop.get(1).get("time").asDouble()).isZero();
        assertThat(seekThenStop.get(2).get("time").asDouble()).isZero();
    }

    @Test
    void seekPauseResumeStopAndPlayDoWhatTheySay() throws Exception {
        List<JsonNode> lines = lines(reel("play", "engine/anim/bob", "--json", "--steps", "9", "--dt", "0.25",
                "--seek", "0.25@2", "--pause", "4", "--resume", "6", "--stop", "7", "--play", "9"));
        assertThat(lines).extracting(line -> line.get("time").asDouble())
                .containsExactly(0.0, 0.25, 0.5, 0.5, 0.5, 0.75, 0.75, 0.75, 0.0);
        assertThat(lines).extracting(line -> line.get("playing").asBoolean())
                .containsExactly(true, true, true, false, false, true, false, false, true);
        // The seek lands on the Hit at 0.25 and fires nothing; the next step fires only what lies after 0.25.
        assertThat(lines).allSatisfy(line -> assertThat(line.get("events")).isEmpty());
        assertThat(lines.get(6).get("finished").asInt()).isEqualTo(-1);
    }

    @Test
    void badArgumentsExitTwoNamingTheArgument() {
        assertUsage(reel("play", "engine/anim/run", "--dt", "0"), "--dt must be a positive");
        assertUsage(reel("play", "engine/anim/run", "--dt", "-0.5"), "--dt must be a positive");
        assertUsage(reel("play", "engine/anim/run", "--dt", "Infinity"), "--dt must be a positive");
        assertUsage(reel("play", "engine/anim/run", "--dt", "NaN"), "--dt must be a positive");
        assertUsage(reel("play", "engine/anim/run", "--speed", "NaN"), "--speed must be a finite number");
        assertUsage(reel("play", "engine/anim/run", "--steps", "0"), "--steps must be 1 or more, got 0");
        assertUsage(reel("play", "engine/anim/run", "--steps", "20000000"), "over the limit of 10,000,000 steps");
        assertUsage(reel("play", "engine/anim/run", "--loop", "bounce"), "expected once, loop or pingPong, got \"bounce\"");
        assertUsage(reel("play", "engine/anim/run", "--seek", "0.5"), "--seek expects TIME@STEP, got \"0.5\"");
        assertUsage(reel("play", "engine/anim/run", "--seek", "x@2"), "--seek has a bad number \"x\"");
        assertUsage(reel("play", "engine/anim/run", "--set-speed", "1@two"), "--set-speed has a bad step \"two\"");
        assertUsage(reel("play", "engine/anim/run", "--pause", "0"), "--pause needs a step of 1 or more, got 0");
        assertUsage(reel("play", "engine/anim/run", "--stop"), "--stop expects STEP");
    }

    private static void assertUsage(CheckCommandTest.Run run, String message) {
        assertThat(run.exit()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(message);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aCommandAfterTheLastStepIsPointedOut() {
        CheckCommandTest.Run run = reel("play", "engine/anim/run", "--json", "--steps", "3", "--stop", "5");
        assertThat(run.exit()).isZero();
        assertThat(run.err()).contains("a command at step 5 comes after the last step (3) and never acts");
        assertThat(run.out().split("\n")).hasSize(3);
    }

    private Path project(String clip) throws Exception {
        Path root = Files.createDirectories(temp.resolve("game"));
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Game\" {}\n"
                + "animation {\n  event \"Land\" {}\n}\n");
        Path file = root.resolve("anim/clip.aeanim");
        Files.createDirectories(file.getParent());
        Files.writeString(file, clip);
        return file;
    }

    @Test
    void aClipFileIsCheckedInItsProjectAndAnErrorPlaysNothing() throws Exception {
        Path file = project("anim version=1 length=1 {\n"
                + "  track \"\" prop=\"Stats.level\" kind=int32 {\n    key t=0 v=3 {}\n  }\n"
                + "  event t=0.5 name=\"Jump\" {}\n}\n");
        CheckCommandTest.Run run = reel("play", file.toString(), "--json");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains(file + ":5:3 ANM003 event \"Jump\" is not declared")
                .contains("has errors; nothing was played");
    }

    @Test
    void aClipFileWithWarningsPlaysWithTheProjectsEvents() throws Exception {
        Path file = project("anim version=1 length=0.5 {\n"
                + "  track \"Body\" prop=\"Stats.level\" kind=int32 color=\"red\" {\n    key t=0 v=3 {}\n  }\n"
                + "  event t=0.25 name=\"Land\" {}\n}\n");
        CheckCommandTest.Run run = reel("play", file.toString(), "--json", "--dt", "0.25");
        assertThat(run.err()).contains("DOC009");
        List<JsonNode> lines = lines(run);
        assertThat(lines).hasSize(3);
        assertThat(lines.get(1).toString()).contains("\"values\":{\"Body:Stats.level\":3}")
                .contains("\"events\":[{\"name\":\"Land\",\"payload\":null,\"mode\":\"gameplay\"}]");
    }

    @Test
    void aPropertyDrivenTwiceIsReportedAfterACompleteRun() throws Exception {
        Path file = project("anim version=1 length=0.5 {\n"
                + "  track \"\" prop=\"transform.rotation\" kind=float32 {\n    key t=0 v=1 {}\n  }\n"
                + "  track \"\" prop=\"transform.rotation\" kind=float32 {\n    key t=0 v=2 {}\n  }\n}\n");
        CheckCommandTest.Run run = reel("play", file.toString(), "--json", "--steps", "2");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out().split("\n")).hasSize(2);
        assertThat(run.out()).contains("\":transform.rotation\":1.0");
        assertThat(run.err()).contains("ANM004");
    }

    @Test
    void missingClipsAndBuiltInsThatAreNotClipsExitOne() {
        CheckCommandTest.Run missing = reel("play", temp.resolve("nope.aeanim").toString());
        assertThat(missing.exit()).isEqualTo(1);
        assertThat(missing.err()).contains("IO001 no such file");
        CheckCommandTest.Run noBuiltIn = reel("play", "engine/anim/swim");
        assertThat(noBuiltIn.exit()).isEqualTo(1);
        assertThat(noBuiltIn.err()).contains("no built-in clip \"engine/anim/swim\"");
        CheckCommandTest.Run controller = reel("play", "engine/anim/platformer");
        assertThat(controller.exit()).isEqualTo(1);
        assertThat(controller.err()).contains("is not a clip");
        CheckCommandTest.Run folder = reel("play", temp.toString());
        assertThat(folder.exit()).isEqualTo(1);
        assertThat(folder.err()).contains("is a folder");
    }

    @Test
    void withoutJsonItPrintsAnAlignedTable() {
        CheckCommandTest.Run run = reel("play", "engine/anim/hit");
        assertThat(run.exit()).isZero();
        String[] rows = run.out().split("\n");
        assertThat(rows).hasSize(20);
        assertThat(rows[0].split(" +")).containsExactly("step", "time", "cycle", "playing", "events", "finished",
                ":SpriteRenderer.sprite", ":transform.rotation");
        // Numbers are right-aligned under their headers: every row ends where the header does.
        for (String row : rows) {
            assertThat(row).hasSize(rows[0].length());
        }
        assertThat(rows[11]).contains("  Hit(1)  ").contains("0.1667").contains("engine/sprites/runner_0");
        assertThat(rows[19]).matches(" +19 +0\\.3000 +0 +no +0 +engine/sprites/runner_0 +0\\.0000");
    }

    @Test
    void longCellsAreCutKeepingTheEndOfPaths() throws Exception {
        String sprite = "sprites/a/very/long/folder/name/for/the/hero/run_0.png";
        Path file = project("anim version=1 length=0.5 {\n"
                + "  track \"\" prop=\"SpriteRenderer.sprite\" kind=assetRef {\n    key t=0 v=asset(\"" + sprite
                + "\") {}\n  }\n}\n");
        Files.createDirectories(file.getParent().getParent().resolve(sprite).getParent());
        Files.write(file.getParent().getParent().resolve(sprite), new byte[0]);
        CheckCommandTest.Run run = reel("play", file.toString(), "--steps", "1");
        assertThat(run.exit()).as(run.err()).isZero();
        String row = run.out().split("\n")[1];
        String cell = row.substring(row.indexOf("..."));
        assertThat(cell).endsWith("/hero/run_0.png").hasSize(PlayTable.MAX_CELL);
        assertThat(sprite).endsWith(cell.substring(3));
    }
}
