package dev.reel.model;

/**
 * A state of a controller.
 *
 * @param clip   the clip's asset path, or null for a state that plays nothing
 * @param speed  multiplies the clip's time (1 by default)
 * @param loop   overrides the clip's loop mode, or null to use the clip's
 * @param events whose events run while this state blends in (dominant by default)
 * @param pos    where its box sits on the graph, or null when not placed yet
 * @param tree   the blend tree the state plays instead of {@code clip} (then null), or null for a clip state
 */
public record State(long id, String name, String clip, double speed, LoopMode loop, EventPolicy events, Vec2 pos,
                    Extras extras, BlendTree tree) {

    /** A clip state (no blend tree). */
    public State(long id, String name, String clip, double speed, LoopMode loop, EventPolicy events, Vec2 pos,
                 Extras extras) {
        this(id, name, clip, speed, loop, events, pos, extras, null);
    }

    public static State of(String name, String clip) {
        return new State(Ids.next(), name, clip, 1, null, EventPolicy.DOMINANT, null, Extras.NONE);
    }

    public State withName(String newName) {
        return new State(id, newName, clip, speed, loop, events, pos, extras, tree);
    }

    public State withPos(Vec2 newPos) {
        return new State(id, name, clip, speed, loop, events, newPos, extras, tree);
    }
}
