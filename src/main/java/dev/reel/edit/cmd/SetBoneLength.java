package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.rig.Rig;

/** Sets a bone's length (0 or more); typing or scrubbing it merges into one step. */
public record SetBoneLength(String bone, double length) implements Command<Rig> {

    @Override
    public String label() {
        return "Set length of " + bone;
    }

    @Override
    public Rig apply(Rig rig) {
        double checked = Require.notNegative(Require.finite(length, "length"), "length");
        return BoneParts.changeBone(rig, bone, old -> old.withLength(checked));
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("bone-length:" + bone, 0);
    }
}
