package dev.reel.model;

/** What a clip does at its end. */
public enum LoopMode implements Named {
    ONCE("once"),
    LOOP("loop"),
    PING_PONG("pingPong");

    private final String word;

    LoopMode(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
