package dev.reel.ui.app;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A bare {@code java -jar} gets the launchers' memory flags; flags the user gave are kept. Each case is a child JVM. */
class HeapTuningTest {

    @Test
    void aBareRunUnderG1GetsTheLaunchersFlags() throws Exception {
        Map<String, String> flags = run("-XX:+UseG1GC");
        assertEquals("2000", flags.get("G1PeriodicGCInterval"));
        assertEquals("10", flags.get("MinHeapFreeRatio"));
        assertEquals("20", flags.get("MaxHeapFreeRatio"));
    }

    @Test
    void aFlagGivenOnTheCommandLineIsKept() throws Exception {
        Map<String, String> flags = run("-XX:+UseG1GC", "-XX:MaxHeapFreeRatio=50", "-XX:G1PeriodicGCInterval=0");
        assertEquals("50", flags.get("MaxHeapFreeRatio"));
        assertEquals("0", flags.get("G1PeriodicGCInterval"));
        assertEquals("10", flags.get("MinHeapFreeRatio"));
    }

    @Test
    void theSerialCollectorGetsTheRatiosButNoPeriodicCollection() throws Exception {
        Map<String, String> flags = run("-XX:+UseSerialGC");
        assertEquals("0", flags.get("G1PeriodicGCInterval"));
        assertEquals("20", flags.get("MaxHeapFreeRatio"));
    }

    private static Map<String, String> run(String... vmFlags) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx64m");
        command.addAll(List.of(vmFlags));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), HeapTuningChild.class.getName()));
        Process child = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(60, TimeUnit.SECONDS), "child did not end");
        assertEquals(0, child.exitValue(), out);
        Map<String, String> flags = new LinkedHashMap<>();
        for (String line : out.split("\\R")) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                flags.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        assertEquals(3, flags.size(), out);
        return flags;
    }
}
