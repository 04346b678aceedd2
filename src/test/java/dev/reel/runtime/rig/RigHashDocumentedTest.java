package dev.reel.runtime.rig;

import dev.reel.io.RigCodec;
import dev.reel.model.rig.Rig;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The worked rig-pose-hash example of docs/formats.md ("State hashes") is what the runtime computes, so a
 * programmer checking another implementation of "Posing a rig" against it checks against Reel.
 */
class RigHashDocumentedTest {
    private static final Pattern HASH = Pattern.compile("has the rig pose hash `([0-9a-f]{16})`");

    @Test
    void theDocumentedRigHasTheDocumentedHash() throws IOException {
        String text = Files.readString(Path.of("docs/formats.md"), StandardCharsets.UTF_8);
        int at = text.indexOf("has the rig pose hash `");
        assertThat(at).as("the rig-hash example in docs/formats.md").isNotNegative();
        int open = text.indexOf("```\n", at);
        int close = text.indexOf("\n```", open + 4);
        Matcher example = HASH.matcher(text.substring(at, open).replaceAll("\\s+", " "));
        assertThat(example.find()).as("the hash of the example").isTrue();
        Rig rig = RigCodec.read(text.substring(open + 4, close + 1), "example.aerig").value();
        assertThat(rig).isNotNull();
        RigPose pose = new RigPose(CompiledRig.of(rig));
        // The arm reaches for the target (19, 6), eased by its softness just short of it.
        int lower = pose.rig().bone("lower");
        double tipX = pose.a[lower] * 10 + pose.wx[lower];
        double tipY = pose.b[lower] * 10 + pose.wy[lower];
        assertThat(Math.hypot(tipX - 19, tipY - 6)).isBetween(1e-3, 1.0);
        assertThat(String.format("%016x", pose.hash())).isEqualTo(example.group(1));
    }
}
