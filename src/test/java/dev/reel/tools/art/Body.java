package dev.reel.tools.art;

/**
 * Joint positions of one posed figure in logical pixels.
 *
 * @param headTilt how far the head leans forward from upright, in degrees
 * @param lean     how far the torso leans forward from upright, in degrees
 */
record Body(Point hip, Point neck, Point shoulder, Point head, double headTilt, double lean,
            Leg nearLeg, Leg farLeg, Arm nearArm, Arm farArm) {

    /** One leg's joints; {@code shinAngle} and {@code footAngle} are absolute, 0 pointing down. */
    record Leg(Point hip, Point knee, Point ankle, Point toe, Point heel, double shinAngle, double footAngle) {
    }

    /** One arm's joints; {@code forearmAngle} is absolute, 0 pointing down. */
    record Arm(Point shoulder, Point elbow, Point hand, double forearmAngle) {
    }

    /** A point on the head given in head-relative pixels: {@code forward} toward the face, {@code up} to the crown. */
    Point onHead(double forward, double up) {
        Point forwardAxis = Point.direction(90 - headTilt);
        Point upAxis = Point.direction(180 - headTilt);
        return head.plus(forwardAxis.times(forward)).plus(upAxis.times(up));
    }

    /** A point on the torso: {@code along} from hip (0) to neck (1), {@code forward} pixels toward the chest. */
    Point onTorso(double along, double forward) {
        return hip.lerp(neck, along).plus(Point.direction(90 - lean).times(forward));
    }
}
