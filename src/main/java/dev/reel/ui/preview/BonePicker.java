package dev.reel.ui.preview;

import dev.reel.preview.Camera;
import dev.reel.preview.RigFigure;
import dev.reel.preview.Transform2D;

/**
 * Which bone of a posed rig a click in the view is on: the one whose joint circle is nearest the mouse within
 * {@link RigMode#HIT} view pixels, else the one whose line from joint to tip passes nearest within that reach; of
 * two as near, the one drawn later (a child over its parent). Used where the bones overlay is shown, so
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
        // Scores: a joint within reach scores its distance less the reach (below 0), a bone its distance.
        for (int bone = 0; bone < figure.boneCount(); bone++) {
            Transform2D world = figure.world(bone);
            double length = figure.lengths()[bone];
            double jointX = camera.viewX(world.x0());
            double jointY = camera.viewY(world.y0());
            double tipX = camera.viewX(world.a() * length + world.x0());
            double tipY = camera.viewY(world.b() * length + world.y0());
            double joint = Math.hypot(x - jointX, y - jointY);
            // A joint under the mouse wins over a bone passing near it: the tip of an IK chain sits on its
            // target's joint, and the target is what a click there means.
            double distance = joint <= RigMode.HIT ? joint - RigMode.HIT
                    : segmentDistance(x, y, jointX, jointY, tipX, tipY);
            if (distance <= bestDistance) {
                best = figure.bonePaths().get(bone);
                bestDistance = distance;
            }
        }
        return best;
    }

    /** The distance in the view from point p to the segment from a to b. */
    static double segmentDistance(double px, double py, double ax, double ay, double bx, double by) {
        double vx = bx - ax;
        double vy = by - ay;
        double squared = vx * vx + vy * vy;
        double t = squared == 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / squared));
        return Math.hypot(px - (ax + t * vx), py - (ay + t * vy));
    }
}
