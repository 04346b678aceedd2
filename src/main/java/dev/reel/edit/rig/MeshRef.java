package dev.reel.edit.rig;

import java.util.Objects;

/**
 * Which mesh attachment of a rig an edit addresses: the skin holding it, its slot and its name (the same three
 * names a deform track's property {@code deform/SKIN/SLOT/ATTACHMENT} uses).
 */
public record MeshRef(String skin, String slot, String attachment) {
    public MeshRef {
        Objects.requireNonNull(skin, "skin");
        Objects.requireNonNull(slot, "slot");
        Objects.requireNonNull(attachment, "attachment");
    }

    @Override
    public String toString() {
        return skin + "/" + slot + "/" + attachment;
    }
}
