package dev.reel.tools.art;

/**
 * The loose loot sheet for Slice by Alpha: seventeen items of different sizes scattered off-grid on a
 * transparent 256×128 logical canvas (512×256 once doubled), each one 8-connected opaque shape, plus one
 * deliberate 1×1 logical sparkle beside the sapphire (a 2×2 = 4 px speck in the PNG) to exercise the
 * slicer's minimum-area merge. So the PNG holds exactly {@link #SHAPES} shapes.
 */
final class Loot {

    static final int WIDTH = 256;
    static final int HEIGHT = 128;
    static final int ITEMS = 17;
    static final int SHAPES = ITEMS + 1;
    /** The speck's area in PNG pixels (one logical pixel doubled). */
    static final int SPECK_AREA = 4;

    private Loot() {
    }

    static PixelCanvas sheet() {
        PixelCanvas canvas = new PixelCanvas(WIDTH, HEIGHT);
        sword(canvas, new Point(16, 70), 38);
        shield(canvas, new Point(66, 34));
        crown(canvas, new Point(112, 18));
        heart(canvas, new Point(150, 28));
        gem(canvas, new Point(186, 18), 5, Palette.RED);
        gem(canvas, new Point(226, 40), 8, Palette.SAPPHIRE);
        coin(canvas, new Point(104.5, 54.5), 6.2, Palette.GOLD);
        coin(canvas, new Point(123.5, 66.5), 4.8, Palette.STEEL);
        coinStack(canvas, new Point(146, 64));
        emerald(canvas, new Point(181, 60));
        roundPotion(canvas, new Point(44, 104), Palette.RED);
        tallPotion(canvas, new Point(80, 96), Palette.SAPPHIRE);
        key(canvas, new Point(104, 104));
        mushroom(canvas, new Point(158, 104));
        scroll(canvas, new Point(214, 82));
        ring(canvas, new Point(190, 110));
        bomb(canvas, new Point(236, 108));
        canvas.outline(Palette.OUTLINE);
        // The sparkle is placed after the outline pass so it stays a lone light pixel, two pixels clear of the gem.
        canvas.dot(234, 31, Palette.SPARK);
        return canvas;
    }

    static void sword(PixelCanvas canvas, Point pommel, double length) {
        double angle = 135;
        Point guard = pommel.toward(angle, 7);
        Point tip = pommel.toward(angle, length);
        canvas.paint(Region.capsule(pommel, guard, 1.3), Palette.LEATHER);
        canvas.paint(Region.disc(pommel, 2.2), Palette.GOLD);
        canvas.paint(Region.polygon(guard.toward(angle + 90, 2.4), guard.toward(angle - 90, 2.4),
                tip.toward(angle, -4).toward(angle - 90, 2.0), tip, tip.toward(angle, -4).toward(angle + 90, 2.0)),
                Palette.STEEL);
        canvas.fill(Region.capsule(guard.toward(angle, 1.5), tip.toward(angle, -5), 0.5), Palette.STEEL.light());
        canvas.paint(Region.capsule(guard.toward(angle + 90, 5), guard.toward(angle - 90, 5), 1.6), Palette.GOLD);
    }

    static void shield(PixelCanvas canvas, Point centre) {
        Point[] outline = {centre.plus(-12, -13), centre.plus(12, -13), centre.plus(12, 0), centre.plus(0, 15),
                centre.plus(-12, 0)};
        canvas.paint(Region.polygon(outline), Palette.STEEL);
        canvas.paint(Region.polygon(centre.plus(-9.5, -10.5), centre.plus(9.5, -10.5), centre.plus(9.5, -0.5),
                centre.plus(0, 11.5), centre.plus(-9.5, -0.5)), Palette.RED);
        canvas.paint(Region.box(centre.x() - 1.5, centre.y() - 9, centre.x() + 1.5, centre.y() + 8)
                .or(Region.box(centre.x() - 7, centre.y() - 4.5, centre.x() + 7, centre.y() - 1.5)), Palette.GOLD);
    }

    static void crown(PixelCanvas canvas, Point centre) {
        canvas.paint(Region.polygon(centre.plus(-11, 8), centre.plus(11, 8), centre.plus(11, -6), centre.plus(6, 0),
                centre.plus(0, -9), centre.plus(-6, 0), centre.plus(-11, -6)), Palette.GOLD);
        canvas.paint(Region.box(centre.x() - 11, centre.y() + 3, centre.x() + 11, centre.y() + 8), Palette.GOLD);
        canvas.fill(Region.disc(centre.plus(0, 5.5), 1.6), Palette.RED.fill());
        canvas.fill(Region.disc(centre.plus(-6.5, 5.5), 1.2), Palette.SAPPHIRE.fill());
        canvas.fill(Region.disc(centre.plus(6.5, 5.5), 1.2), Palette.EMERALD.fill());
    }

