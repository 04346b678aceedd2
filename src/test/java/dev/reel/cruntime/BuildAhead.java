package dev.reel.cruntime;

import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestPlan;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Starts the C runtime's build ({@code make all asan}) on a thread of its own as soon as a test JVM starts running
 * tests, at a lower priority, so that it is done by the time the first C test asks for it: the build takes a few
 * minutes of one core, which the test JVMs' waits on the JavaFX thread leave free, where run inside the first C test
 * it held every test JVM up (they all wait for the one build under its file lock). Only in a full run, where the
 * pom sets {@code -Dreel.cruntime.ahead=true} and no {@code -Dtest} picks classes: a JVM that ends while make still
 * runs could leave its compilers writing beside the next build. Registered through {@code META-INF/services}.
 */
public final class BuildAhead implements TestExecutionListener {
    private static final AtomicBoolean STARTED = new AtomicBoolean();

    @Override
    public void testPlanExecutionStarted(TestPlan plan) {
        if (Boolean.getBoolean("reel.cruntime.ahead") && System.getProperty("test") == null
                && STARTED.compareAndSet(false, true)) {
            Thread thread = new Thread(CRuntime::buildBehind, "C runtime built ahead");
            thread.setDaemon(true);
            thread.start();
        }
    }
}
