package dev.reel.preview;

import dev.reel.model.Filter;
import dev.reel.model.Rect;
import dev.reel.model.Vec2;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.reel.preview.TestSheets.BLACK;
import static dev.reel.preview.TestSheets.BLUE;
import static dev.reel.preview.TestSheets.GREEN;
import static dev.reel.preview.TestSheets.RED;
import static dev.reel.preview.TestSheets.WHITE;
import static dev.reel.preview.TestSheets.hex;
import static dev.reel.preview.TestSheets.near;
import static org.assertj.core.api.Assertions.assertThat;

/** A known pose renders known colours at known pixels. */
class RendererPixelTest {
    private static final Background ON_BLACK = new Background.Solid(BLACK);

    private TestSheets sheets;
    private Renderer renderer;

    @BeforeEach
    void open() {
        sheets = TestSheets.create()
                // 4 × 2: left half red, right half blue, except the bottom-left pixel, green.
                .put("quad", TestSheets.drawn(4, 2, (x, y) -> x == 0 && y == 1 ? GREEN : x < 2 ? RED : BLUE),
                        Filter.NEAREST)
                .put("white", TestSheets.filled(10, 10, WHITE), Filter.NEAREST);
        renderer = TestSheets.open(200, 160, sheets);
    }

    @AfterEach
    void close() {
        renderer.close();
    }

    private FrameReport draw(Sprite... sprites) {
        return renderer.render(Scene.of(List.of(sprites), Camera.identity()).withBackground(ON_BLACK));
    }

    private void assertPixel(int x, int y, int expected) {
        assertThat(hex(renderer.argb(x, y))).as("pixel (%d, %d)", x, y).isEqualTo(hex(expected));
    }

    /** Within 2 per channel: SDL's blend rounds its own way. */
    private void assertPixelNear(int x, int y, int expected) {
        assertThat(near(renderer.argb(x, y), expected, 2))
                .as("pixel (%d, %d) is %s, expected about %s", x, y, hex(renderer.argb(x, y)), hex(expected))
                .isTrue();
    }

    @Test
    void anUnscaledSpriteCopiesItsCellWithItsPivotAtItsPosition() {
        FrameReport report = draw(Sprite.of("quad", new Rect(0, 0, 4, 2), 10, 10, 0, 0));
        assertPixel(10, 10, RED);
        assertPixel(11, 10, RED);
        assertPixel(12, 10, BLUE);
        assertPixel(13, 10, BLUE);
        assertPixel(10, 11, GREEN);
        assertPixel(14, 10, BLACK);
        assertPixel(9, 10, BLACK);
        assertPixel(10, 12, BLACK);
        assertThat(report.blitted()).isEqualTo(1);
        assertThat(report.problems()).isEmpty();
    }

    @Test
    void flippingMirrorsTheCellAboutItsPivot() {
        draw(Sprite.of("quad", new Rect(0, 0, 4, 2), 10, 10, 0, 0).withFlip(true, false));
        // The pivot, the cell's left edge, stays at x = 10; the mirrored cell extends to the left.
        assertPixel(6, 10, BLUE);
        assertPixel(9, 10, RED);
        assertPixel(9, 11, GREEN);
        assertPixel(10, 10, BLACK);

        draw(Sprite.of("quad", new Rect(0, 0, 4, 2), 10, 10, 0, 0).withFlip(false, true));
        assertPixel(10, 8, GREEN);
        assertPixel(10, 9, RED);
        assertPixel(13, 9, BLUE);
        assertPixel(10, 10, BLACK);
    }

    @Test
    void aNegativeScaleFlipsAndAFlipWithANegativeScaleCancels() {
        draw(Sprite.of("quad", new Rect(0, 0, 4, 2), 10, 10, 0, 0).withScale(-1, 1));
        assertPixel(9, 11, GREEN);
        draw(Sprite.of("quad", new Rect(0, 0, 4, 2), 10, 10, 0, 0).withScale(-1, 1).withFlip(true, false));
        assertPixel(10, 11, GREEN);
    }

    @Test
    void tintMultipliesTheColourAndStaysOnTheFastPath() {
        FrameReport report = draw(Sprite.of("white", new Rect(0, 0, 10, 10), 20, 20, 0, 0)
                .withTint(1f, 0.5f, 0.25f, 1f));
        assertPixelNear(25, 25, 0xFFFF8040);
        assertThat(report.blitted()).isEqualTo(1);
    }

    @Test
    void alphaBlendsOverWhatIsBehind() {
        draw(Sprite.of("white", new Rect(0, 0, 10, 10), 20, 20, 0, 0).withTint(1, 1, 1, 0.5f));
        assertPixelNear(25, 25, 0xFF808080);

        renderer.render(Scene.of(List.of(Sprite.of("white", new Rect(0, 0, 10, 10), 20, 20, 0, 0)
                .withTint(1, 1, 1, 0.5f)), Camera.identity()).withBackground(new Background.Solid(BLUE)));
        assertPixelNear(25, 25, 0xFF8080FF);
    }

