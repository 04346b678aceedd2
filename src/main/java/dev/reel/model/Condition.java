package dev.reel.model;

/**
 * One condition of a transition.
 *
 * @param op    the comparison, or null for "a true bool or a set trigger"
 * @param value the operand when {@code op} is given, else null
 */
public record Condition(long id, String param, CondOp op, Value value, Extras extras) {

    public static Condition of(String param) {
        return new Condition(Ids.next(), param, null, null, Extras.NONE);
    }

    public static Condition of(String param, CondOp op, Value value) {
        return new Condition(Ids.next(), param, op, value, Extras.NONE);
    }
}
