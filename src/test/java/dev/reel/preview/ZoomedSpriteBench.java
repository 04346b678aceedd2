package dev.reel.preview;

import dev.reel.model.Filter;
import dev.reel.model.Rect;
import dev.reel.sheet.PngLoader;
import dev.reel.sheet.PngResult;
import dev.reel.sheet.SheetImage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.lwjgl.sdl.SDL_FRect;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;

import java.lang.management.ManagementFactory;
import java.nio.IntBuffer;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

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
import static org.lwjgl.sdl.SDLRender.nSDL_SetTextureBlendMode;
import static org.lwjgl.sdl.SDLRender.nSDL_SetTextureScaleMode;
import static org.lwjgl.sdl.SDLRender.nSDL_UpdateTexture;
import static org.lwjgl.sdl.SDLSurface.SDL_SCALEMODE_NEAREST;

/**
 * B4: a 128 px cell of the sample's knight at the preview's largest zoom, 32 (4,096 px a side), in a 1280 × 720
 * view, panned a pixel a frame (the tiles in view reused) and zoomed out a tenth of a percent a frame (every tile made anew): the renderer,
 * which makes only the part in view, beside SDL
 * scaling the whole cell into its whole destination rectangle, the way the renderer drew such sprites before (SDL's
 * software renderer scales a rectangle that leaves the view through a surface the rectangle's size).
 */
@Tag("bench")
@Tag("B4")
class ZoomedSpriteBench {
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 720;
    private static final int CELL = 128;
    private static final double ZOOM = Camera.ZOOM_LEVELS.get(Camera.ZOOM_LEVELS.size() - 1);
    private static final int WARMUP = 10;
    private static final int RUNS = 40;
    private static final int PEER_RUNS = 15;
    private static final String SHEET = "sample-projects/platformer/assets/knight/knight_run.png";

    @Test
    void aZoomedSpriteCostsWhatTheViewDoes() {
        PngResult loaded = new PngLoader().load(Path.of(SHEET));
        assertThat(loaded.ok()).isTrue();
        SheetImage sheet = loaded.image();
        TestSheets sheets = TestSheets.create().put("knight", sheet, Filter.NEAREST);
        Rect cell = new Rect(0, 0, CELL, CELL);
        // The knight's body, near the cell's middle, under the view's centre.
        double worldX = CELL / 2.0;
        double worldY = CELL * 0.6;
        try (Renderer renderer = TestSheets.open(WIDTH, HEIGHT, sheets)) {
            Sprite sprite = Sprite.of("knight", cell, 0, 0, 0, 0);
            double[] panned = new double[RUNS];
            double[] zoomed = new double[RUNS];
            FrameReport pan = null;
            FrameReport zoom = null;
            for (int i = 0; i < WARMUP + RUNS; i++) {
                // A pan of a pixel: the tiles in view were made for the frame before, but for the ones coming in.
                Camera camera = new Camera(WIDTH / 2.0 - worldX * ZOOM - i, HEIGHT / 2.0 - worldY * ZOOM, ZOOM);
                long start = System.nanoTime();
                pan = renderer.render(Scene.of(List.of(sprite), camera));
                double panTime = (System.nanoTime() - start) / 1e6;
                // A smooth zoom's step, a tenth of a percent out about the view's centre: every tile is made anew.
                double level = ZOOM * (1 - 0.001 * (i + 1));
                Camera stepped = new Camera(WIDTH / 2.0 - worldX * level - i, HEIGHT / 2.0 - worldY * level, level);
                start = System.nanoTime();
                zoom = renderer.render(Scene.of(List.of(sprite), stepped));
                double zoomTime = (System.nanoTime() - start) / 1e6;
                if (i >= WARMUP) {
                    panned[i - WARMUP] = panTime;
                    zoomed[i - WARMUP] = zoomTime;
                }
            }
            assertThat(pan.windowed()).isEqualTo(1);
            assertThat(zoom.texturesBuilt()).as("zoomed, so made anew").isPositive();
            assertThat(pan.problems()).isEmpty();
            assertThat(zoom.problems()).isEmpty();

            double[] peer = new double[PEER_RUNS];
            long sdl = renderer.sdlRenderer();
            long texture = texture(sdl, sheet, cell);
            try (MemoryStack stack = MemoryStack.stackPush()) {
                SDL_FRect destination = SDL_FRect.malloc(stack);
                for (int i = 0; i < PEER_RUNS; i++) {
                    long start = System.nanoTime();
                    SDL_SetRenderDrawColor(sdl, (byte) 0x2B, (byte) 0x2B, (byte) 0x2B, (byte) 0xFF);
                    SDL_RenderClear(sdl);
                    destination.set((float) (WIDTH / 2.0 - worldX * ZOOM - i), (float) (HEIGHT / 2.0 - worldY * ZOOM),
                            (float) (CELL * ZOOM), (float) (CELL * ZOOM));
                    nSDL_RenderTexture(sdl, texture, 0, destination.address());
                    SDL_FlushRenderer(sdl);
                    peer[i] = (System.nanoTime() - start) / 1e6;
                }
            } finally {
                nSDL_DestroyTexture(texture);
            }
            double theirs = median(peer);
            double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            System.out.printf(Locale.ROOT, "BENCH B4 zoomed-sprite-pan-%.0fx-1280x720 reel=%.2f peer=sdl-scaler:%.1f"
                    + " unit=ms/frame ratio=%.1f target=<=16 load=%.1f%n", ZOOM, median(panned), theirs,
                    theirs / median(panned), load);
            System.out.printf(Locale.ROOT, "BENCH B4 zoomed-sprite-zoom-%.0fx-1280x720 reel=%.2f"
                    + " peer=sdl-scaler:%.1f unit=ms/frame ratio=%.1f target=<=16 load=%.1f%n", ZOOM,
                    median(zoomed), theirs, theirs / median(zoomed), load);
        }
    }

    private static long texture(long sdl, SheetImage sheet, Rect cell) {
        int[] argb = Resampler.resample(sheet, cell, cell.width(), cell.height(), Filter.NEAREST, false, false,
                Resampler.NO_TINT);
        long texture = nSDL_CreateTexture(sdl, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, cell.width(),
                cell.height());
        IntBuffer pixels = MemoryUtil.memAllocInt(argb.length);
        pixels.put(argb).flip();
        nSDL_UpdateTexture(texture, 0, MemoryUtil.memAddress(pixels), cell.width() * 4);
        MemoryUtil.memFree(pixels);
        nSDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
        nSDL_SetTextureScaleMode(texture, SDL_SCALEMODE_NEAREST);
        return texture;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
