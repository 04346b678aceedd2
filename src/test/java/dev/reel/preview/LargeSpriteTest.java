package dev.reel.preview;

import dev.reel.model.Filter;
import dev.reel.model.Rect;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static dev.reel.preview.TestSheets.BLACK;
import static dev.reel.preview.TestSheets.BLUE;
import static dev.reel.preview.TestSheets.GREEN;
import static dev.reel.preview.TestSheets.RED;
import static dev.reel.preview.TestSheets.hex;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A sprite zoomed far past the view (an artist zooming into a scaled-up prop, or nested scales multiplying) is
 * drawn where the view shows it, exactly as the same sprite made whole would look there.
 */
class LargeSpriteTest {
    private static final Background ON_BLACK = new Background.Solid(BLACK);
    private static final int VIEW_WIDTH = 200;
    private static final int VIEW_HEIGHT = 160;

    private TestSheets sheets;
    private Renderer renderer;

    @BeforeEach
    void open() {
        sheets = TestSheets.create()
                // 64 × 64: red left of column 11, blue from it, green below row 40.
                .put("blocks", TestSheets.drawn(64, 64, (x, y) -> y >= 40 ? GREEN : x < 11 ? RED : BLUE),
                        Filter.NEAREST);
        renderer = TestSheets.open(VIEW_WIDTH, VIEW_HEIGHT, sheets);
    }

    @AfterEach
    void close() {
        renderer.close();
    }

    private FrameReport draw(Sprite sprite, Camera camera) {
        return renderer.render(Scene.of(List.of(sprite), camera).withBackground(ON_BLACK));
    }

    private void assertPixel(int x, int y, int expected) {
        assertThat(hex(renderer.argb(x, y))).as("pixel (%d, %d)", x, y).isEqualTo(hex(expected));
    }

    @Test
    void aSpriteZoomedSixteenHundredTimesStillShowsItsTexels() {
        // Each sheet pixel is 1,600 view pixels wide; the red-blue edge (column 11) lands at view x 100, the
        // blue-green edge (row 40) at view y 80. The whole sprite would be 102,400 pixels a side.
        Camera camera = new Camera(100 - 11 * 1600, 80 - 40 * 1600, 1600);
        FrameReport report = draw(Sprite.of("blocks", new Rect(0, 0, 64, 64), 0, 0, 0, 0), camera);

        assertThat(report.windowed()).isEqualTo(1);
        assertThat(report.problems()).isEmpty();
        assertPixel(0, 0, RED);
        assertPixel(99, 79, RED);
        assertPixel(100, 79, BLUE);
        assertPixel(199, 0, BLUE);
        assertPixel(99, 80, GREEN);
        assertPixel(199, 159, GREEN);
    }

    @Test
    void aRotatedSpriteZoomedPastTheViewTurnsClockwiseAboutItsPivot() {
        // Four quadrants meeting at the cell's centre, its pivot, placed off the view's centre at zoom 20 (1,280 px
        // a side) and turned 30 degrees clockwise: each view pixel shows the quadrant its centre turns back into.
        int white = 0xFFFFFFFF;
        sheets.put("quadrants", TestSheets.drawn(64, 64, (x, y) -> x < 32 ? (y < 32 ? RED : GREEN)
                : (y < 32 ? BLUE : white)), Filter.NEAREST);
        double zoom = 20;
        double pivotX = 70;
        double pivotY = 60;
        double angle = Math.toRadians(30);
        FrameReport report = draw(Sprite.of("quadrants", new Rect(0, 0, 64, 64), 0, 0, 0.5, 0.5)
                .withRotation(angle), new Camera(pivotX, pivotY, zoom));

        assertThat(report.rotated()).isEqualTo(1);
        assertThat(report.problems()).isEmpty();
        Map<Integer, Integer> checked = new HashMap<>();
        for (int y = 0; y < VIEW_HEIGHT; y++) {
            for (int x = 0; x < VIEW_WIDTH; x++) {
                double dx = x + 0.5 - pivotX;
                double dy = y + 0.5 - pivotY;
                // Turned back by 30 degrees, in sheet pixels from the centre.
                double u = (dx * Math.cos(angle) + dy * Math.sin(angle)) / zoom;
                double v = (-dx * Math.sin(angle) + dy * Math.cos(angle)) / zoom;
                if (Math.abs(u) < 1.5 || Math.abs(v) < 1.5) {
                    continue;
                }
                int expected = u < 0 ? (v < 0 ? RED : GREEN) : (v < 0 ? BLUE : white);
                assertPixel(x, y, expected);
                checked.merge(expected, 1, Integer::sum);
            }
        }
        assertThat(checked).as("pixels checked away from the edges, by quadrant").hasSize(4)
                .allSatisfy((colour, pixels) -> assertThat(pixels).isGreaterThan(300));
    }

