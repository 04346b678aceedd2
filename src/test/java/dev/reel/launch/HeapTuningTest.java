package dev.reel.launch;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
        ChildFacts.Printed printed = ChildFacts.run(HeapTuningChild.class, List.of(vmFlags), Map.of());
        assertEquals(3, printed.facts().size(), printed.output());
        return printed.facts();
    }
}