    @Test
    void overATransparentBackgroundTheBufferHoldsPremultipliedAlpha() {
        Sprite half = Sprite.of("white", new Rect(0, 0, 10, 10), 20, 20, 0, 0).withTint(1, 0, 0, 0.5f);
        renderer.render(Scene.of(List.of(half, half.withPosition(25, 20)), Camera.identity())
                .withBackground(Background.TRANSPARENT));
        assertPixel(0, 0, 0);
        assertPixelNear(22, 22, 0x80800000);
        // Two halves overlapping: three quarters covered.
        assertPixelNear(27, 22, 0xBFBF0000);
    }

    @Test
    void halfScaleShrinksTheCellToHalfItsSizeByTheSheetsFilter() {
        // Columns alternate red and blue: nearest keeps one of each pair, linear averages them to purple.
        sheets.put("stripes", TestSheets.drawn(128, 128, (x, y) -> x % 2 == 0 ? RED : BLUE), Filter.NEAREST)
                .put("smooth", TestSheets.drawn(128, 128, (x, y) -> x % 2 == 0 ? RED : BLUE), Filter.LINEAR);
        FrameReport report = draw(Sprite.of("stripes", new Rect(0, 0, 128, 128), 0, 0, 0, 0).withScale(0.5, 0.5),
                Sprite.of("smooth", new Rect(0, 0, 128, 128), 100, 0, 0, 0).withScale(0.5, 0.5));
        assertPixel(0, 0, BLUE);
        assertPixel(63, 63, BLUE);
        assertPixel(64, 0, BLACK);
        assertPixel(0, 64, BLACK);
        assertPixelNear(100, 0, 0xFF800080);
        assertPixelNear(163, 63, 0xFF800080);
        assertPixel(164, 63, BLACK);
        assertThat(report.blitted()).isEqualTo(2);
    }

    @Test
    void aPivotAtTheFeetPutsTheFeetRowOnThePosition() {
        // A 64 px cell whose row 60 is the feet; pivot (0.5, 0.9375) is the top of that row.
        sheets.put("hero", TestSheets.drawn(64, 64, (x, y) -> y == 60 ? GREEN : y < 60 ? RED : 0), Filter.NEAREST);
        draw(Sprite.of("hero", new Rect(0, 0, 64, 64), 100, 100, 0.5, 0.9375));
        assertPixel(68, 100, GREEN);
        assertPixel(131, 100, GREEN);
        assertPixel(67, 100, BLACK);
        assertPixel(132, 100, BLACK);
        assertPixel(100, 99, RED);
        assertPixel(100, 40, RED);
        assertPixel(100, 39, BLACK);
        assertPixel(100, 101, BLACK);
    }

    @Test
    void aQuarterTurnRotatesClockwiseAboutThePivot() {
        // 8 × 4: left column red, top row green, the rest blue; the pivot is the corner of pixel (2, 3).
        sheets.put("bar", TestSheets.drawn(8, 4, (x, y) -> x == 0 ? RED : y == 0 ? GREEN : BLUE), Filter.NEAREST);
        FrameReport report = draw(Sprite.of("bar", new Rect(0, 0, 8, 4), 20, 12, 0.25, 0.75)
                .withRotation(Math.PI / 2));
        for (int x = 19; x <= 22; x++) {
            assertPixel(x, 10, RED);
        }
        for (int y = 11; y <= 17; y++) {
            assertPixel(22, y, GREEN);
            assertPixel(19, y, BLUE);
            assertPixel(21, y, BLUE);
            assertPixel(23, y, BLACK);
            assertPixel(18, y, BLACK);
        }
        assertPixel(20, 18, BLACK);
        assertPixel(20, 9, BLACK);
        assertThat(report.rotated()).isEqualTo(1);
    }

    @Test
    void aRotatedSpriteWithEmptyMarginsTurnsAboutItsPivotNotItsVisiblePart() {
        // Only a 2 × 2 block right of and above the centre is visible; the texture is cropped to it.
        sheets.put("speck", TestSheets.drawn(8, 8, (x, y) -> x >= 4 && x <= 5 && y >= 2 && y <= 3 ? RED : 0),
                Filter.NEAREST);
        draw(Sprite.of("speck", new Rect(0, 0, 8, 8), 50, 50, 0.5, 0.5));
        assertPixel(50, 48, RED);
        assertPixel(51, 49, RED);

        FrameReport report = draw(Sprite.of("speck", new Rect(0, 0, 8, 8), 50, 50, 0.5, 0.5)
                .withRotation(Math.PI / 2));
        assertThat(report.rotated()).isEqualTo(1);
        for (int y = 50; y <= 51; y++) {
            assertPixel(50, y, RED);
            assertPixel(51, y, RED);
            assertPixel(49, y, BLACK);
            assertPixel(52, y, BLACK);
        }
        assertPixel(50, 49, BLACK);
        assertPixel(50, 52, BLACK);
    }

