package dev.reel.edit.cmd;

import dev.reel.model.Clip;
import dev.reel.model.CondOp;
import dev.reel.model.Flipbook;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.ParamKind;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;

/**
 * What a command refuses before it changes a document, so that an edit never makes a file Reel could not read
 * back: numbers that are not finite, times outside the clip, values of the wrong kind, broken track rules and
 * unusable names. Each refusal is an {@link IllegalArgumentException} saying what was wrong.
 */
final class Require {
    private Require() {
    }

    static double finite(double number, String what) {
        if (!Double.isFinite(number)) {
            throw new IllegalArgumentException(what + " must be a finite number, not " + number);
        }
        return number;
    }

    static double notNegative(double number, String what) {
        finite(number, what);
        if (number < 0) {
            throw new IllegalArgumentException(what + " must not be negative: " + number);
        }
        return number;
    }

    /** A key or event time inside {@code [0, length]}. */
    static double timeIn(Clip clip, double time, String what) {
        finite(time, what);
        if (time < 0 || time > clip.length()) {
            throw new IllegalArgumentException(what + " " + time + " is outside the clip [0, " + clip.length() + "]");
        }
        return time;
    }

    /** The latest time a key, event or frame start of the clip sits at: the shortest length it may have. */
    static double lastTime(Clip clip) {
        double last = 0;
        for (Track track : clip.tracks()) {
            for (Key key : track.keys()) {
                last = Math.max(last, key.time());
            }
        }
        for (var event : clip.events()) {
            last = Math.max(last, event.time());
        }
        for (Flipbook flipbook : clip.flipbooks()) {
            if (!flipbook.sprites().isEmpty()) {
                last = Math.max(last, flipbook.frameStart(flipbook.sprites().size() - 1));
            }
        }
        return last;
    }

    static String name(String name, String what) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException(what + " needs a name");
        }
        return name;
    }

    /** A key value that a track of {@code kind} holds. */
    static Value fits(Kind kind, Value value) {
        boolean fits = switch (kind) {
            case FLOAT32 -> value instanceof Value.Num num && Double.isFinite(num.value())
                    && Math.abs(num.value()) <= Float.MAX_VALUE;
            case INT32 -> value instanceof Value.Num num && num.value() == Math.rint(num.value())
                    && num.value() >= Integer.MIN_VALUE && num.value() <= Integer.MAX_VALUE;
            case BOOL -> value instanceof Value.Bool;
            case ENUM -> value instanceof Value.Symbol symbol && !symbol.name().isEmpty();
            case ASSET_REF -> value instanceof Value.Asset asset && asset.path() != null;
            case FLOATS -> value instanceof Value.Vec vec && vec.size() > 0 && allFinite(vec);
            case DRAW_ORDER -> value instanceof Value.Names names && !names.names().isEmpty();
            default -> value instanceof Value.Vec vec && vec.size() == kind.lanes() && allFinite(vec);
        };
        if (!fits) {
            throw new IllegalArgumentException(value + " is not a value of kind " + kind.word());
        }
        return value;
    }

    /** A tangent handle for a track of {@code kind}: one (dt, dv) pair per lane, or null for none. */
    static Value.Vec handle(Kind kind, Value.Vec handle, String what) {
        if (handle != null && (handle.size() != 2 * kind.lanes() || !allFinite(handle))) {
            throw new IllegalArgumentException(what + " handle " + handle + " must hold " + kind.lanes()
                    + " finite (dt, dv) pair(s) for kind " + kind.word());
        }
        return handle;
    }

    /** The rules a track's header must follow: a known property's kind, root and numeric where they apply. */
    static Track trackRules(Track track) {
        if (track.path() == null) {
            throw new IllegalArgumentException("track " + track.id() + " needs a node path (\"\" for the node itself)");
        }
        name(track.property(), "track " + track.id() + "'s property");
        Kind expected = Properties.kindOf(track.property()).orElse(track.kind());
        if (expected != track.kind()) {
            throw new IllegalArgumentException("property " + track.property() + " is " + expected.word()
                    + ", not " + track.kind().word());
        }
        if (track.root() && !(track.path().isEmpty() && track.property().equals(Properties.POSITION)
                && track.kind() == Kind.VEC2)) {
            throw new IllegalArgumentException("only track \"\" " + Properties.POSITION + " (vec2) can be the root");
        }
        if (track.numeric() && track.kind() != Kind.INT32) {
            throw new IllegalArgumentException("only an int32 track can be numeric");
        }
        return track;
    }

    /** A parameter default: true/false for bool, a whole number for int, a number for float, none for trigger. */
    static Value paramValue(ParamKind kind, Value value, String what) {
        if (value == null) {
            return null;
        }
        boolean fits = switch (kind) {
            case BOOL -> value instanceof Value.Bool;
            case INT -> value instanceof Value.Num num && num.value() == Math.rint(num.value())
                    && Math.abs(num.value()) <= Integer.MAX_VALUE;
            case FLOAT -> value instanceof Value.Num num && Double.isFinite(num.value());
            case TRIGGER -> false;
        };
        if (!fits) {
            throw new IllegalArgumentException(what + " " + value + " does not suit a " + kind.word() + " parameter");
        }
        return value;
    }

    /** A condition's operator and operand for a parameter of {@code kind}, as the controller rules want them. */
    static void condition(String param, ParamKind kind, CondOp op, Value value) {
        String problem = switch (kind) {
            case TRIGGER -> op != null || value != null ? "trigger " + param + " takes no op or value" : null;
            case BOOL -> {
                if (op == null) {
                    yield value != null ? "a value for bool " + param + " needs op eq or ne" : null;
                }
                yield op != CondOp.EQ && op != CondOp.NE ? "bool " + param + " compares with eq or ne only"
                        : value == null ? "op " + op.word() + " needs a value" : null;
            }
            default -> op == null || value == null ? kind.word() + " " + param + " needs an op and a value" : null;
        };
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        paramValue(kind, value, "the value of " + param);
    }

    private static boolean allFinite(Value.Vec vec) {
        for (double lane : vec.lanes()) {
            if (!Double.isFinite(lane)) {
                return false;
            }
        }
        return true;
    }
}
