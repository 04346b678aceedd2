package dev.reel.ui.slicer;

import dev.reel.model.Diagnostic;
import dev.reel.sheet.PngResult;
import dev.reel.sheet.SharedDecodes;
import dev.reel.sheet.SheetImage;
import javafx.scene.image.Image;
import javafx.scene.image.PixelBuffer;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;

import java.io.IOException;
import java.nio.IntBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * A sheet's PNG decoded for the slicer: the pixels the slicers read and the JavaFX image the view draws, both
 * made off the JavaFX thread, with the file stamp they were read at so a change on disk is noticed.
 *
 * @param image      null when the PNG could not be read
 * @param picture    null when the PNG could not be read
 * @param diagnostic why it could not be read, or null
 */
record SheetPicture(Path png, long modified, long size, SheetImage image, Image picture, Diagnostic diagnostic) {

    boolean ok() {
        return image != null;
    }

    /**
     * Decodes {@code png} (named {@code name} in diagnostics); call off the JavaFX thread. The decode is shared
     * with the Assets thumbnails of the same file ({@link SharedDecodes}).
     */
    static SheetPicture load(Path png, String name) {
        long[] stamp = stamp(png);
        PngResult result = SharedDecodes.shared().load(png, name);
        if (!result.ok()) {
            return new SheetPicture(png, stamp[0], stamp[1], null, null, result.diagnostic());
        }
        SheetImage image = result.image();
        return new SheetPicture(png, stamp[0], stamp[1], image, picture(image), null);
    }

    /**
     * The JavaFX image of {@code image}, its pixels premultiplied ARGB ints: the layout the software pipeline's
     * textures have (and BGRA bytes on a little-endian machine, as OpenGL's are), so drawing it first uploads a
     * plain copy. A {@code new WritableImage(w, h)} keeps premultiplied BGRA bytes, which the software pipeline
     * converted pixel by pixel on the render thread when the sheet was first drawn. Each channel is premultiplied
     * as JavaFX's pixel writer does it, {@code (c × a + 127) / 255}, so the values are those the image held.
     * When no pixel is partly transparent premultiplying changes nothing: the picture then draws the image's own
     * pixels, without a second 4 bytes a pixel and a pass over them (40 ms of the worker's time on a 4096² sheet).
     */
    static Image picture(SheetImage image) {
        int width = image.width();
        int height = image.height();
        if (image.ownPremultiplied()) {
            // Every pixel opaque or wholly clear: premultiplying changes none, so the image's own pixels are drawn.
            return new WritableImage(new PixelBuffer<>(width, height, image.pixelsForDrawing(),
                    PixelFormat.getIntArgbPreInstance()));
        }
        int[] premultiplied = new int[Math.multiplyExact(width, height)];
        image.copyRows(0, height, premultiplied, 0);
        for (int i = 0; i < premultiplied.length; i++) {
            premultiplied[i] = premultiply(premultiplied[i]);
        }
        return new WritableImage(new PixelBuffer<>(width, height, IntBuffer.wrap(premultiplied),
                PixelFormat.getIntArgbPreInstance()));
    }

    /** One ARGB pixel premultiplied by its alpha, rounded as JavaFX rounds it. */
    static int premultiply(int argb) {
        int a = argb >>> 24;
        if (a == 0xff) {
            return argb;
        }
        if (a == 0) {
            return 0;
        }
        int r = ((argb >> 16 & 0xff) * a + 0x7f) / 0xff;
        int g = ((argb >> 8 & 0xff) * a + 0x7f) / 0xff;
        int b = ((argb & 0xff) * a + 0x7f) / 0xff;
        return a << 24 | r << 16 | g << 8 | b;
    }

    /** Whether the file on disk is no longer the one that was read. */
    boolean stale() {
        long[] now = stamp(png);
        return now[0] != modified || now[1] != size;
    }

    private static long[] stamp(Path png) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(png, BasicFileAttributes.class);
            return new long[]{attributes.lastModifiedTime().toMillis(), attributes.size()};
        } catch (IOException e) {
            return new long[]{-1, -1};
        }
    }
}
