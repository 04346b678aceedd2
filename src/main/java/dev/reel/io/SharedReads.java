package dev.reel.io;

import dev.reel.model.Clip;

import java.lang.ref.SoftReference;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * One reading of a big clip file shared by everyone who reads the same bytes under the same name: when a project
 * opens, the Assets scan (for the clip's length), the Problems check and the document being opened each read
 * the 100,000-key clip, and on two cores the three parses at once tripled the wait for the document. A reader
 * that finds the same bytes being read waits for that reading; the last result is kept softly (the collector
 * may drop it) for a reader that comes after. Values never change, so sharing one is safe; ids are handed out
 * once per reading, as if the file had been read once. Only files of {@link #MIN_BYTES} or more are shared.
 */
final class SharedReads {
    /** Smaller files are read by each reader (sharing would cost more than it saves). */
    static final int MIN_BYTES = 1024 * 1024;

    private static Entry last;

    private SharedReads() {
    }

    private static final class Entry {
        final String file;
        final SoftReference<byte[]> bytes;
        final CompletableFuture<SoftReference<Loaded<Clip>>> read = new CompletableFuture<>();

        Entry(String file, byte[] bytes) {
            this.file = file;
            this.bytes = new SoftReference<>(bytes);
        }

        boolean holds(String name, byte[] other) {
            byte[] known = bytes.get();
            return known != null && file.equals(name) && Arrays.equals(known, other);
        }
    }

    /** The clip in {@code bytes}, read by {@code read} here or by another reader of the same bytes. */
    static Loaded<Clip> clip(byte[] bytes, String file, Supplier<Loaded<Clip>> read) {
        Entry entry;
        boolean mine = false;
        synchronized (SharedReads.class) {
            entry = last;
            if (entry == null || !entry.holds(file, bytes)) {
                entry = new Entry(file, bytes);
                last = entry;
                mine = true;
            }
        }
        if (!mine) {
            SoftReference<Loaded<Clip>> shared = entry.read.join();
            Loaded<Clip> value = shared == null ? null : shared.get();
            return value != null ? value : read.get();
        }
        try {
            Loaded<Clip> value = read.get();
            entry.read.complete(new SoftReference<>(value));
            return value;
        } catch (RuntimeException | Error failure) {
            entry.read.complete(null);
            synchronized (SharedReads.class) {
                if (last == entry) {
                    last = null;
                }
            }
            throw failure;
        }
    }
}
