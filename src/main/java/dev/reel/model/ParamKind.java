package dev.reel.model;

/** The type of a controller parameter. */
public enum ParamKind implements Named {
    FLOAT("float"),
    INT("int"),
    BOOL("bool"),
    TRIGGER("trigger");

    private final String word;

    ParamKind(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
