package dev.reel.runtime;

import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;

/**
 * Hands a player's event occurrences to its listener as {@link FiredEvent}s, delivering gameplay events
 * found by a drawn pass (under unscaled time) as presentation events.
 */
final class EventRelay implements EventScanner.Sink {
    /** The mode mask of fixed steps: gameplay events only. */
    static final int GAMEPLAY = 1 << EventMode.GAMEPLAY.ordinal();

    private ClipPlayer player;
    private boolean drawnPass;

    /** The mode mask of draws: presentation, preview in the editor, gameplay under unscaled time. */
    static int drawnModes(boolean editor, TimeDomain domain) {
        int modes = 1 << EventMode.PRESENTATION.ordinal();
        if (editor) {
            modes |= 1 << EventMode.PREVIEW.ordinal();
        }
        if (domain == TimeDomain.UNSCALED) {
            modes |= GAMEPLAY;
        }
        return modes;
    }

    /**
     * Fires the occurrences of events whose mode is in {@code modes} in the window; a window that includes
     * presentation events is a drawn pass.
     */
    void scan(ClipPlayer source, double from, boolean inclusive, double to, int modes) {
        player = source;
        drawnPass = (modes & (1 << EventMode.PRESENTATION.ordinal())) != 0;
        EventScanner.scan(source.clip(), source.loopMode(), source.speed() < 0, from, inclusive, to, modes, this);
    }

    @Override
    public void occurrence(int eventIndex, int cycle, double position) {
        ClipEvent event = player.clip().events().get(eventIndex);
        EventMode mode = event.mode() == null ? EventMode.GAMEPLAY : event.mode();
        if (drawnPass && mode == EventMode.GAMEPLAY) {
            mode = EventMode.PRESENTATION;
        }
        player.listener().event(new FiredEvent(event, eventIndex, mode, cycle, position));
    }
}
