package dev.reel.io;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.reel.model.Diagnostic;
import dev.reel.model.SheetMeta;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Feeds arbitrary bytes to the {@code .meta} reader: nothing but diagnostics may come out, and whatever reads
 * writes back to a canonical text that reads back the same. Plain {@code mvn test} replays the committed inputs
 * in {@code src/test/resources/dev/reel/io/MetaCodecFuzzTestInputs/readsAnyBytes/}; {@code JAZZER_FUZZ=1}
 * fuzzes ({@code JAZZER_FUZZ=1 mvn -o test -Dtest=MetaCodecFuzzTest -Dtest.jazzerArgs=}).
 */
class MetaCodecFuzzTest {

    @FuzzTest(maxDuration = "2m")
    void readsAnyBytes(FuzzedDataProvider data) {
        byte[] bytes = data.consumeRemainingAsBytes();
        Loaded<SheetMeta> loaded = MetaCodec.read(bytes, "fuzz.png.meta");
        assertThat(loaded).isNotNull();
        for (Diagnostic diagnostic : loaded.diagnostics()) {
            assertThat(diagnostic.message()).isNotBlank();
            assertThat(diagnostic.line()).isNotNegative();
        }
        if (loaded.value() == null) {
            assertThat(loaded.diagnostics()).isNotEmpty();
            return;
        }
        String written = MetaCodec.write(loaded.value());
        Loaded<SheetMeta> again = MetaCodec.read(written, "again.png.meta");
        assertThat(again.value()).as("the canonical text of a readable sidecar reads").isNotNull();
        assertThat(MetaCodec.write(again.value())).isEqualTo(written);
    }
}