    @Test
    void panningALargeSpriteByAPixelMakesNothingAnew() {
        Sprite sprite = Sprite.of("blocks", new Rect(0, 0, 64, 64), 0, 0, 0, 0);
        draw(sprite, new Camera(100 - 11 * 40, 80 - 40 * 40, 40));
        FrameReport panned = draw(sprite, new Camera(101 - 11 * 40, 80 - 40 * 40, 40));

        assertThat(panned.windowed()).isEqualTo(1);
        assertThat(panned.texturesBuilt()).as("the tiles in view were made for the frame before").isZero();
        assertPixel(100, 79, RED);
        assertPixel(101, 79, BLUE);
        assertPixel(101, 80, GREEN);
    }

    @Test
    void aSpriteTooLargeToPlaceDrawsNothingAndSaysNothing() {
        FrameReport report = draw(Sprite.of("blocks", new Rect(0, 0, 64, 64), 0, 0, 0.5, 0.5),
                new Camera(100, 80, 1e9));

        assertThat(report.problems()).isEmpty();
        assertThat(report.texturesBuilt()).isZero();
        assertPixel(100, 80, BLACK);
    }

    @Test
    void aLargeSpriteLooksExactlyAsItsWholeImageWouldWhereverItSits() {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        Random random = new Random(seed);
        sheets.put("noise", TestSheets.drawn(40, 30, (x, y) -> 0xFF000000 | random.nextInt()), Filter.NEAREST);
        sheets.put("soft", TestSheets.drawn(40, 30, (x, y) -> 0xFF000000 | random.nextInt()), Filter.LINEAR);
        for (int i = 0; i < 12; i++) {
            String sheet = random.nextBoolean() ? "noise" : "soft";
            Rect source = new Rect(random.nextInt(10), random.nextInt(8), 10 + random.nextInt(30 - 10),
                    8 + random.nextInt(22 - 8));
            // Drawn over 1.1 to 2.5 million pixels: larger than a million, so made only where the view shows it.
            double zoom = Math.sqrt((1.1e6 + random.nextInt(1_400_000)) / ((double) source.width() * source.height()));
            Sprite sprite = Sprite.of(sheet, source, random.nextDouble() * 40 - 20, random.nextDouble() * 40 - 20,
                            random.nextDouble(), random.nextDouble())
                    .withFlip(random.nextBoolean(), random.nextBoolean());
            // The pivot somewhere in the view, so the sprite covers some of it.
            Camera camera = new Camera(random.nextInt(VIEW_WIDTH) - sprite.x() * zoom,
                    random.nextInt(VIEW_HEIGHT) - sprite.y() * zoom, zoom);
            FrameReport report = draw(sprite, camera);

            Placement place = Placement.of(sprite, camera);
            assertThat(report.windowed()).as("seed %d, case %d", seed, i).isEqualTo(1);
            int[] whole = Resampler.resample(sheets.sheet(sheet).image(), source, place.width(), place.height(),
                    sheets.sheet(sheet).filter(), place.flipX(), place.flipY(), Resampler.NO_TINT);
            for (int y = 0; y < VIEW_HEIGHT; y++) {
                for (int x = 0; x < VIEW_WIDTH; x++) {
                    int u = x - place.left();
                    int v = y - place.top();
                    int expected = u >= 0 && v >= 0 && u < place.width() && v < place.height()
                            ? whole[v * place.width() + u] : BLACK;
                    assertThat(hex(renderer.argb(x, y)))
                            .as("seed %d (replay with -Dreel.seed=%d), case %d, pixel (%d, %d)", seed, seed, i, x, y)
                            .isEqualTo(hex(expected));
                }
            }
        }
    }
}
