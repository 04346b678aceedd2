package dev.reel.launch;

import dev.reel.cli.OutOfMemory;
import dev.reel.cli.ReelCommand;
import dev.reel.ui.shell.ReelApp;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The {@code reel} launcher: subcommands and options run headless on the command line; no arguments or a
 * project path open the editor. It is not an {@link Application} itself, so the jar runs from the class path.
 */
public final class Main {
    private Main() {
    }

    /**
     * Holds the logger so the level set below is not lost with a collected logger: JavaFX warns on every start
     * from the class path, a line that tells an artist nothing. A class of its own so that Java's logging (some
     * 290 classes and a dozen lambdas spun at run time) starts only in the Java that opens the editor, not in
     * the first one, which {@link Relaunch} replaces, nor for a subcommand.
     */
    private static final class JavaFxStartup {
        static final Logger LOGGER = Logger.getLogger("javafx");
    }

    /** Once the window is up, JavaFX's own warnings (CSS, layout) are wanted again. */
    public static void started() {
        JavaFxStartup.LOGGER.setLevel(null);
    }

    /**
     * LWJGL hashes each native library it loads (SHA-1, 3 MB of SDL) against a hash in its jar, to catch a stray
     * copy of another version on the library path; the editor's come from its own jars, and the hashing took a
     * tenth of a second of every start. A value the user gives is kept.
     */
    static void skipNativeHashChecks() {
        if (System.getProperty("org.lwjgl.util.NoHashChecks") == null) {
            System.setProperty("org.lwjgl.util.NoHashChecks", "true");
        }
    }

    public static void main(String[] args) {
        StartupTrace.mark(System.getProperty("reel.relaunched") == null
                ? "main (JVM started, classes of the launcher loaded)"
                : "main again (Java restarted with the class-data archive, see README \"Start-up\")");
        if (ReelCommand.isCommandLine(args)) {
            String outOfMemory = OutOfMemory.message("reel " + args[0]);
            // A worker thread running out ends the run the same way the main thread does (ReelCommand.run).
            Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> {
                System.err.println(failure instanceof OutOfMemoryError ? outOfMemory
                        : "reel: internal error: " + failure);
                Runtime.getRuntime().halt(OutOfMemory.EXIT_CODE);
            });
            PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
            PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
            System.exit(ReelCommand.run(args, out, err));
        }
        skipNativeHashChecks();
        Relaunch.apply();
        JavaFxStartup.LOGGER.setLevel(Level.SEVERE);
        SoftwareRendering.apply();
        CompilerPriority.apply();
        StartupTrace.mark("renderer chosen");
        try {
            ReelApp.launchEditor(args);
        } catch (RuntimeException | Error failure) {
            boolean full = StartupProblem.outOfMemory(failure);
            if (full) {
                OutOfMemory.tellOnce("the editor");
            } else {
                System.err.println(StartupProblem.describe(failure));
            }
            System.exit(full ? OutOfMemory.EXIT_CODE : 1);
        }
    }
}
