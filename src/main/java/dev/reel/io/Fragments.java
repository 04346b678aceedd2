package dev.reel.io;

import dev.reel.doc.DocFile;
import dev.reel.doc.DocNode;
import dev.reel.doc.DocProperty;
import dev.reel.doc.DocReader;
import dev.reel.doc.DocWriter;
import dev.reel.doc.Entry;
import dev.reel.doc.ParseResult;
import dev.reel.doc.Trivia;

import java.util.ArrayList;
import java.util.List;

/**
 * The canonical source texts the model keeps for parts Reel does not understand (unknown properties and
 * nodes), and the way back from those texts to syntax-tree entries when a file is written.
 */
final class Fragments {
    private Fragments() {
    }

    /** The canonical text of one entry, without trivia and without a final newline. */
    static String text(Entry entry) {
        Entry bare = entry instanceof DocNode node ? node.withTrivia(Trivia.NONE)
                : new DocProperty(((DocProperty) entry).key(), ((DocProperty) entry).value(), entry.pos(), Trivia.NONE);
        String text = DocWriter.write(new DocFile(List.of(bare), List.of()));
        return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    }

    /** The entries of fragments made by {@link #text(Entry)}; a fragment that no longer reads is skipped. */
    static List<Entry> entries(List<String> fragments) {
        List<Entry> entries = new ArrayList<>();
        for (String fragment : fragments) {
            ParseResult result = DocReader.read(fragment);
            if (result.ok()) {
                entries.addAll(result.file().entries());
            }
        }
        return entries;
    }

    /** The properties among the entries of {@code fragments}. */
    static List<DocProperty> properties(List<String> fragments) {
        List<DocProperty> properties = new ArrayList<>();
        for (Entry entry : entries(fragments)) {
            if (entry instanceof DocProperty property) {
                properties.add(property);
            }
        }
        return properties;
    }
}
