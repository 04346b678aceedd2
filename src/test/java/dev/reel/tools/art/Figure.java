package dev.reel.tools.art;

/** A costumed character that draws itself in a pose onto a logical canvas. */
interface Figure {

    /** Draws the figure with its hip at {@code hip}; the caller stands the result on the ground line. */
    void draw(PixelCanvas canvas, Pose pose, Point hip);
}
