package dev.reel.ui.playback;

import dev.reel.model.Kind;
import dev.reel.model.Value;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.RigProperty;
import dev.reel.model.rig.Slot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The slot fields a rig clip's bone nodes have, so the Inspector keys a slot's attachment and colour like any
 * field: each slot on the bone at a path gives {@code slot/NAME.attachment} (enum) and {@code slot/NAME.color}
 * (color), whose value before any key is the slot's setup attachment and colour. Worked out once per rig value
 * (the preview asks for every node's fields every frame).
 */
final class SlotFields {
    private Rig indexed;
    private Map<String, List<PreviewRig.Field>> byPath = Map.of();
    private Map<String, Value> setup = Map.of();

    /** The slot fields of the bone at {@code path} of {@code rig} (null: none). */
    List<PreviewRig.Field> of(Rig rig, String path) {
        index(rig);
        return byPath.getOrDefault(path, List.of());
    }

    /** The setup value of slot field {@code property} on {@code path}, or null when it is not one of {@code rig}. */
    Value setup(Rig rig, String path, String property) {
        index(rig);
        return setup.get(path + ":" + property);
    }

    private void index(Rig rig) {
        if (rig == indexed) {
            return;
        }
        indexed = rig;
        Map<String, List<PreviewRig.Field>> fields = new HashMap<>();
        Map<String, Value> values = new HashMap<>();
        if (rig != null) {
            for (Slot slot : rig.slots()) {
                int bone = rig.boneIndex(slot.bone());
                String path = bone < 0 ? null : rig.bonePath(bone);
                if (path == null) {
                    continue;
                }
                String attachment = new RigProperty(RigProperty.Part.SLOT_ATTACHMENT, slot.name(), null, null, null)
                        .text();
                String color = new RigProperty(RigProperty.Part.SLOT_COLOR, slot.name(), null, null, null).text();
                List<PreviewRig.Field> onBone = fields.computeIfAbsent(path, key -> new ArrayList<>());
                onBone.add(new PreviewRig.Field(attachment, Kind.ENUM));
                onBone.add(new PreviewRig.Field(color, Kind.COLOR));
                if (!slot.attachment().isEmpty()) {
                    values.put(path + ":" + attachment, new Value.Symbol(slot.attachment()));
                }
                values.put(path + ":" + color, Value.Vec.of(slot.color().r(), slot.color().g(), slot.color().b(),
                        slot.color().a()));
            }
        }
        byPath = fields;
        setup = values;
    }
}
