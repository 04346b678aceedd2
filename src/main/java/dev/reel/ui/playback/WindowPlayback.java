package dev.reel.ui.playback;

import dev.reel.ui.documents.Workspace;

/**
 * What one editor window plays: the {@link Playback} switches every panel shares, the {@link PlaybackClock} that
 * moves the time cursor until the preview panel takes over, and the {@link PreviewRig} of the focused document.
 * Built and owned by the window.
 */
public final class WindowPlayback {
    private final Playback playback = new Playback();
    private final PlaybackClock clock;
    private final PreviewRig rig;

    public WindowPlayback(Workspace workspace) {
        clock = new PlaybackClock(workspace, playback);
        rig = new PreviewRig(workspace, playback);
    }

    public Playback playback() {
        return playback;
    }

    public PlaybackClock clock() {
        return clock;
    }

    public PreviewRig rig() {
        return rig;
    }

    /** Stops playing and the clock's timer, and lets the rig go. */
    public void dispose() {
        playback.setPlaying(false);
        clock.dispose();
        rig.dispose();
    }
}