    @Test
    void halfATurnIsDrawnAsTwoFlipsOnTheFastPath() {
        FrameReport report = draw(Sprite.of("quad", new Rect(0, 0, 4, 2), 10, 10, 0, 0).withRotation(Math.PI));
        // Each pixel at offset (dx, dy) from the pivot lands at (-dx, -dy).
        assertPixel(9, 9, RED);
        assertPixel(6, 9, BLUE);
        assertPixel(9, 8, GREEN);
        assertThat(report.rotated()).isZero();
        assertThat(report.blitted()).isEqualTo(1);
    }

    @Test
    void pixelExactZoomMakesEachSheetPixelABlock() {
        renderer.render(Scene.of(List.of(Sprite.of("quad", new Rect(0, 0, 4, 2), 5, 5, 0, 0)),
                new Camera(0, 0, 3)).withBackground(ON_BLACK));
        assertPixel(15, 15, RED);
        assertPixel(20, 17, RED);
        assertPixel(21, 15, BLUE);
        assertPixel(15, 18, GREEN);
        assertPixel(17, 20, GREEN);
        assertPixel(18, 18, RED);
        assertPixel(26, 20, BLUE);
        assertPixel(27, 20, BLACK);
        assertPixel(26, 21, BLACK);
    }

    @Test
    void aSpriteLargerThanTheViewIsScaledBySdlAndStillPixelExact() {
        sheets.put("halves", TestSheets.drawn(128, 128, (x, y) -> x < 64 ? RED : BLUE), Filter.NEAREST);
        // At zoom 32 the cell is 4096 px wide; its halves meet at world x 64, view x 100.
        Camera camera = new Camera(100 - 64 * 32, 0, 32);
        FrameReport report = renderer.render(Scene.of(List.of(Sprite.of("halves", new Rect(0, 0, 128, 128),
                0, 0, 0, 0)), camera).withBackground(ON_BLACK));
        assertThat(report.windowed()).isEqualTo(1);
        assertPixel(99, 50, RED);
        assertPixel(100, 50, BLUE);
        assertPixel(0, 159, RED);
        assertPixel(199, 0, BLUE);
    }

    @Test
    void higherLayersDrawOverLowerOnesWhateverTheListOrder() {
        sheets.put("red", TestSheets.filled(4, 4, RED), Filter.NEAREST);
        draw(Sprite.of("red", new Rect(0, 0, 4, 4), 10, 10, 0, 0).withLayer(1),
                Sprite.of("white", new Rect(0, 0, 4, 4), 10, 10, 0, 0));
        assertPixel(11, 11, RED);
        draw(Sprite.of("red", new Rect(0, 0, 4, 4), 10, 10, 0, 0),
                Sprite.of("white", new Rect(0, 0, 4, 4), 10, 10, 0, 0));
        assertPixel(11, 11, WHITE);
    }

    @Test
    void aSpriteOfAMissingSheetIsAMagentaBoxAndReported() {
        FrameReport report = draw(Sprite.of("gone.png", new Rect(0, 0, 6, 4), 30, 30, 0, 0));
        assertThat(report.missingSheets()).containsExactly("gone.png");
        assertPixel(30, 30, 0xFFFF00FF);
        assertPixel(35, 33, 0xFFFF00FF);
        assertPixel(32, 31, BLACK);
    }

    @Test
    void onionSkinsAreFadedAndTintedUnderTheCurrentFrame() {
        Sprite current = Sprite.of("white", new Rect(0, 0, 10, 10), 100, 20, 0, 0);
        Sprite before = current.withPosition(20, 20);
        Sprite farBefore = current.withPosition(40, 20);
        Sprite after = current.withPosition(60, 20);
        Sprite under = current.withPosition(100, 20);
        renderer.render(Scene.of(List.of(current), Camera.identity()).withBackground(ON_BLACK)
                .withOnionSkins(List.of(OnionSkin.of(List.of(before, under), -1, 2),
                        OnionSkin.of(List.of(farBefore), -2, 2), OnionSkin.of(List.of(after), 1, 2))));
        // Nearest skin at alpha 0.45, tinted (1, 0.45, 0.45) before and (0.45, 1, 0.55) after.
        assertPixelNear(25, 25, 0xFF733434);
        assertPixelNear(65, 25, 0xFF34733F);
        // The farther skin fades to half that.
        assertPixelNear(45, 25, 0xFF3A1A1A);
        // The current frame covers a skin under it.
        assertPixel(105, 25, WHITE);
    }

