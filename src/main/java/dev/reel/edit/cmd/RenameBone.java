package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Slot;

import java.util.ArrayList;
import java.util.List;

/**
 * Renames a bone to a name no other bone has, and every reference to it inside the rig: its children's parent,
 * its slots' bone, the IK constraints that hold it in their chain or aim at it. (Weighted mesh vertices name bones
 * by index and need nothing.) Clips that address the bone by path are other files and are not changed.
 */
public record RenameBone(String bone, String name) implements Command<Rig> {

    @Override
    public String label() {
        return "Rename bone " + name;
    }

    @Override
    public Rig apply(Rig rig) {
        BoneParts.bone(rig, bone);
        BoneParts.freeBoneName(rig, name, bone);
        Rig renamed = BoneParts.changeBone(rig, bone, old -> old.withName(name));
        renamed = renamed.withBones(renamed.bones().stream()
                .map(child -> bone.equals(child.parent()) ? child.withParent(name) : child).toList());
        List<Slot> slots = new ArrayList<>(renamed.slots());
        slots.replaceAll(slot -> slot.bone().equals(bone) ? slot.withBone(name) : slot);
        List<IkConstraint> iks = new ArrayList<>(renamed.iks());
        iks.replaceAll(ik -> new IkConstraint(ik.name(),
                ik.bones().stream().map(chained -> chained.equals(bone) ? name : chained).toList(),
                ik.target().equals(bone) ? name : ik.target(), ik.mix(), ik.bendPositive(), ik.stretch(),
                ik.compress(), ik.softness(), ik.iterations(), ik.extras()));
        return renamed.withSlots(slots).withIks(iks);
    }
}
