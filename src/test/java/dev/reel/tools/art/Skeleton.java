package dev.reel.tools.art;

/** Turns a {@link Pose} into joint positions for one shared body: small-headed heroic proportions, 64 px tall canvas. */
final class Skeleton {

    static final double THIGH = 8.5;
    static final double SHIN = 8.5;
    static final double TORSO = 12;
    static final double SHOULDER_DROP = 2.5;
    static final double NECK = 1.5;
    static final double HEAD_RADIUS = 6;
    static final double UPPER_ARM = 6.5;
    static final double FOREARM = 6;
    static final double TOE = 4.5;
    static final double HEEL = 1.5;
    /** Far limbs sit a little behind the near ones so both stay readable where they cross. */
    static final double FAR_OFFSET = -1;

    private Skeleton() {
    }

    /** Joint positions for a body whose hip is at {@code hip}. */
    static Body solve(Pose pose, Point hip) {
        // Breathing in straightens the back a little, which lifts the shoulders and head by up to a pixel.
        Point neck = hip.toward(180 - pose.lean(), TORSO + pose.breath());
        Point shoulder = neck.toward(-pose.lean(), SHOULDER_DROP);
        double headAngle = 180 - pose.lean() * 0.5 - pose.headTilt();
        Point head = neck.toward(headAngle, NECK + HEAD_RADIUS);
        return new Body(hip, neck, shoulder, head, 180 - headAngle, pose.lean(),
                leg(hip, pose.nearLeg()), leg(hip.plus(FAR_OFFSET, 0), pose.farLeg()),
                arm(shoulder, pose.nearArm()), arm(shoulder.plus(FAR_OFFSET, 0), pose.farArm()));
    }

    private static Body.Leg leg(Point hip, Pose.Leg leg) {
        double shinAngle = leg.thigh() - leg.knee();
        double footAngle = shinAngle + 90 - leg.ankle();
        Point knee = hip.toward(leg.thigh(), THIGH);
        Point ankle = knee.toward(shinAngle, SHIN);
        return new Body.Leg(hip, knee, ankle, ankle.toward(footAngle, TOE), ankle.toward(footAngle, -HEEL),
                shinAngle, footAngle);
    }

    private static Body.Arm arm(Point shoulder, Pose.Arm arm) {
        double forearmAngle = arm.upper() + arm.elbow();
        Point elbow = shoulder.toward(arm.upper(), UPPER_ARM);
        return new Body.Arm(shoulder, elbow, elbow.toward(forearmAngle, FOREARM), forearmAngle);
    }
}
