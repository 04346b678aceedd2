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
