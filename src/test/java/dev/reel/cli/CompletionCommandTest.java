package dev.reel.cli;

import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;

/** {@code reel generate-completion} prints a bash script that, sourced, completes reel's commands and options. */
class CompletionCommandTest {
    @TempDir
    Path temp;

    @Test
    void theScriptCompletesTheCommandsTheirOptionsAndLoopModes() throws Exception {
        CheckCommandTest.Run run = reel("generate-completion");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("#!/usr/bin/env bash").contains("complete -F _complete_reel");
        Path script = temp.resolve("reel-completion.bash");
        Files.writeString(script, run.out(), StandardCharsets.UTF_8);

        assertThat(complete(script, "reel", "")).containsExactlyInAnyOrder("check", "play", "slice", "flipbook",
                "import", "replay", "export", "mv", "generate-completion");
        assertThat(complete(script, "reel", "re")).containsExactly("replay");
        assertThat(complete(script, "reel", "play", "--lo")).containsExactly("--loop");
        assertThat(complete(script, "reel", "play", "--loop", "")).containsExactlyInAnyOrder("once", "loop", "pingPong");
        assertThat(complete(script, "reel", "export", "--g")).containsExactly("--gif", "--godot", "--godot-animation",
                "--godot-tree", "--godot-method", "--godot-skeleton");
        assertThat(complete(script, "reel", "import", "--d")).containsExactly("--dry-run");
    }

    @Test
    void itIsListedInTheHelpLikeTheOtherCommands() {
        assertThat(reel("--help").out()).contains("generate-completion  Print a bash and zsh completion script");
        assertThat(ReelCommand.isCommandLine(new String[] {"generate-completion"})).isTrue();
    }

    /** What bash offers for the last word of {@code words}, one candidate per line. */
    private static List<String> complete(Path script, String... words) throws Exception {
        StringBuilder array = new StringBuilder();
        for (String word : words) {
            array.append(" '").append(word).append("'");
        }
        // compopt only works inside a real completion; outside one it would just print an error.
        String program = "compopt() { :; }; source '" + script + "'; COMP_WORDS=(" + array + "); COMP_CWORD="
                + (words.length - 1) + "; _complete_reel; printf '%s\\n' \"${COMPREPLY[@]}\"";
        ChildRun.Ended bash = ChildRun.run(new ProcessBuilder("bash", "-c", program), Duration.ofSeconds(30));
        assertThat(bash.exit()).as(bash.output()).isZero();
        return bash.output().lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }
}
