package dev.reel.launch;

import com.sun.management.HotSpotDiagnosticMXBean;

import java.lang.management.ManagementFactory;

/** Run in a child JVM by {@link HeapTuningTest}: applies the tuning, then prints each flag as {@code name=value}. */
public final class HeapTuningChild {
    private HeapTuningChild() {
    }

    public static void main(String[] args) {
        HeapTuning.apply();
        HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        for (String name : HeapTuning.LAUNCHER_FLAGS.keySet()) {
            System.out.println(name + "=" + vm.getVMOption(name).getValue());
        }
    }
}
