package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.model.Flipbook;
import dev.reel.model.Track;
import dev.reel.ui.control.PropertyNames;
import dev.reel.ui.playback.PreviewRig;
import javafx.beans.InvalidationListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Nodes: the previewed clip's node tree at the left of the preview — the clip's own node, then every node path
 * the clip animates and the ones added to it with Add child node…, each under its parent ({@link NodeTree}),
 * with what the clip drives on it. Only that clip's nodes: another document's never show here. The selected
 * row is the rig's selected node, so it follows a click on the canvas and on a dope sheet row, and a click here
 * selects the node there too. Adding a child node is the one way to list a node the clip does not animate
 * ({@link NodeAdding}); while the list has the focus, Edit ▸ Undo takes such additions back.
 */
final class NodeList {
    private static final double INDENT = 12;

    private final PreviewRig rig;
    private final ListView<String> list = new ListView<>();
    private final VBox root = new VBox(4);
    private final InvalidationListener rigListener = observable -> refresh();
    private final NodeAdding adding;
    private Map<String, NodeTree.Row> rows = Map.of();
    private boolean updating;
    private Clip shownClip;

    NodeList(PreviewRig rig, dev.reel.ui.shell.PanelContext context) {
        this.rig = rig;
        this.adding = new NodeAdding(rig, context, list, this::refresh);
        Label title = new Label("Nodes");
        title.getStyleClass().add("preview-nodes-title");
        list.getStyleClass().add("preview-nodes");
        list.setCellFactory(view -> new NodeCell());
        list.setPrefWidth(170);
        list.setMinWidth(120);
        VBox.setVgrow(list, Priority.ALWAYS);
        root.getChildren().addAll(title, list, adding.field());
        root.setPadding(new Insets(4, 0, 0, 4));
        root.getStyleClass().add("preview-nodes-column");
        list.getSelectionModel().selectedItemProperty().addListener((observable, old, chosen) -> {
            if (!updating && chosen != null) {
                rig.selectNode(chosen);
            }
        });
        rig.versionProperty().addListener(rigListener);
        refresh();
    }

    Node node() {
        return root;
    }

    /** Puts the gizmo's tool buttons above the list. */
    void showTools(Node tools) {
        root.getChildren().add(0, tools);
    }

    /** The list (tests click its rows). */
    ListView<String> list() {
        return list;
    }

    /** Add child node…: the name field and the command (tests type in it). */
    NodeAdding adding() {
        return adding;
    }

    private void refresh() {
        updating = true;
        try {
            List<NodeTree.Row> tree = NodeTree.rows(rig.nodes());
            Map<String, NodeTree.Row> byPath = new LinkedHashMap<>();
            tree.forEach(row -> byPath.put(row.path(), row));
            List<String> nodes = new ArrayList<>(byPath.keySet());
            if (!list.getItems().equals(nodes) || !byPath.equals(rows)) {
                rows = byPath;
                list.getItems().setAll(nodes);
            }
            String selected = rig.selectedNode();
            if (!selected.equals(list.getSelectionModel().getSelectedItem())) {
                list.getSelectionModel().select(selected);
                list.scrollTo(selected);
            }
            // Rows show what the clip drives: they are written again only when that changed (refresh makes every
            // cell anew, and the rig changes on every frame the preview plays; a key drag makes a new clip on every
            // frame, with the same tracks on the same nodes).
            if (rig.clip() != shownClip) {
                boolean same = sameDriven(shownClip, rig.clip());
                shownClip = rig.clip();
                if (!same) {
                    list.refresh();
                }
            }
        } finally {
            updating = false;
        }
    }

    /** Whether two clips drive the same properties of the same nodes, in the same order (what the rows show). */
    static boolean sameDriven(Clip a, Clip b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.flipbooks().size() != b.flipbooks().size() || a.tracks().size() != b.tracks().size()) {
            return false;
        }
        for (int i = 0; i < a.flipbooks().size(); i++) {
            if (!a.flipbooks().get(i).path().equals(b.flipbooks().get(i).path())) {
                return false;
            }
        }
        for (int i = 0; i < a.tracks().size(); i++) {
            Track one = a.tracks().get(i);
            Track other = b.tracks().get(i);
            if (one != other && (!one.path().equals(other.path()) || !one.property().equals(other.property()))) {
                return false;
            }
        }
        return true;
    }

    /** What the clip drives on {@code path}: "Sprite (flipbook), Position, Rotation", or "" when nothing. */
    static String driven(Clip clip, String path) {
        if (clip == null) {
            return "";
        }
        Set<String> names = new LinkedHashSet<>();
        for (Flipbook flipbook : clip.flipbooks()) {
            if (flipbook.path().equals(path)) {
                names.add("Flipbook");
            }
        }
        for (Track track : clip.tracks()) {
            if (track.path().equals(path)) {
                names.add(PropertyNames.property(track.property()));
            }
        }
        return String.join(", ", new ArrayList<>(names));
    }

    void dispose() {
        rig.versionProperty().removeListener(rigListener);
        adding.dispose();
    }

    private final class NodeCell extends ListCell<String> {
        private final Label name = new Label();
        private final Label drives = new Label();
        private final Region indent = new Region();
        private final VBox text = new VBox(0, name, drives);
        private final HBox row = new HBox(0, indent, text);
        /** One per cell, its text set per row: a new tooltip is a popup window of its own, made on every update. */
        private final Tooltip tooltip = new Tooltip();

        NodeCell() {
            // Long names end in an ellipsis instead of widening the list into a sideways scroll.
            setPrefWidth(0);
            name.setMinWidth(0);
            drives.setMinWidth(0);
            // What the clip drives wraps onto more lines rather than end in "Tint, …" in a narrow column.
            drives.setWrapText(true);
            text.setMinWidth(0);
            HBox.setHgrow(text, Priority.ALWAYS);
            drives.getStyleClass().add("preview-nodes-drives");
            name.getStyleClass().add("preview-nodes-name");
        }

        @Override
        protected double computePrefHeight(double width) {
            // A wrapped line is as tall as the width the row gets: the cell's skin would ask the row without one.
            double across = width >= 0 ? width : getListView() == null ? -1 : getListView().getWidth() - 16;
            if (across <= 0 || getGraphic() == null) {
                return super.computePrefHeight(width);
            }
            javafx.geometry.Insets padding = getInsets();
            return padding.getTop() + row.prefHeight(across - padding.getLeft() - padding.getRight())
                    + padding.getBottom();
        }

        @Override
        protected void updateItem(String path, boolean empty) {
            super.updateItem(path, empty);
            if (empty || path == null) {
                setGraphic(null);
                setText(null);
                setTooltip(null);
                return;
            }
            NodeTree.Row shown = rows.get(path);
            int depth = shown == null ? 0 : shown.depth();
            indent.setMinWidth(depth * INDENT);
            indent.setPrefWidth(depth * INDENT);
            name.setText(shown != null ? shown.name() : path.isEmpty() ? PropertyNames.SELF : path);
            String what = driven(rig.clip(), path);
            drives.setText(what.isEmpty() ? "not animated" : what);
            setText(null);
            setGraphic(row);
            tooltip.setText((path.isEmpty() ? "The clip's own node" : path)
                    + (what.isEmpty() ? "" : "\nThe clip drives: " + what));
            setTooltip(tooltip);
        }
    }
}
