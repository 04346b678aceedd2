package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.rig.Rig;

/** Sets an IK constraint's setup mix, 0 to 1; typing or scrubbing it merges into one step. */
public record SetIkMix(String ik, double mix) implements Command<Rig> {

    @Override
    public String label() {
        return "Set mix of " + ik;
    }

    @Override
    public Rig apply(Rig rig) {
        double checked = Require.finite(mix, "mix");
        if (checked < 0 || checked > 1) {
            throw new IllegalArgumentException("a mix lies from 0 to 1: " + mix);
        }
        return BoneParts.changeIk(rig, ik, old -> old.withMix(checked));
    }

    @Override
    public MergeKey mergeKey() {
        return new MergeKey("ik-mix:" + ik, 0);
    }
}
