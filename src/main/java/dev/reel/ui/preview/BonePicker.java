package dev.reel.ui.preview;

import dev.reel.preview.Camera;
import dev.reel.preview.RigFigure;
import dev.reel.preview.Transform2D;

/**
 * Which bone of a posed rig a click in the view is on: the one whose drawn shape (the line from its joint to its
 * tip, or its joint circle for a bone of no length) passes nearest the mouse within {@link RigMode#HIT} view
 * pixels; of two as near, the one drawn later (a child over its parent). Used where the bones overlay is shown, so
 * what the artist sees drawn is what a click picks, as in Spine.
 */
final class BonePicker {
    private BonePicker() {
    }

    /** The clip path of the bone under view point ({@code x}, {@code y}), or null. */
    static String under(RigFigure figure, Camera camera, double x, double y) {
        if (figure == null) {
            return null;
        }
        String best = null;
        double bestDistance = RigMode.HIT;
        for (int bone = 0; bone < figure.boneCount(); bone++) {
            Transform2D world = figure.world(bone);
            double length = figure.lengths()[bone];
            double jointX = camera.viewX(world.x0());
            double jointY = camera.viewY(world.y0());
            double tipX = camera.viewX(world.a() * length + world.x0());
            double tipY = camera.viewY(world.b() * length + world.y0());
            double distance = RigMode.segmentDistance(x, y, jointX, jointY, tipX, tipY);
            if (distance <= bestDistance) {
                best = figure.bonePaths().get(bone);
                bestDistance = distance;
            }
        }
        return best;
    }
}
