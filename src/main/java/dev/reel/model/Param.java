package dev.reel.model;

/**
 * A controller parameter.
 *
 * @param defaultValue the value at start for bool, int and float ({@link Value.Bool} or {@link Value.Num}), or
 *                     null for the kind's zero
 */
public record Param(long id, String name, ParamKind kind, Value defaultValue, Extras extras) {

    public static Param of(String name, ParamKind kind) {
        return new Param(Ids.next(), name, kind, null, Extras.NONE);
    }
}
