package dev.reel.interop;

import dev.reel.io.Loaded;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.awt.image.Raster;
import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Files saved by Aseprite, composited by Reel and compared pixel for pixel with the frames Aseprite exported
 * (see the README beside them for where they come from). Fully transparent pixels compare equal whatever their
 * colour, since a PNG's transparent colour carries nothing.
 */
class AsepriteRealFilesTest {
    private static final String FOLDER = "/dev/reel/interop/aseprite/";

    private static AseFile read(String name) throws Exception {
        try (InputStream in = AsepriteRealFilesTest.class.getResourceAsStream(FOLDER + name + ".aseprite")) {
            Loaded<AseFile> loaded = AseReader.read(in.readAllBytes(), name + ".aseprite");
            assertThat(loaded.diagnostics()).noneMatch(Diagnostic::isError);
            return loaded.value();
        }
    }

    @ParameterizedTest
    @CsvSource({"basic-16x16, basic-16x16, 1", "layers_and_tags, layers_and_tags_0, 4", "linked_cels, linked_cels_0, 3",
        "grayscale, grayscale, 1", "indexed, indexed_0, 1", "transparency, transparency_0, 2"})
    void compositesEqualAsepritesExport(String file, String png, int frames) throws Exception {
        AseFile ase = read(file);
        AseCompositor compositor = new AseCompositor(ase);
        for (int frame = 0; frame < frames; frame++) {
            String expected = png.endsWith("_0") ? png + (frame + 1) : png;
            try (InputStream in = getClass().getResourceAsStream(FOLDER + expected + ".png")) {
                assertSame(ImageIO.read(in), compositor.frame(frame), ase.width(), expected);
            }
        }
    }

    @Test
    void layersAndTagsHasItsFramesLayersAndTags() throws Exception {
        AseFile ase = read("layers_and_tags");
        assertThat(ase.frames()).hasSize(4);
        assertThat(ase.layers()).hasSize(6);
        assertThat(ase.tags()).extracting(AseFile.Tag::name, AseFile.Tag::from, AseFile.Tag::to)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("T1", 0, 1),
                        org.assertj.core.groups.Tuple.tuple("T3", 1, 3), org.assertj.core.groups.Tuple.tuple("T2", 3, 3));
        assertThat(ase.frames()).allSatisfy(frame -> assertThat(frame.durationMillis()).isEqualTo(100));
    }

    /** Aseprite's own export of a layer in each blend mode over the layers below it, pixel for pixel. */
    @ParameterizedTest
    @CsvSource({"normal", "multiply", "screen", "overlay", "darken", "lighten", "addition", "subtract", "difference"})
    void blendModesEqualAsepritesExport(String mode) throws Exception {
        AseFile ase = read("blend_" + mode);
        try (InputStream in = getClass().getResourceAsStream(FOLDER + "blend_" + mode + ".png")) {
            assertSame(ImageIO.read(in), new AseCompositor(ase).frame(0), ase.width(), "blend_" + mode);
        }
    }

    /** Compares samples, not {@code getRGB}: ImageIO would convert a grey PNG's values through a linear colour space. */
    private static void assertSame(BufferedImage image, int[] composite, int width, String name) {
        Raster raster = image.getRaster();
        int bands = raster.getNumBands();
        boolean indexed = image.getColorModel() instanceof java.awt.image.IndexColorModel;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int expected;
                if (indexed || bands >= 3) {
                    expected = image.getRGB(x, y);
                } else {
                    int value = raster.getSample(x, y, 0);
                    int alpha = bands == 2 ? raster.getSample(x, y, 1) : 255;
                    expected = alpha << 24 | value << 16 | value << 8 | value;
                }
                int got = composite[y * width + x];
                if ((expected >>> 24) == 0 && (got >>> 24) == 0) {
                    continue;
                }
                assertThat(Integer.toHexString(got)).as(name + " at " + x + "," + y)
                        .isEqualTo(Integer.toHexString(expected));
            }
        }
    }
}
