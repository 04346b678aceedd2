package dev.reel.cli;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;

/** PNG sheets for the command-line tests, drawn from rectangles of opaque pixels on transparency. */
final class Sheets {
    private final BufferedImage image;

    private Sheets(int width, int height) {
        image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
    }

    static Sheets blank(int width, int height) {
        return new Sheets(width, height);
    }

    /** Fills a rectangle with one ARGB colour. */
    Sheets fill(int x, int y, int width, int height, int argb) {
        for (int row = y; row < y + height; row++) {
            for (int column = x; column < x + width; column++) {
                image.setRGB(column, row, argb);
            }
        }
        return this;
    }

    /** Fills a rectangle with opaque red. */
    Sheets box(int x, int y, int width, int height) {
        return fill(x, y, width, height, 0xffff0000);
    }

    Path write(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        if (!ImageIO.write(image, "png", file.toFile())) {
            throw new IOException("no PNG writer");
        }
        return file;
    }

    /** A PNG whose header claims {@code width} × {@code height} pixels, with no image data after it. */
    static byte[] claiming(long width, long height) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        byte[] header = new byte[13];
        putInt(header, 0, (int) width);
        putInt(header, 4, (int) height);
        header[8] = 8;
        header[9] = 6;
        byte[] type = "IHDR".getBytes(StandardCharsets.US_ASCII);
        byte[] length = new byte[4];
        putInt(length, 0, 13);
        out.writeBytes(length);
        out.writeBytes(type);
        out.writeBytes(header);
        CRC32 crc = new CRC32();
        crc.update(type);
        crc.update(header);
        byte[] sum = new byte[4];
        putInt(sum, 0, (int) crc.getValue());
        out.writeBytes(sum);
        return out.toByteArray();
    }

    private static void putInt(byte[] data, int at, int value) {
        data[at] = (byte) (value >>> 24);
        data[at + 1] = (byte) (value >>> 16);
        data[at + 2] = (byte) (value >>> 8);
        data[at + 3] = (byte) value;
    }
}
