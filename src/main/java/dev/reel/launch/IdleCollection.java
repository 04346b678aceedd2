package dev.reel.launch;

import com.sun.management.HotSpotDiagnosticMXBean;

import java.lang.management.ManagementFactory;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Rests G1's periodic collection while nobody uses the editor. The launchers ask for a collection every 2 s
 * ({@code G1PeriodicGCInterval}, README "Start-up") so that what a big document used comes back to the system
 * soon after it is closed; once the heap has shrunk, though, those collections are all an idle editor still
 * does (a concurrent cycle every 2 s, some 2–4% of a core, where everything else rests). So after
 * {@link #REST_AFTER_MILLIS} without a key press, click or pointer move, the interval is set to 0 (off), and the
 * next input sets it back to what it was. The flag is "manageable": HotSpot lets it change while Java runs.
 * Nothing happens when the collection is off already, the collector is not G1, or the Java is not HotSpot.
 */
public final class IdleCollection {
    /** Idle time after which the periodic collection rests: five collections' worth at the launchers' 2 s. */
    static final long REST_AFTER_MILLIS = 10_000;
    static final long CHECK_EVERY_MILLIS = 2_000;
    static final String FLAG = "G1PeriodicGCInterval";

    /** Reads and sets the interval flag (HotSpot's, or a test's). */
    interface Flag {
        String get();

        void set(String value);
    }

    private static volatile IdleCollection installed;

    private final Flag flag;
    private final LongSupplier clockMillis;
    private final String interval;
    private volatile long lastActivity;
    private volatile boolean resting;

    IdleCollection(Flag flag, LongSupplier clockMillis) {
        this.flag = flag;
        this.clockMillis = clockMillis;
        this.interval = flag.get();
        this.lastActivity = clockMillis.getAsLong();
    }

    /** Whether there is a periodic collection to rest (an interval above 0). */
    boolean active() {
        return interval != null && !"0".equals(interval);
    }

    boolean resting() {
        return resting;
    }

    /** Input happened: remember when, and give the collection its interval back if it rested. */
    void touch() {
        lastActivity = clockMillis.getAsLong();
        if (resting) {
            synchronized (this) {
                if (resting) {
                    flag.set(interval);
                    resting = false;
                }
            }
        }
    }

    /** Rests the collection once the editor has been idle long enough. */
    void check() {
        if (!active() || resting || clockMillis.getAsLong() - lastActivity < REST_AFTER_MILLIS) {
            return;
        }
        synchronized (this) {
            if (!resting && clockMillis.getAsLong() - lastActivity >= REST_AFTER_MILLIS) {
                flag.set("0");
                resting = true;
            }
        }
    }

    /**
     * Starts watching, on a daemon thread that looks every 2 s. Call after {@link HeapTuning} set the
     * interval. Never throws.
     */
    static void start() {
        try {
            HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            if (vm == null || !vm.getVMOption(FLAG).isWriteable()) {
                return;
            }
            IdleCollection watch = new IdleCollection(new Flag() {
                @Override
                public String get() {
                    return vm.getVMOption(FLAG).getValue();
                }

                @Override
                public void set(String value) {
                    vm.setVMOption(FLAG, value);
                }
            }, System::currentTimeMillis);
            if (!watch.active()) {
                return;
            }
            ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
                Thread thread = new Thread(task, "reel-idle-collection");
                thread.setDaemon(true);
                thread.setPriority(Thread.MIN_PRIORITY);
                return thread;
            });
            timer.scheduleWithFixedDelay(watch::check, CHECK_EVERY_MILLIS, CHECK_EVERY_MILLIS,
                    TimeUnit.MILLISECONDS);
            installed = watch;
        } catch (RuntimeException notHotSpot) {
            // Another Java or a flag it does not know: the collection (if any) runs as it was set.
        }
    }

    /** The window saw input (a key, a click, the pointer moving). Cheap: a field written, a flag set on waking. */
    public static void activity() {
        IdleCollection watch = installed;
        if (watch != null) {
            watch.touch();
        }
    }
}
