package dev.reel.launch;

import com.sun.management.HotSpotDiagnosticMXBean;

import java.lang.management.ManagementFactory;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Hands the C heap's free pages back to the system now and then. Starting the window leaves some 20–35 MiB
 * free inside glibc's arenas (GTK's, fontconfig's and the JavaFX natives' start-up allocations, since freed),
 * which glibc keeps resident for later; {@code malloc_trim} returns them. Runs 5 s after start-up and every
 * 15 s after that on a daemon thread, each call a few milliseconds; not at all when Java already trims on its
 * own ({@code -XX:TrimNativeHeapInterval}) or the C library is not glibc (no thread is started then).
 */
final class NativeHeapTrim {
    static final long FIRST_SECONDS = 5;
    static final long EVERY_SECONDS = 15;

    private NativeHeapTrim() {
    }

    /** Starts the trimming unless Java is configured to do it itself. Never throws. */
    static void start() {
        if (!LibC.canTrimNativeHeap() || javaTrimsItself()) {
            return;
        }
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "reel-native-heap-trim");
            thread.setDaemon(true);
            thread.setPriority(Thread.MIN_PRIORITY);
            return thread;
        });
        timer.scheduleWithFixedDelay(LibC::trimNativeHeap, FIRST_SECONDS, EVERY_SECONDS, TimeUnit.SECONDS);
    }

    static boolean javaTrimsItself() {
        try {
            HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            return vm != null && !"0".equals(vm.getVMOption("TrimNativeHeapInterval").getValue());
        } catch (RuntimeException unknownFlag) {
            return false; // An older Java: it has no trimming of its own.
        }
    }
}
