package dev.reel.preview;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** When SDL cannot load, opening a renderer gives a message for the preview panel, never a crash. */
class SdlUnavailableTest {

    @Test
    void aLibraryThatFailsToLoadGivesTheSameClearMessageEveryTime() {
        AtomicInteger attempts = new AtomicInteger();
        SdlLibrary broken = new SdlLibrary(() -> {
            attempts.incrementAndGet();
            throw new UnsatisfiedLinkError("Failed to locate library: libSDL3.so");
        }, () -> { });
        OpenResult first = Renderer.open(64, 64, key -> null, broken, Renderer.DEFAULT_CACHE_BYTES);
        OpenResult second = Renderer.open(64, 64, key -> null, broken, Renderer.DEFAULT_CACHE_BYTES);

        assertThat(first).isInstanceOf(OpenResult.Unavailable.class);
        String message = ((OpenResult.Unavailable) first).message();
        assertThat(message).contains("preview cannot start").contains("Failed to locate library: libSDL3.so")
                .contains("Everything else in the editor works");
        assertThat(second).isEqualTo(first);
        assertThat(attempts).hasValue(1);
    }

    @Test
    void anUnsupportedPlatformNamesTheUnderlyingCause() {
        SdlLibrary unsupported = new SdlLibrary(() -> {
            throw new ExceptionInInitializerError(new UnsupportedOperationException("Unsupported platform: Plan 9"));
        }, () -> { });
        OpenResult result = Renderer.open(64, 64, key -> null, unsupported, Renderer.DEFAULT_CACHE_BYTES);
        assertThat(((OpenResult.Unavailable) result).message()).contains("Unsupported platform: Plan 9");
    }

    @Test
    void aStartThatFailsWithoutLinkageIsRetriedNextTime() {
        AtomicInteger attempts = new AtomicInteger();
        SdlLibrary flaky = new SdlLibrary(() -> {
            if (attempts.incrementAndGet() == 1) {
                throw new IllegalStateException("SDL_Init failed: out of memory");
            }
        }, () -> { });
        assertThat(Renderer.open(8, 8, key -> null, flaky, 1 << 20)).isInstanceOf(OpenResult.Unavailable.class);
        OpenResult retried = Renderer.open(8, 8, key -> null, flaky, 1 << 20);
        assertThat(retried).isInstanceOf(OpenResult.Ready.class);
        ((OpenResult.Ready) retried).renderer().close();
    }

    @Test
    void withoutSdlsNativesTheEditorGetsAMessageAndKeepsRunning() throws Exception {
        String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.contains("natives"))
                .collect(Collectors.joining(File.pathSeparator));
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true", "-cp", classPath,
                SdlUnavailableChild.class.getName())
                .redirectErrorStream(true).start();
        assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        List<String> outcomes = output.lines().filter(line -> line.startsWith("UNAVAILABLE")
                || line.startsWith("READY") || line.startsWith("EDITOR")).toList();

        assertThat(child.exitValue()).as(output).isZero();
        assertThat(outcomes).as(output).hasSize(3);
        assertThat(outcomes.get(0)).startsWith("UNAVAILABLE The preview cannot start").contains("lwjgl");
        assertThat(outcomes.get(1)).isEqualTo(outcomes.get(0));
        assertThat(outcomes.get(2)).isEqualTo("EDITOR STILL RUNNING");
    }
}
