package dev.reel.model;

import java.util.List;

/**
 * What a blend-tree state plays instead of one clip: motions mixed by the weights its parameters give.
 *
 * @param param   the float parameter of a 1D tree, the horizontal one of a 2D tree
 * @param paramY  the vertical parameter of a 2D tree, null in a 1D tree
 * @param motions in file order
 */
public record BlendTree(BlendKind kind, String param, String paramY, List<Motion> motions) {

    public BlendTree {
        motions = List.copyOf(motions);
    }
}
