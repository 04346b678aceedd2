package dev.reel.io;

import dev.reel.doc.DocValue;
import dev.reel.doc.DocWriter;
import dev.reel.model.Code;
import dev.reel.model.Kind;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.List;

/** Conversions between syntax values and model values, with the problems they can have. */
final class Values {
    private Values() {
    }

    /** A short rendering of a value for messages. */
    static String show(DocValue value) {
        String text;
        if (value instanceof DocValue.Num num) {
            text = num.text();
        } else if (value instanceof DocValue.Str str) {
            text = '"' + str.value() + '"';
        } else if (value instanceof DocValue.Bool bool) {
            text = Boolean.toString(bool.value());
        } else if (value instanceof DocValue.Ident ident) {
            text = ident.name();
        } else if (value instanceof DocValue.Arr arr) {
            text = "an array of " + arr.items().size();
        } else {
            text = ((DocValue.Call) value).name() + "(...)";
        }
        return text.length() > 40 ? text.substring(0, 37) + "..." : text;
    }

    static Double number(DocValue value, String what, Code code, Report report) {
        if (!(value instanceof DocValue.Num num)) {
            report.add(code, value.pos(), what + " must be a number, not " + show(value));
            return null;
        }
        double number = num.value();
        if (!Double.isFinite(number)) {
            report.add(code, value.pos(), what + " " + show(value) + " is too large");
            return null;
        }
        return number;
    }

    /** Reads a key value of {@code kind}; null (reported under {@code code}) when it is not one. */
    static Value read(DocValue value, Kind kind, String what, Code code, Report report) {
        switch (kind) {
            case FLOAT32 -> {
                Double number = number(value, what, code, report);
                if (number == null) {
                    return null;
                }
                if (Math.abs(number) > Float.MAX_VALUE) {
                    report.add(code, value.pos(), what + " " + show(value) + " does not fit a float32");
                    return null;
                }
                return new Value.Num(number);
            }
            case INT32 -> {
                Double number = number(value, what, code, report);
                if (number == null) {
                    return null;
                }
                if (number != Math.rint(number) || number < Integer.MIN_VALUE || number > Integer.MAX_VALUE) {
                    report.add(code, value.pos(), what + " " + show(value) + " is not a 32-bit integer");
                    return null;
                }
                return new Value.Num(number);
            }
            case BOOL -> {
                if (value instanceof DocValue.Bool bool) {
                    return new Value.Bool(bool.value());
                }
                report.add(code, value.pos(), what + " must be true or false for kind=bool, not " + show(value));
                return null;
            }
            case ENUM -> {
                if (value instanceof DocValue.Ident ident) {
                    return new Value.Symbol(ident.name());
                }
                if (value instanceof DocValue.Str str) {
                    return new Value.Symbol(str.value());
                }
                report.add(code, value.pos(), what + " must be a word for kind=enum, not " + show(value));
                return null;
            }
            case ASSET_REF -> {
                String path = assetPath(value);
                if (path == null) {
                    report.add(code, value.pos(), what + " must be asset(\"path\") for kind=assetRef, not "
                            + show(value));
                    return null;
                }
                return new Value.Asset(path);
            }
            case FLOATS -> {
                return floats(value, what, code, report);
            }
            case DRAW_ORDER -> {
                return names(value, what, code, report);
            }
            default -> {
                double[] lanes = numbers(value, kind.lanes(), what + " for kind=" + kind.word(), code, report);
                return lanes == null ? null : new Value.Vec(lanes);
            }
        }
    }

    /** The most numbers a {@code floats} value may hold: two per vertex of the largest mesh. */
    static final int MAX_FLOATS = 2 * dev.reel.model.rig.MeshAttachment.MAX_VERTICES;

    /** A {@code floats} value: one or more finite numbers, at most {@link #MAX_FLOATS}, counted before copying. */
    private static Value floats(DocValue value, String what, Code code, Report report) {
        if (!(value instanceof DocValue.Arr arr) || arr.items().isEmpty()) {
            report.add(code, value.pos(), what + " must be an array of one or more numbers for kind=floats, not "
                    + show(value));
            return null;
        }
        if (arr.items().size() > MAX_FLOATS) {
            report.add(code, value.pos(), what + " holds " + arr.items().size() + " numbers; kind=floats holds at most "
                    + MAX_FLOATS);
            return null;
        }
        double[] lanes = numbers(value, arr.items().size(), what + " for kind=floats", code, report);
        return lanes == null ? null : new Value.Vec(lanes);
    }

    /** A {@code drawOrder} value: slot names in quotes, at most as many as a rig has slots. */
    private static Value names(DocValue value, String what, Code code, Report report) {
        if (!(value instanceof DocValue.Arr arr)) {
            report.add(code, value.pos(), what + " must be an array of slot names for kind=drawOrder, not "
                    + show(value));
            return null;
        }
        if (arr.items().size() > dev.reel.model.rig.Rig.MAX_SLOTS) {
            report.add(code, value.pos(), what + " names " + arr.items().size() + " slots; a rig has at most "
                    + dev.reel.model.rig.Rig.MAX_SLOTS);
            return null;
        }
        List<String> names = new ArrayList<>(arr.items().size());
        for (DocValue item : arr.items()) {
            if (!(item instanceof DocValue.Str str)) {
                report.add(code, item.pos(), what + " must hold slot names in quotes for kind=drawOrder, not "
                        + show(item));
                return null;
            }
            names.add(str.value());
        }
        return new Value.Names(names);
    }

