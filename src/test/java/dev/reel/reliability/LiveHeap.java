package dev.reel.reliability;

import com.sun.management.GarbageCollectionNotificationInfo;

import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;

/**
 * The most heap a run held after a collection: after every collection the heap pools' use is summed and the
 * largest sum kept. Unlike the pools' peak it leaves out the garbage a young collection clears, though not what
 * only a full collection would (so it still grows somewhat with the {@code -Xmx} a run is given; the bound
 * itself is shown by running under a small {@code -Xmx}).
 */
final class LiveHeap {
    private final AtomicLong most = new AtomicLong();
    private final Set<String> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(pool -> pool.getType() == MemoryType.HEAP).map(MemoryPoolMXBean::getName)
            .collect(Collectors.toSet());

    private LiveHeap() {
    }

    /** Starts watching the collections of this JVM. */
    static LiveHeap watch() {
        LiveHeap live = new LiveHeap();
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (collector instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener((notification, handback) -> {
                    if (notification.getType().equals(GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION)) {
                        live.after(GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData())
                                .getGcInfo().getMemoryUsageAfterGc());
                    }
                }, null, null);
            }
        }
        return live;
    }

    private void after(Map<String, MemoryUsage> usage) {
        long sum = 0;
        for (Map.Entry<String, MemoryUsage> pool : usage.entrySet()) {
            if (heapPools.contains(pool.getKey())) {
                sum += pool.getValue().getUsed();
            }
        }
        most.accumulateAndGet(sum, Math::max);
    }

    /** The largest heap in use after a collection so far (0 before the first one). */
    long most() {
        return most.get();
    }
}
