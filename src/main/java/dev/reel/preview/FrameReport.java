package dev.reel.preview;

import java.util.List;

/**
 * What drawing one frame did, for the panel's status line and for tests and benchmarks.
 *
 * @param version        the frame's number ({@link Renderer#frameVersion()} after it)
 * @param sprites        sprites drawn, onion skins included
 * @param blitted        of those, drawn by the unscaled blit (the fast path)
 * @param windowed       of those, not rotated but larger than the view, so made in tiles only where the view
 *                       shows them (a rotated one, made as one window, counts as rotated)
 * @param rotated        drawn by SDL's rotation
 * @param meshes         of the sprites, the rig meshes drawn as textured triangles
 * @param texturesBuilt  textures scaled on the CPU and uploaded for this frame (0 once the cache is warm)
 * @param missingSheets  sheet keys the source did not know, drawn as placeholders
 * @param problems       SDL errors, each a sentence; empty when the frame drew cleanly
 */
public record FrameReport(long version, int sprites, int blitted, int windowed, int rotated, int meshes,
                          int texturesBuilt,
                          List<String> missingSheets, List<String> problems) {

    public FrameReport {
        missingSheets = List.copyOf(missingSheets);
        problems = List.copyOf(problems);
    }
}
