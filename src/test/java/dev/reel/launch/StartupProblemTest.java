package dev.reel.launch;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The one line the editor prints when its window cannot open (no display, no GTK, out of memory). */
class StartupProblemTest {
    @Test
    void noDisplayIsOneLineSayingADisplayIsNeeded() {
        String line = StartupProblem.describe(new UnsupportedOperationException("Unable to open DISPLAY"));
        assertThat(line).startsWith("reel: the editor needs a display").contains("reel check").doesNotContain("\n");
    }

    @Test
    void noGtkIsOneLineSayingWhatToInstall() {
        String line = StartupProblem.describe(new RuntimeException("launch failed",
                new UnsupportedOperationException("Unable to load glass GTK library")));
        assertThat(line).contains("GTK 3").contains("sudo apt install libgtk-3-0").doesNotContain("\n");
    }

    @Test
    void runningOutOfMemoryWhileStartingSaysHowToGiveMore() {
        assertThat(StartupProblem.describe(new OutOfMemoryError("Java heap space")))
                .startsWith("reel: out of memory: the editor").contains("-Xmx");
    }

    @Test
    void anythingElseIsNamedInOneLine() {
        assertThat(StartupProblem.describe(new IllegalStateException("boom", new IllegalArgumentException("why"))))
                .isEqualTo("reel: the editor could not start: IllegalArgumentException: why");
    }
}
