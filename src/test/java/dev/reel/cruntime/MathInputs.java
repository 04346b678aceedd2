package dev.reel.cruntime;

import java.util.Random;
import java.util.function.DoubleSupplier;

import static dev.reel.cruntime.MathFunction.bits;

/**
 * Seeded arguments for {@link MathFunction}s, drawn from kinds that reach each branch of the fdlibm algorithms:
 * uniform bit patterns, uniform reals in small ranges, values a few ulps from multiples of pi/2 and pi/4, large
 * and tiny magnitudes, subnormals, special values, and, for the functions of two arguments, pairs across signs and
 * magnitudes (ratios near 2^60 for atan2 and hypot, the same high word for hypot, powers near overflow and
 * underflow for pow). Each call of {@link #next} picks a kind at random.
 */
final class MathInputs {
    /** Values every function meets: zeros, ones, infinities, NaNs, the ends of the double range. */
    private static final double[] SPECIALS = {
        0.0, -0.0, 1, -1, 0.5, -0.5, 2, -2, 3, -3, 0.25, 1.5, -1.5, Math.PI, -Math.PI, Math.PI / 2, -Math.PI / 2,
        Math.PI / 4, 3 * Math.PI / 4, Double.NaN, Double.longBitsToDouble(0x7ff0000000000001L),
        Double.longBitsToDouble(0xfff8000000000123L), Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, -Double.MIN_NORMAL, Double.MAX_VALUE,
        -Double.MAX_VALUE, 1e300, -1e300, 0x1p1023, -0x1p1023, 0x1p-1022 * 0.75, 1 + 0x1p-52, 1 - 0x1p-53,
        -1 - 0x1p-52, -1 + 0x1p-53, 0x1p-27, 0x1p-29, 0x1p-57, 0x1p66, 0x1p31, 0x1p53, 0x1p64, -0x1p53, 0x1p52,
        0x1p63, -0x1p63, 0x1p19 * Math.PI / 2, 709.782712893384, -745.1332191019411, 1024, -1075, 0.3,
        0.78125, 0.4375, 1.1875, 2.4375, 0.5 * Math.log(2), 1.5 * Math.log(2), 0.49999999999999994, 4503599627370497.0,
        // 6381956970095103 * 2^797, the double closest to a multiple of pi/2, and 1e22: the reduction recomputes
        0x1.6ac5b262ca1ffp849, -0x1.6ac5b262ca1ffp849, 1e22, -1e22,
    };

    private final Random random;

    MathInputs(long seed) {
        random = new Random(seed);
    }

    /** The arguments of one call of {@code function}, as bit patterns (the second 0 for one argument). */
    long[] next(MathFunction function) {
        return switch (function) {
            case SIN, COS -> one(pick(this::anyBits, () -> between(-10, 10), () -> nearMultiple(Math.PI / 2, 1 << 20),
                    () -> nearMultiple(Math.PI / 4, 1 << 20), () -> nearMultiple(Math.PI / 2, 1L << 50),
                    () -> between(8e5, 8.3e5) * sign(), () -> scaled(20, 1023), () -> scaled(-1074, -20),
                    this::special));
            case ACOS -> one(pick(() -> between(-1, 1), () -> sign() * (1 - scaled(-60, -1)),
                    () -> ulps(sign() * 0.5, 40), () -> scaled(-70, -1), this::anyBits, this::special));
            case CBRT -> one(pick(this::anyBits, this::subnormal, () -> between(-10, 10), () -> scaled(-1074, 1023),
                    () -> ulps(cube(random.nextInt(2000) - 1000), 3), this::special));
            case EXP -> one(pick(() -> between(-746, 710), () -> between(-1, 1),
                    () -> ulps(709.782712893384, 1000), () -> ulps(-745.1332191019411, 1000),
                    () -> nearMultiple(Math.log(2) / 2, 3000), () -> scaled(-70, -20), this::anyBits, this::special));
            case ATAN2 -> atan2();
            case HYPOT -> hypot();
            case POW -> pow();
            case ROUND, RINT -> one(pick(this::anyBits, () -> between(-10, 10), this::half,
                    () -> ulps(sign() * 0x1p52, 10), () -> ulps(sign() * 0x1p63, 10), () -> scaled(-60, 70),
                    this::special));
            case MIN, MAX -> two(pick(this::special, () -> between(-10, 10), this::anyBits),
                    pick(this::special, () -> between(-10, 10), this::anyBits));
            case FLOOR_DIV -> floorDiv(Long.MIN_VALUE, Long.MAX_VALUE, random.nextLong());
            case FLOOR_DIV_INT -> floorDiv(Integer.MIN_VALUE, Integer.MAX_VALUE, random.nextInt());
        };
    }

    private long[] atan2() {
        double x = pick(() -> between(-10, 10), this::anyBits, this::special, () -> scaled(-1074, 1023));
        return switch (random.nextInt(6)) {
            case 0 -> two(x * scaled(55, 66), x);                                  // |y / x| near 2^60
            case 1 -> two(x * scaled(-66, -55), x);
            case 2 -> two(sign() * Math.abs(x), x);                                // |y| = |x|
            case 3 -> two(special(), x);
            default -> two(pick(() -> between(-10, 10), this::anyBits, this::special, () -> scaled(-1074, 1023)), x);
        };
    }

