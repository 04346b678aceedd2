package dev.reel.doc;

import java.util.List;

/**
 * What {@link DocReader} returns: the tree when the text was readable, and every problem found.
 *
 * @param file   the tree, or null when an error made the text unreadable
 * @param errors in text order; empty when {@code file} is complete
 */
public record ParseResult(DocFile file, List<SyntaxError> errors) {

    public ParseResult {
        errors = List.copyOf(errors);
    }

    public boolean ok() {
        return file != null && errors.isEmpty();
    }
}
