package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.Rig;

import java.util.ArrayList;
import java.util.List;

/**
 * Adds a bone under {@code parent} with its setup transform in the parent's space (what the Bone tool's drag from
 * the parent's tip makes: the press is the new bone's origin, the release its tip). The bone goes at the end of
 * the rig's bones, so the indices weighted meshes use stay as they were.
 */
public record AddBone(String parent, String name, double x, double y, double rotation, double length)
        implements Command<Rig> {

    @Override
    public String label() {
        return "Add bone " + name;
    }

    @Override
    public Rig apply(Rig rig) {
        BoneParts.bone(rig, parent);
        BoneParts.freeBoneName(rig, name, null);
        if (rig.bones().size() >= Rig.MAX_BONES) {
            throw new IllegalArgumentException("a rig holds at most " + Rig.MAX_BONES + " bones");
        }
        Bone bone = Bone.of(name, parent).withLength(Require.notNegative(length, "length"))
                .withTransform(Require.finite(x, "x"), Require.finite(y, "y"), Require.finite(rotation, "rotation"),
                        1, 1, 0, 0);
        List<Bone> bones = new ArrayList<>(rig.bones());
        bones.add(bone);
        return rig.withBones(bones);
    }

    /** The name the next bone under {@code parent} gets: {@code bone}, {@code bone2}… */
    public static String nextName(Rig rig) {
        return BoneParts.unusedBoneName(rig, "bone");
    }
}
