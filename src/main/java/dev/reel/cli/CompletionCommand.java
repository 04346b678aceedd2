package dev.reel.cli;

import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/**
 * {@code reel generate-completion}: prints the bash/zsh completion script picocli's {@link AutoComplete} writes
 * from the same command model the help comes from, so it completes every subcommand and option there is. It
 * does what picocli's {@code AutoComplete.GenerateCompletion} does, as a visible command with Reel's own help.
 */
@Command(name = "generate-completion", mixinStandardHelpOptions = true,
        description = {"Print a bash and zsh completion script for reel to standard output.",
                "Loaded into a shell, it completes the command names, their options, the values of options that "
                        + "take one of a few words (such as play --loop), and file names elsewhere."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:The script was printed.", "2:Wrong usage."},
        footer = {"", "Examples:",
                "  # completion in the current bash",
                "  source <(reel generate-completion)",
                "  # in zsh, load bash's completion support first",
                "  autoload -U +X bashcompinit && bashcompinit",
                "  source <(reel generate-completion)",
                "  # completion in every new bash for you",
                "  reel generate-completion > ~/.local/share/bash-completion/completions/reel"})
final class CompletionCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.print(script(spec.root().commandLine()));
        out.flush();
        return 0;
    }

    /** The completion script for the root command of {@code commandLine}. */
    static String script(CommandLine commandLine) {
        return AutoComplete.bash(commandLine.getCommandName(), commandLine);
    }
}
