package dev.reel.sheet;

import dev.reel.model.Diagnostic;

import java.io.IOException;
import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.BiFunction;

/**
 * One decode of a PNG for everyone who needs its pixels at the same time: the Sheet panel and the Assets
 * thumbnails both ask for a sheet when it is opened, and a 4096² sheet is 64 MB and a tenth of a second of
 * decoding. A caller that asks while another decodes the same file waits for that decode; a caller that asks
 * while someone still holds the decoded image gets that image. Files are told apart by path, modification time
 * and size, so a file changed on disk is decoded again. Images are held only weakly, so this holds nothing
 * that no caller holds, with one exception: the image of a decode started ahead of its caller
 * ({@link #decodeAhead}) is held softly until a caller asks for that file. Failed decodes and decodes with a
 * warning are shared only with a caller naming the file as the decoder did (their diagnostics name it as each
 * caller names it). Thread-safe.
 */
public final class SharedDecodes {
    private static final SharedDecodes SHARED = new SharedDecodes(new PngLoader()::load);

    private record Stamp(Path png, FileTime modified, long size) {
    }

    private final BiFunction<Path, String, PngResult> decode;
    /** Guarded by this. */
    private final Map<Stamp, WeakReference<SheetImage>> decoded = new HashMap<>();
    /** Guarded by this. */
    private final Map<Stamp, CompletableFuture<PngResult>> running = new HashMap<>();
    /** Decodes started ahead of the caller that will want them ({@link #decodeAhead}). */
    private final java.util.concurrent.Executor ahead;
    /** The file (as read then) the last decode ahead is for, until a caller asks for it; guarded by this. */
    private Stamp aheadOf;
    /**
     * That decode's image, held until a caller asks for the file or another decode starts ahead, and softly, so
     * that a sheet decoded ahead for a caller that never comes is let go of when memory runs short; guarded by
     * this.
     */
    private java.lang.ref.SoftReference<SheetImage> heldAhead;

    SharedDecodes(BiFunction<Path, String, PngResult> decode) {
        this(decode, java.util.concurrent.Executors.newSingleThreadExecutor(work -> {
            Thread thread = new Thread(work, "reel-decode-ahead");
            thread.setDaemon(true);
            return thread;
        }));
    }

    SharedDecodes(BiFunction<Path, String, PngResult> decode, java.util.concurrent.Executor ahead) {
        this.decode = decode;
        this.ahead = ahead;
    }

    /** The decodes every panel of the editor shares, with the default PNG limits. */
    public static SharedDecodes shared() {
        return SHARED;
    }

    /**
     * Loads the PNG at {@code png} as {@link PngLoader#load(Path, String)} does (diagnostics name it as
     * {@code name}), sharing the decode with any other caller asking for the same unchanged file; blocks while
     * another thread decodes it. Call off the JavaFX thread.
     */
    public PngResult load(Path png, String name) {
        Stamp stamp = stamp(png);
        if (stamp == null) {
            return decode.apply(png, name);
        }
        synchronized (this) {
            if (aheadOf != null && stamp.png().equals(aheadOf.png())) {
                // Whoever asks for the file first gets the image decoded ahead; from here the callers hold it.
                SheetImage held = heldAhead == null ? null : heldAhead.get();
                boolean current = stamp.equals(aheadOf);
                aheadOf = null;
                heldAhead = null;
                if (held != null && current) {
                    return new PngResult(held, null);
                }
            }
        }
        return shared(stamp, png, name);
    }

    /**
     * Starts decoding {@code png} on the decode-ahead thread, for a caller that is about to ask for it
     * ({@link #load}) but has other work first: a sheet's document is read and its panels are updated before the
     * Sheet panel asks for its pixels, and a 4096² sheet's decode then waited for all that (JFR: it began 0.4 s
     * into the open). Decodes ahead run one after another; one still waiting when another is asked for is
     * dropped. The image is held softly until a caller asks for the file, or until the next decode ahead.
     * Nothing starts when the file is already decoded or being decoded, or cannot be read.
     */
    public void decodeAhead(Path png, String name) {
        Stamp stamp = stamp(png);
        synchronized (this) {
            aheadOf = stamp;
            heldAhead = null;
            if (stamp == null || running.containsKey(stamp) || live(stamp) != null) {
                return;
            }
        }
        ahead.execute(() -> {
            synchronized (this) {
                if (!stamp.equals(aheadOf)) {
                    return;
                }
            }
            PngResult result;
            try {
                result = shared(stamp, png, name);
            } catch (RuntimeException failure) {
                // The caller's own load meets the same failure and reports it; a second report would repeat it.
                return;
            }
            synchronized (this) {
                if (stamp.equals(aheadOf) && result.ok() && result.warning() == null) {
                    heldAhead = new java.lang.ref.SoftReference<>(result.image());
                }
            }
        });
    }

    /** The image of {@code stamp} some caller still holds, or null; guarded by this. */
    private SheetImage live(Stamp stamp) {
        WeakReference<SheetImage> reference = decoded.get(stamp);
        return reference == null ? null : reference.get();
    }

    private PngResult shared(Stamp stamp, Path png, String name) {
        CompletableFuture<PngResult> theirs;
        CompletableFuture<PngResult> mine = null;
        synchronized (this) {
            decoded.values().removeIf(reference -> reference.get() == null);
            SheetImage image = live(stamp);
            if (image != null) {
                return new PngResult(image, null);
            }
            theirs = running.get(stamp);
            if (theirs == null) {
                mine = new CompletableFuture<>();
                running.put(stamp, mine);
            }
        }
        if (mine == null) {
            PngResult shared = waitFor(theirs);
            return shared != null && (shared.ok() && shared.warning() == null || namedAs(shared, name)) ? shared
                    : decode.apply(png, name);
        }
        PngResult result = null;
        try {
            result = decode.apply(png, name);
            return result;
        } finally {
            synchronized (this) {
                running.remove(stamp);
                if (result != null && result.ok() && result.warning() == null) {
                    decoded.put(stamp, new WeakReference<>(result.image()));
                }
            }
            mine.complete(result);
        }
    }

    /** Whether a failed decode's or a warning's diagnostic names the file as {@code name} does. */
    private static boolean namedAs(PngResult result, String name) {
        Diagnostic said = result.ok() ? result.warning() : result.diagnostic();
        return said != null && name.equals(said.file());
    }

    private static PngResult waitFor(CompletableFuture<PngResult> decoding) {
        try {
            return decoding.join();
        } catch (CompletionException | java.util.concurrent.CancellationException e) {
            return null;
        }
    }

    private static Stamp stamp(Path png) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(png, BasicFileAttributes.class);
            return attributes.isRegularFile()
                    ? new Stamp(png.toAbsolutePath().normalize(), attributes.lastModifiedTime(), attributes.size())
                    : null;
        } catch (IOException | SecurityException e) {
            return null;
        }
    }
}
