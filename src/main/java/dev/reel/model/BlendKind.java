package dev.reel.model;

/** How a blend-tree state places its motions: along one float parameter, or on the plane of two. */
public enum BlendKind implements Named {
    ONE_D("oneD"),
    TWO_D("twoD");

    private final String word;

    BlendKind(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
