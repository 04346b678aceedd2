package dev.reel.model.rig;

import dev.reel.model.Extras;

/**
 * A place on a bone where one attachment at a time is drawn. The setup draw order is the slots' order in the rig.
 *
 * @param name       unique among the rig's slots, not empty, without {@code /} or {@code .}
 * @param bone       the name of the bone the slot sits on
 * @param color      multiplied with the attachment's pixels (white leaves them as they are)
 * @param attachment the name of the attachment shown in the setup pose, looked up in the skins; "" shows nothing
 */
public record Slot(String name, String bone, Rgba color, String attachment, Extras extras) {

    public Slot {
        color = color == null ? Rgba.WHITE : color;
        attachment = attachment == null ? "" : attachment;
        extras = extras == null ? Extras.NONE : extras;
    }

    /** A white slot showing {@code attachment} ("" for nothing). */
    public static Slot of(String name, String bone, String attachment) {
        return new Slot(name, bone, Rgba.WHITE, attachment, Extras.NONE);
    }

    public Slot withColor(Rgba newColor) {
        return new Slot(name, bone, newColor, attachment, extras);
    }

    public Slot withAttachment(String newAttachment) {
        return new Slot(name, bone, color, newAttachment, extras);
    }

    public Slot withBone(String newBone) {
        return new Slot(name, newBone, color, attachment, extras);
    }
}
