package dev.reel.bench;

/** The reference solve: bisection to adjacent doubles on x(u) - tau computed in double-double. */
final class ReferenceSolve {
    private ReferenceSolve() {
    }

    static double parameter(double a1, double a2, double tau) {
        double low = 0;
        double high = 1;
        while (true) {
            double middle = 0.5 * (low + high);
            if (middle <= low || middle >= high) {
                return middle;
            }
            if (timeMinus(a1, a2, middle, tau) < 0) {
                low = middle;
            } else {
                high = middle;
            }
        }
    }

    /** 3·a1·u(1-u)² + 3·a2·u²(1-u) + u³ - tau, in double-double; the sign is exact for all practical inputs. */
    private static double timeMinus(double a1, double a2, double u, double tau) {
        double[] v = sum(1, 0, -u, 0);
        double[] vv = product(v[0], v[1], v[0], v[1]);
        double[] uu = product(u, 0, u, 0);
        double[] first = product(product(3 * a1, 0, u, 0), vv);
        double[] second = product(product(3 * a2, 0, uu[0], uu[1]), v);
        double[] third = product(uu[0], uu[1], u, 0);
        double[] total = sum(first[0], first[1], second[0], second[1]);
        total = sum(total[0], total[1], third[0], third[1]);
        total = sum(total[0], total[1], -tau, 0);
        return total[0] + total[1];
    }

    private static double[] sum(double aHigh, double aLow, double bHigh, double bLow) {
        double s = aHigh + bHigh;
        double bb = s - aHigh;
        double error = (aHigh - (s - bb)) + (bHigh - bb) + aLow + bLow;
        double high = s + error;
        return new double[]{high, error - (high - s)};
    }

    private static double[] product(double[] a, double[] b) {
        return product(a[0], a[1], b[0], b[1]);
    }

    private static double[] product(double aHigh, double aLow, double bHigh, double bLow) {
        double p = aHigh * bHigh;
        double error = Math.fma(aHigh, bHigh, -p) + aHigh * bLow + aLow * bHigh;
        double high = p + error;
        return new double[]{high, error - (high - p)};
    }
}
