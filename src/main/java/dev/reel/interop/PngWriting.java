package dev.reel.interop;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/** The sheet an import composited, encoded as an RGBA PNG. */
final class PngWriting {
    private PngWriting() {
    }

    static byte[] bytes(int width, int height, int[] argb) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, width, height, argb, 0, width);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException inMemory) {
            // Writing to memory does not fail; the exception is part of ImageIO's signature.
            throw new UncheckedIOException(inMemory);
        }
        return out.toByteArray();
    }
}
