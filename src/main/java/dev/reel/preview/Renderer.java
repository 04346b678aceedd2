package dev.reel.preview;

import org.lwjgl.sdl.SDL_FPoint;
import org.lwjgl.sdl.SDL_FRect;
import org.lwjgl.system.MemoryStack;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import static org.lwjgl.sdl.SDLBlendMode.SDL_BLENDMODE_BLEND;
import static org.lwjgl.sdl.SDLError.SDL_GetError;
import static org.lwjgl.sdl.SDLRender.SDL_FlushRenderer;
import static org.lwjgl.sdl.SDLRender.SDL_SetRenderDrawBlendMode;
import static org.lwjgl.sdl.SDLRender.nSDL_RenderTexture;
import static org.lwjgl.sdl.SDLRender.nSDL_RenderTextureRotated;
import static org.lwjgl.sdl.SDLSurface.SDL_FLIP_NONE;

/**
 * The preview renderer: SDL3's software renderer drawing {@link Scene}s into a pixel buffer in memory that
 * the UI shows without copying ({@code new PixelBuffer<>(width(), height(), pixels().asIntBuffer(),
 * PixelFormat.getIntArgbPreInstance())}, then {@code updateBuffer} after each {@link #render}).
 *
 * <p>The buffer holds {@code SDL_PIXELFORMAT_ARGB8888} in native byte order, so read as ints it is ARGB
 * with alpha on top. Blending a straight-alpha sprite over it with SDL's blend mode yields premultiplied
 * colour, so the buffer is premultiplied ARGB: exact for JavaFX's {@code IntArgbPre} and, over the
 * editor's opaque backgrounds, identical to straight ARGB.
 *
 * <p>Speed: SDL's software renderer blits an unscaled, unflipped, unmodulated texture with SIMD, but its
 * scaled blit is scalar, its flips and rotations copy the texture two or three times, and its colour or
 * alpha modulation takes a generic path some forty times slower (measured: 2,000 sprites of 64 px take
 * about 2 ms unscaled and 100 ms with a colour mod). So every sprite's texture is made on the CPU at the
 * size it is drawn, with its flips and tint baked in, cached (see {@link TextureCache}), and blitted
 * unscaled; only rotated sprites go through {@code SDL_RenderTextureRotated}. A sprite drawn larger than the
 * view is made only where the view shows it ({@link InView}), so its cost follows the view, not its size.
 *
 * <p>Rig meshes ({@link Sprite#isMesh()}) are drawn by {@link MeshSprites} through {@code SDL_RenderGeometry}.
 *
 * <p>Alpha: that fast blit treats the destination as opaque (it writes alpha 255). Over a background that
 * is not opaque (an export with transparency) textures are premultiplied instead and drawn with
 * {@code SDL_BLENDMODE_BLEND_PREMULTIPLIED}, which keeps alpha exact at about a tenth of the speed.
 *
 * <p>Threads: SDL is not thread-safe. Every method must be called on the thread that opened the renderer
 * (the JavaFX thread for the panel, the command's thread for an export); another thread gets an
 * {@link IllegalStateException}.
 */
public final class Renderer implements AutoCloseable {
    /** Pixels of cached textures kept between frames before the least recently used go. */
    static final long DEFAULT_CACHE_BYTES = 96L << 20;
    /** Sprites drawn larger than this many pixels (or the view, if larger) are made only where the view shows them. */
    private static final long SMALLEST_LARGE_AREA = 1L << 20;
    private static final int PLACEHOLDER = 0xFFFF00FF;

    private final SdlLibrary library;
    private final Thread owner;
    private final SpriteTextures textures;
    private RenderTarget target;
    /** Targets of earlier sizes, kept until {@link #releaseRetired()}: something may still read their pixels. */
    private final List<RenderTarget> retired = new ArrayList<>();
    private final BackdropPainter backdrop = new BackdropPainter();
    private final MeshSprites meshes = new MeshSprites();
    private long frame;
    private boolean closed;

    private Renderer(RenderTarget target, SheetSource sheets, SdlLibrary library, long cacheBytes) {
        this.target = target;
        this.library = library;
        this.owner = Thread.currentThread();
        this.textures = new SpriteTextures(sheets, cacheBytes, texture -> this.target.destroyTexture(texture));
    }

