package dev.reel.preview;

import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.rig.RigPose;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A skinned mesh drawn by SDL ({@code SDL_RenderGeometry} in the software renderer, headless) against a reference
 * rasterisation written here in plain Java, on the test arm ({@link RigArm}) bent at the elbow.
 *
 * <p>The reference takes the mesh from the rig runtime ({@link RigPose#vertices}), not from the sprite the renderer
 * draws, and follows the rules the renderer states ({@link Geometry}, {@link MeshSprites}): each vertex rounded to
 * the nearest whole view pixel, each texture coordinate to the texel it lies in; a pixel is drawn when its centre is
 * inside a triangle, a centre exactly on an edge counting for the triangle on whose top or left side the edge is
 * (the top-left rule); the pixel takes the texel at the barycentric mix of the corners' texels, rounded down
 * (nearest sampling), clamped into the cell; triangles in index order, a later one over an earlier one. Positions
 * are whole pixels and centres half pixels, so every edge function and barycentric numerator is a small integer
 * held exactly in a double: the comparison has no tolerance. The texture is opaque, so blending over the black
 * background gives the texel itself. Where the slot colour tints the mesh, SDL multiplies 8-bit channels and rounds
 * its own way: each channel may differ from {@code texel × colour} by 1.
 */
class RigMeshPixelTest {
    private static final int WIDTH = 200;
    private static final int HEIGHT = 200;
    private static final int BLACK = 0xFF000000;
    private static final int NOTHING = 0;

    @TempDir
    Path temp;

    private Path root;
    private Renderer renderer;
    private PoseAdapter adapter;
    private RigPoser poser;
    private int[] texture;

    @BeforeEach
    void open() throws IOException {
        root = RigArm.copyTo(temp);
        SpriteAtlas atlas = new SpriteAtlas(root);
        adapter = new PoseAdapter(atlas);
        CompiledClip clip = RigArm.clip(root);
        poser = adapter.livePoser(clip.source(), clip);
        renderer = TestSheets.open(WIDTH, HEIGHT, atlas);
        BufferedImage png = ImageIO.read(root.resolve("assets/arm.png").toFile());
        texture = png.getRGB(0, 0, 64, 16, null, 0, 64);
    }

    @AfterEach
    void close() {
        renderer.close();
    }

    private int[] drawn(Camera camera) {
        Pose pose = adapter.pose(dev.reel.runtime.MemoryScene.open(), Transform2D.IDENTITY, poser);
        FrameReport report = renderer.render(Scene.of(pose.sprites(), camera)
                .withBackground(new Background.Solid(BLACK)));
        assertThat(report.problems()).isEmpty();
        assertThat(report.meshes()).isEqualTo(1);
        return renderer.copyPixels();
    }

    @Test
    void theBentArmIsTheReferenceRasterisationPixelForPixel() {
        poser.pose(1);
        for (Camera camera : List.of(Camera.centredOn(18, 18, 3, WIDTH, HEIGHT),
                Camera.centredOn(17.3, 21.9, 2.37, WIDTH, HEIGHT), Camera.centredOn(20, 20, 1, WIDTH, HEIGHT))) {
            int[] sdl = drawn(camera);
            int[] reference = reference(poser.pose(), camera);
            int covered = 0;
            for (int i = 0; i < sdl.length; i++) {
                int expected = reference[i] == NOTHING ? BLACK : reference[i];
                assertThat(TestSheets.hex(sdl[i])).as("pixel (%d, %d) at zoom %s", i % WIDTH, i / WIDTH,
                        camera.zoom()).isEqualTo(TestSheets.hex(expected));
                covered += reference[i] == NOTHING ? 0 : 1;
            }
            // The arm is there and bent: its far end points down, not along the upper bone.
            assertThat(covered).as("pixels of the arm at zoom %s", camera.zoom())
                    .isGreaterThan((int) (64 * 16 * camera.zoom() * camera.zoom() * 0.8));
        }
    }

    @Test
    void theBendIsVisibleWhereTheStraightArmWouldBe() {
        Camera camera = Camera.centredOn(28, 22, 2.5, WIDTH, HEIGHT);
        poser.pose(0);
        double[] straightTip = RigArm.upper(58, 2);
        int x = (int) Math.floor(camera.viewX(straightTip[0]));
        int y = (int) Math.floor(camera.viewY(straightTip[1]));
        assertThat(x).isBetween(0, WIDTH - 1);
        assertThat(y).isBetween(0, HEIGHT - 1);
        assertThat(drawn(camera)[y * WIDTH + x]).isNotEqualTo(BLACK);
        poser.pose(1);
        assertThat(drawn(camera)[y * WIDTH + x]).isEqualTo(BLACK);
        double[] bentTip = RigArm.lower(26, 2, RigArm.BEND);
        int bx = (int) Math.floor(camera.viewX(bentTip[0]));
        int by = (int) Math.floor(camera.viewY(bentTip[1]));
        // Texel (58, 10) of the teal half: a light check.
        assertThat(TestSheets.hex(drawn(camera)[by * WIDTH + bx])).isEqualTo(TestSheets.hex(texture[10 * 64 + 58]));
    }

    @Test
    void theSlotColourTintsEveryVertex() {
        poser.pose(1);
        poser.pose().color(0, 1, 0.5, 0.25, 1);
        Camera camera = Camera.centredOn(18, 18, 3, WIDTH, HEIGHT);
        int[] sdl = drawn(camera);
        int[] reference = reference(poser.pose(), camera);
        for (int i = 0; i < sdl.length; i++) {
            if (reference[i] == NOTHING) {
                continue;
            }
            int texel = reference[i];
            int expected = 0xFF000000 | (texel >>> 16 & 0xFF) << 16 | (int) ((texel >>> 8 & 0xFF) * 0.5) << 8
                    | (int) ((texel & 0xFF) * 0.25);
            assertThat(TestSheets.near(sdl[i], expected, 1)).as("pixel (%d, %d) is %s, about %s expected",
                    i % WIDTH, i / WIDTH, TestSheets.hex(sdl[i]), TestSheets.hex(expected)).isTrue();
        }
    }

    /** The reference rasterisation (see the class comment): ARGB per view pixel, {@link #NOTHING} where uncovered. */
    private int[] reference(RigPose pose, Camera camera) {
        LoadedRig rig = poser.rig();
        int attachment = pose.attachment(0);
        int mesh = rig.compiled().attachmentMesh(attachment);
        double[] world = pose.vertices(mesh);
        double[] uvs = rig.uvs(attachment);
        int[] triangles = rig.triangles(attachment);
        int count = world.length / 2;
        double[] x = new double[count];
        double[] y = new double[count];
        double[] u = new double[count];
        double[] v = new double[count];
        for (int i = 0; i < count; i++) {
            x[i] = Math.floor(camera.viewX(world[2 * i]) + 0.5);
            y[i] = Math.floor(camera.viewY(world[2 * i + 1]) + 0.5);
            u[i] = Math.floor(uvs[2 * i]);
            v[i] = Math.floor(uvs[2 * i + 1]);
        }
        int[] out = new int[WIDTH * HEIGHT];
        for (int t = 0; t < triangles.length; t += 3) {
            int a = triangles[t];
            int b = triangles[t + 1];
            int c = triangles[t + 2];
            double area = edge(x[a], y[a], x[b], y[b], x[c], y[c]);
            if (area == 0) {
                continue;
            }
            double sign = Math.signum(area);
            int left = (int) Math.max(0, Math.floor(Math.min(x[a], Math.min(x[b], x[c]))));
            int right = (int) Math.min(WIDTH - 1, Math.ceil(Math.max(x[a], Math.max(x[b], x[c]))));
            int top = (int) Math.max(0, Math.floor(Math.min(y[a], Math.min(y[b], y[c]))));
            int bottom = (int) Math.min(HEIGHT - 1, Math.ceil(Math.max(y[a], Math.max(y[b], y[c]))));
            for (int py = top; py <= bottom; py++) {
                for (int px = left; px <= right; px++) {
                    double cx = px + 0.5;
                    double cy = py + 0.5;
                    double wa = sign * edge(x[b], y[b], x[c], y[c], cx, cy);
                    double wb = sign * edge(x[c], y[c], x[a], y[a], cx, cy);
                    double wc = sign * edge(x[a], y[a], x[b], y[b], cx, cy);
                    if (!inside(wa, x[b], y[b], x[c], y[c], sign) || !inside(wb, x[c], y[c], x[a], y[a], sign)
                            || !inside(wc, x[a], y[a], x[b], y[b], sign)) {
                        continue;
                    }
                    double whole = Math.abs(area);
                    int tu = clamp(Math.floor((wa * u[a] + wb * u[b] + wc * u[c]) / whole), 64);
                    int tv = clamp(Math.floor((wa * v[a] + wb * v[b] + wc * v[c]) / whole), 16);
                    out[py * WIDTH + px] = texture[tv * 64 + tu];
                }
            }
        }
        return out;
    }

    /** Twice the signed area of (p, q, r): positive when r is clockwise of p → q on screen (y down). */
    private static double edge(double px, double py, double qx, double qy, double rx, double ry) {
        return (qx - px) * (ry - py) - (qy - py) * (rx - px);
    }

    /**
     * Whether a centre with edge value {@code w} on edge p → q counts: inside, or exactly on an edge that is a top
     * edge (horizontal, the triangle below it) or a left edge of the triangle.
     */
    private static boolean inside(double w, double px, double py, double qx, double qy, double sign) {
        if (w != 0) {
            return w > 0;
        }
        boolean clockwise = sign > 0;
        return clockwise ? py == qy && px < qx || qy < py : py == qy && qx < px || py < qy;
    }

    private static int clamp(double texel, int size) {
        return (int) Math.max(0, Math.min(size - 1, texel));
    }
}
