package dev.reel.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.cli.ReelCommand;
import dev.reel.io.ClipCodec;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.PlayRunner;
import dev.reel.runtime.PlayScript;
import dev.reel.runtime.StepReport;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The game API on single clips: the same run as {@code reel play}, step for step. */
class ReelPlayerTest {
    private static final Path SAMPLE = ReelAnimatorTest.SAMPLE;

    @Test
    void theAttackClipPlaysStepForStepAsReelPlayReportsIt() throws Exception {
        String clipFile = "anim/knight/attack.aeanim";
        String[] commands = {"--pause", "8", "--resume", "12", "--seek", "0.1@20", "--set-speed", "-0.5@24",
                "--stop", "36", "--play", "40"};
        int steps = 60;
        List<String> args = new ArrayList<>(List.of("play", SAMPLE.resolve(clipFile).toString(), "--json",
                "--steps", Integer.toString(steps)));
        args.addAll(List.of(commands));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ReelCommand.run(args.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
        assertThat(exit).as(err.toString()).isZero();
        String[] lines = out.toString().split("\n");
        assertThat(lines).hasSize(steps);
        // reel play's JSON has no hash: the runner it prints from gives it.
        PlayScript script = PlayScript.of(steps);
        for (int i = 0; i < commands.length; i += 2) {
            script = script.with(PlayScript.parse(commands[i], commands[i + 1]).command());
        }
        byte[] bytes = Files.readAllBytes(SAMPLE.resolve(clipFile));
        List<StepReport> reports = PlayRunner.run(CompiledClip.compile(ClipCodec.read(bytes, clipFile).value(),
                clipFile), script).steps();

        ReelClip clip = ReelProject.open(SAMPLE).clip(clipFile);
        assertThat(clip.channels()).containsExactly(":SpriteRenderer.sprite", ":transform.position",
                ":SpriteRenderer.tint");
        ReelPlayer player = clip.newPlayer();
        List<String> heard = new ArrayList<>();
        player.setEventListener((name, payload, mode) -> heard.add(name + "=" + (Double.isNaN(payload) ? "null"
                : Double.toString(payload)) + " " + mode.name().toLowerCase(java.util.Locale.ROOT)));
        Map<String, ReelChannel> channels = new HashMap<>();
        ObjectMapper json = new ObjectMapper();
        boolean moved = false;
        for (int step = 1; step <= steps; step++) {
            switch (step) {
                case 8 -> player.pause();
                case 12 -> player.resume();
                case 20 -> player.seek(0.1);
                case 24 -> player.setSpeed(-0.5);
                case 36 -> player.stop();
                case 40 -> player.restart();
                default -> { }
            }
            player.step();
            player.draw(1);
            JsonNode line = json.readTree(lines[step - 1]);
            String where = "step " + step;
            assertThat(player.time()).as(where).isEqualTo(line.get("time").asDouble());
            assertThat(player.cycle()).as(where).isEqualTo(line.get("cycle").asInt());
            assertThat(player.isPlaying()).as(where).isEqualTo(line.get("playing").asBoolean());
            assertThat(player.stateHash()).as(where + " hash").isEqualTo(reports.get(step - 1).hash());
            List<String> events = new ArrayList<>();
            for (JsonNode event : line.get("events")) {
                JsonNode payload = event.get("payload");
                events.add(event.get("name").asText() + "=" + (payload.isNull() ? "null"
                        : Double.toString(payload.asDouble())) + " " + event.get("mode").asText());
            }
            assertThat(heard).as(where + " events").isEqualTo(events);
            heard.clear();
            Iterator<Map.Entry<String, JsonNode>> values = line.get("values").fields();
            while (values.hasNext()) {
                Map.Entry<String, JsonNode> value = values.next();
                ReelChannel channel = channels.computeIfAbsent(value.getKey(), player::channel);
                ReplayParity.assertValue(channel, value.getValue(), where);
                moved |= channel.name().equals(":transform.position") && channel.lane(0) > 0;
            }
        }
        assertThat(moved).as("the lunge moved the knight's position").isTrue();
        assertThat(player.steps()).isEqualTo(steps);
    }

    @Test
    void aClipThatDoesNotLoopEndsAndCanBeRestarted() throws Exception {
        ReelPlayer player = ReelProject.open(SAMPLE).clip("anim/knight/attack.aeanim").newPlayer();
        ReelChannel tint = player.channel(":SpriteRenderer.tint");
        assertThat(tint.lanes()).isEqualTo(4);
        for (int step = 0; step < 40; step++) {
            player.step();
        }
        assertThat(player.isPlaying()).as("0.44 s are over after 40 steps of 1/60 s").isFalse();
        assertThat(tint.lane(1)).as("onEnd=restore gave the tint back").isEqualTo(1.0);
        player.restart();
        player.step();
        assertThat(player.isPlaying()).isTrue();
        assertThat(player.time()).isZero();
    }
}
