package dev.reel.tools.art;

/** Shared drawing of the body parts every costume starts from: legs with boots, arms with hands, torso, head. */
final class Limbs {

    private Limbs() {
    }

    /** A leg in trousers with a boot; {@code bulk} adds to the thickness (armour, baggy cloth). */
    static void leg(PixelCanvas canvas, Body.Leg leg, Material trousers, Material boot, double bulk) {
        canvas.paint(Region.capsule(leg.hip(), leg.knee(), 2.7 + bulk, 2.3 + bulk)
                .or(Region.capsule(leg.knee(), leg.ankle(), 2.3 + bulk, 1.9 + bulk)), trousers);
        boot(canvas, leg, boot, bulk);
    }

    static void boot(PixelCanvas canvas, Body.Leg leg, Material boot, double bulk) {
        Point cuff = leg.ankle().toward(leg.shinAngle() + 180, 3.2);
        canvas.paint(Region.capsule(cuff, leg.ankle(), 2.3 + bulk, 2.1 + bulk)
                .or(Region.capsule(leg.heel(), leg.toe(), 1.7 + bulk * 0.5, 1.5 + bulk * 0.5)), boot);
    }

    /** An arm in a sleeve; the hand is drawn separately so held items can go between forearm and fist. */
    static void arm(PixelCanvas canvas, Body.Arm arm, Material sleeve, double bulk) {
        canvas.paint(Region.capsule(arm.shoulder(), arm.elbow(), 2.2 + bulk, 1.9 + bulk)
                .or(Region.capsule(arm.elbow(), arm.hand(), 1.9 + bulk, 1.7 + bulk)), sleeve);
    }

    static void hand(PixelCanvas canvas, Body.Arm arm, Material skin) {
        canvas.paint(Region.disc(arm.hand(), 1.9), skin);
    }

    /** A rounded torso from hip to shoulders; {@code breath} swells the chest by up to a pixel. */
    static Region torso(Body body, double waist, double chest, double breath) {
        Point lower = body.onTorso(0.12, 0.3);
        Point upper = body.onTorso(0.78, 0.6 + breath * 0.5);
        return Region.capsule(lower, upper, waist, chest + breath * 0.5);
    }

    /** A plain head with an eye on the facing side; hair and hats go on top. */
    static void head(PixelCanvas canvas, Body body, Material skin) {
        canvas.paint(Region.disc(body.head(), Skeleton.HEAD_RADIUS), skin);
        eye(canvas, body);
    }

    /** A two-pixel-tall eye: tall rather than square so it reads as an eye, not a speck. */
    static void eye(PixelCanvas canvas, Body body) {
        Point eye = body.onHead(3.2, 0.3);
        int x = (int) Math.floor(eye.x());
        int y = (int) Math.floor(eye.y());
        canvas.dot(x, y, Palette.EYE);
        canvas.dot(x, y - 1, Palette.EYE);
    }
}
