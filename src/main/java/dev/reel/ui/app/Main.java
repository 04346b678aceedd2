package dev.reel.ui.app;

import dev.reel.cli.ReelCommand;
import javafx.application.Application;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * The {@code reel} launcher: subcommands and options run headless on the command line; no arguments or a
 * project path open the editor. It is not an {@link Application} itself, so the jar runs from the class path.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (ReelCommand.isCommandLine(args)) {
            PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
            PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
            System.exit(ReelCommand.run(args, out, err));
        }
        Application.launch(ReelApp.class, args);
    }
}
