package dev.reel.ui.graph;

import dev.reel.model.ParamKind;
import dev.reel.model.Value;
import dev.reel.ui.control.Readout;

/** How parameter defaults and condition operands read and are typed in the graph's side panel. */
final class GraphValues {
    private GraphValues() {
    }

    /** A value as people read it on an arrow ({@code 0.5}, {@code true}), or "" for none. */
    static String text(Value value) {
        if (value instanceof Value.Num num) {
            return Readout.number(num.value());
        }
        if (value instanceof Value.Bool bool) {
            return String.valueOf(bool.value());
        }
        return value == null ? "" : value.toString();
    }

    /** The number a value holds (bools 1 or 0, none 0). */
    static double number(Value value) {
        if (value instanceof Value.Num num) {
            return num.value();
        }
        return value instanceof Value.Bool bool && bool.value() ? 1 : 0;
    }

    /** The zero of a kind, as a condition needs an operand of it. */
    static Value zero(ParamKind kind) {
        return switch (kind) {
            case BOOL -> new Value.Bool(true);
            case INT, FLOAT -> new Value.Num(0);
            case TRIGGER -> null;
        };
    }
}
