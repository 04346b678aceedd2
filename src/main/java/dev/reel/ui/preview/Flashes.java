package dev.reel.ui.preview;

import dev.reel.preview.EventFlash;
import dev.reel.preview.Transform2D;

import java.util.ArrayList;
import java.util.List;

/** The event flashes the preview shows: each event's name where the node was, fading over its lifetime. */
final class Flashes {
    /** An event flash and when (panel seconds) it started. */
    private record Active(String label, double x, double y, double born) {
    }

    private final List<Active> active = new ArrayList<>();

    /** Starts a flash of {@code label} at the origin of {@code world}, at panel time {@code now}. */
    void add(String label, Transform2D world, double now) {
        active.add(new Active(label, world.x0(), world.y0(), now));
    }

    boolean isEmpty() {
        return active.isEmpty();
    }

    void clear() {
        active.clear();
    }

    /** The flashes still alive at {@code now}, as the renderer draws them; the dead ones are dropped. */
    List<EventFlash> shown(double now) {
        active.removeIf(flash -> now - flash.born() > EventFlash.LIFETIME);
        List<EventFlash> shown = new ArrayList<>();
        for (Active flash : active) {
            shown.add(EventFlash.of(flash.x(), flash.y(), now - flash.born(), flash.label()));
        }
        return shown;
    }
}
