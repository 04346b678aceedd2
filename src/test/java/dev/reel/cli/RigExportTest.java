package dev.reel.cli;

import dev.reel.io.ClipCodec;
import dev.reel.io.RigCodec;
import dev.reel.model.rig.Rig;
import dev.reel.preview.ExportFraming;
import dev.reel.preview.WorldBounds;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.rig.RigClip;
import dev.reel.runtime.rig.RigPose;
import dev.reel.runtime.rig.RigSampler;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code reel export} of a clip that animates a rig draws the rig's mesh, posed at each frame's time: the test arm of
 * {@code src/test/resources/dev/reel/preview/rig-arm} (a 64 × 16 cell of checks, orange on the upper bone's half and
 * teal on the lower's, bent at the elbow from 0 to 1.2 rad over one second), exported at 2 frames a second.
 */
class RigExportTest {
    private static final String[] FILES = {"project.aego", "assets/arm.png", "assets/arm.png.meta",
            "rigs/arm.aerig", "anim/bend.aeanim"};

    @TempDir
    Path temp;

    private Path root;

    @BeforeEach
    void project() throws IOException {
        root = temp.resolve("arm");
        for (String file : FILES) {
            Path target = root.resolve(file);
            Files.createDirectories(target.getParent());
            try (InputStream in = RigExportTest.class.getResourceAsStream("/dev/reel/preview/rig-arm/" + file)) {
                Files.copy(in, target);
            }
        }
    }

    /** The rig's world vertices at clip time {@code t}, from the runtime alone. */
    private double[] vertices(double t) throws IOException {
        Rig rig = RigCodec.read(Files.readAllBytes(root.resolve("rigs/arm.aerig")), "rigs/arm.aerig").value();
        CompiledRig compiled = CompiledRig.of(rig);
        CompiledClip clip = CompiledClip.compile(ClipCodec.read(Files.readAllBytes(root.resolve("anim/bend.aeanim")),
                "anim/bend.aeanim").value());
        RigPose pose = new RigPose(compiled);
        new RigSampler(RigClip.bind(clip, compiled)).pose(t, pose);
        return pose.vertices(0).clone();
    }

    private static WorldBounds bounds(double[] vertices) {
        double left = Double.POSITIVE_INFINITY;
        double top = Double.POSITIVE_INFINITY;
        double right = Double.NEGATIVE_INFINITY;
        double bottom = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < vertices.length; i += 2) {
            left = Math.min(left, vertices[i]);
            right = Math.max(right, vertices[i]);
            top = Math.min(top, vertices[i + 1]);
            bottom = Math.max(bottom, vertices[i + 1]);
        }
        return new WorldBounds(left, top, right, bottom);
    }

    /** The world point (x, y) of the lower bone's space at the elbow bent by {@code bend}. */
    private static double[] lower(double x, double y, double bend) {
        double elbowX = 32 * StrictMath.cos(0.35);
        double elbowY = 32 * StrictMath.sin(0.35);
        double angle = 0.35 + bend;
        return new double[] {elbowX + StrictMath.cos(angle) * x - StrictMath.sin(angle) * y,
                elbowY + StrictMath.sin(angle) * x + StrictMath.cos(angle) * y};
    }

    @Test
    void theFixtureChecksClean() {
        CheckCommandTest.Run run = reel("check", root.toString());
        assertThat(run.exit()).as(run.out() + run.err()).isZero();
    }

    @Test
    void aStripOfARigClipShowsTheMeshBendingFrameByFrame() throws IOException {
        Path strip = temp.resolve("bend.png");
        CheckCommandTest.Run run = reel("export", root.resolve("anim/bend.aeanim").toString(), "--png-strip",
                strip.toString(), "--fps", "2");
        assertThat(run.exit()).as(run.err()).isZero();
        BufferedImage image = ImageIO.read(strip.toFile());

        WorldBounds all = bounds(vertices(0)).union(bounds(vertices(0.5))).union(bounds(vertices(1)));
        ExportFraming framing = ExportFraming.fit(all, 1);
        assertThat(image.getWidth()).as("three frames of the framing").isEqualTo(3 * framing.width());
        assertThat(image.getHeight()).isEqualTo(framing.height());
        BufferedImage cell = ImageIO.read(root.resolve("assets/arm.png").toFile());
        int lightTeal = cell.getRGB(58, 10);
        for (int frame = 0; frame < 3; frame++) {
            double bend = 1.2 * frame / 2;
            // Texel (58, 10) sits at (26, 2) of the lower bone, in the middle of a 4 × 4 check.
            double[] point = lower(26, 2, bend);
            int x = frame * framing.width() + (int) Math.floor(framing.camera().viewX(point[0]));
            int y = (int) Math.floor(framing.camera().viewY(point[1]));
            assertThat(Integer.toHexString(image.getRGB(x, y))).as("frame %d", frame)
                    .isEqualTo(Integer.toHexString(lightTeal));
        }
        // Where the straight arm's end was in the first frame, the bent arm of the last leaves the frame empty.
        double[] straight = lower(26, 2, 0);
        int x = 2 * framing.width() + (int) Math.floor(framing.camera().viewX(straight[0]));
        int y = (int) Math.floor(framing.camera().viewY(straight[1]));
        assertThat(image.getRGB(x, y) >>> 24).isZero();
    }
}
