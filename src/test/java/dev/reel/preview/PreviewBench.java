package dev.reel.preview;

import dev.reel.model.Filter;
import dev.reel.model.Rect;
import dev.reel.sheet.PngLoader;
import dev.reel.sheet.PngResult;
import dev.reel.sheet.SheetImage;
import javafx.application.Platform;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.Image;
import javafx.scene.image.PixelBuffer;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.lwjgl.sdl.SDL_FRect;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;

import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.IntBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.lwjgl.sdl.SDLBlendMode.SDL_BLENDMODE_BLEND;
import static org.lwjgl.sdl.SDLPixels.SDL_PIXELFORMAT_ARGB8888;
import static org.lwjgl.sdl.SDLRender.SDL_FlushRenderer;
import static org.lwjgl.sdl.SDLRender.SDL_RenderClear;
import static org.lwjgl.sdl.SDLRender.SDL_SetRenderDrawColor;
import static org.lwjgl.sdl.SDLRender.SDL_TEXTUREACCESS_STATIC;
import static org.lwjgl.sdl.SDLRender.nSDL_CreateTexture;
import static org.lwjgl.sdl.SDLRender.nSDL_DestroyTexture;
import static org.lwjgl.sdl.SDLRender.nSDL_RenderTexture;
import static org.lwjgl.sdl.SDLRender.nSDL_RenderTextureRotated;
import static org.lwjgl.sdl.SDLRender.nSDL_SetTextureColorModFloat;
import static org.lwjgl.sdl.SDLRender.nSDL_SetTextureBlendMode;
import static org.lwjgl.sdl.SDLRender.nSDL_SetTextureScaleMode;
import static org.lwjgl.sdl.SDLRender.nSDL_UpdateTexture;
import static org.lwjgl.sdl.SDLSurface.SDL_FLIP_HORIZONTAL;
import static org.lwjgl.sdl.SDLSurface.SDL_FLIP_NONE;
import static org.lwjgl.sdl.SDLSurface.SDL_SCALEMODE_NEAREST;

/**
 * B4: 2,000 sprites of the knight's 128 px run cells drawn at 64 px, half of them flipped, at 1280 × 720,
 * timed until the pixels are in a JavaFX image: Reel's renderer (SDL software renderer, cached pre-scaled
 * textures, then {@code PixelBuffer.updateBuffer}) beside a JavaFX {@code Canvas} drawing the same scene with
 * {@code drawImage} and read back by {@code snapshot}. Both on the JavaFX thread, both in the software
 * pipeline ({@code -Dprism.order=sw}, from surefire's argLine), interleaved frame by frame so load from other
 * processes falls on both alike. Also: the handoff alone, and SDL drawing the sprites scaled and flipped
 * itself (the path the renderer avoids).
 */
@Tag("bench")
@Tag("B4")
class PreviewBench {
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 720;
    private static final int SPRITES = 2000;
    private static final int CELL = 128;
    private static final int FRAMES = 10;
    private static final int WARMUP = 40;
    private static final int RUNS = 120;
    private static final int BACKGROUND = 0xFF2B2B2B;
    private static final String SHEET = "sample-projects/platformer/assets/knight/knight_run.png";

    private record Placed(int x, int y, boolean flipped, int frameOffset) {
    }

