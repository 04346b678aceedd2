package dev.reel.model;

/** When a clip event is delivered. */
public enum EventMode implements Named {
    GAMEPLAY("gameplay"),
    PRESENTATION("presentation"),
    PREVIEW("preview");

    private final String word;

    EventMode(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
