package dev.reel.model;

/**
 * Where the graph of a sub-state machine or a layer draws its Entry and Any State pills and, inside a machine,
 * its Exit box (editor only; each null where the view places it itself). The base graph's pills are the
 * controller's {@code entryPos} and {@code anyPos}.
 */
public record Pills(Vec2 entry, Vec2 any, Vec2 exit) {
    /** Nothing placed. */
    public static final Pills NONE = new Pills(null, null, null);

    public Pills withEntry(Vec2 at) {
        return new Pills(at, any, exit);
    }

    public Pills withAny(Vec2 at) {
        return new Pills(entry, at, exit);
    }

    public Pills withExit(Vec2 at) {
        return new Pills(entry, any, at);
    }
}
