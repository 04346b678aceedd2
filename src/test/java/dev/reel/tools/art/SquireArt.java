package dev.reel.tools.art;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * The body parts of the sample rig's squire, each drawn on its own cell of one sheet in the sample's pixel style
 * (flat four-tone materials, a dark outline per part), at twice the logical size as the other characters.
 *
 * <p>Every part is drawn where it sits on the standing squire, in logical pixels: x to the front (the squire
 * faces right), y down, the ground at y = 0 and the hip joint at (0, −44). So a cell's place on the squire is its
 * box, and {@link SampleRig} places regions and meshes on bones from it. The sword is the one part drawn in a
 * frame of its own (its grip at the origin, the blade along +x), since it turns with the hand.
 */
final class SquireArt {

    /** Logical pixels to sheet (and world) pixels. */
    static final int SCALE = 2;
    private static final int SHEET_WIDTH = 96;
    private static final int GAP = 2;

    /**
     * One part: its cell name, its box in logical pixels (left, top inclusive; right, bottom exclusive) and the
     * logical point the part hangs from (its joint), which becomes the cell's pivot.
     */
    record Part(String name, int left, int top, int right, int bottom, double pivotX, double pivotY,
                Painter painter) {
        int width() {
            return right - left;
        }

        int height() {
            return bottom - top;
        }
    }

    /** Paints a part onto a canvas whose pixel (0, 0) is the part box's top-left corner. */
    interface Painter {
        void paint(Shapes shapes);
    }

    /** A canvas seen through a part's box: regions are given in the squire's logical coordinates. */
    static final class Shapes {
        private final PixelCanvas canvas;
        private final int left;
        private final int top;

        Shapes(PixelCanvas canvas, int left, int top) {
            this.canvas = canvas;
            this.left = left;
            this.top = top;
        }

        void paint(Region region, Material material) {
            canvas.paint(moved(region), material);
        }

        void fill(Region region, int colour) {
            canvas.fill(moved(region), colour);
        }

        private Region moved(Region region) {
            return (x, y) -> region.contains(x + left, y + top);
        }
    }

    /** A part placed on the sheet: its cell rectangle in sheet pixels. */
    record Placed(Part part, int x, int y, int width, int height) {
        double pivotU() {
            return (part.pivotX() - part.left()) / part.width();
        }

        double pivotV() {
            return (part.pivotY() - part.top()) / part.height();
        }
    }

    /** The sheet's image and where each part is on it. */
    record Sheet(BufferedImage image, List<Placed> cells) {
        Placed cell(String name) {
            for (Placed placed : cells) {
                if (placed.part().name().equals(name)) {
                    return placed;
                }
            }
            throw new IllegalArgumentException("no part " + name);
        }
    }

    private SquireArt() {
    }

