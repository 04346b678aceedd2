package dev.reel.model;

import java.util.List;

/**
 * A transition between states.
 *
 * @param from      the source state's name, or {@link #ANY}
 * @param to        the target state's name
 * @param duration  seconds of cross-fade; 0 switches at once
 * @param exitTime  passes of the source clip to wait for, or null
 * @param interrupt whether it may cut into a running blend
 */
public record Transition(long id, String from, String to, double duration, Double exitTime, boolean interrupt,
                         List<Condition> conditions, Extras extras) {

    /** The source name of transitions that may leave any state. */
    public static final String ANY = "any";
    /** The target name of transitions that leave the sub-state machine they are in. */
    public static final String EXIT = "exit";

    public Transition {
        conditions = List.copyOf(conditions);
    }

    public static Transition of(String from, String to) {
        return new Transition(Ids.next(), from, to, 0, null, false, List.of(), Extras.NONE);
    }

    public boolean fromAny() {
        return ANY.equals(from);
    }

    public boolean toExit() {
        return EXIT.equals(to);
    }
}
