package dev.reel.doc;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Feeds arbitrary bytes to the reader. Under plain {@code mvn test} Jazzer replays the committed inputs in
 * {@code src/test/resources/dev/reel/doc/DocReaderFuzzTestInputs/readsAnyBytes/}; with {@code JAZZER_FUZZ=1}
 * it fuzzes.
 */
class DocReaderFuzzTest {

    @FuzzTest(maxDuration = "2m")
    void readsAnyBytes(FuzzedDataProvider data) {
        byte[] bytes = data.consumeRemainingAsBytes();
        ParseResult result = DocReader.read(bytes);
        assertThat(result).isNotNull();
        if (result.file() == null) {
            assertThat(result.errors()).hasSize(1);
            SyntaxError error = result.errors().get(0);
            assertThat(error.pos().line()).isPositive();
            assertThat(error.pos().column()).isPositive();
            assertThat(error.message()).isNotBlank();
            return;
        }
        assertThat(result.errors()).isEmpty();
        String written = DocWriter.write(result.file());
        ParseResult again = DocReader.read(written);
        assertThat(again.errors()).as("canonical text of a readable input reads").isEmpty();
        assertThat(DocWriter.write(again.file())).isEqualTo(written);
        assertThat(Trees.withoutPositions(again.file())).isEqualTo(Trees.withoutPositions(result.file()));
    }
}
