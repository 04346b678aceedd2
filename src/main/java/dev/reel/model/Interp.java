package dev.reel.model;

/** How the segment that starts at a key is shaped. */
public enum Interp implements Named {
    BEZIER("bezier"),
    LINEAR("linear"),
    STEP("step");

    private final String word;

    Interp(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