    static void heart(PixelCanvas canvas, Point centre) {
        canvas.paint(Region.disc(centre.plus(-4, -2), 4.6).or(Region.disc(centre.plus(4, -2), 4.6))
                .or(Region.polygon(centre.plus(-8.4, 0), centre.plus(8.4, 0), centre.plus(0, 9))), Palette.RED);
        canvas.fill(Region.disc(centre.plus(-5, -3.5), 1.3), Palette.WHITE);
    }

    /** A cut gem: a crown of facets over a pointed pavilion, its table lit. */
    static void gem(PixelCanvas canvas, Point centre, double size, Material material) {
        Region stone = Region.polygon(centre.plus(-size * 0.55, -size * 0.6), centre.plus(size * 0.55, -size * 0.6),
                centre.plus(size, -size * 0.1), centre.plus(0, size), centre.plus(-size, -size * 0.1));
        canvas.paint(stone, material);
        canvas.fill(Region.polygon(centre.plus(-size * 0.35, -size * 0.45), centre.plus(size * 0.35, -size * 0.45),
                centre.plus(size * 0.55, -size * 0.1), centre.plus(-size * 0.55, -size * 0.1)), material.light());
        canvas.fill(Region.polygon(centre.plus(-size * 0.1, -size * 0.05), centre.plus(size * 0.55, -size * 0.05),
                centre.plus(0, size * 0.75)), material.shade());
        canvas.dot((int) (centre.x() - size * 0.25), (int) (centre.y() - size * 0.35), Palette.WHITE);
    }

    static void emerald(PixelCanvas canvas, Point centre) {
        Region stone = Region.polygon(centre.plus(-4, -7), centre.plus(4, -7), centre.plus(6.5, -4), centre.plus(6.5, 4),
                centre.plus(4, 7), centre.plus(-4, 7), centre.plus(-6.5, 4), centre.plus(-6.5, -4));
        canvas.paint(stone, Palette.EMERALD);
        canvas.fill(Region.box(centre.x() - 3, centre.y() - 4, centre.x() + 3, centre.y() + 4), Palette.EMERALD.light());
        canvas.fill(Region.box(centre.x() - 1, centre.y() - 4, centre.x() + 3, centre.y() + 4), Palette.EMERALD.fill());
        canvas.dot((int) centre.x() - 2, (int) centre.y() - 3, Palette.WHITE);
    }

    /** A coin face: a raised rim around a stamped bar, centred on a pixel centre so small ones stay round. */
    static void coin(PixelCanvas canvas, Point centre, double radius, Material metal) {
        canvas.paint(Region.disc(centre, radius), metal);
        canvas.fill(Region.disc(centre, radius - 1.5).minus(Region.disc(centre, radius - 2.5))
                .and(Region.box(0, centre.y() - 0.5, centre.x() + 0.5, 999)), metal.shade());
        canvas.fill(Region.box(centre.x() - 0.5, centre.y() - radius + 3, centre.x() + 0.5, centre.y() + radius - 2.5),
                metal.shade());
    }

    /** Coins seen edge-on, stacked a little unevenly, with the top one's face showing. */
    static void coinStack(PixelCanvas canvas, Point base) {
        for (int level = 0; level < 4; level++) {
            Point centre = base.plus(level % 2 == 0 ? 0 : 1, -level * 3);
            canvas.paint(Region.capsule(centre.plus(-4.5, 0), centre.plus(4.5, 0), 2), Palette.GOLD);
        }
        canvas.paint(Region.ellipse(base.plus(0, -11), 6.5, 2.6, 0), Palette.GOLD);
    }

    static void roundPotion(PixelCanvas canvas, Point centre, Material liquid) {
        canvas.paint(Region.capsule(centre.plus(0, -6), centre.plus(0, -11), 2.4), Palette.GLASS);
        canvas.paint(Region.disc(centre, 7.5), Palette.GLASS);
        canvas.fill(Region.disc(centre, 6.5).and(Region.box(0, centre.y() - 1.5, 999, 999)), liquid.fill());
        canvas.fill(Region.disc(centre, 6.5).and(Region.box(0, centre.y() + 3.5, 999, 999)), liquid.shade());
        canvas.fill(Region.capsule(centre.plus(-4, -3), centre.plus(-3, -5), 0.7), Palette.WHITE);
        canvas.paint(Region.box(centre.x() - 2.5, centre.y() - 15, centre.x() + 2.5, centre.y() - 10.5), Palette.LEATHER);
    }

