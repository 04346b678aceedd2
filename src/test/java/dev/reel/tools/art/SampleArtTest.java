package dev.reel.tools.art;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The committed sprite PNGs are exactly what {@link SampleArt} draws, at the sizes the clips expect, with moving poses. */
class SampleArtTest {

    private static final String ENGINE = "src/main/resources/engine/sprites/";
    private static final String ASSETS = "sample-projects/platformer/assets/";
    /** Feet end on this row of a 128 px character frame: the ground line is y = 120. */
    private static final int CHARACTER_FEET_ROW = 119;
    private static final int RUNNER_FEET_ROW = 59;

    private static Map<String, BufferedImage> generated;

    @BeforeAll
    static void generate() {
        generated = SampleArt.images();
    }

    @Test
    void committedPngsHaveExactlyTheGeneratedPixels() throws IOException {
        for (Map.Entry<String, BufferedImage> entry : generated.entrySet()) {
            Path file = Path.of(entry.getKey());
            assertThat(file).as("committed PNG (re-run SampleArt if missing)").exists();
            BufferedImage committed = ImageIO.read(file.toFile());
            BufferedImage expected = entry.getValue();
            assertThat(committed.getWidth()).as(entry.getKey()).isEqualTo(expected.getWidth());
            assertThat(committed.getHeight()).as(entry.getKey()).isEqualTo(expected.getHeight());
            assertThat(argb(committed)).as("%s differs from SampleArt's output; re-run SampleArt", entry.getKey())
                    .isEqualTo(argb(expected));
        }
    }

    @Test
    void everyImageHasTheSizeItsClipExpects() {
        Map<String, int[]> sizes = new java.util.LinkedHashMap<>();
        for (int index = 0; index < 8; index++) {
            sizes.put(ENGINE + "runner_" + index + ".png", new int[] {64, 64});
        }
        for (String character : List.of("knight", "rogue", "mage")) {
            sizes.put(ASSETS + character + "/" + character + "_idle.png", new int[] {768, 128});
            sizes.put(ASSETS + character + "/" + character + "_run.png", new int[] {1280, 128});
        }
        sizes.put(ASSETS + "knight/knight_attack.png", new int[] {640, 128});
        sizes.put(ASSETS + "knight/knight_jump.png", new int[] {256, 128});
        sizes.put(ASSETS + "props/loot.png", new int[] {512, 256});
        assertThat(generated.keySet()).containsExactlyInAnyOrderElementsOf(sizes.keySet());
        sizes.forEach((path, size) -> {
            assertThat(generated.get(path).getWidth()).as(path).isEqualTo(size[0]);
            assertThat(generated.get(path).getHeight()).as(path).isEqualTo(size[1]);
        });
    }

    @Test
    void everyPixelIsFullyOpaqueOrFullyClearSoSlicingAndNearestFilteringStayExact() {
        generated.forEach((path, image) -> {
            for (int pixel : argb(image)) {
                int alpha = pixel >>> 24;
                assertThat(alpha).as(path).isIn(0, 255);
                if (alpha == 0) {
                    assertThat(pixel).as("%s: clear pixels carry no colour", path).isZero();
                }
            }
        });
    }

    @Test
    void consecutiveFramesOfEveryStripShowDifferentPoses() {
        for (String path : characterStrips()) {
            List<int[]> frames = frames(generated.get(path), 128);
            for (int index = 0; index + 1 < frames.size(); index++) {
                assertThat(frames.get(index)).as("%s frames %d and %d", path, index, index + 1)
                        .isNotEqualTo(frames.get(index + 1));
            }
        }
        List<int[]> runner = new ArrayList<>();
        for (int index = 0; index < 8; index++) {
            runner.add(argb(generated.get(ENGINE + "runner_" + index + ".png")));
        }
        for (int index = 0; index < 8; index++) {
            assertThat(runner.get(index)).as("runner frames %d and %d", index, (index + 1) % 8)
                    .isNotEqualTo(runner.get((index + 1) % 8));
        }
    }

    @Test
    void loopingStripsDoNotRepeatAFrameAcrossTheSeam() {
        for (String path : characterStrips()) {
            if (path.endsWith("_idle.png") || path.endsWith("_run.png")) {
                List<int[]> frames = frames(generated.get(path), 128);
                assertThat(frames.get(frames.size() - 1)).as("%s last and first frame", path).isNotEqualTo(frames.get(0));
            }
        }
    }

    @Test
    void everyFrameStandsOnTheSharedGroundLineNearTheCentre() {
        for (String path : characterStrips()) {
            List<int[]> frames = frames(generated.get(path), 128);
            for (int index = 0; index < frames.size(); index++) {
                assertFeet(path + " frame " + index, frames.get(index), 128, CHARACTER_FEET_ROW);
            }
        }
        for (int index = 0; index < 8; index++) {
            assertFeet("runner_" + index, argb(generated.get(ENGINE + "runner_" + index + ".png")), 64, RUNNER_FEET_ROW);
        }
    }

