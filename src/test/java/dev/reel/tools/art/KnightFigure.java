package dev.reel.tools.art;

/** The knight: steel plate, a red tabard, a visored helm with a red plume and a sword in the near hand. */
final class KnightFigure implements Figure {

    static final double BLADE = 15;

    @Override
    public void draw(PixelCanvas canvas, Pose pose, Point hip) {
        Body body = Skeleton.solve(pose, hip);
        Limbs.arm(canvas, body.farArm(), Palette.DARK_STEEL.far(), 0.2);
        Limbs.hand(canvas, body.farArm(), Palette.STEEL.far());
        Limbs.leg(canvas, body.farLeg(), Palette.STEEL.far(), Palette.DARK_STEEL.far(), 0.2);
        Limbs.leg(canvas, body.nearLeg(), Palette.STEEL, Palette.DARK_STEEL, 0.2);
        torso(canvas, body, pose);
        plume(canvas, body, pose);
        helm(canvas, body);
        canvas.paint(Region.disc(body.shoulder().plus(-0.5, 0.5), 3.3), Palette.STEEL);
        Limbs.arm(canvas, body.nearArm(), Palette.DARK_STEEL, 0.2);
        Sword.draw(canvas, body.nearArm().hand(), body.nearArm().forearmAngle() + pose.grip(), BLADE);
        Limbs.hand(canvas, body.nearArm(), Palette.STEEL);
        if (pose.slash() > 0) {
            Sword.slash(canvas, body, pose, BLADE);
        }
        canvas.outline(Palette.OUTLINE);
    }

    private static void torso(PixelCanvas canvas, Body body, Pose pose) {
        canvas.paint(Limbs.torso(body, 4.6, 5.4, pose.breath()), Palette.STEEL);
        // The tabard hangs from the belt to mid-thigh; its hem swings with the cloth sway and trails when running.
        double swing = pose.sway() * 1.2 - pose.flow() * 1.5;
        canvas.paint(Region.polygon(body.onTorso(0.36, -4.8), body.onTorso(0.36, 5.0),
                body.hip().plus(4.2 + swing, 6.5), body.hip().plus(-3.8 + swing, 6.5)), Palette.RED);
        canvas.paint(Region.capsule(body.onTorso(0.3, -4.2), body.onTorso(0.3, 4.6), 1.3), Palette.LEATHER);
        Point buckle = body.onTorso(0.3, 3.2);
        canvas.dot((int) Math.floor(buckle.x()), (int) Math.floor(buckle.y()), Palette.GOLD.fill());
    }

    private static void helm(PixelCanvas canvas, Body body) {
        Region dome = Region.disc(body.head(), Skeleton.HEAD_RADIUS + 0.4);
        Region jaw = Region.polygon(body.onHead(-4, -2), body.onHead(5.5, -3), body.onHead(5, -6.6), body.onHead(-3.5, -6.6));
        canvas.paint(dome.or(jaw), Palette.STEEL);
        // The visor slit and a crest ridge are what make a round steel blob read as a helm.
        canvas.fill(Region.polygon(body.onHead(1.2, 1.2), body.onHead(6.6, 1.2), body.onHead(6.6, -0.4), body.onHead(1.2, -0.4)),
                Palette.OUTLINE);
        canvas.fill(Region.polygon(body.onHead(3.5, -2.2), body.onHead(5.2, -2.2), body.onHead(5.2, -3.2), body.onHead(3.5, -3.2)),
                Palette.DARK_STEEL.line());
        canvas.fill(Region.capsule(body.onHead(-1.5, 5.5), body.onHead(3.5, 4.0), 0.5), Palette.STEEL.light());
    }

    private static void plume(PixelCanvas canvas, Body body, Pose pose) {
        double sway = pose.sway();
        double flow = pose.flow();
        Region plume = Region.path(1.9, body.onHead(0, 6.4), body.onHead(-3, 8.6 + sway * 0.5),
                        body.onHead(-7, 8.2 - flow * 1.5 + sway), body.onHead(-10 - flow * 1.5, 5.8 - flow * 2 + sway * 1.4))
                .or(Region.path(1.4, body.onHead(-7, 8.2 - flow * 1.5 + sway),
                        body.onHead(-11 - flow * 2, 3.5 - flow * 2.5 + sway * 1.8)));
        canvas.paint(plume, Palette.RED);
    }
}
