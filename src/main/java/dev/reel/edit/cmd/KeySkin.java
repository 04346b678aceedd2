package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.Value;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.RigProperty;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;

import java.util.ArrayList;
import java.util.List;

/**
 * Key Skin: keys, at one time of a rig clip, the attachment of every slot a skin changes, as {@code
 * slot/NAME.attachment} keys on the slot's bone path (a skin is keyable per slot as its attachment). A slot the
 * skin changes is one the skin has an attachment for; the key names the skin's attachment of the slot's setup name
 * when it has one, else the skin's first attachment for that slot. The {@code default} skin keys every slot's setup
 * attachment (a slot showing nothing is keyed only if the default skin has one for it). One undo step.
 */
public final class KeySkin implements Command<Clip> {
    private final String skin;
    private final KeyFields keys;

    public KeySkin(Rig rig, String skin, double time) {
        this.skin = skin;
        List<KeyFields.Field> fields = fields(rig, skin);
        if (fields.isEmpty()) {
            throw new IllegalArgumentException("skin " + skin + " changes no slot");
        }
        this.keys = new KeyFields(time, fields);
    }

    /** The attachment keys skin {@code skinName} of {@code rig} gives, slot by slot in the rig's slot order. */
    public static List<KeyFields.Field> fields(Rig rig, String skinName) {
        Skin skin = rig.skin(skinName);
        if (skin == null) {
            throw new IllegalArgumentException("the rig has no skin " + skinName);
        }
        List<KeyFields.Field> fields = new ArrayList<>();
        for (Slot slot : rig.slots()) {
            String name = null;
            for (Attachment attachment : skin.attachments()) {
                if (attachment.slot().equals(slot.name())) {
                    if (attachment.name().equals(slot.attachment())) {
                        name = attachment.name();
                        break;
                    }
                    if (name == null) {
                        name = attachment.name();
                    }
                }
            }
            int bone = rig.boneIndex(slot.bone());
            String path = bone < 0 ? null : rig.bonePath(bone);
            if (name == null || path == null) {
                continue;
            }
            RigProperty property = new RigProperty(RigProperty.Part.SLOT_ATTACHMENT, slot.name(), null, null, null);
            fields.add(new KeyFields.Field(path, property.text(), property.kind(), new Value.Symbol(name)));
        }
        return fields;
    }

    public List<KeyFields.Field> keyed() {
        return keys.fields();
    }

    @Override
    public String label() {
        return "Key skin " + skin;
    }

    @Override
    public Clip apply(Clip clip) {
        return keys.apply(clip);
    }
}
