package dev.reel.runtime;

import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The worked animator-hash example of docs/formats.md ("State hashes") is what the runtime computes, so a
 * programmer checking an implementation against it checks against Reel.
 */
class HashExampleDocumentedTest {
    private static final Pattern HASHES = Pattern.compile(
            "animator hash `([0-9a-f]{16})` after step 1 and, with Speed set to 2 before step 2, `([0-9a-f]{16})`");

    @Test
    void theDocumentedControllerHasTheDocumentedHashes() throws IOException {
        String text = Files.readString(Path.of("docs/formats.md"), StandardCharsets.UTF_8);
        int at = text.indexOf("the animator hash `");
        assertThat(at).as("the animator-hash example in docs/formats.md").isNotNegative();
        int open = text.indexOf("```\n", at);
        int close = text.indexOf("\n```", open + 4);
        Matcher example = HASHES.matcher(text.substring(at, open).replaceAll("\\s+", " "));
        assertThat(example.find()).as("the two hashes of the example").isTrue();
        String source = text.substring(open + 4, close + 1);
        Controller controller = ControllerCodec.read(source, "example.aectrl").value();
        assertThat(controller).as(source).isNotNull();
        CompiledController compiled = CompiledController.compile(controller, "example.aectrl", path -> null);
        Animator animator = new Animator(compiled, null, 0.25);
        animator.step();
        assertThat(String.format("%016x", animator.stateHash())).as("after step 1").isEqualTo(example.group(1));
        animator.setFloat("Speed", 2);
        animator.step();
        assertThat(String.format("%016x", animator.stateHash())).as("after step 2").isEqualTo(example.group(2));
    }
}