    /**
     * Starts SDL and opens a renderer of {@code width} × {@code height} pixels on the calling thread, or
     * says why the preview cannot run; never throws for a missing or broken SDL.
     */
    public static OpenResult open(int width, int height, SheetSource sheets) {
        return open(width, height, sheets, SdlLibrary.SHARED, DEFAULT_CACHE_BYTES);
    }

    /**
     * Loads SDL's natives on a daemon thread of its own, so that the first {@link #open} finds them loaded (an
     * editor starts it while its window is being built); calls nothing in SDL itself.
     */
    public static void preloadInBackground() {
        Thread loader = new Thread(SdlLibrary.SHARED::preload, "reel-sdl-preload");
        loader.setDaemon(true);
        loader.start();
    }

    static OpenResult open(int width, int height, SheetSource sheets, SdlLibrary library, long cacheBytes) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("view size " + width + " × " + height + " is not positive");
        }
        String unavailable = library.acquire();
        if (unavailable != null) {
            return new OpenResult.Unavailable(unavailable);
        }
        RenderTarget.Created created = RenderTarget.create(width, height);
        if (created.target() == null) {
            library.release();
            return new OpenResult.Unavailable("The preview cannot start: " + created.problem());
        }
        return new OpenResult.Ready(new Renderer(created.target(), sheets, library, cacheBytes));
    }

    public int width() {
        return target().width();
    }

    public int height() {
        return target().height();
    }

    /**
     * The frame's pixels, {@code width × height × 4} bytes in native order (premultiplied ARGB as ints).
     * Valid until the next {@link #resize} or {@link #close}; the buffer's contents change on each render.
     */
    public ByteBuffer pixels() {
        return target().pixels();
    }

    /** The same pixels as ints, one per pixel, row by row: what JavaFX's {@code PixelBuffer} wraps. */
    public IntBuffer pixelInts() {
        return target().pixels().asIntBuffer();
    }

    /** How many frames have been rendered; the UI updates its image when this changes. */
    public long frameVersion() {
        return frame;
    }

    /** The premultiplied ARGB pixel at (x, y) of the last frame. */
    public int argb(int x, int y) {
        RenderTarget current = target();
        return current.pixels().getInt((y * current.width() + x) * 4);
    }

    /** A copy of the last frame, premultiplied ARGB row by row. */
    public int[] copyPixels() {
        int[] pixels = new int[width() * height()];
        pixelInts().get(pixels);
        return pixels;
    }

    /**
     * Changes the view size: a new buffer, surface and renderer (SDL ties textures to their renderer, so the
     * texture cache starts again): wrap {@link #pixels()} anew. The old buffer stays valid until
     * {@link #releaseRetired()} or {@link #close()}: a UI that showed it may still be reading it on another
     * thread (JavaFX uploads an image on its render thread while the next pulse is laid out). On failure the
     * old size stays and the message says why.
     */
    public Optional<String> resize(int newWidth, int newHeight) {
        RenderTarget current = target();
        if (newWidth <= 0 || newHeight <= 0) {
            throw new IllegalArgumentException("view size " + newWidth + " × " + newHeight + " is not positive");
        }
        if (newWidth == current.width() && newHeight == current.height()) {
            return Optional.empty();
        }
        RenderTarget.Created created = RenderTarget.create(newWidth, newHeight);
        if (created.target() == null) {
            return Optional.of("The preview could not be resized: " + created.problem());
        }
        releaseTextures();
        retired.add(current);
        target = created.target();
        return Optional.empty();
    }

    /** Frees the buffers of earlier sizes ({@link #resize}); call once nothing can be reading them. */
    public void releaseRetired() {
        checkThread();
        for (RenderTarget old : retired) {
            old.close();
        }
        retired.clear();
    }

    /** Forgets a sheet and destroys its textures, so the next frame asks the source for it again. */
    public void invalidate(String sheet) {
        target();
        textures.invalidate(sheet);
    }

    /** Forgets every sheet and texture. */
    public void invalidateAll() {
        target();
        textures.invalidateAll();
    }

    /** What this renderer holds outside the Java heap now; all zero after {@link #close}. */
    public LiveObjects liveObjects() {
        if (closed) {
            return LiveObjects.NONE;
        }
        LiveObjects live = target().liveObjects();
        for (RenderTarget old : retired) {
            LiveObjects more = old.liveObjects();
            live = new LiveObjects(live.renderers() + more.renderers(), live.surfaces() + more.surfaces(),
                    live.textures() + more.textures(), live.nativeBytes() + more.nativeBytes());
        }
        return live;
    }

    /** Draws one frame into the buffer; the SDL work is done when this returns. */
    public FrameReport render(Scene scene) {
        RenderTarget current = target();
        frame++;
        Camera camera = scene.camera();
        FrameWork work = new FrameWork(!BackdropPainter.opaque(scene.background()));
        Painter painter = new Painter(current.renderer());
        Overlays overlays = new Overlays(painter, current.width(), current.height());
        SDL_SetRenderDrawBlendMode(current.renderer(), SDL_BLENDMODE_BLEND);
        backdrop.paint(current, scene.background(), work.problems);
        if (scene.grid() != null) {
            overlays.grid(scene.grid(), camera);
        }
        for (OnionSkin skin : scene.onionSkins()) {
            for (Sprite sprite : byLayer(skin.sprites())) {
                draw(sprite.tintedBy(skin.red(), skin.green(), skin.blue(), skin.alpha()), camera, work, painter);
            }
        }
        for (Sprite sprite : byLayer(scene.sprites())) {
            draw(sprite, camera, work, painter);
        }
        if (scene.rig() != null) {
            new RigOverlayPainter(painter, meshes.geometry(), current.renderer()).paint(scene.rig(), camera,
                    work.problems);
        }
        overlays.bounds(scene.bounds(), camera);
        if (scene.origin() != null) {
            overlays.origin(scene.origin(), camera);
        }
        if (scene.path() != null) {
            overlays.path(scene.path(), camera);
        }
        overlays.flashes(scene.flashes(), camera);
        Glow glow = scene.glow();
        if (glow != null && glow.sprite() >= 0 && glow.sprite() < scene.sprites().size()) {
            int[] selected = Placement.viewBounds(scene.sprites().get(glow.sprite()), camera);
            if (selected != null) {
                overlays.glow(glow, selected);
            }
        }
        if (!SDL_FlushRenderer(current.renderer())) {
            work.problems.add("SDL could not draw the frame: " + SDL_GetError());
        }
        textures.trim(frame);
        return new FrameReport(frame, work.sprites, work.blitted, work.windowed, work.rotated, work.meshes,
                work.built, List.copyOf(work.missing), work.problems);
    }

    /** The SDL renderer itself, for the benchmark that measures SDL drawing without this class's cache. */
    long sdlRenderer() {
        return target().renderer();
    }

    /** Destroys every SDL object and frees the buffer; the renderer cannot be used afterwards. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        checkThread();
        releaseTextures();
        releaseRetired();
        meshes.free();
        target.close();
        closed = true;
        library.release();
    }

    private void draw(Sprite sprite, Camera camera, FrameWork work, Painter painter) {
        if (sprite.isMesh()) {
            drawMesh(sprite, camera, work, painter);
        } else {
            drawSprite(sprite, camera, work, painter);
        }
    }

    private void drawMesh(Sprite sprite, Camera camera, FrameWork work, Painter painter) {
        if (sprite.alpha() <= 0 || sprite.mesh().triangleCount() == 0 || sprite.source().width() <= 0
                || sprite.source().height() <= 0) {
            return;
        }
        LoadedSheet sheet = textures.sheet(sprite.sheet(), work.sheets);
        work.sprites++;
        work.meshes++;
        if (sheet == null) {
            work.missing.add(sprite.sheet());
            int[] box = Placement.viewBounds(sprite, camera);
            if (box != null) {
                painter.colour(PLACEHOLDER);
                painter.outline(box[0], box[1], box[2], box[3]);
            }
            return;
        }
        TextureKey key = TextureKey.wholeCell(sprite.sheet(), sprite.source(), work.exactAlpha);
        TextureCache.Cropped cell = textures.cached(key, frame);
        if (cell == null) {
            cell = textures.build(key, sheet, false, target(), frame, work.problems);
            if (cell == null) {
                return;
            }
            work.built++;
        }
        if (cell.texture() != 0 && !meshes.draw(sprite, camera, cell.texture(), work.exactAlpha, target().renderer())) {
            work.problems.add("SDL could not draw a mesh of " + sprite.sheet() + ": " + SDL_GetError());
        }
    }

    private void drawSprite(Sprite sprite, Camera camera, FrameWork work, Painter painter) {
        Placement place = Placement.of(sprite, camera);
        int tint = Resampler.packTint(sprite.red(), sprite.green(), sprite.blue(), sprite.alpha());
        if (place == null || tint >>> 24 == 0 || sprite.source().width() <= 0 || sprite.source().height() <= 0) {
            return;
        }
        LoadedSheet sheet = textures.sheet(sprite.sheet(), work.sheets);
        work.sprites++;
        if (sheet == null) {
            work.missing.add(sprite.sheet());
            painter.colour(PLACEHOLDER);
            int[] box = place.bounds();
            painter.outline(box[0], box[1], box[2], box[3]);
            return;
        }
        RenderTarget current = target();
        long viewArea = (long) current.width() * current.height();
        boolean large = (long) place.width() * place.height() > Math.max(viewArea, SMALLEST_LARGE_AREA);
        if (place.rotated()) {
            work.rotated++;
        } else if (large) {
            work.windowed++;
        } else {
            work.blitted++;
        }
        TextureKey key = new TextureKey(sprite.sheet(), sprite.source(), place.width(), place.height(), place.flipX(),
                place.flipY(), tint, work.exactAlpha);
        if (!large) {
            show(key, place, sheet, current, work);
            return;
        }
        for (Resampler.Window part : InView.parts(place, current.width(), current.height())) {
            show(key.only(part), place, sheet, current, work);
        }
    }

    /** Draws {@code key}'s texture, made and cached first if it is not yet, where {@code place} puts it. */
    private void show(TextureKey key, Placement place, LoadedSheet sheet, RenderTarget current, FrameWork work) {
        TextureCache.Cropped cropped = textures.cached(key, frame);
        if (cropped == null) {
            cropped = textures.build(key, sheet, true, current, frame, work.problems);
            if (cropped == null) {
                return;
            }
            work.built++;
        }
        if (cropped.texture() == 0) {
            return;
        }
        float left = place.left() + cropped.left();
        float top = place.top() + cropped.top();
        try (MemoryStack stack = MemoryStack.stackPush()) {
            SDL_FRect destination = SDL_FRect.malloc(stack).set(left, top, cropped.width(), cropped.height());
            if (place.rotated()) {
                SDL_FPoint centre = SDL_FPoint.malloc(stack)
                        .set((float) (place.pivotViewX() - left), (float) (place.pivotViewY() - top));
                nSDL_RenderTextureRotated(current.renderer(), cropped.texture(), 0, destination.address(),
                        place.rotation(), centre.address(), SDL_FLIP_NONE);
            } else {
                nSDL_RenderTexture(current.renderer(), cropped.texture(), 0, destination.address());
            }
        }
    }

    private static List<Sprite> byLayer(List<Sprite> sprites) {
        for (int i = 1; i < sprites.size(); i++) {
            if (sprites.get(i).layer() < sprites.get(i - 1).layer()) {
                List<Sprite> sorted = new ArrayList<>(sprites);
                sorted.sort(Comparator.comparingInt(Sprite::layer));
                return sorted;
            }
        }
        return sprites;
    }

    private void releaseTextures() {
        textures.destroyTextures();
        backdrop.release(target);
    }

    private RenderTarget target() {
        checkThread();
        if (closed) {
            throw new IllegalStateException("the renderer is closed");
        }
        return target;
    }

    private void checkThread() {
        if (Thread.currentThread() != owner) {
            throw new IllegalStateException("SDL calls must stay on " + owner.getName() + ", not "
                    + Thread.currentThread().getName());
        }
    }
}