    private long[] hypot() {
        return switch (random.nextInt(8)) {
            case 0 -> sameHighWord();
            case 1 -> {                                                            // a / b near 2^60
                double a = scaled(-400, 400);
                yield two(a, a * scaled(-62, -58));
            }
            case 2 -> two(scaled(490, 1023), scaled(440, 1023));                  // beyond 2^500
            case 3 -> two(scaled(-1074, -490), scaled(-1074, -440));              // below 2^-500, subnormals
            case 4 -> two(special(), pick(this::special, () -> between(-10, 10)));
            case 5 -> two(between(-10, 10), between(-10, 10));
            default -> two(anyBits(), anyBits());
        };
    }

    private long[] sameHighWord() {
        long high = bits(scaled(-1000, 1000)) & 0xffffffff00000000L;
        double a = Double.longBitsToDouble(high | random.nextLong() & 0xffffffffL);
        double b = Double.longBitsToDouble(high | random.nextLong() & 0xffffffffL);
        return two(a, sign() * b);
    }

    private long[] pow() {
        return switch (random.nextInt(10)) {
            case 0 -> two(between(0, 10), between(-60, 60));
            case 1 -> two(1 + between(-0x1p-20, 0x1p-20), scaled(31, 70));         // |y| > 2^31, x near 1
            case 2 -> two(-between(0, 10), random.nextInt(201) - 100);             // x < 0, y an integer
            case 3 -> two(-between(0, 10), sign() * (double) (random.nextLong() >>> random.nextInt(64)));
            case 4 -> two(-between(0, 10), between(-10, 10));                      // x < 0, y not an integer
            case 5 -> {                                                            // near overflow and underflow
                double x = between(0.05, 20);
                double target = random.nextBoolean() ? 1024 - between(0, 1e-6) : -1075 + between(-2, 3);
                yield two(x, ulps(target / (Math.log(x) / Math.log(2)), 4));
            }
            case 6 -> two(subnormal(), between(-1.5, 1.5));
            case 7 -> two(special(), special());
            case 8 -> two(anyBits(), pick(this::anyBits, () -> (double) (random.nextInt(21) - 10)));
            default -> two(pick(this::special, () -> between(-3, 3)), pick(this::special, () -> between(-3, 3)));
        };
    }

    private long[] floorDiv(long min, long max, long x) {
        long y = switch (random.nextInt(4)) {
            case 0 -> random.nextInt(21) - 10;
            case 1 -> min == Long.MIN_VALUE ? random.nextLong() : random.nextInt();
            case 2 -> random.nextBoolean() ? -1 : min;
            default -> (random.nextInt(2001) - 1000) * 7L;
        };
        if (y == 0) {
            y = 1;
        }
        long dividend = switch (random.nextInt(4)) {
            case 0 -> x;
            case 1 -> random.nextBoolean() ? min : max;
            case 2 -> (x / Math.abs(y)) * y;                                       // an exact multiple
            default -> random.nextInt(201) - 100;
        };
        return new long[] {dividend, y};
    }

    private double pick(DoubleSupplier... kinds) {
        return kinds[random.nextInt(kinds.length)].getAsDouble();
    }

    private static long[] one(double x) {
        return new long[] {bits(x), 0};
    }

    private static long[] two(double a, double b) {
        return new long[] {bits(a), bits(b)};
    }

    private double anyBits() {
        return Double.longBitsToDouble(random.nextLong());
    }

    private double special() {
        return SPECIALS[random.nextInt(SPECIALS.length)];
    }

    private double sign() {
        return random.nextBoolean() ? 1 : -1;
    }

    private double between(double low, double high) {
        return low + (high - low) * random.nextDouble();
    }

    /** A random sign times (1 + u) 2^e, e uniform in [low, high] (rounded to a subnormal below -1022). */
    private double scaled(int low, int high) {
        return sign() * Math.scalb(1 + random.nextDouble(), low + random.nextInt(high - low + 1));
    }

    private double subnormal() {
        return sign() * Double.longBitsToDouble(random.nextLong() & 0x000fffffffffffffL);
    }

    /** k * unit, k up to {@code range} either side, then up to 20 ulps off. */
    private double nearMultiple(double unit, long range) {
        return ulps((random.nextLong() % range) * unit, 20);
    }

    /** k + 1/2 for a random integer k of up to 52 bits, then up to 1 ulp off. */
    private double half() {
        return ulps((random.nextLong() >> random.nextInt(12, 64)) + 0.5, 1);
    }

    private static double cube(int k) {
        return (double) k * k * k;
    }

    /** {@code x} moved up to {@code most} ulps either way. */
    private double ulps(double x, int most) {
        int steps = random.nextInt(2 * most + 1) - most;
        for (; steps > 0; steps--) {
            x = Math.nextUp(x);
        }
        for (; steps < 0; steps++) {
            x = Math.nextDown(x);
        }
        return x;
    }
}
