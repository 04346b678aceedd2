package dev.reel.model.rig;

import dev.reel.model.Named;

/** How a bone takes its parent's world transform, Spine's five modes (docs/formats.md, "Rigs"). */
public enum Inherit implements Named {
    /** The parent's whole world matrix: translation, rotation, scale, shear and reflection. */
    NORMAL("normal"),
    /** Only the parent's world position; the bone's own rotation and scale are world values. */
    ONLY_TRANSLATION("onlyTranslation"),
    /** The parent's position and scale, not its rotation nor a reflection. */
    NO_ROTATION_OR_REFLECTION("noRotationOrReflection"),
    /** The parent's position and rotation, not its scale; a reflection of the parent is kept. */
    NO_SCALE("noScale"),
    /** The parent's position and rotation, neither its scale nor its reflection. */
    NO_SCALE_OR_REFLECTION("noScaleOrReflection");

    private final String word;

    Inherit(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
