package dev.reel.doc;

import java.util.List;

/**
 * {@code name "arg" prop=value { ... }}.
 *
 * @param args            the values after the name, before the first property (usually strings)
 * @param props           the header properties, in order
 * @param block           the entries of its block in order, or null when it has no braces at all
 * @param closingComments comments inside the block after its last entry, before the closing brace
 * @param pos             where the name starts
 */
public record DocNode(String name, List<DocValue> args, List<DocProperty> props, List<Entry> block,
                      List<String> closingComments, Pos pos, Trivia trivia) implements Entry {

    public DocNode {
        args = List.copyOf(args);
        props = List.copyOf(props);
        block = block == null ? null : List.copyOf(block);
        closingComments = List.copyOf(closingComments);
    }

    /** A node made in memory with an empty block, as Reel writes keys and events: {@code name ... {}}. */
    public static DocNode of(String name, List<? extends DocValue> args, List<DocProperty> props,
                             List<? extends Entry> block) {
        return new DocNode(name, List.copyOf(args), props, List.copyOf(block), List.of(), Pos.NONE, Trivia.NONE);
    }

    public DocNode withTrivia(Trivia newTrivia) {
        return new DocNode(name, args, props, block, closingComments, pos, newTrivia);
    }
}
