package dev.reel.launch;

import java.io.IOException;
import java.util.List;
import java.util.OptionalInt;

/**
 * The restart of {@code reel check} ({@link CommandRelaunch}): the restarted Java runs as a child process with this
 * one's standard streams, and this one exits with its exit code. C's {@code execv} (how the editor and the other
 * subcommands restart, {@link LibC#exec}) is reached through LWJGL, whose loading took three quarters of the
 * first Java's processor time, about 0.14 s of a check that now takes 0.4 s in all; starting a process is Java's
 * own. What a check prints and returns is the same; the check runs under another process id, and this Java
 * waits for it. Ended by a signal that runs Java's shutdown (SIGTERM, SIGHUP, Ctrl-C), this Java ends its child
 * too; its exit code is then the child's, or 128 plus the signal's number when the signal ended the child.
 */
final class ChildRestart {
    private ChildRestart() {
    }

    /**
     * Whether every argument of {@code command} (one char per byte, {@link Relaunch#commandLine}) is ASCII, so that
     * Java passes it to the child byte for byte; another encoding's bytes are left to {@code execv}, which passes
     * any byte.
     */
    static boolean ascii(List<String> command) {
        for (String arg : command) {
            for (int i = 0; i < arg.length(); i++) {
                if (arg.charAt(i) > 127) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Runs {@code command} as a child and returns its exit code, or empty when it could not be started. */
    static OptionalInt run(List<String> command) {
        Process child;
        try {
            child = new ProcessBuilder(command).inheritIO().start();
        } catch (IOException | RuntimeException cannot) {
            return OptionalInt.empty();
        }
        Runtime.getRuntime().addShutdownHook(new Thread(new EndChild(child), "reel-end-check"));
        while (true) {
            try {
                return OptionalInt.of(child.waitFor());
            } catch (InterruptedException interrupted) {
                // Nothing interrupts the main thread here; wait on.
            }
        }
    }

    /** Ends the child when this Java is shut down before it ended (a class, not a lambda: no class spun for it). */
    private static final class EndChild implements Runnable {
        private final Process child;

        EndChild(Process child) {
            this.child = child;
        }

        @Override
        public void run() {
            child.destroy();
        }
    }
}
