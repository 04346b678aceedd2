package dev.reel.tools.art;

/** Pose sequences shared by every figure: the run cycle, the breathing idle, the jump and the sword swing. */
final class Motions {

    /** Frame count of the sword swing. */
    static final int ATTACK_FRAMES = 5;
    /** The swing frame on which the blade connects: the one drawn with the full slash arc. */
    static final int ATTACK_HIT_FRAME = 2;

    // One leg over a two-step cycle, sampled at eighths: contact, down, pass, up, then the same leg
    // trailing, kicking up, swinging through and reaching forward again. Ankles keep the stance foot flat.
    private static final double[] THIGH = {30, 14, -6, -30, -36, -22, 24, 66};
    private static final double[] KNEE = {6, 48, 28, 8, 48, 108, 112, 92};
    private static final double[] ANKLE = {4, -34, -24, 32, 1, 10, -8, -6};

    private Motions() {
    }

    /** The run at {@code phase} in [0, 1): the near leg strikes the ground at 0, the far leg at 0.5. */
    static Pose run(double phase) {
        return run(phase, 1);
    }

    /**
     * The run with the near arm's swing scaled by {@code nearSwing}: figures carrying a sword or a staff keep
     * that hand steadier in front of them.
     */
    static Pose run(double phase, double nearSwing) {
        Pose.Leg near = runLeg(phase);
        Pose.Leg far = runLeg(phase + 0.5);
        Pose.Arm swinging = runArm(phase + 0.5);
        Pose.Arm nearArm = new Pose.Arm(30 + (swinging.upper() - 30) * nearSwing, 75 + (swinging.elbow() - 75) * nearSwing);
        Pose.Arm farArm = runArm(phase);
        double bounce = StrictMath.cos(2 * StrictMath.PI * 2 * phase);
        return new Pose(12 - bounce * 2, -6, near, far, nearArm, farArm, 0,
                StrictMath.sin(2 * StrictMath.PI * 2 * phase), 1, 0, 0);
    }

    /** The idle at {@code phase} in [0, 1): one slow breath, the chest rising and the arms drifting with it. */
    static Pose idle(double phase) {
        double angle = 2 * StrictMath.PI * phase;
        double breath = (1 - StrictMath.cos(angle)) / 2;
        Pose.Leg near = new Pose.Leg(16 + breath * 2, 16 + breath * 6, 0);
        Pose.Leg far = new Pose.Leg(-12, 6 + breath * 3, 0);
        Pose.Arm nearArm = new Pose.Arm(14 + breath * 6, 62 - breath * 8);
        Pose.Arm farArm = new Pose.Arm(-10 - breath * 5, 22 + breath * 8);
        return new Pose(2 + breath * 2, -2 - breath * 3, flat(near), flat(far), nearArm, farArm, 0,
                StrictMath.sin(angle), 0, breath, 0);
    }

    /**
     * The jump's rising frame: one knee driven up, the other leg trailing, arms thrown up, cloth dragged down;
     * a held item points along {@code held} (absolute degrees).
     */
    static Pose jumpRising(double held) {
        Pose.Arm near = new Pose.Arm(100, 35);
        return new Pose(4, -10, new Pose.Leg(78, 100, 15), new Pose.Leg(-18, 30, 45),
                near, new Pose.Arm(-45, 30), held - near.upper() - near.elbow(), -1, 0.6, 0.6, 0);
    }

    /** The jump's falling frame: legs reaching down for the landing, arms up for balance, cloth floating up. */
    static Pose jumpFalling(double held) {
        Pose.Arm near = new Pose.Arm(128, -30);
        return new Pose(-4, 10, new Pose.Leg(30, 18, 20), new Pose.Leg(-22, 72, 30),
                near, new Pose.Arm(205, -15), held - near.upper() - near.elbow(), 1, 0.4, 0.3, 0);
    }

    /**
     * One frame of the overhead sword swing: wind-up behind the head, the swing with a smear, the hit with the
     * full slash arc, the follow-through low in front and the recovery back toward guard.
     */
    static Pose attack(int frame) {
        return switch (frame) {
            case 0 -> swing(-10, new Pose.Arm(172, 55), 245, 0, 0.2);
            case 1 -> swing(4, new Pose.Arm(150, 12), 155, 1, 0.7);
            case ATTACK_HIT_FRAME -> swing(12, new Pose.Arm(92, -4), 62, 2, 1);
            case 3 -> swing(16, new Pose.Arm(48, 4), 25, 0, 0.9);
            case 4 -> swing(6, new Pose.Arm(26, 62), 150, 0, 0.4);
            default -> throw new IllegalArgumentException("the swing has " + ATTACK_FRAMES + " frames, not frame " + frame);
        };
    }

    /** A lunge pose: {@code drive} 0 weight on the back foot to 1 weight over the front knee; {@code blade} is absolute. */
    private static Pose swing(double lean, Pose.Arm nearArm, double blade, int slash, double drive) {
        Pose.Leg front = flat(new Pose.Leg(30 + drive * 8, 18 + drive * 22, 0));
        // The back heel lifts as the weight drives forward onto the front knee.
        Pose.Leg back = new Pose.Leg(-26 - drive * 6, 6, -32 - drive * 6 + drive * 25);
        Pose.Arm farArm = new Pose.Arm(-30 + drive * 60, 40);
        double grip = blade - (nearArm.upper() + nearArm.elbow());
        return new Pose(lean, -lean * 0.4, front, back, nearArm, farArm, grip, 1 - 2 * drive, 0.3, 0, slash);
    }

    /** Sets the ankle so the foot lies flat on the ground. */
    private static Pose.Leg flat(Pose.Leg leg) {
        return new Pose.Leg(leg.thigh(), leg.knee(), leg.thigh() - leg.knee());
    }

    private static Pose.Leg runLeg(double phase) {
        return new Pose.Leg(loop(THIGH, phase), loop(KNEE, phase), loop(ANKLE, phase));
    }

    /** An arm swings opposite the leg on its side: forward while that leg trails. */
    private static Pose.Arm runArm(double phase) {
        double swing = StrictMath.cos(2 * StrictMath.PI * (phase - 0.04));
        double upper = 8 + 42 * swing;
        return new Pose.Arm(upper, 85 + 25 * swing);
    }

    /** Samples a looping key list at {@code phase} with a Catmull-Rom curve, so the cycle has no seam. */
    static double loop(double[] keys, double phase) {
        int count = keys.length;
        double position = (phase - StrictMath.floor(phase)) * count;
        int index = (int) StrictMath.floor(position);
        double t = position - index;
        double p0 = keys[Math.floorMod(index - 1, count)];
        double p1 = keys[index % count];
        double p2 = keys[(index + 1) % count];
        double p3 = keys[(index + 2) % count];
        return 0.5 * (2 * p1 + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t
                + (-p0 + 3 * p1 - 3 * p2 + p3) * t * t * t);
    }
}
