package dev.reel.launch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link LibC#exec}, which the editor's launcher uses to restart Java with its own options (Relaunch). */
class LibCExecTest {

    @Test
    void execReplacesTheProcessKeepingItsIdWithNoFileLeftOpenAndNoSignalBlocked(@TempDir Path folder)
            throws IOException, InterruptedException {
        Path held = Files.writeString(folder.resolve("held-open.txt"), "the first run holds this open");
        // LC_ALL so that the second Java reads its arguments as UTF-8.
        ChildFacts.Printed printed = ChildFacts.run(ExecProbe.class, List.of(), Map.of("LC_ALL", "C.UTF-8"),
                held.toString());
        Map<String, String> facts = printed.facts();
        String out = printed.output();
        assertThat(facts).as(out).doesNotContainKey("first.execReturned").containsKeys("first.pid", "second.pid");
        assertThat(facts.get("second.pid")).as("the same process").isEqualTo(facts.get("first.pid"));
        assertThat(facts.get("second.argument")).isEqualTo("ünïcode and spaces");
        assertThat(facts.get("second.open")).as("files the first Java had open").doesNotContain(held.toString());
        assertThat(facts.get("second.blocked")).as("the new program's first thread blocks no signal")
                .matches("0+");
    }

    @Test
    void theRestartsCallsIntoCLoadOnlyLwjglsCoreNotItsMemoryUtilities(@TempDir Path folder)
            throws IOException, InterruptedException {
        Path loaded = folder.resolve("classes.log");
        ChildFacts.Printed printed = ChildFacts.run(CoreOnlyProbe.class,
                List.of("-Xlog:class+load=info:file=" + loaded), Map.of());
        assertThat(printed.facts()).as(printed.output()).containsEntry("first.set", "true")
                .containsEntry("first.getenv", "seen by C").containsEntry("second.env", "seen by C")
                .doesNotContainKey("first.execReturned");
        List<String> lwjgl = new java.util.ArrayList<>();
        for (String line : Files.readAllLines(loaded)) {
            int at = line.indexOf(" org.lwjgl.");
            if (at >= 0) {
                lwjgl.add(line.substring(at + 1, line.indexOf(' ', at + 1)));
            }
        }
        assertThat(lwjgl).as("LWJGL's classes loaded before the exec").contains("org.lwjgl.system.JNI")
                .noneMatch(name -> name.startsWith("org.lwjgl.system.Memory"));
    }
}
