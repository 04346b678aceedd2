package dev.reel.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Runs a child process to its end within a time limit, its standard error merged into its output, which a thread
 * of its own reads while the child runs. Reading the output to its end first and only then waiting would wait as
 * long as the child does, so the limit could never end a child that hangs; reading nothing until the end would
 * let a child that prints more than the pipe holds block. A child still running at the limit is killed, with the
 * processes it started, and the test fails saying so.
 */
public final class ChildRun {
    /** How long a child's output may stay open after it ended (a process it started may hold it). */
    private static final Duration DRAIN = Duration.ofSeconds(10);

    /** How a child ended: its exit code and everything it printed. */
    public record Ended(int exit, String output) {
    }

    private ChildRun() {
    }

    /** Starts {@code builder}'s command and waits at most {@code limit} for it to end; fails the test if it does not. */
    public static Ended run(ProcessBuilder builder, Duration limit) throws IOException, InterruptedException {
        Process child = builder.redirectErrorStream(true).start();
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        Thread reader = new Thread(() -> copy(child.getInputStream(), printed), "output of child " + child.pid());
        reader.setDaemon(true);
        reader.start();
        if (!child.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            child.descendants().forEach(ProcessHandle::destroyForcibly);
            child.destroyForcibly().waitFor(DRAIN.toMillis(), TimeUnit.MILLISECONDS);
            reader.join(DRAIN.toMillis());
            fail(builder.command() + " did not end within " + limit.toSeconds() + " s and was killed; it printed:\n"
                    + text(printed));
        }
        reader.join(DRAIN.toMillis());
        if (reader.isAlive()) {
            child.descendants().forEach(ProcessHandle::destroyForcibly);
            fail(builder.command() + " ended, but a process it started kept its output open; it printed:\n"
                    + text(printed));
        }
        return new Ended(child.exitValue(), text(printed));
    }

    private static void copy(InputStream from, ByteArrayOutputStream to) {
        byte[] buffer = new byte[8192];
        try (from) {
            for (int count = from.read(buffer); count >= 0; count = from.read(buffer)) {
                to.write(buffer, 0, count);
            }
        } catch (IOException closed) {
            // The child was killed: what it printed until then is kept.
        }
    }

    private static String text(ByteArrayOutputStream printed) {
        return printed.toString(StandardCharsets.UTF_8);
    }
}
