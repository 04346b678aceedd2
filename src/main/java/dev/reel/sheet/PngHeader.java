package dev.reel.sheet;

/**
 * What a PNG's IHDR chunk says about the image, read before anything else.
 *
 * @param colourType 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA
 */
public record PngHeader(int width, int height, int bitDepth, int colourType, boolean interlaced) {

    /** The seven interlace passes: x and y of the first pixel, then the step across and down. */
    static final int[][] ADAM7 = {
            {0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}};

    /** Samples per pixel in the file. */
    public int channels() {
        return switch (colourType) {
            case 0, 3 -> 1;
            case 4 -> 2;
            case 2 -> 3;
            default -> 4;
        };
    }

    /** Whether the bit depth is one PNG allows for the colour type. */
    public boolean validDepth() {
        return switch (colourType) {
            case 0 -> bitDepth == 1 || bitDepth == 2 || bitDepth == 4 || bitDepth == 8 || bitDepth == 16;
            case 3 -> bitDepth == 1 || bitDepth == 2 || bitDepth == 4 || bitDepth == 8;
            case 2, 4, 6 -> bitDepth == 8 || bitDepth == 16;
            default -> false;
        };
    }

    /** Bytes of ARGB the decoded image takes. */
    public long argbBytes() {
        return (long) width * height * 4;
    }

    /**
     * Bytes the image data inflates to: each row of each interlace pass with its filter byte. A zlib stream
     * that inflates to more than this is not image data, whatever it claims.
     */
    public long inflatedBytes() {
        long bitsPerPixel = (long) channels() * bitDepth;
        if (!interlaced) {
            return height * (1 + (width * bitsPerPixel + 7) / 8);
        }
        long total = 0;
        for (int[] pass : ADAM7) {
            long passWidth = (width - pass[0] + (long) pass[2] - 1) / pass[2];
            long passHeight = (height - pass[1] + (long) pass[3] - 1) / pass[3];
            if (passWidth > 0 && passHeight > 0) {
                total += passHeight * (1 + (passWidth * bitsPerPixel + 7) / 8);
            }
        }
        return total;
    }
}
