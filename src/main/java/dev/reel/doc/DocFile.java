package dev.reel.doc;

import java.util.List;

/**
 * A whole file: its top-level entries and the comments after the last one.
 */
public record DocFile(List<Entry> entries, List<String> endComments) {

    public DocFile {
        entries = List.copyOf(entries);
        endComments = List.copyOf(endComments);
    }
}
