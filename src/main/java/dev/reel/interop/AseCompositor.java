package dev.reel.interop;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Draws a frame of an {@link AseFile} the way Aseprite's renderer does: visible image layers from the bottom
 * up, each cel at cel opacity × layer opacity with the layer's blend mode, cels reordered by their z-index
 * (layer order + z-index, ties by z-index), hidden groups hiding everything in them, reference layers left
 * out. When the file says groups are composited on their own (header flag 2), a group is drawn into a
 * transparent image first and that image is blended with the group's mode and opacity; otherwise groups only
 * hide or show.
 */
public final class AseCompositor {
    private final AseFile ase;
    private final boolean[] visibleHierarchy;

    public AseCompositor(AseFile ase) {
        this.ase = ase;
        List<AseFile.Layer> layers = ase.layers();
        visibleHierarchy = new boolean[layers.size()];
        for (int i = 0; i < layers.size(); i++) {
            AseFile.Layer layer = layers.get(i);
            visibleHierarchy[i] = layer.visible() && (layer.parent() < 0 || visibleHierarchy[layer.parent()]);
        }
    }

    /** Frame {@code frame} as ARGB pixels, {@code width × height}, row by row. */
    public int[] frame(int frame) {
        int[] out = new int[ase.width() * ase.height()];
        draw(frame, out);
        return out;
    }

    /** Draws frame {@code frame} into {@code out} (cleared first). */
    public void draw(int frame, int[] out) {
        java.util.Arrays.fill(out, 0);
        drawInto(frame, out, 0, ase.width());
    }

    /**
     * Draws frame {@code frame} into a canvas-sized part of a larger image, a sheet: its top-left pixel at
     * {@code offset}, rows {@code stride} pixels apart. That part must be clear (transparent) already.
     */
    public void drawInto(int frame, int[] out, int offset, int stride) {
        AseFile.Cel[] cels = new AseFile.Cel[ase.layers().size()];
        for (AseFile.Cel cel : ase.frames().get(frame).cels()) {
            cels[cel.layer()] = cel;
        }
        if (ase.groupsComposited()) {
            int width = ase.width();
            int[] canvas = new int[width * ase.height()];
            drawGroup(-1, cels, canvas);
            for (int y = 0; y < ase.height(); y++) {
                System.arraycopy(canvas, y * width, out, offset + y * stride, width);
            }
        } else {
            List<Item> items = new ArrayList<>();
            for (int i = 0; i < ase.layers().size(); i++) {
                if (ase.layers().get(i).type() == AseFile.Layer.IMAGE) {
                    items.add(new Item(i, i + 1, cels[i] == null ? 0 : cels[i].zIndex()));
                }
            }
            for (Item item : sorted(items)) {
                if (visibleHierarchy[item.layer]) {
                    drawCel(item.layer, cels[item.layer], out, offset, stride);
                }
            }
        }
    }

    private void drawGroup(int parent, AseFile.Cel[] cels, int[] out) {
        List<Item> items = new ArrayList<>();
        int order = 0;
        for (int i = 0; i < ase.layers().size(); i++) {
            if (ase.layers().get(i).parent() == parent) {
                order++;
                items.add(new Item(i, order, cels[i] == null ? 0 : cels[i].zIndex()));
            }
        }
        for (Item item : sorted(items)) {
            AseFile.Layer layer = ase.layers().get(item.layer);
            if (!layer.visible()) {
                continue;
            }
            if (layer.type() == AseFile.Layer.IMAGE) {
                drawCel(item.layer, cels[item.layer], out, 0, ase.width());
            } else if (layer.type() == AseFile.Layer.GROUP) {
                int[] group = new int[out.length];
                drawGroup(item.layer, cels, group);
                int opacity = ase.layerOpacityValid() ? layer.opacity() : 255;
                for (int p = 0; p < out.length; p++) {
                    out[p] = AseBlend.blend(layer.blend(), out[p], group[p], opacity);
                }
            }
        }
    }

    private static List<Item> sorted(List<Item> items) {
        if (items.stream().allMatch(item -> item.zIndex == 0)) {
            return items;
        }
        List<Item> sorted = new ArrayList<>(items);
        sorted.sort(Comparator.<Item>comparingInt(item -> item.order + item.zIndex).thenComparingInt(item -> item.zIndex));
        return sorted;
    }

    private void drawCel(int layerIndex, AseFile.Cel cel, int[] out, int offset, int stride) {
        if (cel == null) {
            return;
        }
        AseFile.Layer layer = ase.layers().get(layerIndex);
        if (layer.reference()) {
            return;
        }
        int opacity = AseBlend.mul(cel.opacity(), ase.layerOpacityValid() ? layer.opacity() : 255);
        int mode = layer.blend();
        int width = ase.width();
        int height = ase.height();
        int fromX = Math.max(0, cel.x());
        int toX = Math.min(width, cel.x() + cel.width());
        int fromY = Math.max(0, cel.y());
        int toY = Math.min(height, cel.y() + cel.height());
        int[] pixels = cel.pixels();
        // The mode is the cel's: normal blending or the mode's table is chosen once, not per pixel.
        byte[] table = mode == AseBlend.NORMAL || !AseBlend.supported(mode) ? null : AseBlend.table(mode);
        CelBlender blender = CelBlender.own();
        for (int y = fromY; y < toY; y++) {
            int row = cel.offset() + (y - cel.y()) * cel.width() - cel.x();
            int outRow = offset + y * stride;
            if (table == null) {
                blender.normalRow(pixels, row + fromX, out, outRow + fromX, toX - fromX, opacity);
            } else {
                blender.separableRow(table, pixels, row + fromX, out, outRow + fromX, toX - fromX, opacity);
            }
        }
    }

    private record Item(int layer, int order, int zIndex) {
    }
}
