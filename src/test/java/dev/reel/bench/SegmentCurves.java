package dev.reel.bench;

/** The plain cubic bezier arithmetic the peers share: Bernstein evaluation and Godot's 10-bisection solve. */
final class SegmentCurves {
    private SegmentCurves() {
    }

    static double bernstein(double p0, double p1, double p2, double p3, double u) {
        double v = 1 - u;
        return v * v * v * p0 + 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u * p3;
    }

    /**
     * Godot's bezier track solve: the segment as 2D control points (time from 0, value), 10 bisections of
     * the parameter on the time curve, then a straight line between the two bracketing curve points.
     */
    static double godotStyle(double endTime, double v0, double outTime, double outValue, double inTime,
                             double inValue, double v1, double time) {
        double low = 0;
        double high = 1;
        for (int i = 0; i < 10; i++) {
            double middle = (low + high) / 2;
            if (bernstein(0, outTime, endTime + inTime, endTime, middle) < time) {
                low = middle;
            } else {
                high = middle;
            }
        }
        double lowTime = bernstein(0, outTime, endTime + inTime, endTime, low);
        double highTime = bernstein(0, outTime, endTime + inTime, endTime, high);
        double lowValue = bernstein(v0, v0 + outValue, v1 + inValue, v1, low);
        double highValue = bernstein(v0, v0 + outValue, v1 + inValue, v1, high);
        double fraction = highTime > lowTime ? (time - lowTime) / (highTime - lowTime) : 0;
        return lowValue + (highValue - lowValue) * fraction;
    }
}
