package dev.reel.ui.skeleton;

import dev.reel.model.rig.Bone;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Slot;
import dev.reel.ui.control.Tips;
import dev.reel.ui.documents.RigViewState;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.DataFormat;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The tree of a rig: the root bone, each bone's children in file order, a bone's slots (in draw order) before its
 * child bones; a slot showing a mesh says its vertex and triangle counts and its bones on its row. Ctrl- or
 * Shift-click selects several rows (the bones a mesh is bound to). Each row has a Show toggle (hidden in the
 * preview) and a lock (not picked in the preview), kept in the document's {@link RigViewState} (not for a rig
 * clip's rig, which the clip's preview draws whole). Dropping a bone on a bone reparents it; dropping a slot on a
 * slot puts it at that slot's place in the draw order; {@code dropped} hears (what, onto).
 */
final class SkeletonTree {
    static final DataFormat FORMAT = new DataFormat("application/x-reel-skeleton-entry");

    private final TreeView<SkeletonEntry> tree = new TreeView<>();
    private final Supplier<RigViewState> view;
    private final BiConsumer<SkeletonEntry, SkeletonEntry> dropped;
    private final Runnable toggled;
    private boolean toggles = true;
    /** The rig value and draw order the rows were built from: the same again only moves the selection. */
    private Rig builtRig;
    private List<String> builtOrder;
    private final Function<SkeletonEntry, String> detail;

    SkeletonTree(Supplier<RigViewState> view, BiConsumer<SkeletonEntry, SkeletonEntry> dropped, Runnable toggled,
                 Function<SkeletonEntry, String> detail) {
        this.view = view;
        this.dropped = dropped;
        this.toggled = toggled;
        this.detail = detail;
        tree.setId("skeleton-tree");
        tree.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        tree.setShowRoot(true);
        tree.setCellFactory(ignored -> new Row());
    }

    TreeView<SkeletonEntry> view() {
        return tree;
    }

    /** Shows {@code rig} (null: nothing), every bone expanded, and selects the rows of {@code selected}. */
    void show(Rig rig, Collection<SkeletonEntry> selected) {
        show(rig, selected, null);
    }

    /**
     * Shows {@code rig} with each bone's slots in {@code drawOrder} (slot names back first; null: the rig's setup
     * order), every bone expanded, and selects the rows of {@code selected}.
     */
    void show(Rig rig, Collection<SkeletonEntry> selected, List<String> drawOrder) {
        // A rig clip's tree (drawn in a draw order) has no Show and Lock: they are the rig document's view.
        toggles = drawOrder == null;
        if (rig == null || rig.rootIndex() < 0) {
            tree.setRoot(null);
            builtRig = null;
            return;
        }
        if (rig == builtRig && java.util.Objects.equals(drawOrder, builtOrder) && tree.getRoot() != null) {
            // Nothing to build again (a refresh after a pick, a focus change, a toggle): rebuilding the rows under
            // a click that is being handled lost it; only a selection that differs is set.
            if (!new java.util.HashSet<>(selectedEntries()).equals(new java.util.HashSet<>(selected))) {
                tree.getSelectionModel().clearSelection();
                for (SkeletonEntry entry : selected) {
                    select(tree.getRoot(), entry);
                }
            }
            return;
        }
        builtRig = rig;
        builtOrder = drawOrder == null ? null : List.copyOf(drawOrder);
        Map<String, List<Bone>> children = new HashMap<>();
        for (Bone bone : rig.bones()) {
            if (bone.parent() != null) {
                children.computeIfAbsent(bone.parent(), key -> new ArrayList<>()).add(bone);
            }
        }
        Map<String, List<Slot>> slots = new HashMap<>();
        List<Slot> ordered = new ArrayList<>(rig.slots());
        if (drawOrder != null) {
            ordered.sort(java.util.Comparator.comparingInt(slot -> drawOrder.indexOf(slot.name())));
        }
        for (Slot slot : ordered) {
            slots.computeIfAbsent(slot.bone(), key -> new ArrayList<>()).add(slot);
        }
        TreeItem<SkeletonEntry> root = item(rig.bones().get(rig.rootIndex()), children, slots, 0, rig.bones().size());
        tree.setRoot(root);
        tree.getSelectionModel().clearSelection();
        for (SkeletonEntry entry : selected) {
            select(root, entry);
        }
    }

