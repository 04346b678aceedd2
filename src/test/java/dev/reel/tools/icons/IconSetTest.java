package dev.reel.tools.icons;

import dev.reel.ui.theme.Icons;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The committed icon files are {@link IconSet}'s output from {@code icons/reel.svg}: every PNG size, an .ico
 * and an .icns whose entries are those PNGs, and the editor's toolbar icons are one-path, 24-unit drawings.
 */
class IconSetTest {
    private static final Path ROOT = Path.of(".");

    @Test
    void everyCommittedFileIsTheGeneratorsOutput() throws Exception {
        Map<String, byte[]> generated = IconSet.files(ROOT);
        for (Map.Entry<String, byte[]> file : generated.entrySet()) {
            Path committed = ROOT.resolve(file.getKey());
            assertThat(committed).as("committed (re-run IconSet if missing)").exists();
            if (file.getKey().endsWith(".png")) {
                // Java2D's antialiasing may round a pixel differently on another JDK: compare closely, not exactly.
                assertThat(meanDifference(read(Files.readAllBytes(committed)), read(file.getValue())))
                        .as("%s differs from what IconSet draws from reel.svg; re-run IconSet", file.getKey())
                        .isLessThan(1.0);
            }
        }
    }

    @Test
    void pngsHaveEverySizeFrom16To1024() throws Exception {
        for (int size : IconSet.SIZES) {
            BufferedImage image = ImageIO.read(ROOT.resolve("icons/reel-" + size + ".png").toFile());
            assertThat(image.getWidth()).isEqualTo(size);
            assertThat(image.getHeight()).isEqualTo(size);
            assertThat(image.getColorModel().hasAlpha()).as("rounded corners are transparent").isTrue();
            assertThat(image.getRGB(0, 0) >>> 24).as("corner of " + size).isZero();
            assertThat(image.getRGB(size / 2, size / 2) >>> 24).as("centre of " + size).isEqualTo(255);
        }
        assertThat(IconSet.SIZES).startsWith(16).endsWith(1024);
    }

    @Test
    void theIcoHoldsTheCommittedPngsUpTo256() throws Exception {
        Map<Integer, byte[]> entries = IconContainers.readIco(Files.readAllBytes(ROOT.resolve("icons/reel.ico")));
        assertThat(entries.keySet()).containsExactlyElementsOf(IconSet.ICO_SIZES);
        for (Map.Entry<Integer, byte[]> entry : entries.entrySet()) {
            assertThat(entry.getValue()).as("ico entry " + entry.getKey())
                    .isEqualTo(Files.readAllBytes(ROOT.resolve("icons/reel-" + entry.getKey() + ".png")));
        }
    }

    @Test
    void theIcnsHoldsTheCommittedPngsUnderTheirTypes() throws Exception {
        Map<String, byte[]> entries = IconContainers.readIcns(Files.readAllBytes(ROOT.resolve("icons/reel.icns")));
        assertThat(entries.keySet()).containsExactlyElementsOf(IconContainers.ICNS_TYPES.keySet());
        for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
            int size = IconContainers.ICNS_TYPES.get(entry.getKey());
            assertThat(read(entry.getValue()).getWidth()).as(entry.getKey()).isEqualTo(size);
            assertThat(entry.getValue()).isEqualTo(Files.readAllBytes(ROOT.resolve("icons/reel-" + size + ".png")));
        }
    }

    @Test
    void theToolbarSetIsOnePathPerIconInsideA24UnitBox() {
        for (String name : Icons.NAMES) {
            String data = Icons.pathData(name).orElseThrow(() -> new AssertionError("no icon " + name));
            Rectangle2D bounds = PathData.parse(data).getBounds2D();
            assertThat(bounds.getMinX()).as(name).isGreaterThanOrEqualTo(0);
            assertThat(bounds.getMinY()).as(name).isGreaterThanOrEqualTo(0);
            assertThat(bounds.getMaxX()).as(name).isLessThanOrEqualTo(24);
            assertThat(bounds.getMaxY()).as(name).isLessThanOrEqualTo(24);
            // One style: every icon fills most of its box, so none looks smaller than the others.
            assertThat(Math.max(bounds.getWidth(), bounds.getHeight())).as(name).isGreaterThanOrEqualTo(16);
        }
    }

    @Test
    void pathDataRejectsWhatTheSubsetCannotDraw() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> PathData.parse("M0 0 A 5 5 0 0 1 10 10"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static BufferedImage read(byte[] png) throws Exception {
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    private static double meanDifference(BufferedImage first, BufferedImage second) {
        assertThat(first.getWidth()).isEqualTo(second.getWidth());
        long total = 0;
        for (int y = 0; y < first.getHeight(); y++) {
            for (int x = 0; x < first.getWidth(); x++) {
                int a = first.getRGB(x, y);
                int b = second.getRGB(x, y);
                for (int shift = 0; shift < 32; shift += 8) {
                    total += Math.abs((a >>> shift & 0xFF) - (b >>> shift & 0xFF));
                }
            }
        }
        return total / (4.0 * first.getWidth() * first.getHeight());
    }
}
