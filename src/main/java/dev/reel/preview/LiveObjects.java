package dev.reel.preview;

/**
 * What a renderer holds outside the Java heap right now, counted by the renderer itself, so a test can see
 * that resizing and closing leave nothing behind.
 *
 * @param renderers   SDL renderers (0 or 1)
 * @param surfaces    SDL surfaces (0 or 1)
 * @param textures    SDL textures
 * @param nativeBytes bytes allocated with LWJGL's {@code MemoryUtil} (the pixel buffer, the upload buffer)
 */
public record LiveObjects(int renderers, int surfaces, int textures, long nativeBytes) {

    public static final LiveObjects NONE = new LiveObjects(0, 0, 0, 0);
}
