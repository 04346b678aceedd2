package dev.reel.preview;

import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.MemoryScene;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The rig overlays drawn by the renderer over the bent test arm ({@link RigArm}): bones, wireframe, weights. */
class RigOverlayTest {
    private static final int SIZE = 240;
    private static final int BLACK = 0xFF000000;
    private static final int UPPER = 0xFFE6801A;

    @TempDir
    Path temp;

    private Renderer renderer;
    private Pose pose;
    private final Camera camera = Camera.centredOn(20, 20, 4, SIZE, SIZE);

    @BeforeEach
    void open() throws IOException {
        Path root = RigArm.copyTo(temp);
        SpriteAtlas atlas = new SpriteAtlas(root);
        PoseAdapter adapter = new PoseAdapter(atlas);
        CompiledClip clip = RigArm.clip(root);
        RigPoser poser = adapter.livePoser(clip.source(), clip);
        poser.pose(1);
        pose = adapter.pose(MemoryScene.open(), Transform2D.IDENTITY, poser);
        renderer = TestSheets.open(SIZE, SIZE, atlas);
    }

    @AfterEach
    void close() {
        renderer.close();
    }

    private int[] draw(RigOverlaySettings settings, int selected) {
        Scene scene = Scene.of(pose.sprites(), camera).withBackground(new Background.Solid(BLACK));
        if (settings != null) {
            scene = scene.withRig(new RigOverlay(pose.rig(), settings, selected));
        }
        FrameReport report = renderer.render(scene);
        assertThat(report.problems()).isEmpty();
        return renderer.copyPixels();
    }

    private int at(int[] pixels, double worldX, double worldY) {
        return pixels[(int) Math.floor(camera.viewY(worldY)) * SIZE + (int) Math.floor(camera.viewX(worldX))];
    }

    private static double[] midpoint(double[] a, double[] b) {
        return new double[] {(a[0] + b[0]) / 2, (a[1] + b[1]) / 2};
    }

    @Test
    void eachBoneIsAKiteFromItsJointToItsTipWithACircleOnTheJointInItsColour() {
        int[] plain = draw(null, -1);
        int[] bones = draw(RigOverlaySettings.DEFAULT, -1);
        int upper = pose.rig().boneAt("upper");
        // A point a third along the upper bone: its colour at 0xC0 alpha over the mesh.
        double[] third = RigArm.upper(32 / 3.0, 0);
        int expected = blend(UPPER, 0xC0, at(plain, third[0], third[1]));
        assertThat(TestSheets.near(at(bones, third[0], third[1]), expected, 2))
                .as("bone pixel %s, about %s expected", TestSheets.hex(at(bones, third[0], third[1])),
                        TestSheets.hex(expected)).isTrue();
        // The elbow's joint circle (the lower bone's, over the upper's tip): teal over what is under it.
        double[] elbow = RigArm.upper(32, 0);
        int joint = at(bones, elbow[0] + 0.3, elbow[1] + 0.3);
        assertThat(joint & 0xFF).as("blue of %s", TestSheets.hex(joint)).isGreaterThan(0x90);
        // Beyond the upper bone's width (8 pixels at most on screen, the mesh is 16 × 4 wide) the mesh shows.
        double[] aside = RigArm.upper(32 / 3.0, 6);
        assertThat(at(bones, aside[0], aside[1])).isEqualTo(at(plain, aside[0], aside[1]));
        // Selected, it is filled halfway to white, opaque.
        int[] selected = draw(RigOverlaySettings.DEFAULT, upper);
        assertThat(TestSheets.near(at(selected, third[0], third[1]), 0xFFF3C08D, 2))
                .as("selected: %s", TestSheets.hex(at(selected, third[0], third[1]))).isTrue();
        assertThat(pose.rig().colours()[upper]).isEqualTo(UPPER);
    }

    @Test
    void theWireframeDrawsTheHullBrightAndEveryVertex() {
        int[] plain = draw(null, -1);
        int[] wire = draw(new RigOverlaySettings(false, true, false), -1);
        // Halfway along the hull's first edge (vertices 0 and 1, uv (0, 0) and (8, 0)): the hull colour.
        double[] middle = midpoint(RigArm.upper(0, -8), RigArm.upper(8, -8));
        assertThat(near(wire, middle, 0xFFFFC83C)).as("the hull line near (%s, %s)", middle[0], middle[1]).isTrue();
        assertThat(TestSheets.hex(at(wire, RigArm.upper(16, 0)[0], RigArm.upper(16, 0)[1])))
                .as("an inner vertex's dot").isEqualTo(TestSheets.hex(0xFF2AD4FF));
        // Inside a triangle, away from its edges, the mesh shows as it is.
        double[] inside = RigArm.upper(5, -5);
        assertThat(at(wire, inside[0], inside[1])).isEqualTo(at(plain, inside[0], inside[1]));
    }

    @Test
    void weightsTintTheMeshByTheBlendOfItsBonesColours() {
        int[] plain = draw(null, -1);
        int[] weights = draw(new RigOverlaySettings(false, false, true), -1);
        // Near the start the vertices are all the upper bone's: its colour at the weights' alpha.
        double[] start = RigArm.upper(6, -2);
        int expected = blend(UPPER, RigOverlayPainter.WEIGHT_ALPHA, at(plain, start[0], start[1]));
        assertThat(TestSheets.near(at(weights, start[0], start[1]), expected, 2)).isTrue();
        // On the elbow the colour is between the two bones' (the lower is teal): red falls, blue rises.
        double[] elbow = RigArm.upper(32, -6);
        int mixed = at(weights, elbow[0], elbow[1]);
        int lower = blend(0xFF1ACCBF, RigOverlayPainter.WEIGHT_ALPHA, at(plain, elbow[0], elbow[1]));
        int upperOnly = blend(UPPER, RigOverlayPainter.WEIGHT_ALPHA, at(plain, elbow[0], elbow[1]));
        assertThat(mixed >>> 16 & 0xFF).isStrictlyBetween(lower >>> 16 & 0xFF, upperOnly >>> 16 & 0xFF);
        assertThat(draw(RigOverlaySettings.NONE, -1)).isEqualTo(plain);
    }

    /** Whether a pixel within one of the point shows {@code argb}. */
    private boolean near(int[] pixels, double[] point, int argb) {
        int cx = (int) Math.floor(camera.viewX(point[0]));
        int cy = (int) Math.floor(camera.viewY(point[1]));
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (pixels[(cy + dy) * SIZE + cx + dx] == argb) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Straight {@code argb} at {@code alpha} over an opaque pixel. */
    private static int blend(int argb, int alpha, int under) {
        int result = 0xFF000000;
        for (int shift = 0; shift < 24; shift += 8) {
            int top = argb >>> shift & 0xFF;
            int bottom = under >>> shift & 0xFF;
            result |= Math.round((top * alpha + bottom * (255 - alpha)) / 255f) << shift;
        }
        return result;
    }
}
