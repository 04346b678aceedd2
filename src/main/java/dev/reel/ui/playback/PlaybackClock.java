package dev.reel.ui.playback;

import dev.reel.model.Clip;
import dev.reel.model.LoopMode;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.Workspace;
import javafx.animation.AnimationTimer;
import javafx.beans.InvalidationListener;

/**
 * Plays the focused clip until a preview panel does: while {@link Playback#playing()}, an {@link AnimationTimer}
 * turns real time into fixed steps of {@link Playback#STEP} (times the speed) and moves the focused clip's time
 * cursor to {@link Playback#clipTime} of the seconds travelled. A {@code once} clip stops at its end; Play at
 * the end of one starts it again from the beginning.
 *
 * <p>The preview panel (issue 7) owns playback once it exists: it calls {@link #handOver()}, which stops this
 * clock for good, and then steps the runtime itself and sets the cursor. Nothing else in the window depends
 * on this class.
 */
public final class PlaybackClock {
    /** At most this many steps are caught up in one frame, so a stalled window does not race afterwards. */
    private static final int MAX_STEPS_PER_FRAME = 8;

    private final Workspace workspace;
    private final Playback playback;
    private final AnimationTimer timer;
    private final InvalidationListener playingListener = observable -> playingChanged();
    private final InvalidationListener focusListener = observable -> restartFromCursor();
    private OpenDocument<?> playingDocument;
    private double travelled;
    private double carried;
    private long lastNanos = -1;
    private double lastSet = Double.NaN;
    private boolean handedOver;

    public PlaybackClock(Workspace workspace, Playback playback) {
        this.workspace = workspace;
        this.playback = playback;
        this.timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                frame(now);
            }
        };
        playback.playingProperty().addListener(playingListener);
        workspace.focusedProperty().addListener(focusListener);
    }

    /** The preview panel steps playback from now on: this clock stops and never starts again. */
    public void handOver() {
        handedOver = true;
        timer.stop();
    }

    /** Whether a preview panel has taken playback over. */
    public boolean handedOver() {
        return handedOver;
    }

    private Clip focusedClip() {
        OpenDocument<?> focused = workspace.focused();
        return focused != null && focused.value() instanceof Clip clip ? clip : null;
    }

    private void playingChanged() {
        if (handedOver) {
            return;
        }
        if (!playback.playing()) {
            timer.stop();
            return;
        }
        Clip clip = focusedClip();
        if (clip == null) {
            playback.setPlaying(false);
            return;
        }
        OpenDocument<?> document = workspace.focused();
        boolean backwards = playback.speed() < 0;
        double cursor = document.timeCursor();
        boolean atEnd = backwards ? cursor <= 0 : cursor >= clip.length();
        if (playback.loopOf(clip) == LoopMode.ONCE && atEnd) {
            cursor = backwards ? clip.length() : 0;
            document.setTimeCursor(cursor);
        }
        playingDocument = document;
        travelled = Playback.travelledTo(cursor, clip.length(), backwards);
        carried = 0;
        lastNanos = -1;
        lastSet = Double.NaN;
        timer.start();
    }

    private void restartFromCursor() {
        if (playback.playing()) {
            playingChanged();
        }
    }

    private void frame(long now) {
        Clip clip = focusedClip();
        if (clip == null || workspace.focused() != playingDocument) {
            playback.setPlaying(false);
            return;
        }
        if (lastNanos < 0) {
            lastNanos = now;
            return;
        }
        LoopMode loop = playback.loopOf(clip);
        boolean backwards = playback.speed() < 0;
        if (playingDocument.timeCursor() != lastSet && !Double.isNaN(lastSet)) {
            // Someone scrubbed while it played: go on from there.
            travelled = Playback.travelledTo(playingDocument.timeCursor(), clip.length(), backwards);
        }
        carried += (now - lastNanos) / 1e9;
        lastNanos = now;
        int steps = 0;
        while (carried >= Playback.STEP && steps < MAX_STEPS_PER_FRAME) {
            carried -= Playback.STEP;
            travelled += Playback.STEP * Math.abs(playback.speed());
            steps++;
        }
        if (steps == MAX_STEPS_PER_FRAME) {
            carried = 0;
        }
        lastSet = Playback.clipTime(travelled, clip.length(), loop, backwards);
        playingDocument.setTimeCursor(lastSet);
        if (loop == LoopMode.ONCE && travelled >= clip.length()) {
            playback.setPlaying(false);
        }
    }

    /** Stops the timer and its listeners (the window closes). */
    public void dispose() {
        timer.stop();
        playback.playingProperty().removeListener(playingListener);
        workspace.focusedProperty().removeListener(focusListener);
    }
}
