package dev.reel.model;

/** How a bezier key's tangent handles are made. */
public enum TangentMode implements Named {
    AUTO("auto"),
    LINEAR("linear"),
    FREE("free");

    private final String word;

    TangentMode(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
