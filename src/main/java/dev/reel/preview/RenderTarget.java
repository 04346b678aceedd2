package dev.reel.preview;

import dev.reel.model.Filter;
import org.lwjgl.system.MemoryUtil;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;

import static org.lwjgl.sdl.SDLBlendMode.SDL_BLENDMODE_BLEND;
import static org.lwjgl.sdl.SDLBlendMode.SDL_BLENDMODE_BLEND_PREMULTIPLIED;
import static org.lwjgl.sdl.SDLBlendMode.SDL_BLENDMODE_NONE;
import static org.lwjgl.sdl.SDLError.SDL_GetError;
import static org.lwjgl.sdl.SDLPixels.SDL_PIXELFORMAT_ARGB8888;
import static org.lwjgl.sdl.SDLRender.SDL_DestroyRenderer;
import static org.lwjgl.sdl.SDLRender.SDL_TEXTUREACCESS_STATIC;
import static org.lwjgl.sdl.SDLRender.nSDL_CreateSoftwareRenderer;
import static org.lwjgl.sdl.SDLRender.nSDL_CreateTexture;
import static org.lwjgl.sdl.SDLRender.nSDL_DestroyTexture;
import static org.lwjgl.sdl.SDLRender.nSDL_SetTextureBlendMode;
import static org.lwjgl.sdl.SDLRender.nSDL_SetTextureScaleMode;
import static org.lwjgl.sdl.SDLRender.nSDL_UpdateTexture;
import static org.lwjgl.sdl.SDLSurface.SDL_SCALEMODE_LINEAR;
import static org.lwjgl.sdl.SDLSurface.SDL_SCALEMODE_NEAREST;
import static org.lwjgl.sdl.SDLSurface.nSDL_CreateSurfaceFrom;
import static org.lwjgl.sdl.SDLSurface.nSDL_DestroySurface;

/**
 * The native half of a renderer at one size: the pixel buffer, the SDL surface over it, the software
 * renderer drawing into it, and an upload buffer for textures. It counts every SDL object and native byte
 * it makes, so tests can see that nothing outlives {@link #close}.
 */
final class RenderTarget {
    private final int width;
    private final int height;
    private ByteBuffer pixels;
    private long surface;
    private long renderer;
    private IntBuffer upload;
    private int textures;

    /** A target, or null and the reason. */
    record Created(RenderTarget target, String problem) {
    }

    private RenderTarget(int width, int height) {
        this.width = width;
        this.height = height;
    }

    /** Allocates the buffer and makes the surface and renderer; on failure frees whatever was made. */
    static Created create(int width, int height) {
        RenderTarget target = new RenderTarget(width, height);
        long bytes = 4L * width * height;
        if (bytes > Integer.MAX_VALUE) {
            return new Created(null, "a view of " + width + " × " + height + " pixels is too large");
        }
        try {
            target.pixels = MemoryUtil.memAlloc((int) bytes);
        } catch (OutOfMemoryError noMemory) {
            return new Created(null, "no memory for a view of " + width + " × " + height + " pixels");
        }
        target.surface = nSDL_CreateSurfaceFrom(width, height, SDL_PIXELFORMAT_ARGB8888,
                MemoryUtil.memAddress(target.pixels), width * 4);
        if (target.surface == 0) {
            String problem = "SDL could not make a surface (" + SDL_GetError() + ")";
            target.close();
            return new Created(null, problem);
        }
        target.renderer = nSDL_CreateSoftwareRenderer(target.surface);
        if (target.renderer == 0) {
            String problem = "SDL could not make its software renderer (" + SDL_GetError() + ")";
            target.close();
            return new Created(null, problem);
        }
        return new Created(target, null);
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    ByteBuffer pixels() {
        return pixels;
    }

    long renderer() {
        return renderer;
    }

    /**
     * A blending texture holding {@code argb} (row by row; premultiplied ARGB when {@code premultiplied},
     * else straight), or 0 with SDL's error pending.
     */
    long texture(int[] argb, int textureWidth, int textureHeight, Filter filter, boolean premultiplied) {
        long texture = nSDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC,
                textureWidth, textureHeight);
        if (texture == 0) {
            return 0;
        }
        textures++;
        IntBuffer staging = uploadBuffer(argb.length);
        staging.put(argb).flip();
        if (!nSDL_UpdateTexture(texture, 0, MemoryUtil.memAddress(staging), textureWidth * 4)
                || !nSDL_SetTextureBlendMode(texture,
                premultiplied ? SDL_BLENDMODE_BLEND_PREMULTIPLIED : SDL_BLENDMODE_BLEND)
                || !nSDL_SetTextureScaleMode(texture,
                filter == Filter.NEAREST ? SDL_SCALEMODE_NEAREST : SDL_SCALEMODE_LINEAR)) {
            destroyTexture(texture);
            return 0;
        }
        return texture;
    }

