package dev.reel.model;

/** How a sheet's texture is sampled when scaled. */
public enum Filter implements Named {
    NEAREST("nearest"),
    LINEAR("linear");

    private final String word;

    Filter(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
