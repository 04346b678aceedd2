package dev.reel.preview;

import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.io.RigCodec;
import dev.reel.model.Clip;
import dev.reel.model.Cell;
import dev.reel.model.Extras;
import dev.reel.model.ImportSettings;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.rig.RigPose;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B10 rig-preview-draw: one preview frame at 1280 × 720 of the sample project's rigged squire
 * ({@code sample-projects/platformer/rig/squire.aerig}: 20 bones, two IK legs, three weighted meshes and eleven
 * regions) posed by its walk clip at zoom 3 (the squire about 600 pixels tall, as the preview fits it), the clip time
 * moving on by one 60 Hz step a frame: the clip sampled into the rig, the pose solved and skinned, flattened into
 * sprites ({@link PoseAdapter}) and drawn by the renderer until SDL is done. A second line adds the bone,
 * wireframe and weight overlays. A third line keeps the earlier stand-in as a heavier case: a rig of 13 bones (a
 * root and three chains of four) and three meshes of 500 vertices (a 25 × 20 grid over a 200 × 64 cell, 912
 * triangles, each vertex weighted to up to four bones of its chain) at zoom 2, its bones turned from frame to
 * frame. Medians of the thread's CPU time and of wall time; {@code pose=} is the CPU time of posing, skinning and
 * flattening alone, the rest is SDL drawing.
 */
@Tag("bench")
@Tag("B10")
class RigPreviewBench {
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 720;
    private static final int CHAINS = 3;
    private static final int LINKS = 4;
    private static final int COLUMNS = 25;
    private static final int ROWS = 20;
    private static final int CELL_WIDTH = 200;
    private static final int CELL_HEIGHT = 64;
    private static final int WARMUP = 30;
    private static final int RUNS = 101;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    @TempDir
    Path temp;

    @Test
    void drawsTheSampleRigAtPreviewSize() throws IOException {
        Path sample = Path.of("sample-projects/platformer");
        Loaded<Rig> squire = RigCodec.read(Files.readAllBytes(sample.resolve("rig/squire.aerig")), "squire.aerig");
        assertThat(squire.diagnostics()).isEmpty();
        String walkPath = "rig/anim/walk.aeanim";
        Loaded<Clip> walk = ClipCodec.read(Files.readAllBytes(sample.resolve(walkPath)), walkPath);
        assertThat(walk.diagnostics()).isEmpty();
        CompiledClip clip = CompiledClip.compile(walk.value(), walkPath);
        SpriteAtlas atlas = new SpriteAtlas(sample);
        PoseAdapter adapter = new PoseAdapter(atlas);
        RigPoser poser = new RigPoser(LoadedRig.of(squire.value()), clip);
        Renderer renderer = TestSheets.open(WIDTH, HEIGHT, atlas);
        Camera camera = Camera.centredOn(0, -100, 3, WIDTH, HEIGHT);
        FrameSource walking = frame -> poser.pose(frame / 60.0 % clip.length());
        try {
            double[][] plain = measure(renderer, adapter, poser, walking, camera, RigOverlaySettings.NONE, 3);
            double[][] overlays = measure(renderer, adapter, poser, walking, camera,
                    new RigOverlaySettings(true, true, true), 3);
            System.out.printf(Locale.ROOT, "BENCH B10 rig-preview-draw-sample-squire-1280x720 reel=%.2f unit=ms/frame"
                    + " target=<=4 wall=%.2f fastest=%.2f pose=%.2f load=%.1f%n", median(plain[0]), median(plain[1]),
                    fastest(plain[0]), median(plain[2]), ManagementFactory.getOperatingSystemMXBean()
                            .getSystemLoadAverage());
            System.out.printf(Locale.ROOT, "BENCH B10 rig-preview-draw-overlays reel=%.2f unit=ms/frame wall=%.2f"
                    + " (bones, wireframes and weights over the same frame)%n", median(overlays[0]),
                    median(overlays[1]));
        } finally {
            renderer.close();
        }
    }

