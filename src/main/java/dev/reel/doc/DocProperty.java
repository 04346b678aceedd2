package dev.reel.doc;

/**
 * {@code key=value}, either in a node's header (trivia is then {@link Trivia#NONE}) or as a line of a block.
 *
 * @param pos where the key starts
 */
public record DocProperty(String key, DocValue value, Pos pos, Trivia trivia) implements Entry {

    public static DocProperty of(String key, DocValue value) {
        return new DocProperty(key, value, Pos.NONE, Trivia.NONE);
    }
}
