package dev.reel.doc;

import java.util.List;

/**
 * Takes nodes out of the tree while it is read, so that a reader can turn the many small nodes of a large file
 * (a clip's keys) into its own values at once instead of holding them all as syntax first. A node the sink
 * takes is left out of its parent's block; everything else is read as without a sink.
 */
@FunctionalInterface
public interface NodeSink {
    /**
     * Called for every node as soon as it is read, before the next entry.
     *
     * @param open the nodes whose blocks hold it, outermost first, each with its name, arguments, header
     *             properties and position but no block yet; empty for a node at the top of the file
     * @param node the node just read, complete
     * @return true when the sink took the node, which then does not appear in the tree
     */
    boolean take(List<DocNode> open, DocNode node);
}
