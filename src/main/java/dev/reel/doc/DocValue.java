package dev.reel.doc;

import java.util.List;

/** A value in the syntax: number, string, boolean, bare word, array or call. */
public sealed interface DocValue
        permits DocValue.Num, DocValue.Str, DocValue.Bool, DocValue.Ident, DocValue.Arr, DocValue.Call {

    Pos pos();

    /** A number, kept as its source text so that an unedited file writes back byte-identical. */
    record Num(String text, Pos pos) implements DocValue {
        public double value() {
            return Double.parseDouble(text);
        }

        /** A number made in memory, in the canonical form of {@link Numbers#format(double)}. */
        public static Num of(double value) {
            return new Num(Numbers.format(value), Pos.NONE);
        }
    }

    /** A string, unescaped. */
    record Str(String value, Pos pos) implements DocValue {
        public static Str of(String value) {
            return new Str(value, Pos.NONE);
        }
    }

    record Bool(boolean value, Pos pos) implements DocValue {
        public static Bool of(boolean value) {
            return new Bool(value, Pos.NONE);
        }
    }

    /** A bare identifier used as an enum word ({@code loop}, {@code linear}). */
    record Ident(String name, Pos pos) implements DocValue {
        public static Ident of(String name) {
            return new Ident(name, Pos.NONE);
        }
    }

    /** {@code [v, v, ...]}, nestable. */
    record Arr(List<DocValue> items, Pos pos) implements DocValue {
        public Arr {
            items = List.copyOf(items);
        }

        public static Arr of(List<? extends DocValue> items) {
            return new Arr(List.copyOf(items), Pos.NONE);
        }
    }

    /** {@code name(v, ...)}; today only {@code asset("path")}. */
    record Call(String name, List<DocValue> args, Pos pos) implements DocValue {
        public Call {
            args = List.copyOf(args);
        }

        public static Call of(String name, List<? extends DocValue> args) {
            return new Call(name, List.copyOf(args), Pos.NONE);
        }
    }
}
