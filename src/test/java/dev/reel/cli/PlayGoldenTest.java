package dev.reel.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Golden {@code reel play --json} outputs of the built-in clips, compared byte for byte: per clip
 * {@code golden/play/NAME.jsonl} (120 steps of 1/60 s) and {@code golden/play/NAME-commands.jsonl} (60 steps
 * with every command option, several on one step). Each file was read by hand against docs/formats.md when it was
 * written. After a deliberate change of behaviour, regenerate them with
 * {@code mvn -B -o test -Dtest=PlayGoldenTest -Dreel.golden.update=true}, read the diff, and commit it.
 */
class PlayGoldenTest {
    /** Where the goldens live in the source tree (the tests run from the project folder). */
    private static final Path SOURCE = Path.of("src/test/resources/golden/play");
    private static final boolean UPDATE = Boolean.getBoolean("reel.golden.update");
    /** Pause; seek while paused; resume; play backwards; speed and seek on one step; stop; play again. */
    static final List<String> COMMANDS = List.of("--steps", "60", "--pause", "6", "--seek", "0.05@9",
            "--resume", "12", "--set-speed", "-1@16", "--set-speed", "2@24", "--seek", "0.25@24", "--stop", "40",
            "--play", "48", "--set-speed", "1@48");

    @ParameterizedTest
    @ValueSource(strings = {"run", "bob", "jump", "hit", "idle"})
    void oneHundredTwentySteps(String name) throws IOException {
        compare(name + ".jsonl", List.of("play", "engine/anim/" + name, "--json", "--steps", "120"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"run", "bob", "jump", "hit", "idle"})
    void everyCommand(String name) throws IOException {
        List<String> args = new ArrayList<>(List.of("play", "engine/anim/" + name, "--json"));
        args.addAll(COMMANDS);
        compare(name + "-commands.jsonl", args);
    }

    private static void compare(String file, List<String> args) throws IOException {
        CheckCommandTest.Run run = reel(args.toArray(new String[0]));
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.err()).isEmpty();
        String expected;
        if (UPDATE) {
            Files.createDirectories(SOURCE);
            Files.writeString(SOURCE.resolve(file), run.out(), StandardCharsets.UTF_8);
            // The classpath copy predates this run; the source file is what was just written.
            expected = Files.readString(SOURCE.resolve(file), StandardCharsets.UTF_8);
        } else {
            try (InputStream in = PlayGoldenTest.class.getResourceAsStream("/golden/play/" + file)) {
                assertThat(in).as("golden/play/" + file + " is missing; generate it with -Dreel.golden.update=true")
                        .isNotNull();
                expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }
        assertThat(run.out()).as("reel " + String.join(" ", args) + " against golden/play/" + file)
                .isEqualTo(expected);
    }
}
