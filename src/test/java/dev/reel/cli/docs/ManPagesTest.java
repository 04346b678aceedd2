package dev.reel.cli.docs;

import dev.reel.cli.ReelCommand;
import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The man pages the Linux package installs: one per command, well-formed man macros, every option on it. */
class ManPagesTest {
    @TempDir
    Path temp;

    @Test
    void thereIsAPageForReelAndForEachCommand() {
        assertThat(CliDocs.manPages().keySet()).containsExactly("reel.1", "reel-check.1", "reel-play.1",
                "reel-slice.1", "reel-flipbook.1", "reel-import.1", "reel-replay.1", "reel-export.1", "reel-mv.1",
                "reel-generate-completion.1");
        assertThat(CliDocs.manPages().get("reel.1")).as("the NAME line, as whatis and apropos show it")
                .contains("\n.SH NAME\nreel \\- a desktop editor for 2D game animation\n");
    }

    @Test
    void eachPageHasTheManSectionsAndEveryOptionOfItsCommand() {
        Map<String, String> pages = CliDocs.manPages();
        CommandLine root = ReelCommand.commandLine();
        for (CommandLine command : root.getSubcommands().values()) {
            String name = "reel-" + command.getCommandName();
            String page = pages.get(name + ".1");
            assertThat(page).as(name).startsWith(".TH \"" + name.toUpperCase(java.util.Locale.ROOT) + "\" 1 ");
            assertThat(page).as(name).contains("\n.SH NAME\n" + ManPage.escape(name) + " \\- ")
                    .contains("\n.SH SYNOPSIS\n").contains("\n.SH DESCRIPTION\n").contains("\n.SH OPTIONS\n")
                    .contains("\n.SH EXIT STATUS\n").contains("\n.SH EXAMPLES\n").contains("\n.SH SEE ALSO\n");
            for (OptionSpec option : command.getCommandSpec().options()) {
                assertThat(page).as("%s documents %s", name, option.longestName())
                        .contains("\\fB" + ManPage.escape(option.longestName()) + "\\fR");
            }
            for (String line : page.split("\n")) {
                assertThat(line).as("%s: a text line starting with ' or . would be read as a request", name)
                        .satisfiesAnyOf(text -> assertThat(text).doesNotStartWith("'"),
                                text -> assertThat(text).startsWith("\\&"));
            }
        }
    }

    @Test
    void groffFormatsEveryPageWithoutAWarning() throws Exception {
        // The structural checks above still hold without it; groff is what man uses to read the pages.
        assumeTrue(onPath("groff"), "groff is not installed: the pages were checked structurally only");
        for (Map.Entry<String, String> page : CliDocs.manPages().entrySet()) {
            Path file = temp.resolve(page.getKey());
            Files.writeString(file, page.getValue(), StandardCharsets.UTF_8);
            ChildRun.Ended groff = ChildRun.run(new ProcessBuilder("groff", "-man", "-ww", "-z", "-Tutf8",
                    file.toString()), Duration.ofSeconds(30));
            assertThat(groff.output()).as(page.getKey() + " warnings").isEmpty();
            assertThat(groff.exit()).as(page.getKey()).isZero();
        }
    }

    @Test
    void theGzippedPagesAreWrittenAsThePackageInstallsThem() throws Exception {
        CliDocs.main(new String[] {"man", temp.resolve("man").toString(), "--gzip"});
        try (var files = Files.list(temp.resolve("man"))) {
            List<String> names = files.map(path -> path.getFileName().toString()).sorted().toList();
            assertThat(names).contains("reel.1.gz", "reel-check.1.gz", "reel-mv.1.gz", "reel-import.1.gz", "reel-generate-completion.1.gz").hasSize(10);
        }
        byte[] first = Files.readAllBytes(temp.resolve("man/reel-play.1.gz"));
        try (var in = new java.util.zip.GZIPInputStream(Files.newInputStream(temp.resolve("man/reel-play.1.gz")))) {
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo(CliDocs.manPages().get("reel-play.1"));
        }
        CliDocs.main(new String[] {"man", temp.resolve("man").toString(), "--gzip"});
        assertThat(Files.readAllBytes(temp.resolve("man/reel-play.1.gz"))).as("same bytes every build").isEqualTo(first);
    }

    private static boolean onPath(String tool) throws IOException {
        for (String folder : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(folder, tool))) {
                return true;
            }
        }
        return false;
    }
}
