package dev.reel.model.rig;

import dev.reel.model.Extras;

import java.util.List;

/**
 * A set of attachments by (slot, name). A slot's attachment name is looked up in the active skin first and then in
 * the skin named {@value #DEFAULT}.
 *
 * @param name        unique among the rig's skins, not empty, without {@code /} or {@code .}
 * @param attachments in file order; (slot, name) unique within the skin
 */
public record Skin(String name, List<Attachment> attachments, Extras extras) {

    /** The skin a name is looked up in when the active skin lacks it. */
    public static final String DEFAULT = "default";

    public Skin {
        attachments = List.copyOf(attachments);
        extras = extras == null ? Extras.NONE : extras;
    }

    /** The attachment named {@code name} of slot {@code slot}, or null. */
    public Attachment attachment(String slot, String name) {
        for (Attachment attachment : attachments) {
            if (attachment.slot().equals(slot) && attachment.name().equals(name)) {
                return attachment;
            }
        }
        return null;
    }

    public Skin withAttachments(List<Attachment> newAttachments) {
        return new Skin(name, newAttachments, extras);
    }
}