    @Test
    void theCheckerboardIsFixedToTheViewAndTheGridToTheWorld() {
        int dark = 0xFF202020;
        int light = 0xFF404040;
        renderer.render(Scene.of(List.of(), new Camera(5, 5, 1)).withBackground(new Background.Checkerboard(dark,
                light, 8)).withGrid(new Grid(10, WHITE)));
        assertPixel(1, 1, dark);
        assertPixel(9, 1, light);
        assertPixel(9, 9, dark);
        assertPixel(1, 9, light);
        // Lines through world 0, 10, 20...: view 5, 15, 25...
        assertPixel(15, 1, WHITE);
        assertPixel(1, 25, WHITE);
        assertPixel(14, 1, light);
        assertPixel(16, 1, dark);
        assertPixel(4, 1, dark);

        renderer.render(Scene.of(List.of(), new Camera(5, 5, 0.25)).withBackground(new Background.Solid(dark))
                .withGrid(new Grid(10, WHITE)));
        assertPixel(5, 1, dark);
    }

    @Test
    void theGlowIsConcentricRingsAtThePulsesMinimumAndMaximum() {
        Sprite box = Sprite.of("white", new Rect(0, 0, 10, 10), 50, 50, 0, 0);
        Glow dim = new Glow(0, WHITE, 0.2, 0.6, 2, 3, 3 * Math.PI / 4);
        Glow bright = new Glow(0, WHITE, 0.2, 0.6, 2, 3, Math.PI / 4);
        assertThat(dim.intensity()).isCloseTo(0.2, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(bright.intensity()).isCloseTo(0.6, org.assertj.core.data.Offset.offset(1e-9));

        renderer.render(Scene.of(List.of(box), Camera.identity()).withBackground(ON_BLACK).withGlow(dim));
        assertPixelNear(49, 55, 0xFF333333);
        assertPixelNear(48, 55, 0xFF222222);
        assertPixelNear(47, 55, 0xFF111111);
        assertPixel(46, 55, BLACK);
        assertPixelNear(60, 55, 0xFF333333);
        assertPixelNear(55, 49, 0xFF333333);
        assertPixelNear(55, 62, 0xFF111111);
        // A corner is blended once, like the sides.
        assertPixelNear(49, 49, 0xFF333333);
        assertPixel(55, 55, WHITE);

        renderer.render(Scene.of(List.of(box), Camera.identity()).withBackground(ON_BLACK).withGlow(bright));
        assertPixelNear(49, 55, 0xFF999999);
        assertPixelNear(48, 55, 0xFF666666);
        assertPixelNear(47, 55, 0xFF333333);
    }

    @Test
    void boundsOriginPathAndFlashesAreDrawnWhereTheCameraPutsThem() {
        Camera camera = new Camera(100, 80, 1);
        int keyColour = 0xFFFFFFFF;
        renderer.render(Scene.of(List.of(), camera).withBackground(ON_BLACK)
                .withBounds(List.of(new BoundsBox(-90, -70, 20, 10, GREEN)))
                .withOrigin(new OriginCross(5, RED))
                .withPath(new PathOverlay(List.of(new Vec2(-60, 40), new Vec2(-20, 40)),
                        List.of(new Vec2(-60, 40), new Vec2(-20, 40)), 1, BLUE, keyColour, GREEN))
                .withFlashes(List.of(EventFlash.of(60, -60, 0, "Hit"), EventFlash.of(80, -40, EventFlash.LIFETIME,
                        ""))));
        assertPixel(10, 10, GREEN);
        assertPixel(29, 19, GREEN);
        assertPixel(20, 10, GREEN);
        assertPixel(20, 15, BLACK);
        assertPixel(100, 80, RED);
        assertPixel(95, 80, RED);
        assertPixel(94, 80, BLACK);
        assertPixel(100, 85, RED);
        assertPixel(100, 86, BLACK);
        assertPixel(60, 120, BLUE);
        assertPixel(40, 120, keyColour);
        assertPixel(42, 120, keyColour);
        assertPixel(83, 120, GREEN);
        assertPixel(77, 120, GREEN);
        assertPixel(160 - EventFlash.START_RADIUS, 20, 0xFFFF5FA0);
        assertPixel(160, 20, BLACK);
        assertPixel(180 - EventFlash.START_RADIUS - EventFlash.GROWTH, 40, BLACK);
        // The name in SDL's 8 px font beside the ring.
        int lit = 0;
        for (int y = 16; y < 24; y++) {
            for (int x = 160 + EventFlash.START_RADIUS + 3; x < 160 + EventFlash.START_RADIUS + 3 + 24; x++) {
                lit += renderer.argb(x, y) == 0xFFFF5FA0 ? 1 : 0;
            }
        }
        assertThat(lit).isGreaterThan(10);
    }
}
