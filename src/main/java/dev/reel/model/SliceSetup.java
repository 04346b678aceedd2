package dev.reel.model;

/** How a sheet was sliced, kept in its {@code .meta} so that it can be sliced again the same way. */
public sealed interface SliceSetup permits SliceSetup.Grid, SliceSetup.Strip, SliceSetup.Alpha {

    /** Cells of one size row by row after an offset, with padding between them; count 0 means all that fit. */
    record Grid(int cellWidth, int cellHeight, int offsetX, int offsetY, int paddingX, int paddingY, int count)
            implements SliceSetup {
    }

    /** One row of fixed-size frames; height 0 means the sheet's height. */
    record Strip(int frameWidth, int frameHeight) implements SliceSetup {
    }

    /** Every 8-connected shape with alpha above the threshold; smaller shapes merged or dropped. */
    record Alpha(int threshold, int minArea, boolean mergeSmall) implements SliceSetup {
    }
}
