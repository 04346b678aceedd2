package dev.reel.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code reel NAME ...} builds the model of that one subcommand only (ReelCommand.commandLine(String[])): what it
 * prints and returns must be what the whole model of every subcommand gives.
 */
class SubcommandModelTest {
    /** What one run printed and returned. */
    record Run(String out, String err, int exit) {
    }

    private static Run execute(CommandLine commandLine, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exit = commandLine.execute(args);
        return new Run(out.toString(), err.toString(), exit);
    }

    private static List<String> names() {
        List<String> names = new ArrayList<>();
        for (Class<?> subcommand : ReelCommand.class.getAnnotation(Command.class).subcommands()) {
            names.add(subcommand.getAnnotation(Command.class).name());
        }
        return names;
    }

    @Test
    void aSubcommandsModelHoldsThatCommandAloneButCompletionsHoldsThemAllForItPrintsThem() {
        for (String name : names()) {
            CommandLine reel = ReelCommand.commandLine(new String[] {name, "--help"});
            if (name.equals(CompletionCommand.class.getAnnotation(Command.class).name())) {
                assertThat(reel.getSubcommands()).as(name).hasSameSizeAs(names());
            } else {
                assertThat(reel.getSubcommands().keySet()).as(name).containsExactly(name);
            }
        }
        assertThat(ReelCommand.commandLine(new String[] {"--help"}).getSubcommands()).hasSameSizeAs(names());
        assertThat(ReelCommand.commandLine(new String[0]).getSubcommands()).hasSameSizeAs(names());
    }

    @Test
    void helpUsageErrorsAndVersionReadTheSameAsFromTheWholeModel() {
        // Only words that end the run before a command does anything (no command reads or writes a file here).
        List<List<String>> tails = List.of(List.of("--help"), List.of("-h"), List.of("--no-such-option"),
                List.of("-V"), List.of("--version"), List.of("-hV"), List.of("--help", "--no-such-option"));
        for (String name : names()) {
            for (List<String> tail : tails) {
                List<String> words = new ArrayList<>(List.of(name));
                words.addAll(tail);
                String[] args = words.toArray(String[]::new);
                assertThat(execute(ReelCommand.commandLine(args), args)).as(String.join(" ", words))
                        .isEqualTo(execute(ReelCommand.commandLine(), args));
            }
        }
    }

    @Test
    void checkFindsTheSameEitherWay() {
        for (String[] args : List.of(new String[] {"check"}, new String[] {"check", "--json"},
                new String[] {"check", "sample-projects/platformer", "--json"},
                new String[] {"check", "sample-projects/platformer"},
                new String[] {"check", "--json", "sample-projects/platformer/anim/knight.aectrl"},
                new String[] {"check", "no-such-folder"})) {
            assertThat(execute(ReelCommand.commandLine(args), args)).as(String.join(" ", args))
                    .isEqualTo(execute(ReelCommand.commandLine(), args));
        }
    }
    @Test
    void aPlainCheckReadWithoutPicocliPrintsAndReturnsWhatPicocliGives() {
        for (String[] args : List.of(new String[] {"check", "sample-projects/platformer"},
                new String[] {"check", "sample-projects/platformer", "--json"},
                new String[] {"check", "--json", "sample-projects/platformer/anim/knight.aectrl"},
                new String[] {"check", "sample-projects/platformer/anim/knight.aectrl", "sample-projects/platformer"},
                new String[] {"check", "no-such-folder"},
                new String[] {"check", "no-such-folder", "--json"})) {
            PlainCheck.Words words = PlainCheck.words(args);
            assertThat(words).as(String.join(" ", args)).isNotNull();
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            PrintWriter outWriter = new PrintWriter(out, true);
            PrintWriter errWriter = new PrintWriter(err, true);
            int exit = PlainCheck.run(words, outWriter, errWriter);
            outWriter.flush();
            errWriter.flush();
            assertThat(new Run(out.toString(), err.toString(), exit)).as(String.join(" ", args))
                    .isEqualTo(execute(ReelCommand.commandLine(), args));
        }
    }

    @Test
    void everyOtherCheckCommandLineIsLeftToPicocli() {
        for (String[] args : List.of(new String[] {"check"}, new String[] {"check", "--json"},
                new String[] {"check", "--json", "--json", "x"}, new String[] {"check", "x", "--json", "--json"},
                new String[] {"check", "-h"}, new String[] {"check", "x", "--help"}, new String[] {"check", "--", "x"},
                new String[] {"check", "@args.txt"}, new String[] {"check", ""}, new String[] {"check", "--json=true", "x"},
                new String[] {"check", "-x"}, new String[] {"play", "x"}, new String[] {"x", "y"}, new String[0])) {
            assertThat(PlainCheck.words(args)).as(String.join(" ", args)).isNull();
        }
        assertThat(PlainCheck.words(new String[] {"check", "a", "--json", "b"}))
                .isEqualTo(new PlainCheck.Words(List.of(java.nio.file.Path.of("a"), java.nio.file.Path.of("b")), true));
    }
}