    /** The view-sized checkerboard, copied over the frame without blending; 0 on failure. */
    long checkerboard(Background.Checkerboard board) {
        int[] argb = checkerboardPixels(board, width, height);
        long texture = texture(argb, width, height, Filter.NEAREST, true);
        if (texture != 0 && !nSDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)) {
            destroyTexture(texture);
            return 0;
        }
        return texture;
    }

    /**
     * The premultiplied pixels of a {@code width} × {@code height} checkerboard, cell (0, 0) in the first colour.
     * Two colours are premultiplied, two rows written cell by cell, and every other row copied from one of them:
     * the first frame of a window drew its 200,000-pixel board one pixel at a time, a twentieth of its start.
     */
    static int[] checkerboardPixels(Background.Checkerboard board, int width, int height) {
        int[] argb = new int[width * height];
        if (argb.length == 0) {
            return argb;
        }
        int[] colours = {board.firstArgb(), board.secondArgb()};
        Resampler.premultiply(colours);
        int cell = board.cellSize();
        int rows = (int) Math.min(height, 2L * cell);
        for (int y = 0; y < rows; y += cell) {
            int first = colours[(y / cell) & 1];
            int second = colours[((y / cell) + 1) & 1];
            for (int x = 0; x < width; x += cell) {
                java.util.Arrays.fill(argb, y * width + x, y * width + Math.min(width, x + cell),
                        ((x / cell) & 1) == 0 ? first : second);
            }
        }
        for (int y = 1; y < height; y++) {
            int from = (y / cell & 1) == 0 ? 0 : cell;
            if (y != from) {
                System.arraycopy(argb, from * width, argb, y * width, width);
            }
        }
        return argb;
    }

    void destroyTexture(long texture) {
        nSDL_DestroyTexture(texture);
        textures--;
    }

    LiveObjects liveObjects() {
        long bytes = (pixels == null ? 0 : pixels.capacity()) + (upload == null ? 0 : 4L * upload.capacity());
        return new LiveObjects(renderer == 0 ? 0 : 1, surface == 0 ? 0 : 1, textures, bytes);
    }

    /** Destroys the renderer (and with it any texture still alive), the surface, and frees the buffers. */
    void close() {
        if (renderer != 0) {
            SDL_DestroyRenderer(renderer);
            renderer = 0;
            textures = 0;
        }
        if (surface != 0) {
            nSDL_DestroySurface(surface);
            surface = 0;
        }
        if (pixels != null) {
            MemoryUtil.memFree(pixels);
            pixels = null;
        }
        if (upload != null) {
            MemoryUtil.memFree(upload);
            upload = null;
        }
    }

    private IntBuffer uploadBuffer(int ints) {
        if (upload == null || upload.capacity() < ints) {
            if (upload != null) {
                MemoryUtil.memFree(upload);
            }
            upload = MemoryUtil.memAllocInt(Math.max(ints, 64 * 64));
        }
        upload.clear();
        return upload;
    }
}
