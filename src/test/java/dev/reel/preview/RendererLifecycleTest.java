package dev.reel.preview;

import dev.reel.model.Filter;
import dev.reel.model.Rect;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import static dev.reel.preview.TestSheets.BLACK;
import static dev.reel.preview.TestSheets.BLUE;
import static dev.reel.preview.TestSheets.RED;
import static dev.reel.preview.TestSheets.hex;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Opening, resizing, refreshing and closing: every SDL object and native byte is accounted for. */
class RendererLifecycleTest {
    private static final Background ON_BLACK = new Background.Solid(BLACK);

    private static Scene redSquareAt(int x, int y) {
        return Scene.of(List.of(Sprite.of("red", new Rect(0, 0, 8, 8), x, y, 0, 0)), Camera.identity())
                .withBackground(ON_BLACK);
    }

    @Test
    void closingDestroysEverySdlObjectAndFreesTheBuffer() {
        TestSheets sheets = TestSheets.create().put("red", TestSheets.filled(8, 8, RED), Filter.NEAREST);
        Renderer renderer = TestSheets.open(64, 48, sheets);
        renderer.render(redSquareAt(1, 1).withBackground(Background.EDITOR));
        renderer.render(redSquareAt(1, 1).withSprites(List.of(
                Sprite.of("red", new Rect(0, 0, 8, 8), 1, 1, 0, 0).withScale(2, 2))));
        LiveObjects open = renderer.liveObjects();
        assertThat(open.renderers()).isEqualTo(1);
        assertThat(open.surfaces()).isEqualTo(1);
        // The checkerboard and two sizes of the square.
        assertThat(open.textures()).isEqualTo(3);
        assertThat(open.nativeBytes()).isGreaterThanOrEqualTo(64 * 48 * 4);

        renderer.close();
        assertThat(renderer.liveObjects()).isEqualTo(LiveObjects.NONE);
        renderer.close();
        assertThatThrownBy(() -> renderer.render(redSquareAt(1, 1))).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void resizingGivesANewBufferOfTheNewSizeAndDropsTheOldTextures() {
        TestSheets sheets = TestSheets.create().put("red", TestSheets.filled(8, 8, RED), Filter.NEAREST);
        try (Renderer renderer = TestSheets.open(64, 48, sheets)) {
            renderer.render(redSquareAt(1, 1));
            assertThat(renderer.liveObjects().textures()).isEqualTo(1);

            assertThat(renderer.resize(300, 200)).isEmpty();
            assertThat(renderer.width()).isEqualTo(300);
            assertThat(renderer.height()).isEqualTo(200);
            assertThat(renderer.pixels().capacity()).isEqualTo(300 * 200 * 4);
            assertThat(renderer.liveObjects().textures()).isZero();

            FrameReport report = renderer.render(redSquareAt(280, 180));
            assertThat(report.texturesBuilt()).isEqualTo(1);
            assertThat(hex(renderer.argb(287, 187))).isEqualTo(hex(RED));
            assertThat(hex(renderer.argb(288, 188))).isEqualTo(hex(BLACK));
            assertThat(renderer.pixelInts().get(187 * 300 + 287)).isEqualTo(RED);
        }
    }

    @Test
    void theOldBufferStaysReadableUntilReleasedAndCloseFreesItToo() {
        TestSheets sheets = TestSheets.create().put("red", TestSheets.filled(8, 8, RED), Filter.NEAREST);
        Renderer renderer = TestSheets.open(64, 48, sheets);
        renderer.render(redSquareAt(1, 1));
        LiveObjects one = renderer.liveObjects();
        java.nio.IntBuffer old = renderer.pixelInts();
        int shown = old.get(2 * 64 + 2);
        assertThat(renderer.resize(300, 200)).isEmpty();
        renderer.render(redSquareAt(280, 180));
        // A UI may still be uploading the last frame of the old size: its pixels are still there.
        assertThat(old.get(2 * 64 + 2)).isEqualTo(shown);
        assertThat(renderer.liveObjects().surfaces()).isEqualTo(2 * one.surfaces());
        renderer.releaseRetired();
        assertThat(renderer.liveObjects().surfaces()).isEqualTo(one.surfaces());
        assertThat(renderer.resize(64, 48)).isEmpty();
        renderer.close();
        assertThat(renderer.liveObjects()).isEqualTo(LiveObjects.NONE);
    }

    @Test
    void aThousandResizesLeakNeitherSdlObjectsNorNativeMemory() throws IOException {
        TestSheets sheets = TestSheets.create().put("red", TestSheets.filled(8, 8, RED), Filter.NEAREST);
        try (Renderer renderer = TestSheets.open(640, 480, sheets)) {
            // Warm up so the JVM's own heap has grown before the footprint is measured.
            for (int i = 0; i < 50; i++) {
                resizeAndDraw(renderer, i);
            }
            LiveObjects before = renderer.liveObjects();
            long footprintBefore = residentBytes();
            for (int i = 0; i < 1000; i++) {
                resizeAndDraw(renderer, i);
            }
            long growth = residentBytes() - footprintBefore;
            LiveObjects after = renderer.liveObjects();
            assertThat(after).isEqualTo(before);
            // Leaking the buffers alone would be over 2 GB (1,000 × 1.2 to 3.7 MB).
            assertThat(growth).as("resident memory growth in bytes").isLessThan(100L << 20);
        }
    }

    private static void resizeAndDraw(Renderer renderer, int i) {
        boolean large = i % 2 == 0;
        assertThat(renderer.resize(large ? 1280 : 640, large ? 720 : 480)).isEmpty();
        renderer.releaseRetired();
        FrameReport report = renderer.render(redSquareAt(i % 600, i % 400));
        assertThat(report.problems()).isEmpty();
        assertThat(renderer.liveObjects().textures()).isEqualTo(1);
    }

    /** The process's resident memory: /proc on Linux, the committed virtual size elsewhere. */
    private static long residentBytes() throws IOException {
        System.gc();
        Path statm = Path.of("/proc/self/statm");
        if (Files.isReadable(statm)) {
            String[] fields = Files.readString(statm).trim().split("\\s+");
            return Long.parseLong(fields[1]) * 4096;
        }
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getCommittedVirtualMemorySize();
    }

    @Test
    void aReimportedSheetReplacesItsTexturesOnTheNextFrame() {
        TestSheets sheets = TestSheets.create().put("red", TestSheets.filled(8, 8, RED), Filter.NEAREST);
        try (Renderer renderer = TestSheets.open(64, 48, sheets)) {
            renderer.render(redSquareAt(1, 1));
            assertThat(renderer.render(redSquareAt(1, 1)).texturesBuilt()).isZero();
            assertThat(hex(renderer.argb(2, 2))).isEqualTo(hex(RED));

            sheets.put("red", TestSheets.filled(8, 8, BLUE), Filter.NEAREST);
            FrameReport report = renderer.render(redSquareAt(1, 1));
            assertThat(report.texturesBuilt()).isEqualTo(1);
            assertThat(hex(renderer.argb(2, 2))).isEqualTo(hex(BLUE));
            assertThat(renderer.liveObjects().textures()).isEqualTo(1);
        }
    }

    @Test
    void invalidatingASheetDropsItsTexturesAndAsksTheSourceAgain() {
        TestSheets sheets = TestSheets.create().put("red", TestSheets.filled(8, 8, RED), Filter.NEAREST)
                .put("blue", TestSheets.filled(8, 8, BLUE), Filter.NEAREST);
        try (Renderer renderer = TestSheets.open(64, 48, sheets)) {
            Scene both = Scene.of(List.of(Sprite.of("red", new Rect(0, 0, 8, 8), 1, 1, 0, 0),
                    Sprite.of("blue", new Rect(0, 0, 8, 8), 20, 1, 0, 0)), Camera.identity()).withBackground(ON_BLACK);
            renderer.render(both);
            assertThat(renderer.liveObjects().textures()).isEqualTo(2);

            renderer.invalidate("red");
            assertThat(renderer.liveObjects().textures()).isEqualTo(1);
            FrameReport report = renderer.render(both);
            assertThat(report.texturesBuilt()).isEqualTo(1);
            assertThat(hex(renderer.argb(2, 2))).isEqualTo(hex(RED));

            renderer.invalidateAll();
            assertThat(renderer.liveObjects().textures()).isZero();
            sheets.remove("blue");
            assertThat(renderer.render(both).missingSheets()).containsExactly("blue");
        }
    }

    @Test
    void theTextureCacheStaysWithinItsBudgetAcrossFrames() {
        TestSheets sheets = TestSheets.create().put("red", TestSheets.filled(8, 8, RED), Filter.NEAREST);
        long budget = 4 * 64 * 64 * 4;
        OpenResult opened = Renderer.open(200, 200, sheets, SdlLibrary.SHARED, budget);
        try (Renderer renderer = ((OpenResult.Ready) opened).renderer()) {
            for (int size = 40; size <= 64; size++) {
                double scale = size / 8.0;
                renderer.render(Scene.of(List.of(Sprite.of("red", new Rect(0, 0, 8, 8), 0, 0, 0, 0)
                        .withScale(scale, scale)), Camera.identity()));
            }
            // Each frame needs one texture; older sizes go once the budget is passed.
            assertThat(renderer.liveObjects().textures()).isBetween(2, 1 + 5);
        }
    }

    @Test
    void sdlCallsFromAnotherThreadAreRefused() throws Exception {
        TestSheets sheets = TestSheets.create().put("red", TestSheets.filled(8, 8, RED), Filter.NEAREST);
        try (Renderer renderer = TestSheets.open(64, 48, sheets)) {
            CompletableFuture<FrameReport> elsewhere = CompletableFuture.supplyAsync(() -> renderer.render(
                    redSquareAt(1, 1)));
            assertThatThrownBy(elsewhere::get).isInstanceOf(ExecutionException.class)
                    .hasCauseInstanceOf(IllegalStateException.class);
        }
    }

    @Test
    void renderersOpenAndCloseRepeatedly() {
        TestSheets sheets = TestSheets.create().put("red", TestSheets.filled(8, 8, RED), Filter.NEAREST);
        List<Renderer> open = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Renderer renderer = TestSheets.open(32 + i, 32, sheets);
            renderer.render(redSquareAt(1, 1));
            if (i % 3 == 0) {
                open.add(renderer);
            } else {
                renderer.close();
            }
        }
        for (Renderer renderer : open) {
            renderer.render(redSquareAt(2, 2));
            assertThat(hex(renderer.argb(3, 3))).isEqualTo(hex(RED));
            renderer.close();
        }
        try (Renderer again = TestSheets.open(16, 16, sheets)) {
            again.render(redSquareAt(0, 0));
            assertThat(hex(again.argb(0, 0))).isEqualTo(hex(RED));
        }
    }
}
