package dev.reel.model.rig;

import dev.reel.model.Extras;

/**
 * A sheet cell drawn whole on its slot's bone, placed by an offset, a rotation and a scale in the bone's space;
 * its size is the cell's, and its pivot is the cell's pivot.
 *
 * @param sprite   the cell, {@code SHEET.png#cell}, project-relative
 * @param rotation radians
 */
public record RegionAttachment(String name, String slot, String sprite, double x, double y, double rotation,
                               double scaleX, double scaleY, Extras extras) implements Attachment {

    public RegionAttachment {
        extras = extras == null ? Extras.NONE : extras;
    }

    /** A region at the bone's origin, unrotated and unscaled. */
    public static RegionAttachment of(String name, String slot, String sprite) {
        return new RegionAttachment(name, slot, sprite, 0, 0, 0, 1, 1, Extras.NONE);
    }
}
