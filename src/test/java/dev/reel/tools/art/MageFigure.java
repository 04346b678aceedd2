package dev.reel.tools.art;

/** The mage: a long blue robe, a pointed hat with a drooping tip, a white beard and a crystal-topped staff. */
final class MageFigure implements Figure {

    private static final double STAFF_BELOW_HAND = 12;
    private static final double STAFF_ABOVE_HAND = 18;
    private static final Material GLOWING_CRYSTAL = new Material(Palette.WHITE, 0xFFE0FFFF, 0xFF73EFF7, 0xFF41A6F6);

    @Override
    public void draw(PixelCanvas canvas, Pose pose, Point hip) {
        Body body = Skeleton.solve(pose, hip);
        Limbs.arm(canvas, body.farArm(), Palette.ROBE.far(), 0.4);
        Limbs.hand(canvas, body.farArm(), Palette.SKIN.far());
        Limbs.leg(canvas, body.farLeg(), Palette.DARK_LEATHER.far(), Palette.LEATHER.far(), -0.3);
        Limbs.leg(canvas, body.nearLeg(), Palette.DARK_LEATHER, Palette.LEATHER, -0.3);
        robe(canvas, body, pose);
        head(canvas, body, pose);
        staff(canvas, body, pose);
        sleeve(canvas, body.nearArm(), Palette.ROBE);
        Limbs.hand(canvas, body.nearArm(), Palette.SKIN);
        canvas.outline(Palette.OUTLINE);
    }

    /** The skirt's hem follows the knees, so it swings open with the stride and hangs closed at rest. */
    private static void robe(PixelCanvas canvas, Body body, Pose pose) {
        Body.Leg front = body.nearLeg().knee().x() >= body.farLeg().knee().x() ? body.nearLeg() : body.farLeg();
        Body.Leg back = front == body.nearLeg() ? body.farLeg() : body.nearLeg();
        Point frontHem = front.knee().lerp(front.ankle(), 0.5).plus(2.8, 0);
        Point backHem = back.knee().lerp(back.ankle(), 0.5).plus(-2.8 - pose.flow(), 0);
        Point middle = frontHem.lerp(backHem, 0.5).plus(0, 1.2);
        Point hip = body.hip();
        Region skirt = Region.polygon(body.onTorso(0.35, -4.2), body.onTorso(0.35, 4.4), hip.plus(5, 4), frontHem,
                middle, backHem, hip.plus(-5 - pose.flow(), 4));
        canvas.paint(skirt, Palette.ROBE);
        canvas.paint(Limbs.torso(body, 4.0, 4.5, pose.breath()), Palette.ROBE);
        canvas.paint(Region.capsule(body.onTorso(0.3, -4.2), body.onTorso(0.3, 4.5), 1.0), Palette.GOLD);
        canvas.paint(Region.capsule(body.onTorso(0.3, 4.0), body.onTorso(0.3, 4.2).plus(0.5, 5 + pose.sway()), 0.8),
                Palette.GOLD);
    }

    private static void head(PixelCanvas canvas, Body body, Pose pose) {
        canvas.paint(Region.disc(body.onHead(-1.5, -1), Skeleton.HEAD_RADIUS).or(
                Region.disc(body.onHead(-3, -4), 3.5)), Palette.BEARD);
        Limbs.head(canvas, body, Palette.SKIN);
        Region beard = Region.polygon(body.onHead(0.5, -0.8), body.onHead(6.6, -0.6), body.onHead(6.2, -3.5),
                body.onHead(3.5 - pose.sway() * 0.5, -10.5), body.onHead(0.5, -7.5), body.onHead(-1.5, -3));
        canvas.paint(beard, Palette.BEARD);
        double sway = pose.sway();
        double flow = pose.flow();
        Region cone = Region.polygon(body.onHead(-5.2, 4.4), body.onHead(5.0, 4.4), body.onHead(2.4, 10.5),
                body.onHead(-0.5 - flow * 1.5 + sway * 0.8, 15), body.onHead(-5.5 - flow * 3 + sway * 1.5, 16 - flow * 1.5),
                body.onHead(-3.4, 10.5));
        canvas.paint(cone, Palette.ROBE);
        canvas.fill(cone.and(Region.capsule(body.onHead(-6, 6.8), body.onHead(6, 6.8), 0.9)), Palette.GOLD.fill());
        canvas.paint(Region.ellipse(body.onHead(0, 4.2), 8.8, 1.8, body.headTilt()), Palette.ROBE);
    }

    /** The staff leans a little forward whatever the arm does; the crystal glows at the top of each breath. */
    private static void staff(PixelCanvas canvas, Body body, Pose pose) {
        Point hand = body.nearArm().hand();
        double angle = 167 + pose.sway() * 3 - pose.flow() * 9;
        Point top = hand.toward(angle, STAFF_ABOVE_HAND);
        canvas.paint(Region.capsule(hand.toward(angle, -STAFF_BELOW_HAND), top, 1.5), Palette.WOOD);
        canvas.paint(Region.path(0.9, top.toward(angle + 80, 2.5), top.toward(angle, 2.5).toward(angle + 90, 2.8),
                top.toward(angle, 4.5)), Palette.WOOD);
        Point crystal = top.toward(angle, 3.2);
        boolean glowing = pose.breath() >= 0.5;
        if (glowing) {
            // Painted as a plain fill, so the silhouette outline skips it and the halo reads as light.
            canvas.fill(Region.disc(crystal, 3.4), Palette.CRYSTAL.fill());
        }
        canvas.paint(Region.disc(crystal, 2.4), glowing ? GLOWING_CRYSTAL : Palette.CRYSTAL);
    }

    private static void sleeve(PixelCanvas canvas, Body.Arm arm, Material robe) {
        Limbs.arm(canvas, arm, robe, 0.4);
        Point cuff = arm.hand().toward(arm.forearmAngle(), -1.8);
        canvas.paint(Region.capsule(arm.elbow().lerp(cuff, 0.5), cuff, 2.1, 2.8), robe);
    }
}
