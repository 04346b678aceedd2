package dev.reel.interop;

import java.util.List;

/**
 * An Aseprite document as its file states it, before compositing: the canvas, the layer list in file order,
 * the frames with their cels, the palette, tags and slices.
 *
 * @param colourDepth       32 (RGBA), 16 (grayscale) or 8 (indexed)
 * @param flags             the header flags: 1 layer opacity is valid, 2 groups have blend and opacity
 * @param transparentIndex  the palette entry that is transparent in non-background layers of an indexed sprite
 * @param palette           ARGB colours by index; empty when the file has none
 */
public record AseFile(int width, int height, int colourDepth, int flags, int transparentIndex,
                      List<Layer> layers, List<Frame> frames, int[] palette, List<Tag> tags, List<Slice> slices,
                      String userText) {

    public static final int RGBA = 32;
    public static final int GRAYSCALE = 16;
    public static final int INDEXED = 8;

    /** Whether the layers' opacity field is to be used (header flag 1). */
    public boolean layerOpacityValid() {
        return (flags & 1) != 0;
    }

    /** Whether groups are composited on their own with their blend mode and opacity (header flag 2). */
    public boolean groupsComposited() {
        return (flags & 2) != 0;
    }

    /**
     * A layer chunk.
     *
     * @param type    0 image, 1 group, 2 tilemap
     * @param parent  the index of the group it is in, -1 at the top
     * @param blend   Aseprite's blend mode number (0 normal, 1 multiply, …)
     */
    public record Layer(String name, int flags, int type, int childLevel, int parent, int blend, int opacity,
                        String userText) {
        public static final int IMAGE = 0;
        public static final int GROUP = 1;
        public static final int TILEMAP = 2;

        public boolean visible() {
            return (flags & 1) != 0;
        }

        public boolean background() {
            return (flags & 8) != 0;
        }

        public boolean reference() {
            return (flags & 64) != 0;
        }
    }

    /** One frame: its duration and its cels, linked cels already resolved to the cel they link to. */
    public record Frame(int durationMillis, List<Cel> cels) {
    }

    /**
     * An image cel; its pixels are ARGB (indexed and grayscale already looked up), row by row, the
     * {@code width × height} of them from {@code pixels[offset]} on: the cels of a file may share one array.
     */
    public record Cel(int layer, int x, int y, int width, int height, int opacity, int zIndex, int[] pixels,
                      int offset, String userText) {
        /** The cel's own pixels, a copy. */
        public int[] ownPixels() {
            return java.util.Arrays.copyOfRange(pixels, offset, offset + width * height);
        }
    }

    /**
     * A tag: frames {@code from} to {@code to}, both included.
     *
     * @param direction 0 forward, 1 reverse, 2 ping-pong, 3 ping-pong reverse
     * @param repeat    0 unspecified (loops), else how many passes
     */
    public record Tag(String name, int from, int to, int direction, int repeat, String userText) {
    }

    /** A named slice with its keys, each valid from its frame until the next key. */
    public record Slice(String name, List<SliceKey> keys, String userText) {
        /** The key in force at {@code frame}, or null before the first key. */
        public SliceKey keyAt(int frame) {
            SliceKey found = null;
            for (SliceKey key : keys) {
                if (key.frame() <= frame && (found == null || key.frame() >= found.frame())) {
                    found = key;
                }
            }
            return found;
        }
    }

    /**
     * One slice key; the pivot is relative to the slice's origin, null when the slice has no pivot.
     */
    public record SliceKey(int frame, int x, int y, int width, int height, Integer pivotX, Integer pivotY) {
    }
}
