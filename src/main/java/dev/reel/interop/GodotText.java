package dev.reel.interop;

import java.math.BigDecimal;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * The values of Godot 4's text resource format ({@code .tres}, {@code format=3}) as Reel writes them: numbers,
 * strings, string names, node paths, vectors, colours and packed arrays.
 */
final class GodotText {
    private GodotText() {
    }

    /** A float variant: always with a decimal point ({@code 1.0}, {@code 0.25}), never in exponent form. */
    static String real(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return (long) value + ".0";
        }
        return plain(Double.toString(value));
    }

    /** A number of a {@code PackedFloat32Array}: the float32 Godot will hold, written shortest ({@code 1}, {@code 0.1}). */
    static String float32(double value) {
        float single = (float) value;
        if (single == Math.rint(single) && Math.abs(single) < 1e7) {
            return Long.toString((long) single);
        }
        return plain(Float.toString(single));
    }

    /** A whole number. */
    static String integer(long value) {
        return Long.toString(value);
    }

    private static String plain(String text) {
        return text.contains("E") ? new BigDecimal(text).toPlainString() : text;
    }

    /** A string literal with Godot's escapes, which for what Reel writes are JSON's ({@link JsonWords#quote}). */
    static String string(String text) {
        return JsonWords.quote(text);
    }

    /**
     * A property name as the left side of {@code key = value}: as it is, or quoted when it holds a space, a quote,
     * an {@code =}, a control character or anything beyond ASCII, as Godot 4 writes such names.
     */
    static String key(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c <= 32 || c == '"' || c == '=' || c > 127) {
                return string(name);
            }
        }
        return name;
    }

    /** A {@code StringName} literal, {@code &"name"}. */
    static String stringName(String text) {
        return "&" + string(text);
    }

    /** {@code NodePath("Arm/Hand:rotation")}. */
    static String nodePath(String path) {
        return "NodePath(" + string(path) + ")";
    }

    static String vector2(double x, double y) {
        return "Vector2(" + float32(x) + ", " + float32(y) + ")";
    }

    static String color(double r, double g, double b, double a) {
        return "Color(" + float32(r) + ", " + float32(g) + ", " + float32(b) + ", " + float32(a) + ")";
    }

    static String rect2(double x, double y, double w, double h) {
        return "Rect2(" + float32(x) + ", " + float32(y) + ", " + float32(w) + ", " + float32(h) + ")";
    }

    /** {@code PackedFloat32Array(0, 0.1, ...)}. */
    static String packedFloats(double[] values) {
        StringBuilder out = new StringBuilder("PackedFloat32Array(");
        for (int i = 0; i < values.length; i++) {
            out.append(i == 0 ? "" : ", ").append(float32(values[i]));
        }
        return out.append(')').toString();
    }

    /** {@code PackedInt32Array(0, 2, ...)}. */
    static String packedInts(int[] values) {
        StringBuilder out = new StringBuilder("PackedInt32Array(");
        for (int i = 0; i < values.length; i++) {
            out.append(i == 0 ? "" : ", ").append(values[i]);
        }
        return out.append(')').toString();
    }

    /** {@code [a, b, ...]} of values already written. */
    static String array(List<String> values) {
        return "[" + String.join(", ", values) + "]";
    }

    /** The same for numbers written by {@code form}. */
    static String array(double[] values, DoubleFunction<String> form) {
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < values.length; i++) {
            out.append(i == 0 ? "" : ", ").append(form.apply(values[i]));
        }
        return out.append(']').toString();
    }

    /** Whether {@code name} is an identifier a Godot expression can name. */
    static boolean identifier(String name) {
        if (name.isEmpty() || !(Character.isLetter(name.charAt(0)) || name.charAt(0) == '_')) {
            return false;
        }
        for (int i = 1; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '_')) {
                return false;
            }
        }
        return !List.of("and", "or", "not", "true", "false", "null", "in", "self").contains(name);
    }
}
