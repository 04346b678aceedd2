package dev.reel.launch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link LibC#exec}, which the editor's launcher uses to restart Java with its own options (Relaunch). */
class LibCExecTest {

    @Test
    void execReplacesTheProcessKeepingItsIdWithNoFileLeftOpenAndNoSignalBlocked(@TempDir Path folder)
            throws IOException, InterruptedException {
        Path held = Files.writeString(folder.resolve("held-open.txt"), "the first run holds this open");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx64m", "-cp", System.getProperty("java.class.path"), ExecProbe.class.getName(),
                held.toString()));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("LC_ALL", "C.UTF-8"); // so the second Java reads its arguments as UTF-8
        Process child = builder.start();
        String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(child.waitFor(60, TimeUnit.SECONDS)).as(out).isTrue();
        Map<String, String> facts = new LinkedHashMap<>();
        for (String line : out.split("\\R")) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                facts.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        assertThat(child.exitValue()).as(out).isZero();
        assertThat(facts).as(out).doesNotContainKey("first.execReturned").containsKeys("first.pid", "second.pid");
        assertThat(facts.get("second.pid")).as("the same process").isEqualTo(facts.get("first.pid"));
        assertThat(facts.get("second.argument")).isEqualTo("ünïcode and spaces");
        assertThat(facts.get("second.open")).as("files the first Java had open").doesNotContain(held.toString());
        assertThat(facts.get("second.blocked")).as("the new program's first thread blocks no signal")
                .matches("0+");
    }
}
