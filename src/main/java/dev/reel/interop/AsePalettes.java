package dev.reel.interop;

import dev.reel.model.Code;

import java.util.Arrays;

/**
 * Colours of an Aseprite file: its palette chunks (the current one, and the old 8-bit and 6-bit ones files
 * keep for older readers) and a cel's raw pixels in the sprite's colour mode turned into ARGB.
 */
final class AsePalettes {
    private AsePalettes() {
    }

    /** {@code palette} with the entries of an old palette chunk (0x0004, or 0x0011 with 6-bit channels) set. */
    static int[] old(AseBytes in, int[] palette, boolean sixBit) throws AseProblem {
        int packets = in.u16("a palette");
        int index = 0;
        int[] colours = palette.length >= 256 ? palette.clone() : Arrays.copyOf(palette, 256);
        int used = palette.length;
        for (int packet = 0; packet < packets; packet++) {
            index += in.u8("a palette");
            int count = in.u8("a palette");
            count = count == 0 ? 256 : count;
            for (int i = 0; i < count; i++) {
                int r = in.u8("a palette colour");
                int g = in.u8("a palette colour");
                int b = in.u8("a palette colour");
                if (sixBit) {
                    r = r * 255 / 63;
                    g = g * 255 / 63;
                    b = b * 255 / 63;
                }
                if (index < 256) {
                    colours[index] = 0xff000000 | r << 16 | g << 8 | b;
                    used = Math.max(used, index + 1);
                }
                index++;
            }
        }
        return Arrays.copyOf(colours, used);
    }

    /** {@code palette} resized and with the entries of a palette chunk (0x2019) set. */
    static int[] current(AseBytes in, int[] palette) throws AseProblem {
        long size = in.u32("a palette");
        long first = in.u32("a palette");
        long last = in.u32("a palette");
        in.skip(8, "a palette");
        if (size > 65536 || first > last || last >= size) {
            throw new AseProblem(Code.ASE001, in.position() - 20, "the palette claims " + size + " entries, changing "
                    + first + " to " + last);
        }
        int[] colours = Arrays.copyOf(palette, (int) size);
        for (long index = first; index <= last; index++) {
            int entryFlags = in.u16("a palette entry");
            int r = in.u8("a palette entry");
            int g = in.u8("a palette entry");
            int b = in.u8("a palette entry");
            int a = in.u8("a palette entry");
            colours[(int) index] = a << 24 | r << 16 | g << 8 | b;
            if ((entryFlags & 1) != 0) {
                in.string("a palette colour name");
            }
        }
        return colours;
    }

    /**
     * ARGB pixels of {@code count} raw pixels: RGBA bytes, grey and alpha, or palette indices, the transparent
     * index being transparent except on the background layer, written into {@code out} from {@code offset} on.
     * A fully transparent pixel is 0.
     */
    static void argb(byte[] raw, int count, int depth, int[] palette, int transparentIndex, boolean background,
                     int[] out, int offset) {
        switch (depth) {
            case AseFile.RGBA -> {
                for (int i = 0, j = 0; i < count; i++, j += 4) {
                    int a = raw[j + 3] & 0xff;
                    out[offset + i] = a == 0 ? 0
                            : a << 24 | (raw[j] & 0xff) << 16 | (raw[j + 1] & 0xff) << 8 | raw[j + 2] & 0xff;
                }
            }
            case AseFile.GRAYSCALE -> {
                for (int i = 0, j = 0; i < count; i++, j += 2) {
                    int v = raw[j] & 0xff;
                    int a = raw[j + 1] & 0xff;
                    out[offset + i] = a == 0 ? 0 : a << 24 | v << 16 | v << 8 | v;
                }
            }
            default -> {
                for (int i = 0; i < count; i++) {
                    int index = raw[i] & 0xff;
                    if (index == transparentIndex && !background) {
                        out[offset + i] = 0;
                    } else {
                        int colour = index < palette.length ? palette[index] : 0;
                        out[offset + i] = (colour >>> 24) == 0 ? 0 : colour;
                    }
                }
            }
        }
    }
}
