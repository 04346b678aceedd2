package dev.reel.model;

/** The comparison of a transition condition. */
public enum CondOp implements Named {
    EQ("eq"),
    NE("ne"),
    GT("gt"),
    GE("ge"),
    LT("lt"),
    LE("le");

    private final String word;

    CondOp(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
