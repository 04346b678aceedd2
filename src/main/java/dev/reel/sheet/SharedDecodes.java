package dev.reel.sheet;

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
 * and size, so a file changed on disk is decoded again. Images are held only weakly: this holds nothing that
 * no caller holds, and never more memory than the callers' own copies. Failed decodes and decodes with a
 * warning are not shared (their diagnostics name the file as each caller names it): each caller decodes
 * those itself. Thread-safe.
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

    SharedDecodes(BiFunction<Path, String, PngResult> decode) {
        this.decode = decode;
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
        CompletableFuture<PngResult> theirs;
        CompletableFuture<PngResult> mine = null;
        synchronized (this) {
            decoded.values().removeIf(reference -> reference.get() == null);
            WeakReference<SheetImage> reference = decoded.get(stamp);
            SheetImage image = reference == null ? null : reference.get();
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
            return shared != null && shared.ok() && shared.warning() == null ? shared : decode.apply(png, name);
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
