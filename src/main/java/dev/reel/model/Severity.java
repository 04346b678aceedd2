package dev.reel.model;

/** How bad a diagnostic is. */
public enum Severity implements Named {
    ERROR("error"),
    WARNING("warning"),
    INFO("info");

    private final String word;

    Severity(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