    @Test
    void theSlashArcIsDrawnInFullOnlyOnTheHitFrame() {
        List<int[]> frames = frames(generated.get(ASSETS + "knight/knight_attack.png"), 128);
        int[] slashPixels = new int[frames.size()];
        for (int index = 0; index < frames.size(); index++) {
            for (int pixel : frames.get(index)) {
                if (pixel == Palette.SLASH_CORE || pixel == Palette.SLASH_EDGE) {
                    slashPixels[index]++;
                }
            }
        }
        assertThat(Motions.ATTACK_HIT_FRAME).isEqualTo(2);
        assertThat(slashPixels[0]).as("wind-up").isZero();
        assertThat(slashPixels[1]).as("swing smear").isPositive();
        assertThat(slashPixels[2]).as("hit arc").isGreaterThan(slashPixels[1] * 3 / 2);
        assertThat(slashPixels[3]).as("follow-through").isZero();
        assertThat(slashPixels[4]).as("recover").isZero();
    }

    @Test
    void lootSheetHasSeventeenItemsAndOneFourPixelSparkle() {
        List<Integer> areas = shapeAreas(generated.get(ASSETS + "props/loot.png"), 16);
        assertThat(areas).hasSize(18);
        assertThat(areas.stream().filter(area -> area <= 16)).containsExactly(4);
        assertThat(areas.stream().filter(area -> area > 16)).allSatisfy(area -> assertThat(area).isGreaterThan(60));
    }

    @Test
    void theShapeCounterSeparatesOnlyWhatIsNotEightConnected() {
        BufferedImage image = new BufferedImage(6, 4, BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, 0xFF000000);
        image.setRGB(1, 1, 0xFF000000); // diagonal neighbour: same shape
        image.setRGB(4, 1, 0xFF000000);
        image.setRGB(4, 3, 0x10FFFFFF); // alpha 16 is background
        image.setRGB(5, 3, 0x11FFFFFF);
        assertThat(shapeAreas(image, 16)).containsExactlyInAnyOrder(2, 1, 1);
    }

    private static void assertFeet(String name, int[] frame, int size, int feetRow) {
        int lowest = -1;
        int left = size;
        int right = -1;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                if (frame[y * size + x] >>> 24 != 0) {
                    lowest = y;
                }
            }
        }
        for (int x = 0; x < size; x++) {
            if (frame[lowest * size + x] >>> 24 != 0) {
                left = Math.min(left, x);
                right = Math.max(right, x);
            }
        }
        assertThat(lowest).as("%s lowest opaque row", name).isBetween(feetRow - 2, feetRow + 2);
        assertThat(left).as("%s feet inside the middle of the frame", name).isGreaterThanOrEqualTo(size / 4);
        assertThat(right).as("%s feet inside the middle of the frame", name).isLessThan(size * 3 / 4);
    }

    private static List<String> characterStrips() {
        return generated.keySet().stream().filter(path -> path.startsWith(ASSETS) && !path.contains("/props/")).toList();
    }

    private static List<int[]> frames(BufferedImage strip, int size) {
        List<int[]> frames = new ArrayList<>();
        for (int left = 0; left < strip.getWidth(); left += size) {
            frames.add(strip.getRGB(left, 0, size, size, null, 0, size));
        }
        return frames;
    }

    private static int[] argb(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }

    /** Areas of the 8-connected shapes whose alpha is above {@code threshold}, by an explicit-stack flood fill. */
    private static List<Integer> shapeAreas(BufferedImage image, int threshold) {
        int width = image.getWidth();
        int height = image.getHeight();
        int[] pixels = argb(image);
        boolean[] seen = new boolean[pixels.length];
        List<Integer> areas = new ArrayList<>();
        int[] stack = new int[pixels.length];
        for (int start = 0; start < pixels.length; start++) {
            if (seen[start] || (pixels[start] >>> 24) <= threshold) {
                continue;
            }
            int area = 0;
            int top = 0;
            stack[top++] = start;
            seen[start] = true;
            while (top > 0) {
                int index = stack[--top];
                area++;
                int x = index % width;
                int y = index / width;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx;
                        int ny = y + dy;
                        if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
                            continue;
                        }
                        int next = ny * width + nx;
                        if (!seen[next] && (pixels[next] >>> 24) > threshold) {
                            seen[next] = true;
                            stack[top++] = next;
                        }
                    }
                }
            }
            areas.add(area);
        }
        return areas;
    }
}
