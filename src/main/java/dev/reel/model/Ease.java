package dev.reel.model;

/** The curve a cross-fade's weight follows. */
public enum Ease implements Named {
    IN_OUT_QUAD("inOutQuad"),
    LINEAR("linear"),
    IN_QUAD("inQuad"),
    OUT_QUAD("outQuad"),
    IN_OUT_CUBIC("inOutCubic"),
    SMOOTHSTEP("smoothstep");

    private final String word;

    Ease(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