    @Test
    void drawsARigOfThreeMeshesAtPreviewSize() throws IOException {
        Path root = project(temp);
        SpriteAtlas atlas = new SpriteAtlas(root);
        PoseAdapter adapter = new PoseAdapter(atlas);
        RigPoser poser = new RigPoser(LoadedRig.of(rig()), null);
        Renderer renderer = TestSheets.open(WIDTH, HEIGHT, atlas);
        Camera camera = Camera.centredOn(180, 0, 2, WIDTH, HEIGHT);
        FrameSource turning = frame -> {
            RigPose pose = poser.pose();
            pose.setToSetup();
            for (int bone = 1; bone < pose.rig().boneCount(); bone++) {
                pose.rotation(bone, pose.localRotation(bone) + 0.3 * StrictMath.sin(frame * 0.1 + bone));
            }
            pose.update();
            return pose;
        };
        try {
            double[][] plain = measure(renderer, adapter, poser, turning, camera, RigOverlaySettings.NONE, CHAINS);
            System.out.printf(Locale.ROOT, "BENCH B10 rig-preview-draw-3x500v-13bones-1280x720 reel=%.2f unit=ms/frame"
                    + " wall=%.2f fastest=%.2f pose=%.2f (a heavier stand-in)%n", median(plain[0]), median(plain[1]),
                    fastest(plain[0]), median(plain[2]));
        } finally {
            renderer.close();
        }
    }

    /** Poses the rig for a frame. */
    private interface FrameSource {
        RigPose pose(int frame);
    }

    /** CPU and wall milliseconds of each timed frame. */
    private static double[][] measure(Renderer renderer, PoseAdapter adapter, RigPoser poser, FrameSource source,
                                      Camera camera, RigOverlaySettings settings, int meshes) {
        double[][] times = new double[3][RUNS];
        for (int frame = 0; frame < WARMUP + RUNS; frame++) {
            long cpu = cpu();
            long wall = System.nanoTime();
            source.pose(frame);
            Pose drawn = adapter.pose(MemoryScene.open(), Transform2D.IDENTITY, poser);
            long posed = cpu();
            Scene scene = Scene.of(drawn.sprites(), camera);
            if (settings.any()) {
                scene = scene.withRig(new RigOverlay(drawn.rig(), settings, 1));
            }
            FrameReport report = renderer.render(scene);
            long cpuDone = cpu();
            long wallDone = System.nanoTime();
            assertThat(report.problems()).isEmpty();
            assertThat(report.meshes()).isEqualTo(meshes);
            if (frame >= WARMUP) {
                times[0][frame - WARMUP] = (cpuDone - cpu) / 1e6;
                times[1][frame - WARMUP] = (wallDone - wall) / 1e6;
                times[2][frame - WARMUP] = (posed - cpu) / 1e6;
            }
        }
        return times;
    }

    private static long cpu() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static double fastest(double[] values) {
        return Arrays.stream(values).min().orElse(0);
    }

