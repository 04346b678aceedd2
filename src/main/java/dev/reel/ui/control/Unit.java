package dev.reel.ui.control;

import dev.reel.model.Properties;

/**
 * The unit a property is shown and typed in, and its conversion from and to the unit files keep. Files keep
 * rotations in radians (what the runtime and renderer use); an artist reads and types degrees. Every view that
 * shows or takes a property's number converts here, and only here, at the edge of the UI.
 */
public enum Unit {
    /** Shown as stored. */
    PLAIN("", 1),
    /** Stored in radians, shown in degrees. */
    DEGREES("°", 180 / Math.PI),
    /** Stored as a share from 0 to 1 (a vertex's bone weight), shown as a percentage: {@code 70%}. */
    PERCENT("%", 100);

    private final String suffix;
    private final double perStored;

    Unit(String suffix, double perStored) {
        this.suffix = suffix;
        this.perStored = perStored;
    }

    /** The unit {@code property} is shown in: degrees for {@code transform.rotation}, otherwise as stored. */
    public static Unit of(String property) {
        return Properties.ROTATION.equals(property) ? DEGREES : PLAIN;
    }

    /** What follows a shown number: {@code °}, or nothing. */
    public String suffix() {
        return suffix;
    }

    /**
     * The stored value in this unit. Degrees are rounded to twelve significant digits, so that a value typed
     * as 30 reads back as 30 and not 29.999999999999996 after the trip through radians.
     */
    public double shown(double stored) {
        if (this == PLAIN || !Double.isFinite(stored) || stored == 0) {
            return stored;
        }
        double shown = this == DEGREES ? Math.toDegrees(stored) : stored * 100;
        return new java.math.BigDecimal(shown).round(new java.math.MathContext(12)).doubleValue();
    }

    /** The value a file keeps for {@code shown} in this unit. */
    public double stored(double shown) {
        return this == PLAIN ? shown : this == DEGREES ? Math.toRadians(shown) : shown / 100;
    }

    /** How many shown units one stored unit is (for scaling axes and drags). */
    public double perStored() {
        return perStored;
    }

    /** The stored value as people read it: {@code 30°}, {@code 4.69}, {@code 46.8%}. */
    public String text(double stored) {
        return readout(shown(stored)) + suffix;
    }

    /** A shown number rounded for reading: {@link Readout#number}, a percentage to one decimal ({@code 46.8}). */
    public String readout(double shown) {
        return this == PERCENT ? Readout.decimals(shown, 1) : Readout.number(shown);
    }

    /** Several stored lanes as people read them: {@code 1, 0.5}. */
    public String text(double[] stored) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < stored.length; i++) {
            text.append(i == 0 ? "" : ", ").append(text(stored[i]));
        }
        return text.toString();
    }
}
