package dev.reel.ui.documents;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What the artist was doing in one open document, kept with it so that switching documents gives it back and
 * nothing of one document leaks into another: the node selected in its preview, the child nodes added to its
 * node list by hand ("Add child node…", with their own undo), whether Rec is on (off when the document opens),
 * and the views panels keep per document under a typed {@link Key} (the preview's zoom and pan, what the preview
 * played it in). The ids selected in it (keys, states, cells) and its time cursor stay in the document's
 * {@code ViewState}, which undo restores. Nothing here is saved: it lasts while the document is open.
 * Call from the JavaFX thread only.
 */
public final class EditingContext {
    /** A typed slot for one panel's per-document view; keys are compared by identity. */
    public static final class Key<V> {
        private final String name;

        private Key(String name) {
            this.name = name;
        }

        /** A new slot; a panel keeps it in a constant. */
        public static <V> Key<V> of(String name) {
            return new Key<>(Objects.requireNonNull(name, "name"));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** One change of the added nodes, as undo takes it back: a node added (or, when not, removed). */
    private record NodeStep(String path, boolean added) {
        NodeStep reversed() {
            return new NodeStep(path, !added);
        }
    }

    private String selectedNode = "";
    private final Set<String> addedNodes = new LinkedHashSet<>();
    private final Deque<NodeStep> undoNodes = new ArrayDeque<>();
    private final Deque<NodeStep> redoNodes = new ArrayDeque<>();
    private boolean rec;
    private final Map<Key<?>, Object> views = new HashMap<>();

    /** The node path selected in the preview's Nodes list ({@code ""}: the clip's own node). */
    public String selectedNode() {
        return selectedNode;
    }

    public void setSelectedNode(String path) {
        selectedNode = Objects.requireNonNull(path, "path");
    }

    /** The node paths added by hand, in the order they were added. */
    public List<String> addedNodes() {
        return List.copyOf(addedNodes);
    }

    /** Adds a node path by hand (an undoable step of {@link #undoNode}); false when it is there already. */
    public boolean addNode(String path) {
        return apply(new NodeStep(Objects.requireNonNull(path, "path"), true), true);
    }

    /** Takes out a node added by hand (an undoable step); false when it was not added by hand. */
    public boolean removeNode(String path) {
        return apply(new NodeStep(path, false), true);
    }

    private boolean apply(NodeStep step, boolean fresh) {
        boolean changed = step.added() ? addedNodes.add(step.path()) : addedNodes.remove(step.path());
        if (changed && fresh) {
            undoNodes.push(step);
            redoNodes.clear();
        }
        return changed;
    }

    public boolean canUndoNode() {
        return !undoNodes.isEmpty();
    }

    public boolean canRedoNode() {
        return !redoNodes.isEmpty();
    }

    /** "Add child node Arm/Hand" for the step undo would take back, or null. */
    public String undoNodeLabel() {
        return undoNodes.isEmpty() ? null : label(undoNodes.peek());
    }

    public String redoNodeLabel() {
        return redoNodes.isEmpty() ? null : label(redoNodes.peek());
    }

    private static String label(NodeStep step) {
        return (step.added() ? "Add child node " : "Remove node ") + step.path();
    }

    /** Takes back the last addition or removal of a node; returns the path it concerned, or null. */
    public String undoNode() {
        NodeStep step = undoNodes.poll();
        if (step == null) {
            return null;
        }
        apply(step.reversed(), false);
        redoNodes.push(step);
        return step.path();
    }

    public String redoNode() {
        NodeStep step = redoNodes.poll();
        if (step == null) {
            return null;
        }
        apply(step, false);
        undoNodes.push(step);
        return step.path();
    }

    /** Whether Rec is on in this document (off when it opens; each document keeps its own). */
    public boolean recording() {
        return rec;
    }

    public void setRecording(boolean on) {
        rec = on;
    }

    /** The view a panel kept for this document under {@code key}, or null. */
    @SuppressWarnings("unchecked")
    public <V> V view(Key<V> key) {
        return (V) views.get(key);
    }

    /** Keeps a panel's view of this document (null forgets it). */
    public <V> void setView(Key<V> key, V value) {
        if (value == null) {
            views.remove(key);
        } else {
            views.put(key, value);
        }
    }
}
