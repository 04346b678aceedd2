package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Adds a slot on a bone showing a sprite: the slot goes last in the draw order (on top), and a region attachment
 * of the same name, at the bone's origin, unrotated and unscaled, goes in the {@value Skin#DEFAULT} skin (made if
 * the rig has none). What the Skeleton panel's Add Slot makes; the artist then turns the region into a mesh.
 *
 * @param sprite the cell, {@code SHEET.png#cell}, project-relative
 */
public record AddSlot(String bone, String name, String sprite) implements Command<Rig> {
    public AddSlot {
        Objects.requireNonNull(bone, "bone");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sprite, "sprite");
    }

    @Override
    public String label() {
        return "Add slot " + name + " on " + bone;
    }

    @Override
    public Rig apply(Rig rig) {
        BoneParts.bone(rig, bone);
        Require.name(name, "slot name");
        if (name.contains("/") || name.contains(".")) {
            throw new IllegalArgumentException("a slot name holds no / or .: " + name);
        }
        if (rig.slot(name) != null) {
            throw new IllegalArgumentException("another slot is named " + name);
        }
        if (rig.slots().size() >= Rig.MAX_SLOTS) {
            throw new IllegalArgumentException("a rig holds at most " + Rig.MAX_SLOTS + " slots");
        }
        if (sprite.isBlank()) {
            throw new IllegalArgumentException("a slot needs a sprite to show");
        }
        List<Slot> slots = new ArrayList<>(rig.slots());
        slots.add(Slot.of(name, bone, name));
        List<Skin> skins = new ArrayList<>(rig.skins());
        RegionAttachment region = RegionAttachment.of(name, name, sprite);
        int at = -1;
        for (int i = 0; i < skins.size(); i++) {
            if (skins.get(i).name().equals(Skin.DEFAULT)) {
                at = i;
            }
        }
        if (at < 0) {
            skins.add(0, new Skin(Skin.DEFAULT, List.of(region), null));
        } else {
            if (skins.get(at).attachment(name, name) != null) {
                throw new IllegalArgumentException("the default skin already holds an attachment " + name);
            }
            List<Attachment> attachments = new ArrayList<>(skins.get(at).attachments());
            attachments.add(region);
            skins.set(at, skins.get(at).withAttachments(attachments));
        }
        return rig.withSlots(slots).withSkins(skins);
    }

    /**
     * A free slot name made from {@code sprite}'s cell name ({@code sheet.png#arm} gives {@code arm}, then
     * {@code arm2}…; a whole PNG its file name without extension), with characters a slot name may not hold turned
     * into {@code _}.
     */
    public static String nameFor(Rig rig, String sprite) {
        String cell = sprite.contains("#") ? sprite.substring(sprite.lastIndexOf('#') + 1)
                : sprite.substring(sprite.lastIndexOf('/') + 1).replaceFirst("\\.[^.]*$", "");
        String base = cell.replace('/', '_').replace('.', '_').trim();
        if (base.isEmpty()) {
            base = "slot";
        }
        String name = base;
        for (int n = 2; rig.slot(name) != null; n++) {
            name = base + n;
        }
        return name;
    }
}
