package dev.reel.ui.dopesheet;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the dope sheet nests node groups: a path's group sits inside the group of its nearest ancestor path that
 * has tracks or flipbooks of its own ("Arm/Hand" inside "Arm"; "Body/Arm" at the top when "Body" has none),
 * each level in the order the clip first names its paths. The root node's group ("") is a top-level group
 * like the others, not the parent of every group: the clip's summary row already sums everything.
 */
final class NodeGroups {
    private final List<String> roots = new ArrayList<>();
    private final Map<String, List<String>> children = new LinkedHashMap<>();

    private NodeGroups() {
    }

    /** The tree of {@code paths}, in the order given. */
    static NodeGroups of(Collection<String> paths) {
        NodeGroups tree = new NodeGroups();
        for (String path : paths) {
            tree.children.put(path, new ArrayList<>());
        }
        for (String path : paths) {
            String parent = parentOf(path, tree.children);
            if (parent == null) {
                tree.roots.add(path);
            } else {
                tree.children.get(parent).add(path);
            }
        }
        return tree;
    }

    /** The nearest proper ancestor of {@code path} among {@code known} (never the root ""), or null. */
    static String parentOf(String path, Map<String, ?> known) {
        int slash = path.lastIndexOf('/');
        while (slash > 0) {
            String ancestor = path.substring(0, slash);
            if (known.containsKey(ancestor)) {
                return ancestor;
            }
            slash = ancestor.lastIndexOf('/');
        }
        return null;
    }

    List<String> roots() {
        return roots;
    }

    List<String> children(String path) {
        return children.getOrDefault(path, List.of());
    }

    /** {@code path} and every path nested in it, depth first. */
    List<String> subtree(String path) {
        List<String> all = new ArrayList<>();
        collect(path, all);
        return all;
    }

    private void collect(String path, List<String> into) {
        into.add(path);
        for (String child : children(path)) {
            collect(child, into);
        }
    }
}
