package dev.reel.model;

/**
 * How one side of a key's bezier handles is made (docs/formats.md, Sampling a clip). A key has a mode for
 * its {@code in} side and one for its {@code out} side.
 */
public enum TangentMode implements Named {
    /** Auto-clamped: smooth through the neighbours, never overshooting them. */
    AUTO("auto"),
    /** Points at the neighbour key on that side. */
    LINEAR("linear"),
    /** The handle as written; the two sides are independent ("broken"). */
    FREE("free"),
    /** The handle's length in time as written, pointing opposite to the key's other handle. */
    ALIGNED("aligned"),
    /** Horizontal: the value's slope is 0 at the key on that side. */
    FLAT("flat"),
    /** The segment on that side holds the earlier key's value (a step). */
    CONSTANT("constant");

    private final String word;

    TangentMode(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }

    /** Whether this side plays a handle read from the key's {@code in}/{@code out}. */
    public boolean written() {
        return this == FREE || this == ALIGNED;
    }
}
