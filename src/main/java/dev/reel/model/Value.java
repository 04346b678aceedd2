package dev.reel.model;

import java.util.Arrays;

/** A key's value, a parameter default or a condition operand: what a file writes after {@code v=}. */
public sealed interface Value permits Value.Num, Value.Bool, Value.Symbol, Value.Vec, Value.Asset,
        Value.Names {

    /** A number (float32, int32, float and int parameters). */
    record Num(double value) implements Value {
    }

    /** A boolean (bool tracks and parameters). */
    record Bool(boolean value) implements Value {
    }

    /** An enum word, written bare ({@code idle}). */
    record Symbol(String name) implements Value {
    }

    /** A fixed-size array of numbers: vectors, colours (r,g,b,a), rects (x,y,w,h), quats (x,y,z,w) and tangent handles. */
    record Vec(double[] lanes) implements Value {
        public Vec {
            lanes = lanes.clone();
        }

        public static Vec of(double... lanes) {
            return new Vec(lanes);
        }

        /** The lanes, copied. */
        @Override
        public double[] lanes() {
            return lanes.clone();
        }

        public int size() {
            return lanes.length;
        }

        public double get(int lane) {
            return lanes[lane];
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Vec vec && Arrays.equals(lanes, vec.lanes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(lanes);
        }

        @Override
        public String toString() {
            return "Vec" + Arrays.toString(lanes);
        }
    }

    /** A project-relative asset path, written {@code asset("assets/hero.png#hero_000")}. */
    record Asset(String path) implements Value {
    }

    /** A list of names, written {@code ["a", "b"]}: a draw-order key, every slot of the rig in drawing order. */
    record Names(java.util.List<String> names) implements Value {
        public Names {
            names = java.util.List.copyOf(names);
        }
    }
}
