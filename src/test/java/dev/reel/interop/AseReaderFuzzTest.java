package dev.reel.interop;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.reel.io.Loaded;
import dev.reel.model.Diagnostic;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Feeds arbitrary bytes to the {@code .aseprite} reader and packs whatever reads: nothing but diagnostics may come
 * out, and a file that reads always composites. Plain {@code mvn test} replays the committed inputs in
 * {@code src/test/resources/dev/reel/interop/AseReaderFuzzTestInputs/readsAnyBytes/}; {@code JAZZER_FUZZ=1}
 * fuzzes ({@code JAZZER_FUZZ=1 mvn -o test -Dtest=AseReaderFuzzTest -Dtest.jazzerArgs=}).
 */
class AseReaderFuzzTest {

    @FuzzTest(maxDuration = "2m")
    void readsAnyBytes(FuzzedDataProvider data) {
        byte[] bytes = data.consumeRemainingAsBytes();
        Loaded<AseFile> loaded = AseReader.read(bytes, "fuzz.aseprite");
        assertThat(loaded).isNotNull();
        // Decoding the cels after the walk, on every core, reports what decoding them one by one does.
        assertThat(loaded.diagnostics()).isEqualTo(AseReader.read(bytes, "fuzz.aseprite", false).diagnostics());
        for (Diagnostic diagnostic : loaded.diagnostics()) {
            assertThat(diagnostic.message()).isNotBlank().startsWith("at byte ");
        }
        if (loaded.value() == null) {
            assertThat(loaded.diagnostics()).anyMatch(Diagnostic::isError);
            return;
        }
        AseFile ase = loaded.value();
        // Keep a fuzzing run fast: a large canvas is legal but slow to pack many times a second.
        if ((long) ase.width() * ase.height() * ase.frames().size() <= 1 << 16) {
            List<Diagnostic> problems = new java.util.ArrayList<>();
            AseSheet sheet = AseSheet.pack(ase, "fuzz", "fuzz.aseprite", problems);
            if (sheet == null) {
                assertThat(problems).isNotEmpty();
            } else {
                assertThat(sheet.frames().frames()).hasSize(ase.frames().size());
                for (AseFile.Tag tag : ase.tags()) {
                    assertThat(TagFrames.order(tag).size()).isLessThanOrEqualTo(TagFrames.MAX_FRAMES);
                }
            }
        }
    }
}
