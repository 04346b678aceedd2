package dev.reel.doc;

import java.util.List;

/**
 * What surrounds an entry in a block without being part of it.
 *
 * @param blankBefore whether at least one blank line came before it (written back as one)
 * @param comments    whole-line comments just above it, each with its marker ({@code # ...} or {@code // ...})
 *                    and without trailing white space
 * @param trailing    a comment after it on its last line, with its marker, or null
 */
public record Trivia(boolean blankBefore, List<String> comments, String trailing) {

    public static final Trivia NONE = new Trivia(false, List.of(), null);

    public Trivia {
        comments = List.copyOf(comments);
    }
}
