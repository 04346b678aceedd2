package dev.reel.preview;

import java.util.List;

import static org.lwjgl.sdl.SDLError.SDL_GetError;
import static org.lwjgl.sdl.SDLRender.SDL_RenderClear;
import static org.lwjgl.sdl.SDLRender.SDL_SetRenderDrawColor;
import static org.lwjgl.sdl.SDLRender.nSDL_RenderTexture;

/**
 * Paints a frame's background for the {@link Renderer}: a solid colour by clearing, a checkerboard from a texture
 * made once for its colours, cell size and the target's size and drawn again every frame. Same thread rules as
 * the renderer.
 */
final class BackdropPainter {
    private BackgroundTexture background;

    /** Fills {@code current} with {@code fill}; a problem making the checkerboard falls back to its first colour. */
    void paint(RenderTarget current, Background fill, List<String> problems) {
        if (fill instanceof Background.Solid solid) {
            int argb = solid.argb();
            int alpha = argb >>> 24;
            // Premultiplied, as every pixel in the buffer is.
            SDL_SetRenderDrawColor(current.renderer(), (byte) ((argb >>> 16 & 0xFF) * alpha / 255),
                    (byte) ((argb >>> 8 & 0xFF) * alpha / 255), (byte) ((argb & 0xFF) * alpha / 255), (byte) alpha);
            SDL_RenderClear(current.renderer());
            return;
        }
        Background.Checkerboard board = (Background.Checkerboard) fill;
        if (background == null || !background.matches(board, current.width(), current.height())) {
            release(current);
            long texture = current.checkerboard(board);
            if (texture == 0) {
                problems.add("SDL could not make the background: " + SDL_GetError());
                paint(current, new Background.Solid(board.firstArgb()), problems);
                return;
            }
            background = new BackgroundTexture(board, current.width(), current.height(), texture);
        }
        nSDL_RenderTexture(current.renderer(), background.texture(), 0, 0);
    }

    /** Destroys the checkerboard's texture, if one was made; the next checkerboard makes it again. */
    void release(RenderTarget current) {
        if (background != null) {
            current.destroyTexture(background.texture());
            background = null;
        }
    }

    /** Whether every pixel of {@code fill} is opaque, so sprites may be blitted without exact alpha. */
    static boolean opaque(Background fill) {
        if (fill instanceof Background.Solid solid) {
            return solid.argb() >>> 24 == 255;
        }
        Background.Checkerboard board = (Background.Checkerboard) fill;
        return board.firstArgb() >>> 24 == 255 && board.secondArgb() >>> 24 == 255;
    }

    /** The checkerboard texture and what it was made for. */
    private record BackgroundTexture(Background.Checkerboard board, int width, int height, long texture) {
        boolean matches(Background.Checkerboard other, int otherWidth, int otherHeight) {
            return board.equals(other) && width == otherWidth && height == otherHeight;
        }
    }
}
