package dev.reel.ui.control;

import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Value;

/**
 * A transition's condition as every panel writes it, in the Animator graph's notation: {@code Speed > 0.5},
 * {@code Grounded}, {@code not Grounded}, {@code Attack} (a trigger), with the comparison as a symbol
 * ({@code > ≥ < ≤ = ≠}), never the file's word ({@code gt}).
 */
public final class ConditionText {
    private ConditionText() {
    }

    /** {@code Speed > 0.5}; a bool compared with true or false reads as the parameter or {@code not} it. */
    public static String of(Condition condition) {
        if (condition.op() == null) {
            return condition.param();
        }
        String value = value(condition.value());
        if (value.equals("true") || value.equals("false")) {
            boolean truth = value.equals("true") == (condition.op() == CondOp.EQ);
            return truth ? condition.param() : "not " + condition.param();
        }
        return condition.param() + " " + symbol(condition.op()) + " " + value;
    }

    /** The comparison's symbol: {@code >} for {@code gt}. */
    public static String symbol(CondOp op) {
        return switch (op) {
            case GT -> ">";
            case GE -> "≥";
            case LT -> "<";
            case LE -> "≤";
            case EQ -> "=";
            case NE -> "≠";
        };
    }

    /** A condition's value as shown: a number as the readouts write it, a bool as true or false. */
    public static String value(Value value) {
        if (value instanceof Value.Num num) {
            return Readout.number(num.value());
        }
        if (value instanceof Value.Bool bool) {
            return String.valueOf(bool.value());
        }
        return value == null ? "" : value.toString();
    }
}
