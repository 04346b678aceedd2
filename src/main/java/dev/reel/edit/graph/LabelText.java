package dev.reel.edit.graph;

import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Transition;
import dev.reel.model.Value;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * The text of a transition's label ({@code Speed > 0.5 · exit 1}) and an estimate of its width, for the layout
 * and the checks that run without a screen; the view measures the real plate.
 */
public final class LabelText {
    /** The mean advance of a character of a label's 12 px text, in graph units, and the plate's padding. */
    static final double CHAR_WIDTH = 6.8;
    static final double PADDING = 14;

    private LabelText() {
    }

    /** An estimate of the width of a label's plate showing {@code text}. */
    public static double estimatedWidth(String text) {
        return text.length() * CHAR_WIDTH + PADDING;
    }

    /** The label of a transition: its conditions and exit time, "" for none. */
    public static String of(Transition transition) {
        List<String> parts = new ArrayList<>();
        for (Condition condition : transition.conditions()) {
            parts.add(of(condition));
        }
        if (transition.exitTime() != null) {
            parts.add("exit " + number(transition.exitTime()));
        }
        return String.join(" · ", parts);
    }

    /** One condition as it reads on an arrow: {@code Grounded}, {@code not Grounded}, {@code Speed > 0.5}. */
    public static String of(Condition condition) {
        if (condition.op() == null) {
            return condition.param();
        }
        String value = value(condition.value());
        if (value.equals("true") || value.equals("false")) {
            boolean truth = value.equals("true") == (condition.op() == CondOp.EQ);
            return truth ? condition.param() : "not " + condition.param();
        }
        String symbol = switch (condition.op()) {
            case EQ -> "=";
            case NE -> "≠";
            case GT -> ">";
            case GE -> "≥";
            case LT -> "<";
            case LE -> "≤";
        };
        return condition.param() + " " + symbol + " " + value;
    }

    /** A value as people read it on an arrow ({@code 0.5}, {@code true}), or "" for none. */
    public static String value(Value value) {
        if (value instanceof Value.Num num) {
            return number(num.value());
        }
        if (value instanceof Value.Bool bool) {
            return String.valueOf(bool.value());
        }
        return value == null ? "" : value.toString();
    }

    /** A number with at most 3 significant decimals, as the editor's readouts show it. */
    public static String number(double value) {
        if (!Double.isFinite(value)) {
            return Double.isNaN(value) ? "—" : value > 0 ? "∞" : "-∞";
        }
        double magnitude = Math.abs(value);
        int places = magnitude >= 100 ? 1 : magnitude >= 1 ? 2 : 3;
        BigDecimal rounded = new BigDecimal(value).setScale(places, RoundingMode.HALF_EVEN).stripTrailingZeros();
        if (rounded.signum() == 0) {
            return "0";
        }
        return rounded.scale() < 0 ? rounded.setScale(0).toPlainString() : rounded.toPlainString();
    }
}
