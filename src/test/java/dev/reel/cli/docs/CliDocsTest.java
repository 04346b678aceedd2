package dev.reel.cli.docs;

import dev.reel.cli.ReelCommand;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code docs/cli.md} is what {@link CliDocs} writes from the commands' picocli model, so the page cannot drift
 * from {@code reel --help}: change a description and this fails until the page is generated again.
 */
class CliDocsTest {
    private static final Path PAGE = Path.of("docs/cli.md");

    @Test
    void theCommittedPageIsTheGeneratorsOutput() throws Exception {
        assertThat(PAGE).as("docs/cli.md (write it with: " + Markdown.REGENERATE + ")").exists();
        String committed = Files.readString(PAGE, StandardCharsets.UTF_8);
        assertThat(committed)
                .as("docs/cli.md differs from the commands' help; run: " + Markdown.REGENERATE)
                .isEqualTo(CliDocs.markdown());
    }

    @Test
    void thePageHasASectionForEveryCommandWithEachOfItsOptionsAndExitCodes() {
        String page = CliDocs.markdown();
        CommandLine root = ReelCommand.commandLine();
        assertThat(root.getSubcommands()).containsKeys("check", "play", "slice", "flipbook", "replay", "export",
                "mv", "generate-completion");
        for (CommandLine command : root.getSubcommands().values()) {
            String name = command.getCommandName();
            String section = section(page, "## reel " + name);
            assertThat(section).as("reel " + name + " has a synopsis").contains("```\nreel " + name + " ");
            for (OptionSpec option : command.getCommandSpec().options()) {
                assertThat(section).as("reel %s documents %s", name, option.longestName())
                        .contains("| `" + String.join(", ", option.names()));
            }
            assertThat(command.getCommandSpec().usageMessage().exitCodeList()).as("reel " + name + " exit codes")
                    .containsKey("0").containsKey("2");
            assertThat(section).contains("### Exit codes\n\n| code | meaning |\n| --- | --- |\n| 0 | ")
                    .contains("### Examples\n\n```sh\n");
        }
    }

    @Test
    void defaultsComeFromTheModelWhetherAnnotatedOrStatedInTheDescription() {
        String page = CliDocs.markdown();
        // play --speed has defaultValue = "1"; --dt's default is computed and stated as "Default: 1/60."
        assertThat(section(page, "## reel play"))
                .contains("| `--speed S` | number | 1 | The speed at Play; a negative speed plays backwards. |")
                .contains("| `--dt S` | number | 1/60 | The fixed step in seconds. |")
                .contains("| `--loop MODE` | once, loop, pingPong | the clip's |");
        assertThat(section(page, "## reel flipbook"))
                .contains("| `-o, --output CLIP.aeanim` | path | required | The clip file to write. |");
        assertThat(section(page, "## reel slice")).contains("**Choose:** Exactly one of these options and groups.")
                .contains("| `--alpha [T]` | integer | 16 when T is left out |");
    }

    /** The text from {@code heading} to the next command's heading. */
    static String section(String page, String heading) {
        int start = page.indexOf("\n" + heading + "\n");
        assertThat(start).as(heading).isNotNegative();
        int end = page.indexOf("\n## reel ", start + heading.length() + 1);
        return page.substring(start, end < 0 ? page.length() : end);
    }
}