    /** An array of exactly {@code count} finite numbers, or null (reported). */
    static double[] numbers(DocValue value, int count, String what, Code code, Report report) {
        if (!(value instanceof DocValue.Arr arr) || arr.items().size() != count) {
            report.add(code, value.pos(), what + " must be an array of " + count + " numbers, not " + show(value));
            return null;
        }
        double[] lanes = new double[count];
        for (int i = 0; i < count; i++) {
            Double number = number(arr.items().get(i), what, code, report);
            if (number == null) {
                return null;
            }
            lanes[i] = number;
        }
        return lanes;
    }

    /**
     * Reads a tangent handle: {@code [dt, dv]} for a one-lane kind, {@code [[dt, dv], ...]} with one pair per
     * lane for vector kinds. Returns the pairs flat.
     */
    static Value.Vec handle(DocValue value, Kind kind, String what, Code code, Report report) {
        return handle(value, kind, kind.lanes(), what, code, report);
    }

    /** A tangent handle of a key with {@code lanes} lanes (a {@code floats} key's own count). */
    static Value.Vec handle(DocValue value, Kind kind, int lanes, String what, Code code, Report report) {
        if (!kind.isVector() && kind != Kind.FLOATS) {
            double[] pair = numbers(value, 2, what, code, report);
            return pair == null ? null : new Value.Vec(pair);
        }
        if (!(value instanceof DocValue.Arr arr) || arr.items().size() != lanes) {
            report.add(code, value.pos(), what + " must hold one [dt, dv] pair per lane (" + lanes
                    + (kind == Kind.FLOATS ? ", as many as the key's value has" : " for kind=" + kind.word()) + ")");
            return null;
        }
        double[] flat = new double[lanes * 2];
        for (int lane = 0; lane < lanes; lane++) {
            double[] pair = numbers(arr.items().get(lane), 2, what, code, report);
            if (pair == null) {
                return null;
            }
            flat[lane * 2] = pair[0];
            flat[lane * 2 + 1] = pair[1];
        }
        return new Value.Vec(flat);
    }

    /** The path of {@code asset("path")}, or null when the value is not that call. */
    static String assetPath(DocValue value) {
        if (value instanceof DocValue.Call call && call.name().equals("asset") && call.args().size() == 1
                && call.args().get(0) instanceof DocValue.Str str) {
            return str.value();
        }
        return null;
    }

    /** A value read without knowing its kind (the operand of a condition on an unknown parameter). */
    static Value guess(DocValue value) {
        if (value instanceof DocValue.Num num && Double.isFinite(num.value())) {
            return new Value.Num(num.value());
        }
        if (value instanceof DocValue.Bool bool) {
            return new Value.Bool(bool.value());
        }
        if (value instanceof DocValue.Str str) {
            return new Value.Symbol(str.value());
        }
        if (value instanceof DocValue.Ident ident) {
            return new Value.Symbol(ident.name());
        }
        String path = assetPath(value);
        if (path != null) {
            return new Value.Asset(path);
        }
        return new Value.Symbol(show(value));
    }

    static DocValue write(Value value) {
        if (value instanceof Value.Num num) {
            return DocValue.Num.of(num.value());
        }
        if (value instanceof Value.Bool bool) {
            return DocValue.Bool.of(bool.value());
        }
        if (value instanceof Value.Symbol symbol) {
            // A word that is no identifier (an attachment name such as "" or "arm 2") is written in quotes,
            // which reads back as the same word.
            String name = symbol.name();
            boolean bare = DocWriter.isIdentifier(name) && !name.equals("true") && !name.equals("false");
            return bare ? DocValue.Ident.of(name) : DocValue.Str.of(name);
        }
        if (value instanceof Value.Vec vec) {
            return numbers(vec.lanes());
        }
        if (value instanceof Value.Names names) {
            List<DocValue> items = new ArrayList<>(names.names().size());
            for (String name : names.names()) {
                items.add(DocValue.Str.of(name));
            }
            return DocValue.Arr.of(items);
        }
        return asset(((Value.Asset) value).path());
    }

    static DocValue.Arr numbers(double... values) {
        List<DocValue> items = new ArrayList<>(values.length);
        for (double value : values) {
            items.add(DocValue.Num.of(value));
        }
        return DocValue.Arr.of(items);
    }

    static DocValue.Call asset(String path) {
        return DocValue.Call.of("asset", List.of(DocValue.Str.of(path)));
    }

    static DocValue writeHandle(Value.Vec handle, Kind kind) {
        if (!kind.isVector() && kind != Kind.FLOATS) {
            return numbers(handle.lanes());
        }
        List<DocValue> pairs = new ArrayList<>();
        for (int lane = 0; lane * 2 + 1 < handle.size(); lane++) {
            pairs.add(numbers(handle.get(lane * 2), handle.get(lane * 2 + 1)));
        }
        return DocValue.Arr.of(pairs);
    }
}
