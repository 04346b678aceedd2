package dev.reel.model;

/** What a track leaves behind when its clip ends or stops. */
public enum OnEnd implements Named {
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
