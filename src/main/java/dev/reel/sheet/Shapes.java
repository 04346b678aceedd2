package dev.reel.sheet;

import dev.reel.model.Rect;

import java.util.Arrays;

/**
 * The 8-connected shapes found on a sheet, as parallel arrays in the order they were finished: bounding box
 * (inclusive pixel bounds) and pixel count. Arrays rather than objects because a hostile sheet can hold
 * millions of specks.
 */
final class Shapes {
    private int count;
    private int[] minX = new int[64];
    private int[] minY = new int[64];
    private int[] maxX = new int[64];
    private int[] maxY = new int[64];
    private int[] pixels = new int[64];

    void add(int left, int top, int right, int bottom, int pixelCount) {
        if (count == minX.length) {
            int capacity = count + (count >> 1);
            minX = Arrays.copyOf(minX, capacity);
            minY = Arrays.copyOf(minY, capacity);
            maxX = Arrays.copyOf(maxX, capacity);
            maxY = Arrays.copyOf(maxY, capacity);
            pixels = Arrays.copyOf(pixels, capacity);
        }
        minX[count] = left;
        minY[count] = top;
        maxX[count] = right;
        maxY[count] = bottom;
        pixels[count] = pixelCount;
        count++;
    }

    int count() {
        return count;
    }

    int minX(int shape) {
        return minX[shape];
    }

    int minY(int shape) {
        return minY[shape];
    }

    int maxX(int shape) {
        return maxX[shape];
    }

    int maxY(int shape) {
        return maxY[shape];
    }

    /** How many pixels of the shape are above the threshold (not its bounding box's area). */
    int pixels(int shape) {
        return pixels[shape];
    }

    /** The shape's bounding box. */
    Rect rect(int shape) {
        return new Rect(minX[shape], minY[shape], maxX[shape] - minX[shape] + 1, maxY[shape] - minY[shape] + 1);
    }
}
