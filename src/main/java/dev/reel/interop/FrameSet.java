package dev.reel.interop;

import dev.reel.model.Rect;

import java.util.List;

/**
 * What every importer gives: the sheet's frames in order (each a cell with its pivot and duration) and the
 * tags that become clips. Pivots are fractions of the cell, as in a {@code .meta}; null where the source sets
 * none.
 */
public record FrameSet(List<FrameCell> frames, List<AseFile.Tag> tags) {

    public FrameSet {
        frames = List.copyOf(frames);
        tags = List.copyOf(tags);
    }

    /**
     * One frame.
     *
     * @param name           the cell name, unique in the sheet
     * @param durationMillis how long it shows, 0 when the source does not say
     */
    public record FrameCell(String name, Rect rect, Double pivotX, Double pivotY, int durationMillis) {
    }
}
