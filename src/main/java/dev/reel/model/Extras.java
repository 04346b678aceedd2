package dev.reel.model;

import java.util.List;
import java.util.Map;

/**
 * What a model element carries besides its meaning: where it was read from (for diagnostics), the
 * comments around it and the properties and child nodes Reel does not know, so that all of it is
 * written back. Unknown parts are kept as canonical source fragments ({@code key=value} and whole
 * node texts) because the model may not depend on the syntax tree.
 *
 * @param line              1-based line of the element in its file, 0 when it was not read from a file
 * @param column            1-based column, 0 when unknown
 * @param blankBefore       whether a blank line separated it from the entry before it
 * @param comments          whole-line comments written just above it, each with its marker ({@code # ...})
 * @param trailingComment   a comment at the end of its line, with its marker, or null
 * @param unknownProperties properties Reel does not know, as canonical {@code key=value} fragments, in order
 * @param unknownChildren   child nodes Reel does not know, as canonical node texts, in order
 * @param closingComments   comments inside its block after the last child, just before the closing brace
 * @param lineTrivia        the comments around known properties written as lines of its block (such as a
 *                          controller's {@code entry=}), by property name
 */
public record Extras(int line, int column, boolean blankBefore, List<String> comments, String trailingComment,
                     List<String> unknownProperties, List<String> unknownChildren, List<String> closingComments,
                     Map<String, LineTrivia> lineTrivia) {

    /** Nothing: an element made by an edit rather than read from a file. */
    public static final Extras NONE = new Extras(0, 0, false, List.of(), null, List.of(), List.of(), List.of(),
            Map.of());

    /** Comments and spacing around one property line of a block. */
    public record LineTrivia(boolean blankBefore, List<String> comments, String trailingComment) {
        public LineTrivia {
            comments = List.copyOf(comments);
        }
    }

    public Extras {
        comments = List.copyOf(comments);
        unknownProperties = List.copyOf(unknownProperties);
        unknownChildren = List.copyOf(unknownChildren);
        closingComments = List.copyOf(closingComments);
        lineTrivia = Map.copyOf(lineTrivia);
    }

    /** Only a position, as for an element read from a file that has nothing else around it. */
    public static Extras at(int line, int column) {
        return new Extras(line, column, false, List.of(), null, List.of(), List.of(), List.of(), Map.of());
    }

    /** Whether there is anything to write back besides the element itself. */
    public boolean hasTrivia() {
        return blankBefore || !comments.isEmpty() || trailingComment != null || !unknownProperties.isEmpty()
                || !unknownChildren.isEmpty() || !closingComments.isEmpty() || !lineTrivia.isEmpty();
    }
}
