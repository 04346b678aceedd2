package dev.reel.testing;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** {@link ChildRun}: its limit ends a child that hangs, and a child that prints a lot is read to its end. */
class ChildRunTest {
    /** A child that never ends on its own. */
    static final class Hangs {
        public static void main(String[] args) throws InterruptedException {
            Thread.sleep(Long.MAX_VALUE);
        }
    }

    /** A child that prints far more than a pipe holds before it exits with code 3. */
    static final class Prints {
        public static void main(String[] args) {
            String line = "x".repeat(99);
            for (int i = 0; i < 20_000; i++) {
                System.out.println(line);
            }
            System.exit(3);
        }
    }

    private static ProcessBuilder java(Class<?> main) {
        return new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx32m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), main.getName()));
    }

    @Test
    void aChildStillRunningAtTheLimitIsKilledAndTheTestFails() {
        long start = System.nanoTime();
        assertThatThrownBy(() -> ChildRun.run(java(Hangs.class), Duration.ofSeconds(5)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("did not end within 5 s and was killed");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(30));
    }

    @Test
    void everythingAChildPrintedIsReadAndItsExitCodeKept() throws Exception {
        ChildRun.Ended ended = ChildRun.run(java(Prints.class), Duration.ofSeconds(60));
        assertThat(ended.exit()).isEqualTo(3);
        assertThat(ended.output().lines()).hasSize(20_000);
    }
}
