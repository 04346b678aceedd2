package dev.reel.io;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.reel.model.Diagnostic;
import dev.reel.model.rig.Rig;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Feeds arbitrary bytes to the {@code .aerig} reader: nothing but diagnostics may come out, every diagnostic has a
 * place and a message, and whatever reads writes back to a canonical text that reads back the same. Plain
 * {@code mvn test} replays the committed inputs in
 * {@code src/test/resources/dev/reel/io/RigCodecFuzzTestInputs/readsAnyBytes/}; {@code JAZZER_FUZZ=1} fuzzes
 * ({@code JAZZER_FUZZ=1 mvn -o test -Dtest=RigCodecFuzzTest -Dtest.jazzerArgs=}).
 */
class RigCodecFuzzTest {

    @FuzzTest(maxDuration = "2m")
    void readsAnyBytes(FuzzedDataProvider data) {
        byte[] bytes = data.consumeRemainingAsBytes();
        Loaded<Rig> loaded = RigCodec.read(bytes, "fuzz.aerig");
        assertThat(loaded).isNotNull();
        for (Diagnostic diagnostic : loaded.diagnostics()) {
            assertThat(diagnostic.message()).isNotBlank();
            assertThat(diagnostic.line()).isNotNegative();
            assertThat(diagnostic.column()).isNotNegative();
        }
        if (loaded.value() == null) {
            assertThat(loaded.diagnostics()).isNotEmpty();
            return;
        }
        String written = RigCodec.write(loaded.value());
        Loaded<Rig> again = RigCodec.read(written, "again.aerig");
        assertThat(again.value()).as("the canonical text of a readable rig reads").isNotNull();
        assertThat(RigCodec.write(again.value())).isEqualTo(written);
        assertThat(RandomRigs.bare(again.value())).isEqualTo(RandomRigs.bare(loaded.value()));
    }
}
