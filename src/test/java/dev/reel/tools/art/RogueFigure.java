package dev.reel.tools.art;

/** The rogue: a hooded green cloak that trails when running, a moss tunic, leather boots and a dagger. */
final class RogueFigure implements Figure {

    @Override
    public void draw(PixelCanvas canvas, Pose pose, Point hip) {
        Body body = Skeleton.solve(pose, hip);
        cloak(canvas, body, pose);
        Limbs.arm(canvas, body.farArm(), Palette.MOSS.far(), 0);
        Limbs.hand(canvas, body.farArm(), Palette.LEATHER.far());
        Limbs.leg(canvas, body.farLeg(), Palette.DARK_LEATHER.far(), Palette.LEATHER.far(), 0);
        Limbs.leg(canvas, body.nearLeg(), Palette.DARK_LEATHER, Palette.LEATHER, 0);
        canvas.paint(Limbs.torso(body, 3.8, 4.4, pose.breath()), Palette.MOSS);
        canvas.paint(Region.capsule(body.onTorso(0.28, -4), body.onTorso(0.28, 4.3), 1.1), Palette.LEATHER);
        canvas.paint(Region.capsule(body.onTorso(0.9, -3.5), body.onTorso(0.35, 4), 0.7), Palette.LEATHER);
        hood(canvas, body, pose);
        Limbs.arm(canvas, body.nearArm(), Palette.MOSS, 0);
        Body.Arm arm = body.nearArm();
        dagger(canvas, arm.hand(), arm.forearmAngle() + pose.grip());
        Limbs.hand(canvas, arm, Palette.LEATHER);
        canvas.outline(Palette.OUTLINE);
    }

    /** The cloak hangs to the calves when still and streams out behind, its hem fluttering, when running. */
    private static void cloak(PixelCanvas canvas, Body body, Pose pose) {
        Point hip = body.hip();
        double flow = pose.flow();
        double sway = pose.sway();
        Point front = hip.plus(-1, 12).lerp(hip.plus(-5, 8), flow).plus(sway * 0.6, 0);
        Point back = hip.plus(-8.5, 12).lerp(hip.plus(-17, 0), flow).plus(sway * 0.8, -sway * 1.6 * flow);
        Point middle = front.lerp(back, 0.5).plus(-sway * 0.6, 1.6 - sway * 0.8 * flow);
        Point shoulder = body.neck().plus(-6.5, 4).lerp(body.neck().plus(-8, 4), flow);
        Region cloak = Region.polygon(body.neck().plus(2, 1), body.neck().plus(-3, -0.5), shoulder, back, middle, front,
                hip.plus(2, 2));
        canvas.paint(cloak, Palette.FOREST.far());
    }

    private static void hood(PixelCanvas canvas, Body body, Pose pose) {
        Limbs.head(canvas, body, Palette.SKIN);
        Region opening = Region.disc(body.onHead(4.4, -1.4), 4.4);
        // The hood's rim casts a shadow across the brow; the eye still shows beneath it.
        canvas.fill(Region.disc(body.head(), Skeleton.HEAD_RADIUS).and(opening)
                .and(Region.disc(body.onHead(1.2, 4.6), 5.0)), Palette.SKIN.shade());
        Limbs.eye(canvas, body);
        double tail = pose.flow() * 2 + pose.sway() * 0.6;
        Region hood = Region.disc(body.head(), Skeleton.HEAD_RADIUS + 1.1)
                .or(Region.polygon(body.onHead(-4, 4.5), body.onHead(-9 - tail, 2 - tail), body.onHead(-6, -3)))
                .minus(opening);
        canvas.paint(hood, Palette.FOREST);
        canvas.paint(Region.capsule(body.neck().plus(-3.5, 1.5), body.shoulder().plus(2.5, 0.5), 3.0, 2.6), Palette.FOREST);
    }

    private static void dagger(PixelCanvas canvas, Point hand, double degrees) {
        canvas.paint(Region.capsule(hand.toward(degrees, 2), hand.toward(degrees, 9), 1.6, 0.7), Palette.STEEL);
        canvas.paint(Region.capsule(hand.toward(degrees, 2).toward(degrees + 90, 1.8),
                hand.toward(degrees, 2).toward(degrees - 90, 1.8), 0.8), Palette.LEATHER);
    }
}
