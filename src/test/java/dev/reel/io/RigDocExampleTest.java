package dev.reel.io;

import dev.reel.model.rig.Rig;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The example rig of docs/formats.md reads without a problem and is in the canonical layout it describes. */
class RigDocExampleTest {

    @Test
    void theDocumentedExampleReadsCleanAndIsCanonical() throws IOException {
        String formats = Files.readString(Path.of("docs/formats.md"), StandardCharsets.UTF_8);
        int section = formats.indexOf("\n## Rigs (`.aerig`)");
        assertThat(section).isNotNegative();
        int start = formats.indexOf("```\n", section) + 4;
        String example = formats.substring(start, formats.indexOf("```\n", start));
        Loaded<Rig> loaded = RigCodec.read(example, "docs.aerig");
        assertThat(loaded.diagnostics()).isEmpty();
        assertThat(RigCodec.write(loaded.value())).isEqualTo(example);
    }
}
