package dev.reel.cruntime;

import java.util.function.LongBinaryOperator;

/**
 * A function of the C runtime's math section as {@code tests/math_bits.c} names it, with what Java computes for
 * it: the eight StrictMath functions the rules use, and the Math rules whose C namesakes differ (round, rint,
 * floorDiv, min, max). Arguments and results travel as 64-bit patterns: a double's raw bits, or a long.
 */
enum MathFunction {
    SIN("sin", 1, true, (a, b) -> bits(StrictMath.sin(real(a)))),
    COS("cos", 1, true, (a, b) -> bits(StrictMath.cos(real(a)))),
    ACOS("acos", 1, true, (a, b) -> bits(StrictMath.acos(real(a)))),
    CBRT("cbrt", 1, true, (a, b) -> bits(StrictMath.cbrt(real(a)))),
    EXP("exp", 1, true, (a, b) -> bits(StrictMath.exp(real(a)))),
    ATAN2("atan2", 2, true, (a, b) -> bits(StrictMath.atan2(real(a), real(b)))),
    HYPOT("hypot", 2, true, (a, b) -> bits(StrictMath.hypot(real(a), real(b)))),
    POW("pow", 2, true, (a, b) -> bits(StrictMath.pow(real(a), real(b)))),
    ROUND("round", 1, false, (a, b) -> Math.round(real(a))),
    RINT("rint", 1, true, (a, b) -> bits(Math.rint(real(a)))),
    MIN("min", 2, true, (a, b) -> bits(Math.min(real(a), real(b)))),
    MAX("max", 2, true, (a, b) -> bits(Math.max(real(a), real(b)))),
    FLOOR_DIV("floordiv", 2, false, Math::floorDiv),
    FLOOR_DIV_INT("floordiv_int", 2, false, (a, b) -> Math.floorDiv((int) a, (int) b));

    /** The name math_bits reads. */
    final String command;
    /** 1 or 2 arguments. */
    final int arity;
    /** The result is a double (where any NaN equals any NaN), not a long. */
    final boolean real;
    private final LongBinaryOperator java;

    MathFunction(String command, int arity, boolean real, LongBinaryOperator java) {
        this.command = command;
        this.arity = arity;
        this.real = real;
        this.java = java;
    }

    /** Java's result for the arguments {@code a} and {@code b} (b unused with one argument). */
    long java(long a, long b) {
        return java.applyAsLong(a, b);
    }

    /**
     * Whether the C runtime's result is Java's: the same bits, or both NaN. NaN payloads are not compared: they
     * depend on operand order the compiler may pick (they differ between two builds of the same C file), and the
     * state hash takes every NaN as one value.
     */
    boolean agrees(long c, long java) {
        return c == java || real && Double.isNaN(real(c)) && Double.isNaN(real(java));
    }

    /** One argument or result as the failure message shows it. */
    String show(long value, boolean argument) {
        boolean asDouble = argument ? this != FLOOR_DIV && this != FLOOR_DIV_INT : real;
        String hex = String.format("%016x", value);
        return asDouble ? hex + " (" + real(value) + ")" : hex + " (" + value + ")";
    }

    static long bits(double x) {
        return Double.doubleToRawLongBits(x);
    }

    static double real(long bits) {
        return Double.longBitsToDouble(bits);
    }
}
