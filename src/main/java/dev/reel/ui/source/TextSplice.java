package dev.reel.ui.source;

/**
 * The one replacement that turns a text into another: what the two share at the start and at the end stays, and
 * only the part between, {@code [start, oldEnd)} of the old text, is replaced by {@code [start, newEnd)} of the
 * new. A change from elsewhere (the inspector, undo, a reload) thus rewrites only what differs, and
 * {@link #caret} keeps the caret beside its text.
 */
record TextSplice(int start, int oldEnd, int newEnd) {
    /** The splice from {@code old} to {@code text}. */
    static TextSplice between(String old, String text) {
        int start = 0;
        int limit = Math.min(old.length(), text.length());
        while (start < limit && old.charAt(start) == text.charAt(start)) {
            start++;
        }
        int oldEnd = old.length();
        int newEnd = text.length();
        while (oldEnd > start && newEnd > start && old.charAt(oldEnd - 1) == text.charAt(newEnd - 1)) {
            oldEnd--;
            newEnd--;
        }
        return new TextSplice(start, oldEnd, newEnd);
    }

    /** What replaces the old part: the middle of {@code text}, the new text this splice was worked out for. */
    String inserted(String text) {
        return text.substring(start, newEnd);
    }

    /**
     * Where a caret at {@code caret} of the old text goes: before the replaced part it stays, after it it moves
     * with its text, inside it it stays where it was as far as the new part reaches.
     */
    int caret(int caret) {
        int delta = (newEnd - start) - (oldEnd - start);
        return caret <= start ? caret : caret >= oldEnd ? caret + delta : Math.min(caret, newEnd);
    }
}
