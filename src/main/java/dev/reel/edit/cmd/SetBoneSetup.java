package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.rig.Rig;

/**
 * Sets a bone's setup transform (position, rotation, scale; shear stays), in its parent's space: what a move,
 * rotate or scale gizmo drag on a rig gives on release.
 */
public record SetBoneSetup(String bone, double x, double y, double rotation, double scaleX, double scaleY)
        implements Command<Rig> {

    @Override
    public String label() {
        return "Pose bone " + bone;
    }

    @Override
    public Rig apply(Rig rig) {
        double[] values = {x, y, rotation, scaleX, scaleY};
        for (double value : values) {
            Require.finite(value, "setup transform of " + bone);
        }
        return BoneParts.changeBone(rig, bone,
                old -> old.withTransform(x, y, rotation, scaleX, scaleY, old.shearX(), old.shearY()));
    }
}
