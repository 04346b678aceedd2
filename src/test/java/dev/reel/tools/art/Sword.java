package dev.reel.tools.art;

/** The knight's sword and the white arc it leaves on the hit frame of a swing. */
final class Sword {

    private Sword() {
    }

    /** A blade of {@code length} from the fist at {@code hand} pointing along {@code degrees}, with a gold hilt. */
    static void draw(PixelCanvas canvas, Point hand, double degrees, double length) {
        Point guard = hand.toward(degrees, 2.4);
        Point tip = hand.toward(degrees, length);
        canvas.paint(Region.disc(hand.toward(degrees, -2.6), 1.4), Palette.GOLD);
        canvas.paint(Region.capsule(guard, tip, 1.9, 1.0), Palette.STEEL);
        canvas.paint(Region.capsule(guard.toward(degrees + 90, 2.4), guard.toward(degrees - 90, 2.4), 1.3), Palette.GOLD);
    }

    /**
     * The swing's trail: a crescent swept by the blade tip around the shoulder, ending at the blade's current angle;
     * {@code slash} 1 is a thin smear, 2 the full hit arc.
     */
    static void slash(PixelCanvas canvas, Body body, Pose pose, double length) {
        Point centre = body.shoulder();
        Body.Arm arm = body.nearArm();
        Point tip = arm.hand().toward(arm.forearmAngle() + pose.grip(), length);
        double reach = distance(centre, tip) + 1;
        double end = angleOf(centre, tip);
        double sweep = pose.slash() == 2 ? 140 : 80;
        double thickness = pose.slash() == 2 ? 8 : 4;
        double middle = end + sweep / 2;
        // Outer disc minus the same disc pushed away from the middle of the sweep: a crescent, thickest mid-swing.
        Region arc = sector(centre, reach, end, end + sweep).minus(Region.disc(centre.toward(middle, -thickness), reach));
        canvas.fill(arc, Palette.SLASH_EDGE);
        canvas.fill(arc.minus(Region.disc(centre.toward(middle, -thickness * 0.45), reach)), Palette.SLASH_CORE);
    }

    private static Region sector(Point centre, double radius, double from, double to) {
        Region disc = Region.disc(centre, radius);
        return (x, y) -> {
            if (!disc.contains(x, y)) {
                return false;
            }
            double angle = angleOf(centre, new Point(x, y));
            double relative = ((angle - from) % 360 + 360) % 360;
            return relative <= to - from;
        };
    }

    /** The angle from {@code from} to {@code to} in this package's convention: 0 down, 90 forward. */
    static double angleOf(Point from, Point to) {
        return StrictMath.toDegrees(StrictMath.atan2(to.x() - from.x(), to.y() - from.y()));
    }

    private static double distance(Point a, Point b) {
        return StrictMath.hypot(a.x() - b.x(), a.y() - b.y());
    }
}
