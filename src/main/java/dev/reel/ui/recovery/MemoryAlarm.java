package dev.reel.ui.recovery;

import javax.management.ListenerNotFoundException;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryNotificationInfo;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * Warns once when the heap is nearly full, before the editor runs out: the long-lived (tenured) heap pool is
 * given a collection-usage threshold of {@value #WARN_FRACTION} of its maximum, and when a collection leaves
 * more than that in use the reaction runs (autosave every dirty document, tell the user). It is armed again
 * only once use falls below {@value #REARM_FRACTION}, so a heap hovering at the line warns once, not on every
 * collection.
 */
final class MemoryAlarm {
    static final double WARN_FRACTION = 0.85;
    static final double REARM_FRACTION = 0.6;

    private final Runnable reaction;
    private boolean armed = true;
    private NotificationListener listener;

    /** An alarm running {@code reaction} (on the JVM's notification thread) when memory runs short. */
    MemoryAlarm(Runnable reaction) {
        this.reaction = reaction;
    }

    /**
     * The policy: whether {@code used} of {@code max} bytes after a collection should raise the alarm now.
     * Raising disarms it until use falls below the re-arm line.
     */
    synchronized boolean observe(long used, long max) {
        if (max <= 0) {
            return false;
        }
        if (!armed) {
            armed = used < max * REARM_FRACTION;
            return false;
        }
        if (used >= max * WARN_FRACTION) {
            armed = false;
            return true;
        }
        return false;
    }

    /** Sets the threshold on the tenured pool and listens; does nothing where no pool supports it. */
    void install() {
        MemoryPoolMXBean tenured = tenuredPool();
        if (tenured == null || !(ManagementFactory.getMemoryMXBean() instanceof NotificationEmitter emitter)) {
            return;
        }
        long max = tenured.getUsage().getMax();
        tenured.setCollectionUsageThreshold((long) (max * WARN_FRACTION));
        listener = (notification, handback) -> {
            if (MemoryNotificationInfo.MEMORY_COLLECTION_THRESHOLD_EXCEEDED.equals(notification.getType())
                    && observe(tenured.getCollectionUsage().getUsed(), max)) {
                reaction.run();
            }
        };
        emitter.addNotificationListener(listener, null, null);
    }

    /** Stops listening. */
    void uninstall() {
        if (listener != null && ManagementFactory.getMemoryMXBean() instanceof NotificationEmitter emitter) {
            try {
                emitter.removeNotificationListener(listener);
            } catch (ListenerNotFoundException gone) {
                // Already removed.
            }
            listener = null;
        }
    }

    private static MemoryPoolMXBean tenuredPool() {
        MemoryPoolMXBean found = null;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            // The pool a collector keeps long-lived objects in is the one that fills before running out.
            if (pool.getType() == MemoryType.HEAP && pool.isCollectionUsageThresholdSupported()
                    && pool.getUsage().getMax() > 0) {
                found = pool;
            }
        }
        return found;
    }
}
