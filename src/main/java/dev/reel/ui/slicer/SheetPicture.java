package dev.reel.ui.slicer;

import dev.reel.model.Diagnostic;
import dev.reel.sheet.PngLoader;
import dev.reel.sheet.PngResult;
import dev.reel.sheet.SheetImage;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;

import java.io.IOException;
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

    /** Rows copied to the JavaFX image at a time, so a 4096² sheet never needs a second whole copy. */
    private static final int BAND = 256;

    boolean ok() {
        return image != null;
    }

    /** Decodes {@code png} (named {@code name} in diagnostics); call off the JavaFX thread. */
    static SheetPicture load(Path png, String name) {
        long[] stamp = stamp(png);
        PngResult result = new PngLoader().load(png, name);
        if (!result.ok()) {
            return new SheetPicture(png, stamp[0], stamp[1], null, null, result.diagnostic());
        }
        SheetImage image = result.image();
        int width = image.width();
        int height = image.height();
        WritableImage picture = new WritableImage(width, height);
        int[] band = new int[width * Math.min(BAND, height)];
        for (int y = 0; y < height; y += BAND) {
            int rows = Math.min(BAND, height - y);
            image.copyRows(y, rows, band, 0);
            picture.getPixelWriter().setPixels(0, y, width, rows, PixelFormat.getIntArgbInstance(), band, 0, width);
        }
        return new SheetPicture(png, stamp[0], stamp[1], image, picture, null);
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
