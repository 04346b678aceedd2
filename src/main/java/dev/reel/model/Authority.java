package dev.reel.model;

/** Whether a transform track is only drawn or moves the node for real. */
public enum Authority implements Named {
    PRESENTATION("presentation"),
    SIMULATION("simulation");

    private final String word;

    Authority(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
