package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.rig.Rig;

/** Sets the bend direction of an IK constraint: positive bends as a clockwise rotation on screen. */
public record SetIkBend(String ik, boolean positive) implements Command<Rig> {

    @Override
    public String label() {
        return "Bend " + ik + (positive ? " positive" : " negative");
    }

    @Override
    public Rig apply(Rig rig) {
        return BoneParts.changeIk(rig, ik, old -> old.withBendPositive(positive));
    }
}
