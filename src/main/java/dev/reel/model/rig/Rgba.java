package dev.reel.model.rig;

/** A colour of a rig: red, green, blue and alpha, each from 0 to 1, written {@code [r,g,b,a]}. */
public record Rgba(double r, double g, double b, double a) {
    /** Opaque white, a slot's colour unless the file says otherwise (it leaves the attachment's pixels as they are). */
    public static final Rgba WHITE = new Rgba(1, 1, 1, 1);

    /** The four lanes in file order. */
    public double[] lanes() {
        return new double[] {r, g, b, a};
    }
}
