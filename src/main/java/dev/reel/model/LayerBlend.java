package dev.reel.model;

/** How a layer above the base combines with the layers under it. */
public enum LayerBlend implements Named {
    OVERRIDE("override"),
    ADDITIVE("additive");

    private final String word;

    LayerBlend(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
