package dev.reel.model.rig;

import dev.reel.model.Extras;

/** What a skin shows in a slot under a name: a {@link RegionAttachment} or a {@link MeshAttachment}. */
public sealed interface Attachment permits RegionAttachment, MeshAttachment {
    /** The attachment's name, unique within its skin and slot; a slot's {@code attachment} names it. */
    String name();

    /** The name of the slot the attachment belongs to. */
    String slot();

    /** The sprite asset drawn, a project-relative {@code SHEET.png#cell} path. */
    String sprite();

    Extras extras();
}
