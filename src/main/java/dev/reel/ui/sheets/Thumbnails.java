package dev.reel.ui.sheets;

import dev.reel.model.Rect;
import dev.reel.sheet.PngResult;
import dev.reel.sheet.SharedDecodes;
import dev.reel.sheet.SheetImage;
import javafx.application.Platform;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Small pictures of sheets and cells for Assets (and any panel that lists sprites): decoded off the JavaFX
 * thread with the guarded PNG loader (a decode shared with the Sheet panel: {@link SharedDecodes}), scaled with nearest-neighbour so pixel art stays crisp, cached by file,
 * rectangle and size. A file that changes on disk is forgotten with {@link #invalidate}.
 */
public final class Thumbnails {
    /** Decoded sheets kept for cutting more cells, counted in pixels (16 M pixels = 64 MB). */
    private static final long MAX_DECODED_PIXELS = 16L << 20;
    private static final int MAX_THUMBNAILS = 4000;

    private record Key(Path png, Rect rect, int size) {
    }

    private final ExecutorService executor;
    private final Map<Key, Image> images = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Image> eldest) {
            return size() > MAX_THUMBNAILS;
        }
    };
    private final Map<Key, List<Consumer<Image>>> waiting = new HashMap<>();
    /** Touched from the worker thread only. */
    private final LinkedHashMap<Path, SheetImage> decoded = new LinkedHashMap<>(16, 0.75f, true);
    private long decodedPixels;

    public Thumbnails() {
        executor = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, "reel-thumbnails");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Delivers the picture of {@code rect} of {@code png} (null rect: the whole image) fitted in
     * {@code size}×{@code size} to {@code done} on the JavaFX thread: at once when cached, else when decoded.
     * Nothing is delivered for a PNG that cannot be read.
     */
    public void request(Path png, Rect rect, int size, Consumer<Image> done) {
        Key key = new Key(png, rect, size);
        Image cached = images.get(key);
        if (cached != null) {
            done.accept(cached);
            return;
        }
        List<Consumer<Image>> queue = waiting.get(key);
        if (queue != null) {
            queue.add(done);
            return;
        }
        queue = new ArrayList<>();
        queue.add(done);
        waiting.put(key, queue);
        try {
            executor.execute(() -> render(key));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            waiting.remove(key);
        }
    }

    /** The cached picture, or null. */
    public Image cached(Path png, Rect rect, int size) {
        return images.get(new Key(png, rect, size));
    }

    /** Forgets every picture of {@code png} (it changed on disk). */
    public void invalidate(Path png) {
        images.keySet().removeIf(key -> key.png().equals(png));
        executor.execute(() -> {
            SheetImage removed = decoded.remove(png);
            if (removed != null) {
                decodedPixels -= (long) removed.width() * removed.height();
            }
        });
    }

    private void render(Key key) {
        SheetImage sheet = sheet(key.png());
        if (sheet == null) {
            Platform.runLater(() -> waiting.remove(key));
            return;
        }
        Rect rect = opaqueBounds(sheet, key.rect() == null ? new Rect(0, 0, sheet.width(), sheet.height())
                : clip(key.rect(), sheet));
        double scale = Math.min((double) key.size() / rect.width(), (double) key.size() / rect.height());
        int width = Math.max(1, (int) Math.round(rect.width() * scale));
        int height = Math.max(1, (int) Math.round(rect.height() * scale));
        int[] pixels = new int[width * height];
        for (int y = 0; y < height; y++) {
            int sourceY = rect.y() + Math.min(rect.height() - 1, (int) (y / scale));
            for (int x = 0; x < width; x++) {
                int sourceX = rect.x() + Math.min(rect.width() - 1, (int) (x / scale));
                pixels[y * width + x] = sheet.argb(sourceX, sourceY);
            }
        }
        Platform.runLater(() -> {
            WritableImage image = new WritableImage(width, height);
            image.getPixelWriter().setPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), pixels, 0, width);
            images.put(key, image);
            dev.reel.launch.StartupTrace.mark("first thumbnail shown");
            List<Consumer<Image>> queue = waiting.remove(key);
            if (queue != null) {
                queue.forEach(consumer -> consumer.accept(image));
            }
        });
    }

    /**
     * The part of {@code rect} that has visible pixels, as a square around their middle when it fits: a
     * 128-pixel frame with a 40-pixel figure shows the figure, not a speck in empty space.
     */
    static Rect opaqueBounds(SheetImage sheet, Rect rect) {
        int left = Integer.MAX_VALUE;
        int top = Integer.MAX_VALUE;
        int right = -1;
        int bottom = -1;
        for (int y = rect.y(); y < rect.y() + rect.height(); y++) {
            for (int x = rect.x(); x < rect.x() + rect.width(); x++) {
                if (sheet.alpha(x, y) > 8) {
                    left = Math.min(left, x);
                    right = Math.max(right, x);
                    top = Math.min(top, y);
                    bottom = Math.max(bottom, y);
                }
            }
        }
        if (right < 0) {
            return rect;
        }
        int size = Math.max(right - left + 1, bottom - top + 1) + 2;
        int centreX = (left + right + 1) / 2;
        int centreY = (top + bottom + 1) / 2;
        int x = Math.max(rect.x(), Math.min(centreX - size / 2, rect.x() + rect.width() - size));
        int y = Math.max(rect.y(), Math.min(centreY - size / 2, rect.y() + rect.height() - size));
        return new Rect(x, y, Math.min(size, rect.width()), Math.min(size, rect.height()));
    }

    private static Rect clip(Rect rect, SheetImage sheet) {
        int x = Math.max(0, Math.min(rect.x(), sheet.width() - 1));
        int y = Math.max(0, Math.min(rect.y(), sheet.height() - 1));
        int width = Math.max(1, Math.min(rect.width(), sheet.width() - x));
        int height = Math.max(1, Math.min(rect.height(), sheet.height() - y));
        return new Rect(x, y, width, height);
    }

    private SheetImage sheet(Path png) {
        SheetImage image = decoded.get(png);
        if (image != null) {
            return image;
        }
        // Shared with the Sheet panel, which decodes the same sheet when it is opened (one decode, one copy).
        PngResult result = SharedDecodes.shared().load(png, png.toString());
        if (!result.ok()) {
            return null;
        }
        image = result.image();
        long pixels = (long) image.width() * image.height();
        if (pixels <= MAX_DECODED_PIXELS) {
            decoded.put(png, image);
            decodedPixels += pixels;
            var eldest = decoded.entrySet().iterator();
            while (decodedPixels > MAX_DECODED_PIXELS && eldest.hasNext()) {
                SheetImage dropped = eldest.next().getValue();
                decodedPixels -= (long) dropped.width() * dropped.height();
                eldest.remove();
            }
        }
        return image;
    }

    /** Stops the worker thread (the window is closing). */
    public void shutdown() {
        executor.shutdownNow();
        try {
            executor.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
