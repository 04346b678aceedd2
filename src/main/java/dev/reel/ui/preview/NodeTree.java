package dev.reel.ui.preview;

import dev.reel.ui.control.PropertyNames;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows of the Nodes list as a tree: each node path under the nearest path of the list that is its ancestor
 * ({@code Arm/Hand} under {@code Arm}, everything under the clip's own node), children in the order the list
 * first names them, a row named by the part of its path below its parent ({@code Body/Arm} in full when
 * {@code Body} is not listed). Siblings come in the order the list first names them or anything under them, as
 * the dope sheet's groups do. A path is never put under a node it does not belong to, whatever the order.
 */
final class NodeTree {
    /** One row: the node's path, how deep it is indented and the name it shows. */
    record Row(String path, int depth, String name) {
    }

    private NodeTree() {
    }

    /** The rows of {@code paths} ({@code ""} first when listed), parents before their children. */
    static List<Row> rows(List<String> paths) {
        Map<String, List<String>> children = new LinkedHashMap<>();
        List<String> tops = new ArrayList<>();
        for (String path : paths) {
            if (path.isEmpty()) {
                continue;
            }
            String parent = parent(path, paths);
            if (parent == null) {
                tops.add(path);
            } else {
                children.computeIfAbsent(parent, key -> new ArrayList<>()).add(path);
            }
        }
        // A node ranks where the list first names it or a node under it (Arm/Hand named first brings Arm first).
        Map<String, Integer> rank = new java.util.HashMap<>();
        for (int index = 0; index < paths.size(); index++) {
            for (String at = paths.get(index); at != null; at = parent(at, paths)) {
                rank.putIfAbsent(at, index);
            }
        }
        java.util.Comparator<String> first = java.util.Comparator.comparing(rank::get);
        tops.sort(first);
        children.values().forEach(list -> list.sort(first));
        List<Row> rows = new ArrayList<>();
        boolean self = paths.contains("");
        if (self) {
            rows.add(new Row("", 0, PropertyNames.SELF));
        }
        for (String top : tops) {
            add(rows, children, top, "", self ? 1 : 0);
        }
        return rows;
    }

    private static void add(List<Row> rows, Map<String, List<String>> children, String path, String parent,
                            int depth) {
        String name = parent.isEmpty() ? path : path.substring(parent.length() + 1);
        rows.add(new Row(path, depth, name));
        for (String child : children.getOrDefault(path, List.of())) {
            add(rows, children, child, path, depth + 1);
        }
    }

    /** The longest listed proper ancestor of {@code path} other than the clip's own node, or null. */
    private static String parent(String path, List<String> paths) {
        for (int slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
            String ancestor = path.substring(0, slash);
            if (paths.contains(ancestor)) {
                return ancestor;
            }
        }
        return null;
    }
}
