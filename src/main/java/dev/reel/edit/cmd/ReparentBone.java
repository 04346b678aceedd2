package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.Rig;

/**
 * Moves a bone (with everything below it) under another parent. The bone keeps its local setup transform, so it
 * takes its place relative to the new parent as it was relative to the old one. The root bone stays the root, and
 * a bone cannot go under itself or its own descendants.
 */
public record ReparentBone(String bone, String parent) implements Command<Rig> {

    @Override
    public String label() {
        return "Reparent bone " + bone + " to " + parent;
    }

    @Override
    public Rig apply(Rig rig) {
        Bone moved = BoneParts.bone(rig, bone);
        BoneParts.bone(rig, parent);
        if (moved.isRoot()) {
            throw new IllegalArgumentException("the root bone " + bone + " has no parent");
        }
        if (BoneParts.isAtOrBelow(rig, parent, bone)) {
            throw new IllegalArgumentException(parent + " is " + bone + " or below it");
        }
        return BoneParts.changeBone(rig, bone, old -> old.withParent(parent));
    }
}
