package dev.reel.doc;

/** A 1-based line and column in a source text; {@link #NONE} for parts made in memory. */
public record Pos(int line, int column) {
    public static final Pos NONE = new Pos(0, 0);

    // equals and hashCode written out, with the values a record's own give (hashCode 31 * line + column): the
    // record's are made at run time on their first call (an invokedynamic bootstrap spinning method-handle
    // classes), which every reading of a file reaches and a short process such as reel check pays each time.
    @Override
    public boolean equals(Object other) {
        return other instanceof Pos pos && pos.line == line && pos.column == column;
    }

    @Override
    public int hashCode() {
        return 31 * line + column;
    }
}
