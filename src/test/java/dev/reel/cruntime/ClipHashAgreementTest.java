package dev.reel.cruntime;

import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Clip;
import dev.reel.model.LoopMode;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.PlayRunner;
import dev.reel.runtime.PlayScript;
import dev.reel.runtime.StepReport;
import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The C player's state hash after every step against the Java ClipPlayer's ({@link StepReport#hash()}), for the
 * built-in clips with the goldens' commands, the sample's clips and seeded random clips and command lists
 * ({@link RandomClips}): the hash folds the clip's content hash, the play position, cycle, time and every
 * track's value and on flag, so equal hashes mean the whole player state agrees bit for bit. The C side is
 * {@code runtimes/c/tests/clip_hashes.c}.
 */
class ClipHashAgreementTest {
    @TempDir
    Path temp;

    @Test
    void builtInAndSampleClipsHashTheSame() throws Exception {
        List<Path> clips = new ArrayList<>();
        for (String name : new String[] {"run", "bob", "jump", "hit", "idle"}) {
            Path file = temp.resolve(name + ".aeanim");
            try (var in = ClipHashAgreementTest.class.getResourceAsStream("/engine/anim/" + name + ".aeanim")) {
                Files.write(file, in.readAllBytes());
            }
            clips.add(file);
        }
        try (var files = Files.walk(Path.of("sample-projects/platformer"))) {
            files.filter(p -> p.toString().endsWith(".aeanim")).filter(p -> !RigClips.isRigClip(p)).sorted()
                    .forEach(clips::add);
        }
        List<String> commands = List.of("--steps", "60", "--pause", "6", "--seek", "0.05@9", "--resume", "12",
                "--set-speed", "-1@16", "--set-speed", "2@24", "--seek", "0.25@24", "--stop", "40", "--play", "48",
                "--set-speed", "1@48");
        for (Path clip : clips) {
            compare(clip, List.of("--steps", "130"));
            compare(clip, commands);
            compare(clip, List.of("--steps", "90", "--loop", "pingPong", "--speed", "-1.5"));
        }
    }

    @Test
    void randomClipsHashTheSame() throws Exception {
        Path project = Files.createDirectories(temp.resolve("p"));
        for (long seed = 1; seed <= 150; seed++) {
            RandomClips random = new RandomClips(seed);
            String text = random.clip();
            Path clip = project.resolve("clip" + seed + ".aeanim");
            Files.writeString(clip, text, StandardCharsets.UTF_8);
            try {
                compare(clip, random.options());
            } catch (AssertionError e) {
                throw new AssertionError("seed " + seed + ": " + e.getMessage() + "\nclip:\n" + text, e);
            }
        }
    }

    private static void compare(Path clip, List<String> options) throws Exception {
        Loaded<Clip> loaded = ClipCodec.read(Files.readAllBytes(clip), clip.toString());
        assertThat(loaded.value()).isNotNull();
        int steps = 60;
        double step = PlayScript.DEFAULT_STEP;
        double speed = 1;
        LoopMode loop = null;
        List<PlayScript.ScriptCommand> commands = new ArrayList<>();
        List<String> args = new ArrayList<>();
        for (int i = 0; i < options.size(); i += 2) {
            String option = options.get(i);
            String value = options.get(i + 1);
            switch (option) {
                case "--steps" -> steps = Integer.parseInt(value);
                case "--dt" -> step = Double.parseDouble(value);
                case "--speed" -> speed = Double.parseDouble(value);
                case "--loop" -> loop = LoopMode.valueOf(switch (value) {
                    case "pingPong" -> "PING_PONG";
                    default -> value.toUpperCase(Locale.ROOT);
                });
                default -> {
                    PlayScript.ScriptCommand command = PlayScript.parse(option, value).command();
                    commands.add(command);
                    String action = switch (command.action()) {
                        case SET_SPEED -> "speed";
                        default -> command.action().name().toLowerCase(Locale.ROOT);
                    };
                    args.addAll(List.of(action, Double.toString(command.number()), Integer.toString(command.step())));
                }
            }
        }
        // Commands on one step act in the order written; the tool issues them in the order given, as the runner.
        PlayScript script = new PlayScript(steps, step, speed, loop, commands);
        List<StepReport> reports = PlayRunner.run(CompiledClip.compile(loaded.value(), clip.toString()), script).steps();
        List<String> command = new ArrayList<>(List.of(clip.toString(), Integer.toString(steps), Double.toString(step),
                Double.toString(speed), Integer.toString(loop == null ? -1 : loop.ordinal())));
        command.addAll(args);
        ChildRun.Ended ended = CRuntime.run(CRuntime.testProgram("clip_hashes", false), command, Duration.ofMinutes(1));
        assertThat(ended.exit()).as(ended.output()).isZero();
        String[] hashes = ended.output().split("\n");
        assertThat(hashes).as("steps of %s %s", clip, options).hasSize(reports.size());
        for (int i = 0; i < reports.size(); i++) {
            assertThat(hashes[i]).as("hash of step %d of %s %s: %s", i + 1, clip, options, reports.get(i).toJson())
                    .isEqualTo(reports.get(i).hashText());
        }
    }
}
