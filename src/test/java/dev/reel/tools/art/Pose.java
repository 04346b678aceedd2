package dev.reel.tools.art;

/**
 * Everything one frame of a figure needs: joint angles in degrees (0 is straight down, positive turns toward
 * the facing side) plus a few cloth and effect settings that costumes read.
 *
 * @param lean    torso tilt forward from upright
 * @param headTilt head tilt forward relative to the torso
 * @param grip    angle of a held item relative to the forearm
 * @param sway    cloth and plume swing, -1 (back) to 1 (forward)
 * @param flow    how far cloth trails behind, 0 hanging to 1 streaming
 * @param breath  chest rise, 0 to 1
 * @param slash   0 no effect, 1 a motion smear behind a swung item, 2 the full slash arc of a hit
 */
record Pose(double lean, double headTilt, Leg nearLeg, Leg farLeg, Arm nearArm, Arm farArm,
            double grip, double sway, double flow, double breath, int slash) {

    /** A leg: thigh angle, knee bend (the shin folds backward) and toe pointing down past square to the shin. */
    record Leg(double thigh, double knee, double ankle) {
    }

    /** An arm: upper arm angle and elbow bend (the forearm folds forward). */
    record Arm(double upper, double elbow) {
    }

    Pose withGrip(double newGrip) {
        return new Pose(lean, headTilt, nearLeg, farLeg, nearArm, farArm, newGrip, sway, flow, breath, slash);
    }
}
