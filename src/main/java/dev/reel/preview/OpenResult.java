package dev.reel.preview;

/** The outcome of opening a {@link Renderer}: a renderer, or a message the preview panel shows instead. */
public sealed interface OpenResult permits OpenResult.Ready, OpenResult.Unavailable {

    /** SDL loaded and the renderer is ready; the caller closes it. */
    record Ready(Renderer renderer) implements OpenResult {
    }

    /**
     * SDL could not start (missing natives, an unsupported platform, no memory): one or two sentences for
     * the artist; the rest of the editor works without the preview.
     */
    record Unavailable(String message) implements OpenResult {
    }
}