    @Test
    void sdlPathBesideJavaFxCanvas() throws Exception {
        PngResult loaded = new PngLoader().load(Path.of(SHEET));
        assertThat(loaded.ok()).isTrue();
        SheetImage sheet = loaded.image();
        Random random = new Random(4);
        List<Placed> placed = new ArrayList<>();
        for (int i = 0; i < SPRITES; i++) {
            // Pivot at the feet: keep every sprite inside the view.
            placed.add(new Placed(32 + random.nextInt(WIDTH - 64), 60 + random.nextInt(HEIGHT - 64),
                    i % 2 == 1, random.nextInt(FRAMES)));
        }
        startJavaFx();

        Bench bench = onFx(() -> new Bench(sheet, placed));
        try {
            for (int i = 0; i < WARMUP; i++) {
                int index = i;
                onFx(() -> bench.frame(index));
            }
            double[][] samples = new double[7][RUNS];
            for (int i = 0; i < RUNS; i++) {
                int index = WARMUP + i;
                double[] one = onFx(() -> bench.frame(index));
                for (int k = 0; k < one.length; k++) {
                    samples[k][i] = one[k];
                }
            }
            double reel = median(samples[0]);
            double canvas = median(samples[1]);
            double updateBuffer = median(samples[2]);
            double setPixels = median(samples[3]);
            double sdlScaled = median(samples[4]);
            double tintBaked = median(samples[5]);
            double tintModulated = median(samples[6]);
            // Medians; the fastest frames and the load average show how much other processes slowed them.
            System.out.printf(Locale.ROOT, "BENCH B4 frame-2000x64px-1280x720 reel=%.2f peer=javafx-canvas-snapshot:%.2f"
                    + " unit=ms/frame ratio=%.1f target=<=5,ratio>=1 fastest=%.2f/%.2f load=%.1f%n", reel, canvas,
                    canvas / reel, fastest(samples[0]), fastest(samples[1]),
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
            System.out.printf(Locale.ROOT, "BENCH B4 handoff-1280x720 reel=%.3f peer=pixelwriter-setpixels:%.3f"
                    + " unit=ms ratio=%.1f (PixelBuffer.updateBuffer vs PixelWriter.setPixels, IntArgbPre)%n",
                    updateBuffer, setPixels, setPixels / updateBuffer);
            System.out.printf(Locale.ROOT, "BENCH B4 sdl-scaled-flipped-by-sdl reel=%.2f peer=sdl-direct:%.2f"
                    + " unit=ms/frame ratio=%.1f (the renderer's cached pre-scaled blits vs SDL scaling and"
                    + " flipping 128 px cells itself)%n", reel, sdlScaled, sdlScaled / reel);
            System.out.printf(Locale.ROOT, "BENCH B4 tint-2000x64px reel=%.2f peer=sdl-color-mod:%.2f unit=ms/frame"
                    + " ratio=%.1f (tint baked into cached textures vs SDL_SetTextureColorModFloat on the blit)%n",
                    tintBaked, tintModulated, tintModulated / tintBaked);
            assertThat(bench.lastReport.blitted()).isEqualTo(SPRITES);
            assertThat(bench.lastReport.texturesBuilt()).isZero();
            assertThat(bench.lastReport.problems()).isEmpty();
        } finally {
            onFx(() -> {
                bench.close();
                return null;
            });
        }
    }

    /** Everything lives on the JavaFX thread: SDL must stay on the thread that opened the renderer. */
    private static final class Bench {
        final List<Placed> placed;
        final Renderer renderer;
        final PixelBuffer<IntBuffer> pixelBuffer;
        final WritableImage shown;
        final Canvas canvas = new Canvas(WIDTH, HEIGHT);
        final WritableImage snapshot = new WritableImage(WIDTH, HEIGHT);
        final Image knight;
        final Image knightFlipped;
        final WritableImage copied = new WritableImage(WIDTH, HEIGHT);
        final IntBuffer copySource;
        final long sheetTexture;
        final long smallTexture;
        FrameReport lastReport;

        Bench(SheetImage sheet, List<Placed> placed) throws Exception {
            this.placed = placed;
            OpenResult opened = Renderer.open(WIDTH, HEIGHT, key -> new LoadedSheet(sheet, Filter.NEAREST));
            renderer = ((OpenResult.Ready) opened).renderer();
            pixelBuffer = new PixelBuffer<>(WIDTH, HEIGHT, renderer.pixelInts(), PixelFormat.getIntArgbPreInstance());
            shown = new WritableImage(pixelBuffer);
            try (InputStream png = Files.newInputStream(Path.of(SHEET))) {
                knight = new Image(png);
            }
            knightFlipped = mirroredCells(sheet);
            copySource = MemoryUtil.memAllocInt(WIDTH * HEIGHT);
            sheetTexture = sheetTexture(sheet);
            smallTexture = texture(Resampler.resample(sheet, new Rect(0, 0, CELL, CELL), 64, 64, Filter.NEAREST, false,
                    false, Resampler.NO_TINT), 64, 64);
        }

        /** One interleaved round: Reel, Canvas, the two handoffs, SDL scaling itself; milliseconds each. */
        double[] frame(int index) {
            double[] times = new double[7];
            Scene scene = scene(index);
            long start = System.nanoTime();
            lastReport = renderer.render(scene);
            pixelBuffer.updateBuffer(buffer -> null);
            int reelPixel = shown.getPixelReader().getArgb(WIDTH / 2, HEIGHT / 2);
            times[0] = (System.nanoTime() - start) / 1e6;

            start = System.nanoTime();
            drawCanvas(index);
            canvas.snapshot(null, snapshot);
            int canvasPixel = snapshot.getPixelReader().getArgb(WIDTH / 2, HEIGHT / 2);
            times[1] = (System.nanoTime() - start) / 1e6;

            start = System.nanoTime();
            pixelBuffer.updateBuffer(buffer -> null);
            times[2] = (System.nanoTime() - start) / 1e6;

            start = System.nanoTime();
            copied.getPixelWriter().setPixels(0, 0, WIDTH, HEIGHT, PixelFormat.getIntArgbPreInstance(), copySource,
                    WIDTH);
            times[3] = (System.nanoTime() - start) / 1e6;

            start = System.nanoTime();
            drawScaledBySdl(index);
            times[4] = (System.nanoTime() - start) / 1e6;
            start = System.nanoTime();
            renderer.render(tinted(scene));
            times[5] = (System.nanoTime() - start) / 1e6;

            start = System.nanoTime();
            drawModulatedBySdl();
            times[6] = (System.nanoTime() - start) / 1e6;
            // Keep the reads from being optimised away.
            if (reelPixel == 1 && canvasPixel == 1) {
                System.out.print("");
            }
            return times;
        }

        Scene scene(int index) {
            List<Sprite> sprites = new ArrayList<>(SPRITES);
            for (Placed one : placed) {
                int frame = (one.frameOffset + index) % FRAMES;
                sprites.add(Sprite.of(SHEET, new Rect(frame * CELL, 0, CELL, CELL), one.x, one.y, 0.5, 0.9375)
                        .withScale(0.5, 0.5).withFlip(one.flipped, false));
            }
            return Scene.of(sprites, Camera.identity()).withBackground(new Background.Solid(BACKGROUND));
        }

        void drawCanvas(int index) {
            GraphicsContext graphics = canvas.getGraphicsContext2D();
            graphics.setImageSmoothing(false);
            graphics.setFill(Color.rgb(0x2B, 0x2B, 0x2B));
            graphics.fillRect(0, 0, WIDTH, HEIGHT);
            for (Placed one : placed) {
                int frame = (one.frameOffset + index) % FRAMES;
                double left = one.x - 32;
                double top = one.y - 60;
                if (one.flipped) {
                    graphics.drawImage(knightFlipped, (FRAMES - 1 - frame) * CELL, 0, CELL, CELL, left, top, 64, 64);
                } else {
                    graphics.drawImage(knight, frame * CELL, 0, CELL, CELL, left, top, 64, 64);
                }
            }
        }

        Scene tinted(Scene scene) {
            List<Sprite> sprites = new ArrayList<>(scene.sprites().size());
            for (Sprite sprite : scene.sprites()) {
                sprites.add(sprite.withTint(1f, 0.8f, 0.8f, 1f));
            }
            return scene.withSprites(sprites);
        }

        /** The same positions blitting a 64 px cell unscaled, tinted by SDL's colour modulation. */
        void drawModulatedBySdl() {
            long sdl = renderer.sdlRenderer();
            SDL_SetRenderDrawColor(sdl, (byte) 0x2B, (byte) 0x2B, (byte) 0x2B, (byte) 0xFF);
            SDL_RenderClear(sdl);
            nSDL_SetTextureColorModFloat(smallTexture, 1f, 0.8f, 0.8f);
            try (MemoryStack stack = MemoryStack.stackPush()) {
                SDL_FRect destination = SDL_FRect.malloc(stack);
                for (Placed one : placed) {
                    destination.set(one.x - 32, one.y - 60, 64, 64);
                    nSDL_RenderTexture(sdl, smallTexture, 0, destination.address());
                }
            }
            SDL_FlushRenderer(sdl);
        }

        /** The same sprites with SDL doing the scaling and flipping from the whole sheet, as a naive port would. */
        void drawScaledBySdl(int index) {
            long sdl = renderer.sdlRenderer();
            SDL_SetRenderDrawColor(sdl, (byte) 0x2B, (byte) 0x2B, (byte) 0x2B, (byte) 0xFF);
            SDL_RenderClear(sdl);
            try (MemoryStack stack = MemoryStack.stackPush()) {
                SDL_FRect source = SDL_FRect.malloc(stack);
                SDL_FRect destination = SDL_FRect.malloc(stack);
                for (Placed one : placed) {
                    int frame = (one.frameOffset + index) % FRAMES;
                    source.set(frame * CELL, 0, CELL, CELL);
                    destination.set(one.x - 32, one.y - 60, 64, 64);
                    nSDL_RenderTextureRotated(sdl, sheetTexture, source.address(), destination.address(), 0, 0,
                            one.flipped ? SDL_FLIP_HORIZONTAL : SDL_FLIP_NONE);
                }
            }
            SDL_FlushRenderer(sdl);
        }

        long sheetTexture(SheetImage sheet) {
            return texture(sheet.copyPixels(), sheet.width(), sheet.height());
        }

        long texture(int[] argb, int width, int height) {
            long sdl = renderer.sdlRenderer();
            long texture = nSDL_CreateTexture(sdl, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, width, height);
            IntBuffer pixels = MemoryUtil.memAllocInt(width * height);
            pixels.put(argb).flip();
            nSDL_UpdateTexture(texture, 0, MemoryUtil.memAddress(pixels), width * 4);
            MemoryUtil.memFree(pixels);
            nSDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
            nSDL_SetTextureScaleMode(texture, SDL_SCALEMODE_NEAREST);
            return texture;
        }

        void close() {
            nSDL_DestroyTexture(sheetTexture);
            nSDL_DestroyTexture(smallTexture);
            renderer.close();
            MemoryUtil.memFree(copySource);
        }
    }

    /** The sheet with every cell mirrored in place order reversed: the whole image flipped left to right. */
    private static Image mirroredCells(SheetImage sheet) {
        WritableImage image = new WritableImage(sheet.width(), sheet.height());
        for (int y = 0; y < sheet.height(); y++) {
            for (int x = 0; x < sheet.width(); x++) {
                image.getPixelWriter().setArgb(sheet.width() - 1 - x, y, sheet.argb(x, y));
            }
        }
        return image;
    }

    private static void startJavaFx() {
        CompletableFuture<Void> started = new CompletableFuture<>();
        try {
            Platform.startup(() -> started.complete(null));
        } catch (IllegalStateException alreadyRunning) {
            started.complete(null);
        }
        started.join();
    }

    private static <T> T onFx(Callable<T> work) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Throwable failed) {
                result.completeExceptionally(failed);
            }
        });
        return result.get(10, TimeUnit.MINUTES);
    }

    private static double fastest(double[] values) {
        return Arrays.stream(values).min().orElse(Double.NaN);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