    /** A project with one sheet of three 200 × 64 cells of stripes. */
    private static Path project(Path root) throws IOException {
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Bench\" {}\n");
        Files.createDirectories(root.resolve("assets"));
        BufferedImage sheet = new BufferedImage(CELL_WIDTH, CELL_HEIGHT * CHAINS, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < sheet.getHeight(); y++) {
            for (int x = 0; x < CELL_WIDTH; x++) {
                int edge = Math.min(Math.min(x, CELL_WIDTH - 1 - x), Math.min(y % CELL_HEIGHT,
                        CELL_HEIGHT - 1 - y % CELL_HEIGHT));
                int alpha = edge < 3 ? 0 : 255;
                sheet.setRGB(x, y, alpha << 24 | ((x / 10 + y / 8) % 2 == 0 ? 0xC08040 : 0x704020));
            }
        }
        ImageIO.write(sheet, "png", root.resolve("assets/limbs.png").toFile());
        List<Cell> cells = new ArrayList<>();
        for (int k = 0; k < CHAINS; k++) {
            cells.add(new Cell("limb_" + k, String.format(Locale.ROOT, "c%011d", k),
                    new Rect(0, k * CELL_HEIGHT, CELL_WIDTH, CELL_HEIGHT), 0, 0.5));
        }
        Files.writeString(root.resolve("assets/limbs.png.meta"),
                MetaCodec.write(new SheetMeta(1, ImportSettings.DEFAULT, null, cells, Map.of())));
        return root;
    }

    /** The rig: root, three chains of four 50-long bones, a weighted mesh of 25 × 20 vertices on each chain. */
    static Rig rig() {
        List<Bone> bones = new ArrayList<>();
        bones.add(Bone.of("root", null));
        List<Slot> slots = new ArrayList<>();
        List<Attachment> attachments = new ArrayList<>();
        for (int k = 0; k < CHAINS; k++) {
            for (int j = 0; j < LINKS; j++) {
                String parent = j == 0 ? "root" : "c" + k + "_" + (j - 1);
                Bone bone = Bone.of("c" + k + "_" + j, parent).withLength(50)
                        .withTransform(j == 0 ? 0 : 50, j == 0 ? (k - 1) * 90 : 0, 0, 1, 1, 0, 0);
                bones.add(bone);
            }
            slots.add(Slot.of("limb_" + k, "c" + k + "_0", "limb_" + k));
            attachments.add(mesh(k, 1 + k * LINKS));
        }
        return Rig.of(bones, slots, List.of(new Skin(Skin.DEFAULT, attachments, Extras.NONE)), List.of());
    }

    private static MeshAttachment mesh(int chain, int firstBone) {
        int count = COLUMNS * ROWS;
        double[] uvs = new double[2 * count];
        int[] starts = new int[count + 1];
        List<Integer> influenceBones = new ArrayList<>();
        List<Double> positions = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        for (int r = 0; r < ROWS; r++) {
            for (int c = 0; c < COLUMNS; c++) {
                int v = r * COLUMNS + c;
                double x = c * (CELL_WIDTH - 1.0) / (COLUMNS - 1);
                double y = r * (CELL_HEIGHT - 1.0) / (ROWS - 1);
                uvs[2 * v] = x;
                uvs[2 * v + 1] = y;
                double[] w = new double[LINKS];
                double sum = 0;
                for (int j = 0; j < LINKS; j++) {
                    w[j] = Math.max(0, 1 - Math.abs(x - (50 * j + 25)) / 75);
                    sum += w[j];
                }
                double given = 0;
                int last = -1;
                for (int j = 0; j < LINKS; j++) {
                    if (w[j] > 0) {
                        last = j;
                    }
                }
                for (int j = 0; j < LINKS; j++) {
                    if (w[j] <= 0) {
                        continue;
                    }
                    double weight = j == last ? 1 - given : w[j] / sum;
                    given += weight;
                    influenceBones.add(firstBone + j);
                    positions.add(x - 50 * j);
                    positions.add(y - CELL_HEIGHT / 2.0);
                    weights.add(weight);
                }
                starts[v + 1] = influenceBones.size();
            }
        }
        int[] triangles = new int[6 * (COLUMNS - 1) * (ROWS - 1)];
        int t = 0;
        for (int r = 0; r + 1 < ROWS; r++) {
            for (int c = 0; c + 1 < COLUMNS; c++) {
                int a = r * COLUMNS + c;
                int b = a + 1;
                int d = a + COLUMNS;
                int e = d + 1;
                triangles[t++] = a;
                triangles[t++] = b;
                triangles[t++] = e;
                triangles[t++] = a;
                triangles[t++] = e;
                triangles[t++] = d;
            }
        }
        return MeshAttachment.weighted("limb_" + chain, "limb_" + chain, "assets/limbs.png#limb_" + chain, uvs,
                triangles, 0, null, starts, influenceBones.stream().mapToInt(Integer::intValue).toArray(),
                positions.stream().mapToDouble(Double::doubleValue).toArray(),
                weights.stream().mapToDouble(Double::doubleValue).toArray());
    }
}
