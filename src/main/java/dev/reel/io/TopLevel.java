package dev.reel.io;

import dev.reel.doc.DocFile;
import dev.reel.doc.DocNode;
import dev.reel.doc.Entry;
import dev.reel.doc.Pos;
import dev.reel.model.Code;
import dev.reel.model.Extras;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The top level of a file: the nodes a codec reads, and everything else kept as the file's extras (unknown
 * top-level entries, reported as warnings, and the comments after the last entry).
 *
 * @param nodes      the known top-level nodes found, in order, by name
 * @param fileExtras what the file holds besides them
 */
record TopLevel(Map<String, DocNode> nodes, Extras fileExtras) {

    /** The node of a single-root file, or null. */
    DocNode node() {
        return nodes.size() == 1 ? nodes.values().iterator().next() : null;
    }

    /**
     * Splits a file whose top level holds the named nodes, once each. {@code required} must be present:
     * when it is missing, {@code code} is reported at the start of the file.
     */
    static TopLevel split(DocFile file, List<String> names, String required, Code code, Report report) {
        Map<String, DocNode> nodes = new java.util.LinkedHashMap<>();
        List<String> unknown = new ArrayList<>();
        for (Entry entry : file.entries()) {
            if (entry instanceof DocNode node && names.contains(node.name())) {
                if (nodes.containsKey(node.name())) {
                    report.add(code, node.pos(), "a second '" + node.name() + "' node; a file holds one");
                } else {
                    nodes.put(node.name(), node);
                }
            } else {
                String what = entry instanceof DocNode node ? "node '" + node.name() + "'" : "property line";
                report.add(Code.DOC009, entry.pos(), "unknown top-level " + what + " is kept as written");
                unknown.add(Fragments.text(entry));
            }
        }
        if (required != null && !nodes.containsKey(required)) {
            report.add(code, new Pos(1, 1), "expected a '" + required + "' node at the top level");
        }
        Extras fileExtras = new Extras(0, 0, false, List.of(), null, List.of(), unknown, file.endComments(),
                Map.of());
        return new TopLevel(Map.copyOf(nodes), fileExtras);
    }

    static TopLevel split(DocFile file, String required, Code code, Report report) {
        TopLevel top = split(file, List.of(required), required, code, report);
        return top.nodes().containsKey(required) ? top : new TopLevel(Map.of(), top.fileExtras());
    }
}
