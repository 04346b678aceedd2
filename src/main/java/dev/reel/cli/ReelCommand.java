package dev.reel.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.util.Set;

/** The {@code reel} command and its subcommands. */
@Command(name = "reel", mixinStandardHelpOptions = true, versionProvider = ReelCommand.Version.class,
        customSynopsis = {"reel [PROJECT]", "       reel COMMAND [OPTION...] [ARGUMENT...]", "       reel (-h | -V)"},
        description = {"Reel is a desktop editor for 2D game animation: sprite sheets, flipbook clips, keyed "
                + "tracks and state-machine controllers, all saved as text that diffs cleanly.",
                "Without a command, reel opens the editor on PROJECT (a folder holding project.aego), or on the "
                        + "sample project when none is named. A command runs headless instead: it prints to "
                        + "standard output, reports problems as file:line:col CODE message on standard error or in "
                        + "its output, and exits non-zero when something is wrong."},
        commandListHeading = "%nCommands:%n",
        exitCodeListHeading = "%nExit codes (of every command):%n",
        exitCodeList = {"0:Done, nothing wrong (warnings allowed).",
                "1:Problems were found in the input; what could not be done was not done.",
                "2:Wrong usage: an unknown option, a missing argument or a bad value.",
                "3:An internal error in Reel (please report it, with the command line)."},
        footer = {"", "Examples:",
                "  # open the editor on a project",
                "  reel sample-projects/platformer",
                "  # check a project before committing it",
                "  reel check sample-projects/platformer",
                "  # help on one command",
                "  reel play --help"},
        subcommands = {CheckCommand.class, PlayCommand.class, SliceCommand.class, FlipbookCommand.class,
                ReplayCommand.class, ExportCommand.class, CompletionCommand.class})
public final class ReelCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** A command line ready to execute, with Reel's exit codes: 0 clean, 1 errors found, 2 usage. */
    public static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new ReelCommand());
        commandLine.setExitCodeExceptionMapper(exception -> 2);
        commandLine.setExecutionExceptionHandler((exception, line, parseResult) -> {
            line.getErr().println("reel: internal error: " + exception);
            return 3;
        });
        return commandLine;
    }

    /** Runs {@code args} with the given streams and returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine commandLine = commandLine();
        commandLine.setOut(out);
        commandLine.setErr(err);
        int code = commandLine.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /** Whether {@code args} ask for a subcommand or an option rather than the editor. */
    public static boolean isCommandLine(String[] args) {
        if (args.length == 0) {
            return false;
        }
        Set<String> names = commandLine().getSubcommands().keySet();
        return names.contains(args[0]) || args[0].startsWith("-");
    }

    /** The version shown by {@code reel --version}. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = ReelCommand.class.getPackage().getImplementationVersion();
            return new String[] {"Reel " + (version == null ? "(development build)" : version)};
        }
    }
}
