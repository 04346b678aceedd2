package dev.reel.interop;

import java.util.HashMap;
import java.util.Map;

/**
 * The pictures a skeleton's attachments name, found in its texture atlas: by region name, the sprite path Reel
 * draws ({@code SHEET.png#cell}) and the region's size as the tool saw it, before any turn for packing.
 */
final class SkeletonRegions {
    /**
     * One region: its sprite, the picture's size before trimming, where the packed part sits in it, the packed
     * part's size before any turn, and the turn.
     */
    record Region(String sprite, double originalW, double originalH, double trimX, double trimY, double packedW,
                  double packedH, boolean rotated, boolean clockwise) {
        /** The size of the picture before trimming, what Spine's and DragonBones' sizes and uvs refer to. */
        double width() {
            return originalW;
        }

        double height() {
            return originalH;
        }

        /**
         * A point of the untrimmed picture, in pixels from its top-left, as pixels of the cell as packed: moved
         * by the trim, then turned as the packer turned the region (libGDX a quarter counter-clockwise, so the
         * picture's top edge is the cell's left edge; TexturePacker and DragonBones clockwise).
         */
        double[] cellPixel(double x, double y) {
            double px = x - trimX;
            double py = y - trimY;
            if (!rotated) {
                return new double[] {px, py};
            }
            return clockwise ? new double[] {packedH - py, px} : new double[] {py, packedW - px};
        }
    }

    private final Map<String, Region> regions = new HashMap<>();

    void put(String name, Region region) {
        regions.putIfAbsent(name, region);
    }

    /** The region named {@code name}, or null. */
    Region find(String name) {
        return regions.get(name);
    }

    boolean isEmpty() {
        return regions.isEmpty();
    }
}
