package dev.reel.tools.art;

/** The engine's plain running figure: a sprinter in a red shirt, blue shorts and white shoes. */
final class RunnerFigure implements Figure {

    @Override
    public void draw(PixelCanvas canvas, Pose pose, Point hip) {
        Body body = Skeleton.solve(pose, hip);
        arm(canvas, body.farArm(), true);
        leg(canvas, body.farLeg(), true);
        leg(canvas, body.nearLeg(), false);
        canvas.paint(Limbs.torso(body, 3.6, 4.2, pose.breath()), Palette.SHIRT);
        Limbs.head(canvas, body, Palette.SKIN);
        hair(canvas, body);
        arm(canvas, body.nearArm(), false);
        canvas.outline(Palette.OUTLINE);
    }

    private static void leg(PixelCanvas canvas, Body.Leg leg, boolean far) {
        Material skin = far ? Palette.SKIN.far() : Palette.SKIN;
        Material shorts = far ? Palette.DENIM.far() : Palette.DENIM;
        Material shoe = far ? Palette.SHOE.far() : Palette.SHOE;
        canvas.paint(Region.capsule(leg.hip(), leg.knee(), 2.4, 2.1)
                .or(Region.capsule(leg.knee(), leg.ankle(), 2.1, 1.6)), skin);
        canvas.paint(Region.capsule(leg.heel(), leg.toe(), 2.0, 1.8)
                .or(Region.disc(leg.ankle(), 2.2)), shoe);
        canvas.paint(Region.capsule(leg.hip(), leg.hip().lerp(leg.knee(), 0.55), 3.0, 2.7), shorts);
    }

    private static void arm(PixelCanvas canvas, Body.Arm arm, boolean far) {
        Material skin = far ? Palette.SKIN.far() : Palette.SKIN;
        Material shirt = far ? Palette.SHIRT.far() : Palette.SHIRT;
        canvas.paint(Region.capsule(arm.shoulder(), arm.elbow(), 1.8, 1.6)
                .or(Region.capsule(arm.elbow(), arm.hand(), 1.6, 1.5)), skin);
        Limbs.hand(canvas, arm, skin);
        canvas.paint(Region.capsule(arm.shoulder(), arm.shoulder().lerp(arm.elbow(), 0.5), 2.4, 2.2), shirt);
    }

    private static void hair(PixelCanvas canvas, Body body) {
        Region skull = Region.disc(body.head(), Skeleton.HEAD_RADIUS + 0.6);
        Region face = Region.disc(body.onHead(3.0, -2.2), 5.4);
        canvas.paint(skull.minus(face), Palette.HAIR);
        Limbs.eye(canvas, body);
    }
}
