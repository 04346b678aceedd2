package dev.reel.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.util.Set;

/** The {@code reel} command and its subcommands. */
@Command(name = "reel", mixinStandardHelpOptions = true, versionProvider = ReelCommand.Version.class,
        description = "Reel, a desktop editor for 2D game animation. Without a subcommand it opens the editor "
                + "(on PATH, or on the sample project).",
        subcommands = {CheckCommand.class, PlayCommand.class, SliceCommand.class, FlipbookCommand.class,
                ReplayCommand.class, ExportCommand.class})
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
            String unknown = UnknownWord.problem(args, subcommandNames());
            if (unknown != null) {
                safeErr.println(unknown);
                return 2;
            }
            CommandLine commandLine = commandLine();
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

    /** Whether {@code args} are for the command line rather than the editor: anything but nothing or a path. */
    public static boolean isCommandLine(String[] args) {
        if (args.length == 0) {
            return false;
        }
        return subcommandNames().contains(args[0]) || args[0].startsWith("-") || !UnknownWord.exists(args[0]);
    }

    static Set<String> subcommandNames() {
        return commandLine().getSubcommands().keySet();
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
