package dev.reel.launch;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the editor's Java gives memory back, for runs that did not say: {@code java -jar reel.jar} takes no JVM
 * options from the jar, so the flags the launchers set (README, "Start-up") are set here once the window is up.
 * All three are "manageable" in HotSpot, i.e. they may change while Java runs. A flag given on the command line
 * (or in {@code JAVA_TOOL_OPTIONS}) is left as it was; the periodic collection is set only under G1, the
 * collector that has it.
 */
public final class HeapTuning {
    /** Flag name → value: what the launchers pass, in the order they pass it. */
    static final Map<String, String> LAUNCHER_FLAGS = flags();

    private HeapTuning() {
    }

    private static Map<String, String> flags() {
        Map<String, String> flags = new LinkedHashMap<>();
        flags.put("G1PeriodicGCInterval", "2000");
        flags.put("MinHeapFreeRatio", "10");
        flags.put("MaxHeapFreeRatio", "20");
        return flags;
    }

    /** Sets every launcher flag still at Java's default; returns the names set. Never throws. */
    static java.util.List<String> apply() {
        java.util.List<String> set = new java.util.ArrayList<>();
        try {
            HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            if (vm == null) {
                return set;
            }
            boolean g1 = ManagementFactory.getGarbageCollectorMXBeans().stream()
                    .map(GarbageCollectorMXBean::getName).anyMatch(name -> name.startsWith("G1"));
            for (Map.Entry<String, String> flag : LAUNCHER_FLAGS.entrySet()) {
                if (flag.getKey().startsWith("G1") && !g1) {
                    continue;
                }
                VMOption option = vm.getVMOption(flag.getKey());
                if (option.getOrigin() == VMOption.Origin.DEFAULT && option.isWriteable()) {
                    vm.setVMOption(flag.getKey(), flag.getValue());
                    set.add(flag.getKey());
                }
            }
        } catch (RuntimeException notHotSpot) {
            // Another Java, or a flag it does not know: it keeps its own defaults, which only cost memory.
        }
        return set;
    }

    /**
     * Applies the flags and starts {@link IdleCollection} and {@link NativeHeapTrim} on a daemon thread, so the
     * window's first frame does not wait for the management beans.
     */
    public static void applyInBackground() {
        Thread thread = new Thread(() -> {
            apply();
            IdleCollection.start();
            NativeHeapTrim.start();
        }, "reel-heap-tuning");
        thread.setDaemon(true);
        thread.start();
    }
}
