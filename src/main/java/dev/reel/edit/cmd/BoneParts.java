package dev.reel.edit.cmd;

import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Rig;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * What the rig commands share: finding a bone or IK constraint by its name (a rig's names are its ids), checking
 * a new name, and replacing one bone. Bones keep their place in {@link Rig#bones()}, since a weighted mesh vertex
 * names its bones by index there; a new bone goes at the end.
 */
final class BoneParts {
    private BoneParts() {
    }

    static Bone bone(Rig rig, String name) {
        Bone bone = rig.bone(name);
        if (bone == null) {
            throw new IllegalArgumentException("no bone " + name);
        }
        return bone;
    }

    static IkConstraint ik(Rig rig, String name) {
        IkConstraint ik = rig.ik(name);
        if (ik == null) {
            throw new IllegalArgumentException("no IK constraint " + name);
        }
        return ik;
    }

    /** Checks that {@code name} is a valid bone name no other bone than {@code except} has. */
    static String freeBoneName(Rig rig, String name, String except) {
        Require.name(name, "bone name");
        if (name.contains("/")) {
            throw new IllegalArgumentException("a bone name holds no /: " + name);
        }
        if (!name.equals(except) && rig.bone(name) != null) {
            throw new IllegalArgumentException("another bone is named " + name);
        }
        return name;
    }

    /** A name for a new bone: {@code base}, else {@code base2}, {@code base3}… */
    static String unusedBoneName(Rig rig, String base) {
        if (rig.bone(base) == null) {
            return base;
        }
        for (int n = 2; ; n++) {
            if (rig.bone(base + n) == null) {
                return base + n;
            }
        }
    }

    /** The rig with bone {@code name} replaced by {@code change} applied to it, in its place. */
    static Rig changeBone(Rig rig, String name, UnaryOperator<Bone> change) {
        int at = rig.boneIndex(name);
        if (at < 0) {
            throw new IllegalArgumentException("no bone " + name);
        }
        List<Bone> bones = new ArrayList<>(rig.bones());
        bones.set(at, change.apply(bones.get(at)));
        return rig.withBones(bones);
    }

    static Rig changeIk(Rig rig, String name, UnaryOperator<IkConstraint> change) {
        List<IkConstraint> iks = new ArrayList<>(rig.iks());
        for (int i = 0; i < iks.size(); i++) {
            if (iks.get(i).name().equals(name)) {
                iks.set(i, change.apply(iks.get(i)));
                return rig.withIks(iks);
            }
        }
        throw new IllegalArgumentException("no IK constraint " + name);
    }

    /** Whether {@code bone} is {@code ancestor} or lies below it. */
    static boolean isAtOrBelow(Rig rig, String bone, String ancestor) {
        Bone at = rig.bone(bone);
        for (int steps = 0; at != null && steps <= rig.bones().size(); steps++) {
            if (at.name().equals(ancestor)) {
                return true;
            }
            at = at.parent() == null ? null : rig.bone(at.parent());
        }
        return false;
    }
}
