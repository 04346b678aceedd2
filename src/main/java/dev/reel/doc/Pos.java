package dev.reel.doc;

/** A 1-based line and column in a source text; {@link #NONE} for parts made in memory. */
public record Pos(int line, int column) {
    public static final Pos NONE = new Pos(0, 0);
}
