package dev.reel.runtime;

import dev.reel.model.CondOp;
import dev.reel.model.Value;

/** How {@link CompiledController} encodes conditions: operator codes, outcome masks and operands as numbers. */
final class ConditionOps {
    private ConditionOps() {
    }

    static int operator(CondOp op) {
        if (op == null) {
            return CompiledController.TRUTHY;
        }
        return switch (op) {
            case EQ -> CompiledController.EQ;
            case NE -> CompiledController.NE;
            case GT -> CompiledController.GT;
            case GE -> CompiledController.GE;
            case LT -> CompiledController.LT;
            case LE -> CompiledController.LE;
        };
    }

    /** A default or operand as a number: bools as 1 or 0, null as 0. */
    static double number(Value value) {
        if (value instanceof Value.Num num) {
            return num.value();
        }
        if (value instanceof Value.Bool bool) {
            return bool.value() ? 1 : 0;
        }
        return 0;
    }

    /** The comparison outcomes (see {@link CompiledController#conditionMask}) under which operator {@code op} holds. */
    static int mask(int op) {
        return switch (op) {
            case CompiledController.EQ -> 2;
            case CompiledController.GT -> 4;
            case CompiledController.GE -> 6;
            case CompiledController.LT -> 1;
            case CompiledController.LE -> 3;
            // NE, and CompiledController.TRUTHY (value != 0): every outcome but equal, NaN included.
            default -> 13;
        };
    }
}
