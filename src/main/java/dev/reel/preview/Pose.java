package dev.reel.preview;

import java.util.List;
import java.util.Map;

/**
 * A node tree flattened for drawing by {@link PoseAdapter}: the sprites in draw order (see there), the node
 * each came from, and every node's world transform.
 *
 * @param sprites the visible sprites, tree order; the renderer sorts them by {@link Sprite#layer()} stably
 * @param nodes   the node path of each sprite, index for index
 * @param world   the world transform of every node of the tree by path, ancestors that are not nodes included; for
 *                a rig clip, each bone's by its path
 * @param rig     a rig clip's bones and meshes as posed (for the overlays), or null
 */
public record Pose(List<Sprite> sprites, List<String> nodes, Map<String, Transform2D> world, RigFigure rig) {

    /** A pose of nodes only. */
    public Pose(List<Sprite> sprites, List<String> nodes, Map<String, Transform2D> world) {
        this(sprites, nodes, world, null);
    }

    public Pose {
        sprites = List.copyOf(sprites);
        nodes = List.copyOf(nodes);
        world = Map.copyOf(world);
        if (sprites.size() != nodes.size()) {
            throw new IllegalArgumentException(sprites.size() + " sprites for " + nodes.size() + " nodes");
        }
    }

    /** The index in {@link #sprites()} of the node's sprite (for {@link Glow}), or -1 when it shows none. */
    public int indexOf(String node) {
        return nodes.indexOf(node);
    }

    /** The world transform of the node at {@code path}, or of its nearest ancestor in the tree. */
    public Transform2D worldOf(String path) {
        String current = path;
        while (true) {
            Transform2D transform = world.get(current);
            if (transform != null) {
                return transform;
            }
            if (current.isEmpty()) {
                return Transform2D.IDENTITY;
            }
            current = PoseAdapter.parentOf(current);
        }
    }

    /** Where the sprites are drawn, cell rectangles whole. */
    public WorldBounds bounds() {
        return WorldBounds.of(sprites);
    }
}
