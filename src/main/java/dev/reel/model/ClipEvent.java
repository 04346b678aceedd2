package dev.reel.model;

/**
 * A named event at a time of a clip.
 *
 * @param payload the number passed with it, or null
 * @param mode    gameplay (default), presentation or preview
 */
public record ClipEvent(long id, double time, String name, Double payload, EventMode mode, Extras extras) {

    public static ClipEvent of(double time, String name) {
        return new ClipEvent(Ids.next(), time, name, null, EventMode.GAMEPLAY, Extras.NONE);
    }

    public ClipEvent withTime(double newTime) {
        return new ClipEvent(id, newTime, name, payload, mode, extras);
    }
}
