package dev.reel.ui.control;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

import java.util.Locale;

/**
 * How the editor writes times, chosen once for the whole window (Edit ▸ Preferences…): as seconds
 * ({@code 0.333 s}) or as frames of the clip's rate ({@code 4 f}). {@link TimeFormat} does the writing and
 * reading; every ruler, cursor, field and list that shows a time listens to {@link #chosenProperty()}, so a change
 * shows at once in every open panel.
 */
public enum TimeNotation {
    /** Seconds with at most three decimals: {@code 0.333 s}. */
    SECONDS("seconds", "s"),
    /** Frames of the clip's rate with at most two decimals: {@code 4 f}. */
    FRAMES("frames", "f");

    private static final ObjectProperty<TimeNotation> CHOSEN =
            new SimpleObjectProperty<>(TimeNotation.class, "chosen", SECONDS);

    private final String word;
    private final String unit;

    TimeNotation(String word, String unit) {
        this.word = word;
        this.unit = unit;
    }

    /** The word kept in the settings file and shown in Preferences: {@code seconds}, {@code frames}. */
    public String word() {
        return word;
    }

    /** The unit written after a time and read after a typed number: {@code s}, {@code f}. */
    public String unit() {
        return unit;
    }

    /** The notation named {@code word} ({@code seconds}, {@code frames}, any case), or seconds for anything else. */
    public static TimeNotation of(String word) {
        return word != null && word.strip().toLowerCase(Locale.ROOT).equals(FRAMES.word) ? FRAMES : SECONDS;
    }

    /** The notation chosen for the window (seconds until the settings say otherwise). Set it on the FX thread. */
    public static ObjectProperty<TimeNotation> chosenProperty() {
        return CHOSEN;
    }

    /** The notation chosen now. */
    public static TimeNotation chosen() {
        return CHOSEN.get();
    }
}
