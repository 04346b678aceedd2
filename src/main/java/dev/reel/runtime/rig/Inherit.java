package dev.reel.runtime.rig;

/**
 * How a bone takes its parent's world transform (Spine's five modes; formulas in docs/formats.md "Posing a rig").
 * The position always follows the parent's whole transform; the modes differ in the 2×2 part.
 */
public enum Inherit {
    /** The parent's whole transform: world = parent × local. */
    NORMAL("normal"),
    /** Only the parent's translation: the bone's own rotation, scale and shear are its world ones. */
    ONLY_TRANSLATION("onlyTranslation"),
    /** The parent's scale but not its rotation or a mirror. */
    NO_ROTATION_OR_REFLECTION("noRotationOrReflection"),
    /** The parent's rotation and mirror but not its scale. */
    NO_SCALE("noScale"),
    /** The parent's rotation but neither its scale nor a mirror. */
    NO_SCALE_OR_REFLECTION("noScaleOrReflection");

    private final String word;

    Inherit(String word) {
        this.word = word;
    }

    /** The word the file format writes for this mode. */
    public String word() {
        return word;
    }

    /** The mode a word names, or null for a word that names none. */
    public static Inherit ofWord(String word) {
        for (Inherit mode : values()) {
            if (mode.word.equals(word)) {
                return mode;
            }
        }
        return null;
    }
}
