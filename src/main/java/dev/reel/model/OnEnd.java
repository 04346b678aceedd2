package dev.reel.model;

/**
 * What a track leaves behind when its clip ends or stops, or when the controller state playing it is left.
 * {@link #AUTO} is a track without {@code onEnd}: a player keeps the last value, as with {@link #HOLD}, while a
 * controller puts the property back to its default once no active state animates it (see docs/formats.md,
 * "Returning to defaults"); an explicit {@code hold} keeps the value there too.
 */
public enum OnEnd implements Named {
    AUTO("auto"),
    HOLD("hold"),
    RESTORE("restore");

    private final String word;

    OnEnd(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
