package dev.reel.launch;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code reel check}'s restart as a child process: its exit code comes back; a command it cannot start, none. */
class ChildRestartTest {
    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    @Test
    void theChildsExitCodeIsReturned() {
        for (int code : new int[] {0, 1, 2, 3}) {
            List<String> command = List.of(java(), "-cp", System.getProperty("java.class.path"),
                    ChildRestartTest.Exit.class.getName(), Integer.toString(code));
            assertThat(ChildRestart.run(command)).hasValue(code);
        }
    }

    @Test
    void aCommandThatCannotStartGivesNothingSoTheCheckRunsInThisJava() {
        assertThat(ChildRestart.run(List.of("/no/such/java", "-version"))).isEmpty();
    }

    @Test
    void onlyAnAsciiCommandLineIsPassedToAChildOthersGoToExecv() {
        assertThat(ChildRestart.ascii(List.of("java", "-jar", "reel.jar", "check", "my project/anim"))).isTrue();
        // "é" in UTF-8, one char per byte as /proc/self/cmdline is read.
        assertThat(ChildRestart.ascii(List.of("java", "-jar", "reel.jar", "check", "caf\u00c3\u00a9"))).isFalse();
    }

    /** The child: exits with the code it is given. */
    public static final class Exit {
        private Exit() {
        }

        public static void main(String[] args) {
            System.exit(Integer.parseInt(args[0]));
        }
    }
}
