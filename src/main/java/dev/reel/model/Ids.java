package dev.reel.model;

import java.util.concurrent.atomic.AtomicLong;

/** Hands out the stable ids that keys, tracks, events, states, transitions and conditions get at load time. */
public final class Ids {
    private static final AtomicLong NEXT = new AtomicLong(1);

    private Ids() {
    }

    /** A new id, unique within this JVM; ids are never written to files. */
    public static long next() {
        return NEXT.getAndIncrement();
    }
}
