package dev.reel.ui.curves;

/**
 * The view a cached drawing of the curve editor was made for: the time mapping (start, pixels per second), the
 * value mapping (centre, pixels per unit), the graph's size and two values of the caller's own. The grid and each
 * lane's trace keep one and redo their work only when {@link #changed} says the view moved. It compares field by
 * field with no array made, since it runs on every redraw of every lane.
 */
final class ViewStamp {
    private double start = Double.NaN;
    private double pixelsPerSecond;
    private double centre;
    private double pixelsPerUnit;
    private double width;
    private double height;
    private double first;
    private double second;

    /** Whether this view differs from the one stamped last; it is stamped now either way. */
    boolean changed(double start, double pixelsPerSecond, double centre, double pixelsPerUnit, double width,
                    double height, double first, double second) {
        if (this.start == start && this.pixelsPerSecond == pixelsPerSecond && this.centre == centre
                && this.pixelsPerUnit == pixelsPerUnit && this.width == width && this.height == height
                && this.first == first && this.second == second) {
            return false;
        }
        this.start = start;
        this.pixelsPerSecond = pixelsPerSecond;
        this.centre = centre;
        this.pixelsPerUnit = pixelsPerUnit;
        this.width = width;
        this.height = height;
        this.first = first;
        this.second = second;
        return true;
    }
}
