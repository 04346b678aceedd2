package dev.reel.doc;

/** The canonical text of numbers Reel writes. */
public final class Numbers {
    private Numbers() {
    }

    /** The shortest text that reads back as exactly {@code value}: {@code 1}, {@code 0.15}, {@code -2.5}, {@code 1e-9}. */
    public static String format(double value) {
        throw new UnsupportedOperationException("not yet");
    }
}
