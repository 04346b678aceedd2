package dev.reel.preview;

import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Clip;
import dev.reel.runtime.CompiledClip;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The test project in {@code src/test/resources/dev/reel/preview/rig-arm}: a 64 × 16 cell of 4 × 4 checks (orange on
 * the upper half, teal on the lower), a rig of a root, an upper bone (rotated 0.35 rad, 32 long) and a lower bone at
 * its tip, one mesh of 27 vertices on a grid of 8 pixels bound to both bones (weights blend from x 24 to x 40), and
 * a clip {@code anim/bend.aeanim} turning the lower bone from 0 to 1.2 rad over its one second.
 */
final class RigArm {
    static final String[] FILES = {"project.aego", "assets/arm.png", "assets/arm.png.meta", "rigs/arm.aerig",
            "anim/bend.aeanim"};
    static final String CLIP = "anim/bend.aeanim";
    static final double UPPER_ROTATION = 0.35;
    static final double BEND = 1.2;

    private RigArm() {
    }

    /** Copies the project into {@code root} and returns it. */
    static Path copyTo(Path root) throws IOException {
        for (String file : FILES) {
            Path target = root.resolve(file);
            Files.createDirectories(target.getParent());
            try (InputStream in = RigArm.class.getResourceAsStream("rig-arm/" + file)) {
                assertThat(in).as(file).isNotNull();
                Files.copy(in, target);
            }
        }
        return root;
    }

    /** The bend clip of the project at {@code root}, read and compiled. */
    static CompiledClip clip(Path root) throws IOException {
        Loaded<Clip> loaded = ClipCodec.read(Files.readAllBytes(root.resolve(CLIP)), CLIP);
        assertThat(loaded.diagnostics()).isEmpty();
        return CompiledClip.compile(loaded.value(), CLIP);
    }

    /** Where the point (x, y) of the upper bone's space lands. */
    static double[] upper(double x, double y) {
        return rotate(x, y, UPPER_ROTATION, 0, 0);
    }

    /** Where the point (x, y) of the lower bone's space lands with the elbow bent by {@code bend}. */
    static double[] lower(double x, double y, double bend) {
        double[] elbow = upper(32, 0);
        return rotate(x, y, UPPER_ROTATION + bend, elbow[0], elbow[1]);
    }

    private static double[] rotate(double x, double y, double angle, double ox, double oy) {
        double cos = StrictMath.cos(angle);
        double sin = StrictMath.sin(angle);
        return new double[] {ox + cos * x - sin * y, oy + sin * x + cos * y};
    }
}
