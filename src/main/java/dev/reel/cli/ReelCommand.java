package dev.reel.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.LinkedHashSet;
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
                ImportCommand.class, ReplayCommand.class, ExportCommand.class, MoveCommand.class,
                CompletionCommand.class})
public final class ReelCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** A command line ready to execute, with Reel's exit codes: 0 clean, 1 errors found, 2 usage. */
    public static CommandLine commandLine() {
        return withExitCodes(new CommandLine(new ReelCommand()));
    }

    /**
     * The command line {@code args} need: when the first word names a subcommand (any but {@code completion},
     * which prints the whole model), a {@code reel} holding only that one, so a run of {@code reel check} reads
     * the annotations of one command instead of building every option of all nine by reflection (picocli's
     * classes cannot be kept in the class-data archive, and the model was a third of the Java work of checking
     * the sample). What it prints and returns is the same: the words after a subcommand's name are parsed by it
     * alone, and its usage names it {@code reel NAME} either way. Anything else gets the whole model.
     */
    static CommandLine commandLine(String[] args) {
        if (args.length > 0) {
            for (Class<?> subcommand : ReelCommand.class.getAnnotation(Command.class).subcommands()) {
                Command command = subcommand.getAnnotation(Command.class);
                if (command.name().equals(args[0]) && subcommand != CompletionCommand.class) {
                    CommandLine reel = new CommandLine(CommandLine.Model.CommandSpec.wrapWithoutInspection(
                            new ReelCommand()).name(ReelCommand.class.getAnnotation(Command.class).name()));
                    reel.addSubcommand(command.name(), subcommand);
                    return withExitCodes(reel);
                }
            }
        }
        return commandLine();
    }

    private static CommandLine withExitCodes(CommandLine commandLine) {
        commandLine.setExitCodeExceptionMapper(exception -> 2);
        commandLine.setExecutionExceptionHandler((exception, line, parseResult) -> {
            line.getErr().println(internalError(exception));
            return 3;
        });
        return commandLine;
    }

    /** The line a command's unexpected exception is reported with (exit code 3). */
    static String internalError(Exception exception) {
        return "reel: internal error: " + exception;
    }

    /**
     * Runs {@code args} with the given streams and returns the exit code. Text passes through
     * {@link EscapingWriter}; a first word that is neither a subcommand nor an existing file or folder is a
     * usage error; running out of memory ends with one line ({@link OutOfMemory}, exit 3), never a trace.
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        PrintWriter safeOut = new PrintWriter(new EscapingWriter(out));
        PrintWriter safeErr = new PrintWriter(new EscapingWriter(err));
        // Worked out before anything runs: once the heap is full, building this text could fail too.
        String outOfMemory = OutOfMemory.message(args.length > 0 ? "reel " + args[0] : "reel");
        try {
            // The common "reel check PATH..." needs no command-line model (PlainCheck); the first word names a
            // subcommand, so there is no unknown word to report either.
            PlainCheck.Words plain = PlainCheck.words(args);
            if (plain != null) {
                return PlainCheck.run(plain, safeOut, safeErr);
            }
            String unknown = UnknownWord.problem(args, subcommandNames());
            if (unknown != null) {
                safeErr.println(unknown);
                return 2;
            }
            CommandLine commandLine = commandLine(args);
            commandLine.setOut(safeOut);
            commandLine.setErr(safeErr);
            return commandLine.execute(args);
        } catch (OutOfMemoryError full) {
            safeErr.println(outOfMemory);
            return OutOfMemory.EXIT_CODE;
        } finally {
            safeOut.flush();
            safeErr.flush();
        }
    }

    /**
     * Whether {@code args} are for the command line rather than the editor: anything but nothing or a path. A
     * subcommand's name wins over a file of that name; since names are bare words (no separator, no dot), only
     * such a word reads them, which costs loading every subcommand's class.
     */
    public static boolean isCommandLine(String[] args) {
        if (args.length == 0) {
            return false;
        }
        String first = args[0];
        if (first.startsWith("-") || !UnknownWord.exists(first)) {
            return true;
        }
        boolean bareWord = first.indexOf('/') < 0 && first.indexOf('\\') < 0 && first.indexOf('.') < 0;
        return bareWord && subcommandNames().contains(first);
    }

    /**
     * The subcommands' names and aliases, read from their annotations: building the whole command line (every
     * option of every command, by reflection) takes a third of a second, which the editor's start-up and a
     * mistyped word should not pay.
     */
    static Set<String> subcommandNames() {
        Set<String> names = new LinkedHashSet<>();
        for (Class<?> subcommand : ReelCommand.class.getAnnotation(Command.class).subcommands()) {
            Command command = subcommand.getAnnotation(Command.class);
            names.add(command.name());
            names.addAll(Arrays.asList(command.aliases()));
        }
        return names;
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
