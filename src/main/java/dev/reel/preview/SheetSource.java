package dev.reel.preview;

/**
 * Where the renderer gets sheets: asked once per sheet key per frame, on the renderer's thread, so it
 * should be a lookup (the panel keeps the decoded sheets of the open project).
 */
@FunctionalInterface
public interface SheetSource {

    /** The sheet known by {@code key}, or null when there is none (its sprites draw as a placeholder box). */
    LoadedSheet sheet(String key);
}
