package dev.reel.preview;

import org.lwjgl.sdl.SDL_FPoint;
import org.lwjgl.sdl.SDL_FRect;
import org.lwjgl.system.MemoryStack;

import static org.lwjgl.sdl.SDLRender.SDL_RenderDebugText;
import static org.lwjgl.sdl.SDLRender.SDL_SetRenderDrawColor;
import static org.lwjgl.sdl.SDLRender.nSDL_RenderFillRect;
import static org.lwjgl.sdl.SDLRender.nSDL_RenderLines;

/**
 * Solid shapes in straight ARGB blended over the frame: whole-pixel rectangles (outlines are four
 * rectangles that do not overlap, so a translucent outline has no darker corners), polylines and SDL's
 * built-in 8 × 8 pixel text. All on the renderer's thread, during a frame.
 */
final class Painter {
    private static final int STACK_POINTS = 2048;

    private final long renderer;

    Painter(long renderer) {
        this.renderer = renderer;
    }

    void colour(int argb) {
        SDL_SetRenderDrawColor(renderer, (byte) (argb >>> 16), (byte) (argb >>> 8), (byte) argb,
                (byte) (argb >>> 24));
    }

    /** Fills the rectangle from (left, top), {@code width} × {@code height} pixels, in the current colour. */
    void fill(int left, int top, int width, int height) {
        if (width <= 0 || height <= 0) {
            return;
        }
        try (MemoryStack stack = MemoryStack.stackPush()) {
            SDL_FRect rect = SDL_FRect.malloc(stack).set(left, top, width, height);
            nSDL_RenderFillRect(renderer, rect.address());
        }
    }

    /** A one-pixel outline whose outer edge is the rectangle [left, right) × [top, bottom). */
    void outline(int left, int top, int right, int bottom) {
        int width = right - left;
        int height = bottom - top;
        if (width <= 0 || height <= 0) {
            return;
        }
        fill(left, top, width, 1);
        if (height > 1) {
            fill(left, bottom - 1, width, 1);
        }
        fill(left, top + 1, 1, height - 2);
        if (width > 1) {
            fill(right - 1, top + 1, 1, height - 2);
        }
    }

    /** Lines joining the points (x0, y0, x1, y1, ...) in order, in the current colour. */
    void polyline(float[] coordinates) {
        int count = coordinates.length / 2;
        if (count < 2) {
            return;
        }
        // Long paths do not fit the thread's small LWJGL stack.
        boolean onStack = count <= STACK_POINTS;
        try (MemoryStack stack = MemoryStack.stackPush()) {
            SDL_FPoint.Buffer points = onStack ? SDL_FPoint.malloc(count, stack) : SDL_FPoint.malloc(count);
            try {
                for (int i = 0; i < count; i++) {
                    points.get(i).set(coordinates[2 * i], coordinates[2 * i + 1]);
                }
                nSDL_RenderLines(renderer, points.address(), count);
            } finally {
                if (!onStack) {
                    points.free();
                }
            }
        }
    }

    /** Text in SDL's debug font (printable ASCII), top-left at (x, y), in the current colour. */
    void text(int x, int y, String text) {
        if (!text.isEmpty()) {
            SDL_RenderDebugText(renderer, x, y, text);
        }
    }
}
