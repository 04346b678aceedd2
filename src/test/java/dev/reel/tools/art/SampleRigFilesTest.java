package dev.reel.tools.art;

import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The committed files of the sample's squire are exactly what {@link SampleRig} makes (the PNG by its pixels). */
class SampleRigFilesTest {

    @Test
    void committedRigFilesAreWhatTheGeneratorMakes() throws IOException {
        Map<String, byte[]> files = SampleRig.files();
        for (Map.Entry<String, byte[]> entry : files.entrySet()) {
            Path file = Path.of(entry.getKey());
            assertThat(file).as("committed file (re-run SampleRig if missing)").exists();
            if (entry.getKey().endsWith(".png")) {
                assertThat(argb(ImageIO.read(file.toFile()))).as("%s differs; re-run SampleRig", file)
                        .isEqualTo(argb(ImageIO.read(new ByteArrayInputStream(entry.getValue()))));
            } else {
                assertThat(Files.readString(file)).as("%s differs; re-run SampleRig", file)
                        .isEqualTo(new String(entry.getValue(), StandardCharsets.UTF_8));
            }
        }
        try (Stream<Path> committed = Files.walk(Path.of(SampleRig.FOLDER))) {
            assertThat(committed.filter(Files::isRegularFile).map(p -> p.toString().replace('\\', '/')))
                    .as("files in the rig folder the generator does not make").allMatch(files::containsKey);
        }
    }

    private static int[] argb(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }
}
