package dev.reel.ui.slicer;

import dev.reel.ui.UncaughtExceptions;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The slicer's decoded picture: premultiplied ints the pipelines upload as they are, with the same pixels. */
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class SheetPictureTest {
    @TempDir
    Path temp;

    @Test
    void thePictureHoldsPremultipliedIntsWithThePixelsJavaFxWouldHaveMade() throws Exception {
        int width = 300;
        int height = 530;
        long seed = 5;
        Random random = new Random(seed);
        BufferedImage written = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int alpha = switch (random.nextInt(4)) {
                    case 0 -> 0;
                    case 1 -> 255;
                    default -> random.nextInt(256);
                };
                written.setRGB(x, y, alpha << 24 | random.nextInt(0x1000000));
            }
        }
        Path png = temp.resolve("mixed.png");
        ImageIO.write(written, "png", png.toFile());

        SheetPicture loaded = SheetPicture.load(png, "mixed.png");

        assertThat(loaded.image().ownPremultiplied()).isFalse();
        assertPremultipliedAsJavaFxMakesIt(loaded, "seed " + seed);
    }

    @Test
    void aSheetOfOpaqueAndClearPixelsIsDrawnFromItsOwnPixelsWithTheSameValues() throws Exception {
        int width = 64;
        int height = 40;
        Random random = new Random(9);
        BufferedImage written = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                written.setRGB(x, y, random.nextBoolean() ? 0 : 0xff000000 | random.nextInt(0x1000000));
            }
        }
        Path png = temp.resolve("opaque.png");
        ImageIO.write(written, "png", png.toFile());
        SheetPicture opaque = SheetPicture.load(png, "opaque.png");
        assertThat(opaque.image().ownPremultiplied()).isTrue();
        assertPremultipliedAsJavaFxMakesIt(opaque, "opaque and clear");

        // A clear pixel that keeps a colour is premultiplied to 0: that sheet is copied as before.
        written.setRGB(5, 7, 0x00ff8000);
        ImageIO.write(written, "png", png.toFile());
        SheetPicture coloured = SheetPicture.load(png, "opaque.png");
        assertThat(coloured.image().ownPremultiplied()).isFalse();
        assertPremultipliedAsJavaFxMakesIt(coloured, "a coloured clear pixel");
        int[] pixel = new int[1];
        coloured.picture().getPixelReader().getPixels(5, 7, 1, 1, PixelFormat.getIntArgbPreInstance(), pixel, 0, 1);
        assertThat(pixel[0]).isZero();
    }

    /** The picture is premultiplied ints holding what JavaFX makes of the decoded pixels. */
    private static void assertPremultipliedAsJavaFxMakesIt(SheetPicture loaded, String what) {
        int width = loaded.image().width();
        int height = loaded.image().height();
        assertThat(loaded.ok()).isTrue();
        // The software pipeline's textures are premultiplied ints: a picture in that layout uploads as a copy.
        assertThat(loaded.picture().getPixelReader().getPixelFormat().getType())
                .isEqualTo(PixelFormat.Type.INT_ARGB_PRE);
        int[] argb = new int[width * height];
        loaded.image().copyRows(0, height, argb, 0);
        WritableImage plain = new WritableImage(width, height);
        plain.getPixelWriter().setPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), argb, 0, width);
        int[] expected = new int[width * height];
        int[] actual = new int[width * height];
        plain.getPixelReader().getPixels(0, 0, width, height, PixelFormat.getIntArgbPreInstance(), expected, 0, width);
        loaded.picture().getPixelReader().getPixels(0, 0, width, height, PixelFormat.getIntArgbPreInstance(), actual,
                0, width);
        assertThat(actual).as(what).isEqualTo(expected);
    }

    @Test
    void everyChannelValueAtEveryAlphaIsPremultipliedAsJavaFxDoesIt() {
        int[] argb = new int[256 * 256];
        for (int alpha = 0; alpha < 256; alpha++) {
            for (int value = 0; value < 256; value++) {
                argb[alpha * 256 + value] = alpha << 24 | value << 16 | (255 - value) << 8 | value;
            }
        }
        WritableImage plain = new WritableImage(256, 256);
        plain.getPixelWriter().setPixels(0, 0, 256, 256, PixelFormat.getIntArgbInstance(), argb, 0, 256);
        int[] expected = new int[256 * 256];
        plain.getPixelReader().getPixels(0, 0, 256, 256, PixelFormat.getIntArgbPreInstance(), expected, 0, 256);
        int[] actual = new int[256 * 256];
        for (int i = 0; i < argb.length; i++) {
            actual[i] = SheetPicture.premultiply(argb[i]);
        }
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void theSheetPanelAndTheAssetsThumbnailsShareOneDecodeOfTheSameFile() throws Exception {
        BufferedImage written = new BufferedImage(64, 32, BufferedImage.TYPE_INT_ARGB);
        written.setRGB(3, 4, 0xff00ff00);
        Path png = temp.resolve("shared.png");
        ImageIO.write(written, "png", png.toFile());

        SheetPicture loaded = SheetPicture.load(png, "shared.png");
        // What the thumbnails ask for (dev.reel.ui.sheets.Thumbnails), while the Sheet panel holds its picture.
        dev.reel.sheet.PngResult thumbnails = dev.reel.sheet.SharedDecodes.shared().load(png, png.toString());

        assertThat(thumbnails.image()).isSameAs(loaded.image());
        assertThat(SheetPicture.load(png, "shared.png").image()).isSameAs(loaded.image());
    }
}
