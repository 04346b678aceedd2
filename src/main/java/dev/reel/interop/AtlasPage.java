package dev.reel.interop;

/**
 * One image of atlas data with the frames on it.
 *
 * @param kind  what the data is, as {@link ImportOutcome#kind()} names it
 * @param image the PNG's path relative to the atlas data's folder, as the data names it
 * @param line  the line naming the image (libGDX), 0 for JSON
 */
public record AtlasPage(String kind, String image, int line, FrameSet frames) {
}
