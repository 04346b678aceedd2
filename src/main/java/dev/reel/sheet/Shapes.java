package dev.reel.sheet;

import dev.reel.model.Rect;

import java.util.Arrays;

/**
 * The 8-connected shapes found on a sheet in the order they were finished: bounding box (inclusive pixel
 * bounds) and pixel count. Stored as ints in fixed-size blocks rather than objects or one growing array,
 * because a hostile sheet of isolated dots holds one shape per four pixels: blocks never copy, so the
 * peak stays at the 20 bytes per shape the data needs (at most 5 bytes per pixel).
 */
final class Shapes {
    private static final int BLOCK_SHIFT = 10;
    private static final int BLOCK_SHAPES = 1 << BLOCK_SHIFT;
    private static final int FIELDS = 5;

    private int count;
    private int[][] blocks = new int[4][];

    void add(int left, int top, int right, int bottom, int pixelCount) {
        int block = count >>> BLOCK_SHIFT;
        if (block == blocks.length) {
            blocks = Arrays.copyOf(blocks, blocks.length * 2);
        }
        if (blocks[block] == null) {
            blocks[block] = new int[BLOCK_SHAPES * FIELDS];
        }
        int at = (count & (BLOCK_SHAPES - 1)) * FIELDS;
        int[] data = blocks[block];
        data[at] = left;
        data[at + 1] = top;
        data[at + 2] = right;
        data[at + 3] = bottom;
        data[at + 4] = pixelCount;
        count++;
    }

    int count() {
        return count;
    }

    int minX(int shape) {
        return field(shape, 0);
    }

    int minY(int shape) {
        return field(shape, 1);
    }

    int maxX(int shape) {
        return field(shape, 2);
    }

    int maxY(int shape) {
        return field(shape, 3);
    }

    /** How many pixels of the shape are above the threshold (not its bounding box's area). */
    int pixels(int shape) {
        return field(shape, 4);
    }

    /** The shape's bounding box. */
    Rect rect(int shape) {
        return new Rect(minX(shape), minY(shape), maxX(shape) - minX(shape) + 1, maxY(shape) - minY(shape) + 1);
    }

    private int field(int shape, int field) {
        return blocks[shape >>> BLOCK_SHIFT][(shape & (BLOCK_SHAPES - 1)) * FIELDS + field];
    }
}
