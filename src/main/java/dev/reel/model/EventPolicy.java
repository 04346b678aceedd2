package dev.reel.model;

/** Whose events run while a state blends in. */
public enum EventPolicy implements Named {
    DOMINANT("dominant"),
    BOTH("both"),
    INCOMING("incoming");

    private final String word;

    EventPolicy(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
