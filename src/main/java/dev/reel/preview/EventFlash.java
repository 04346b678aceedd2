package dev.reel.preview;

/**
 * A preview event that fired {@code age} seconds ago at a world position: a square ring that grows and fades
 * over {@link #LIFETIME}, with the event's name beside it.
 *
 * @param label the event's name, drawn in SDL's built-in 8 px font; may be empty
 * @param argb  straight ARGB at age 0
 */
public record EventFlash(double x, double y, double age, String label, int argb) {

    /** Seconds a flash stays visible. */
    public static final double LIFETIME = 0.6;

    /** The ring's half side in view pixels at age 0, and how much it grows over the lifetime. */
    public static final int START_RADIUS = 4;
    public static final int GROWTH = 10;

    /** A flash in the editor's event colour. */
    public static EventFlash of(double x, double y, double age, String label) {
        return new EventFlash(x, y, age, label, 0xFFFF5FA0);
    }

    /** 1 when it fires, falling linearly to 0 at {@link #LIFETIME}; 0 outside. */
    public double strength() {
        return age < 0 || age >= LIFETIME ? 0 : 1 - age / LIFETIME;
    }

    /** The ring's half side in view pixels at this age. */
    public int radius() {
        return START_RADIUS + (int) Math.round(GROWTH * Math.min(1, Math.max(0, age / LIFETIME)));
    }
}