    /** Every part, back to front as the squire is drawn. */
    static List<Part> parts() {
        List<Part> parts = new ArrayList<>();
        for (boolean front : new boolean[] {false, true}) {
            String side = front ? "front" : "back";
            Material sleeve = front ? Palette.FOREST : Palette.FOREST.far();
            Material skin = front ? Palette.SKIN : Palette.SKIN.far();
            Material cloth = front ? Palette.LEATHER : Palette.LEATHER.far();
            Material boot = front ? Palette.DARK_LEATHER : Palette.DARK_LEATHER.far();
            parts.add(new Part("arm_" + side, -4, -73, 4, -54, 0, -69, s -> {
                s.paint(Region.capsule(new Point(0, -69), new Point(0, -58), 3.4, 2.8), sleeve);
                s.fill(Region.box(-3, -60, 3, -58), sleeve.line());
            }));
            parts.add(new Part("forearm_" + side, -3, -60, 3, -44, 0, -57, s -> {
                s.paint(Region.capsule(new Point(0, -58), new Point(0, -47), 2.6, 2.2), skin);
                s.paint(Region.box(-2.5, -52, 2.5, -46), cloth);
            }));
            parts.add(new Part("hand_" + side, -3, -48, 4, -41, 0, -46, s -> {
                s.paint(Region.disc(new Point(0.5, -44.5), 2.7), skin);
            }));
            parts.add(new Part("leg_" + side, -5, -49, 5, -1, 0, -44, s -> {
                s.paint(Region.capsule(new Point(0, -45), new Point(0, -6), 4.2, 3.6), cloth);
                s.paint(Region.box(-4, -15, 4.5, -2).or(Region.disc(new Point(0.2, -15), 4.1)
                        .and(Region.box(-5, -16, 5, -14))), boot);
                s.fill(Region.box(-4, -15, 4, -14), boot.line());
                s.fill(Region.box(1, -26, 3, -24), cloth.shade());
            }));
            parts.add(new Part("foot_" + side, -4, -7, 11, 1, 0, -3, s -> {
                s.paint(Region.polygon(new Point(-3.5, -6.5), new Point(3.5, -6.5), new Point(5, -3.5),
                        new Point(9, -2.8), new Point(10.5, -1), new Point(10.5, 0.5), new Point(-3.5, 0.5)), boot);
                s.fill(Region.box(-3, -0.5, 10, 0.5), boot.line());
            }));
        }
        parts.add(new Part("torso", -10, -75, 11, -36, 0, -44, s -> {
            s.paint(Region.polygon(new Point(-6, -73.5), new Point(4, -73.5), new Point(8.5, -68), new Point(9, -58),
                    new Point(7.5, -47), new Point(10, -37), new Point(-9, -37), new Point(-7.5, -47),
                    new Point(-9, -60), new Point(-8.5, -69)), Palette.FOREST);
            s.fill(Region.polygon(new Point(1, -73), new Point(5, -73), new Point(3, -68)), Palette.SKIN.fill());
            s.fill(Region.box(-8, -48, 8.5, -45), Palette.LEATHER.shade());
            s.fill(Region.box(4, -48.5, 7, -44.5), Palette.GOLD.fill());
            s.fill(Region.box(5, -47.5, 6, -45.5), Palette.GOLD.shade());
            s.fill(Region.box(-1, -44, 0, -38), Palette.FOREST.shade());
            s.fill(Region.box(-8.5, -39, 9.5, -38), Palette.FOREST.line());
        }));
        parts.add(new Part("head", -10, -95, 11, -72, 0, -76, s -> {
            s.paint(Region.box(-2.5, -79, 2.5, -73), Palette.SKIN.far());
            s.paint(Region.ellipse(new Point(1, -84.5), 8, 8.5, 0).or(Region.disc(new Point(8.5, -83), 1.6)),
                    Palette.SKIN);
            s.paint(Region.ellipse(new Point(-1, -87.5), 8, 6.5, 0).and(Region.box(-10, -95, 3, -80)
                    .or(Region.box(-10, -95, 10, -87.5))), Palette.HAIR);
            s.paint(Region.ellipse(new Point(-0.5, -83), 1.6, 2.2, 0), Palette.SKIN);
            s.fill(Region.box(5, -86, 6, -84), Palette.EYE);
            s.fill(Region.box(4, -88, 7, -87), Palette.HAIR.shade());
            s.fill(Region.box(5.5, -80, 8, -79), Palette.SKIN.shade());
        }));
        parts.add(new Part("cap", -12, -98, 12, -85, 0, -86, s -> {
            s.paint(Region.ellipse(new Point(0, -88), 8.8, 7.5, 0).and(Region.box(-10, -98, 10, -88))
                    .or(Region.polygon(new Point(-9, -89), new Point(11, -89), new Point(11, -87), new Point(-9, -87))),
                    Palette.RED);
            s.paint(Region.ellipse(new Point(-7, -93), 5, 1.6, -30), Palette.GOLD);
        }));
        parts.add(new Part("helmet", -11, -98, 12, -84, 0, -86, s -> {
            s.paint(Region.ellipse(new Point(0, -87.5), 9.5, 9, 0).and(Region.box(-10, -98, 11, -87))
                    .or(Region.box(-10.5, -88, 10.5, -85.5)), Palette.STEEL);
            s.fill(Region.box(-9, -87.5, 10, -86.5), Palette.STEEL.shade());
            s.fill(Region.box(-1, -96, 1, -88), Palette.STEEL.light());
        }));
        return parts;
    }

    /** The sword in its own frame: the grip's middle at (0, 0), the blade pointing along +x. */
    static Part sword() {
        return new Part("sword", -6, -4, 29, 4, 0, 0, s -> {
            s.paint(Region.disc(new Point(-4.3, 0), 1.6), Palette.GOLD);
            s.paint(Region.box(-3, -1.2, 2, 1.2), Palette.LEATHER);
            s.paint(Region.box(2, -3.5, 4, 3.5), Palette.GOLD);
            s.paint(Region.polygon(new Point(4, -1.6), new Point(24, -1.6), new Point(28, 0), new Point(24, 1.6),
                    new Point(4, 1.6)), Palette.STEEL);
            s.fill(Region.box(5, -0.5, 23, 0.5), Palette.STEEL.light());
        });
    }

    /** Draws every part on its own cell, packed in rows left to right, {@value #GAP} logical pixels apart. */
    static Sheet sheet() {
        List<Part> parts = new ArrayList<>(parts());
        parts.add(sword());
        List<int[]> spots = new ArrayList<>();
        int x = GAP;
        int y = GAP;
        int rowHeight = 0;
        for (Part part : parts) {
            if (x + part.width() + GAP > SHEET_WIDTH) {
                x = GAP;
                y += rowHeight + GAP;
                rowHeight = 0;
            }
            spots.add(new int[] {x, y});
            x += part.width() + GAP;
            rowHeight = Math.max(rowHeight, part.height());
        }
        int height = y + rowHeight + GAP;
        height = (height + 7) / 8 * 8;
        PixelCanvas sheet = new PixelCanvas(SHEET_WIDTH, height);
        List<Placed> placed = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            Part part = parts.get(i);
            PixelCanvas cell = new PixelCanvas(part.width(), part.height());
            part.painter().paint(new Shapes(cell, part.left(), part.top()));
            cell.outline(Palette.OUTLINE);
            int[] spot = spots.get(i);
            sheet.stamp(cell, spot[0], spot[1]);
            placed.add(new Placed(part, spot[0] * SCALE, spot[1] * SCALE, part.width() * SCALE,
                    part.height() * SCALE));
        }
        return new Sheet(sheet.toImage(SCALE), List.copyOf(placed));
    }
}