    private List<SkeletonEntry> selectedEntries() {
        List<SkeletonEntry> entries = new ArrayList<>();
        for (TreeItem<SkeletonEntry> item : tree.getSelectionModel().getSelectedItems()) {
            if (item != null && item.getValue() != null) {
                entries.add(item.getValue());
            }
        }
        return entries;
    }

    private static TreeItem<SkeletonEntry> item(Bone bone, Map<String, List<Bone>> children,
                                                Map<String, List<Slot>> slots, int depth, int limit) {
        TreeItem<SkeletonEntry> item = new TreeItem<>(new SkeletonEntry(bone.name(), false));
        item.setExpanded(true);
        for (Slot slot : slots.getOrDefault(bone.name(), List.of())) {
            item.getChildren().add(new TreeItem<>(new SkeletonEntry(slot.name(), true)));
        }
        if (depth < limit) {
            for (Bone child : children.getOrDefault(bone.name(), List.of())) {
                item.getChildren().add(item(child, children, slots, depth + 1, limit));
            }
        }
        return item;
    }

    private boolean select(TreeItem<SkeletonEntry> item, SkeletonEntry entry) {
        if (item.getValue().equals(entry)) {
            tree.getSelectionModel().select(item);
            return true;
        }
        for (TreeItem<SkeletonEntry> child : item.getChildren()) {
            if (select(child, entry)) {
                return true;
            }
        }
        return false;
    }

    private final class Row extends TreeCell<SkeletonEntry> {
        private final Label glyph = new Label();
        private final Label name = new Label();
        private final Label about = new Label();
        private final ToggleButton eye = new ToggleButton("Show");
        private final ToggleButton lock = new ToggleButton("Lock");
        private final HBox box;

        Row() {
            Region gap = new Region();
            HBox.setHgrow(gap, Priority.ALWAYS);
            eye.getStyleClass().addAll("flat", "small", "skeleton-eye");
            lock.getStyleClass().addAll("flat", "small", "skeleton-lock");
            Tips.set(eye, "Show or hide in the preview (not saved)");
            Tips.set(lock, "Lock: the preview does not pick it (not saved)");
            about.getStyleClass().add("skeleton-detail");
            about.setStyle("-fx-opacity: 0.7;");
            box = new HBox(4, glyph, name, about, gap, eye, lock);
            eye.setOnAction(event -> toggle(true));
            lock.setOnAction(event -> toggle(false));
            setOnDragDetected(event -> {
                if (getItem() == null) {
                    return;
                }
                Dragboard board = startDragAndDrop(TransferMode.MOVE);
                ClipboardContent content = new ClipboardContent();
                content.put(FORMAT, getItem().dragText());
                board.setContent(content);
                event.consume();
            });
            setOnDragOver(event -> {
                if (getItem() != null && event.getDragboard().hasContent(FORMAT)) {
                    event.acceptTransferModes(TransferMode.MOVE);
                }
                event.consume();
            });
            setOnDragDropped(event -> {
                SkeletonEntry what = SkeletonEntry.ofDragText((String) event.getDragboard().getContent(FORMAT));
                boolean done = what != null && getItem() != null;
                if (done) {
                    dropped.accept(what, getItem());
                }
                event.setDropCompleted(done);
                event.consume();
            });
        }

        private void toggle(boolean visibility) {
            SkeletonEntry entry = getItem();
            RigViewState state = view.get();
            if (entry == null || state == null) {
                return;
            }
            if (entry.slot()) {
                RigViewState.toggle(visibility ? state.hiddenSlots() : state.lockedSlots(), entry.name());
            } else {
                RigViewState.toggle(visibility ? state.hiddenBones() : state.lockedBones(), entry.name());
            }
            toggled.run();
        }

        @Override
        protected void updateItem(SkeletonEntry entry, boolean empty) {
            super.updateItem(entry, empty);
            setText(null);
            RigViewState state = view.get();
            if (empty || entry == null || state == null) {
                setGraphic(null);
                return;
            }
            glyph.setText(entry.slot() ? "▭" : "→");
            name.setText(entry.name());
            String more = detail.apply(entry);
            about.setText(more == null ? "" : more);
            eye.setSelected(!(entry.slot() ? state.hiddenSlots() : state.hiddenBones()).contains(entry.name()));
            lock.setSelected((entry.slot() ? state.lockedSlots() : state.lockedBones()).contains(entry.name()));
            eye.setVisible(toggles);
            lock.setVisible(toggles);
            eye.setId("skeleton-eye-" + entry.dragText());
            lock.setId("skeleton-lock-" + entry.dragText());
            setGraphic(box);
        }
    }
}