    static void tallPotion(PixelCanvas canvas, Point centre, Material liquid) {
        canvas.paint(Region.capsule(centre.plus(0, -14), centre.plus(0, -9), 2.0), Palette.GLASS);
        canvas.paint(Region.capsule(centre.plus(0, -6), centre.plus(0, 6), 5.2), Palette.GLASS);
        canvas.fill(Region.capsule(centre.plus(0, -2), centre.plus(0, 6), 4.2), liquid.fill());
        canvas.fill(Region.capsule(centre.plus(1.5, 3), centre.plus(1.5, 6), 2.5), liquid.shade());
        canvas.fill(Region.box(centre.x() - 3, centre.y() - 6, centre.x() - 2, centre.y() - 1), Palette.WHITE);
        canvas.paint(Region.box(centre.x() - 2, centre.y() - 19, centre.x() + 2, centre.y() - 14.5), Palette.LEATHER);
    }

    static void key(PixelCanvas canvas, Point bow) {
        Region ring = Region.disc(bow, 5).minus(Region.disc(bow, 2.2));
        Region shaft = Region.box(bow.x() + 3, bow.y() - 1.5, bow.x() + 22, bow.y() + 1.5);
        Region teeth = Region.box(bow.x() + 15, bow.y(), bow.x() + 17.5, bow.y() + 5.5)
                .or(Region.box(bow.x() + 19.5, bow.y(), bow.x() + 22, bow.y() + 4.5));
        canvas.paint(ring.or(shaft).or(teeth), Palette.GOLD);
    }

    static void mushroom(PixelCanvas canvas, Point base) {
        canvas.paint(Region.capsule(base.plus(0, -1), base.plus(-0.5, -7), 3.2, 2.6), Palette.BEARD);
        Region cap = Region.ellipse(base.plus(0, -8), 9, 6.5, 0).and(Region.box(0, 0, 999, base.y() - 6.5));
        canvas.paint(cap, Palette.RED);
        canvas.fill(Region.disc(base.plus(-4, -10.5), 1.6).or(Region.disc(base.plus(2.5, -12), 1.3))
                .or(Region.disc(base.plus(5.5, -8.5), 1.1)), Palette.WHITE);
    }

    static void scroll(PixelCanvas canvas, Point centre) {
        canvas.paint(Region.box(centre.x() - 9, centre.y() - 6, centre.x() + 9, centre.y() + 6), Palette.PARCHMENT);
        canvas.paint(Region.capsule(centre.plus(-10, -7), centre.plus(-10, 7), 2.4), Palette.PARCHMENT);
        canvas.paint(Region.capsule(centre.plus(10, -7), centre.plus(10, 7), 2.4), Palette.PARCHMENT);
        for (int line = -3; line <= 3; line += 3) {
            canvas.fill(Region.box(centre.x() - 6, centre.y() + line, centre.x() + (line == 3 ? 2 : 6), centre.y() + line + 1),
                    Palette.PARCHMENT.line());
        }
        canvas.paint(Region.disc(centre.plus(4, 4.5), 2.2), Palette.RED);
    }

    static void ring(PixelCanvas canvas, Point centre) {
        canvas.paint(Region.ellipse(centre, 6, 5, 0).minus(Region.ellipse(centre, 3.4, 2.6, 0)), Palette.GOLD);
        canvas.paint(Region.disc(centre.plus(0, -6), 2.8), Palette.SAPPHIRE);
    }

    static void bomb(PixelCanvas canvas, Point centre) {
        canvas.paint(Region.path(0.9, centre.plus(3, -9), centre.plus(5, -13), centre.plus(8.5, -13.5)), Palette.LEATHER);
        canvas.paint(Region.disc(centre.plus(9.5, -14), 2.2), new Material(0xFFFFF7D6, 0xFFFFCD75, 0xFFEF7D57, 0xFFB13E53));
        canvas.paint(Region.box(centre.x() - 0.5, centre.y() - 11, centre.x() + 5.5, centre.y() - 6.5), Palette.IRON);
        canvas.paint(Region.disc(centre, 8), Palette.IRON);
        canvas.fill(Region.capsule(centre.plus(-4, -3), centre.plus(-2.5, -5), 0.8), Palette.STEEL.fill());
    }
}
