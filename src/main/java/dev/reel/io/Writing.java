package dev.reel.io;

import dev.reel.doc.DocFile;
import dev.reel.doc.DocNode;
import dev.reel.doc.DocProperty;
import dev.reel.doc.DocValue;
import dev.reel.doc.Entry;
import dev.reel.doc.Pos;
import dev.reel.doc.Trivia;
import dev.reel.model.Extras;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds the syntax tree of a model element for writing, putting back what its {@link Extras} kept: comments,
 * blank lines, unknown properties and unknown child nodes.
 */
final class Writing {
    private Writing() {
    }

    /**
     * A node with a block ({@code {}} when empty).
     *
     * @param header the known properties written in the header, in canonical order
     * @param block  the known property lines, then the known child nodes
     */
    static DocNode node(Extras extras, String name, List<? extends DocValue> args, List<DocProperty> header,
                        List<? extends Entry> block) {
        List<DocProperty> headerProperties = new ArrayList<>();
        List<Entry> lines = new ArrayList<>();
        List<Entry> children = new ArrayList<>();
        List<DocProperty> all = new ArrayList<>(header);
        all.addAll(Fragments.properties(extras.unknownProperties()));
        for (DocProperty property : all) {
            // A header property that was read from a commented block line goes back there with its comments.
            if (extras.lineTrivia().containsKey(property.key())) {
                lines.add(line(property, extras));
            } else {
                headerProperties.add(property);
            }
        }
        for (Entry entry : block) {
            if (entry instanceof DocProperty property) {
                lines.add(line(property, extras));
            } else {
                children.add(entry);
            }
        }
        List<Entry> entries = new ArrayList<>(lines);
        entries.addAll(children);
        entries.addAll(Fragments.entries(extras.unknownChildren()));
        Trivia trivia = new Trivia(extras.blankBefore(), extras.comments(), extras.trailingComment());
        return new DocNode(name, List.copyOf(args), headerProperties, entries, extras.closingComments(), Pos.NONE,
                trivia);
    }

    private static DocProperty line(DocProperty property, Extras extras) {
        Extras.LineTrivia trivia = extras.lineTrivia().get(property.key());
        if (trivia == null) {
            return property;
        }
        return new DocProperty(property.key(), property.value(), Pos.NONE,
                new Trivia(trivia.blankBefore(), trivia.comments(), trivia.trailingComment()));
    }

    /** A file holding {@code top} and the unknown top-level entries and end comments kept in {@code fileExtras}. */
    static DocFile file(List<DocNode> top, Extras fileExtras) {
        List<Entry> entries = new ArrayList<>(top);
        entries.addAll(Fragments.entries(fileExtras.unknownChildren()));
        return new DocFile(entries, fileExtras.closingComments());
    }

    static DocFile file(DocNode top, Extras fileExtras) {
        return file(List.of(top), fileExtras);
    }
}
