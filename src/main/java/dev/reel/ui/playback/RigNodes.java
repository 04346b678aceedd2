package dev.reel.ui.playback;

import dev.reel.model.Clip;
import dev.reel.ui.documents.EditingContext;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.RigBonePaths;
import dev.reel.ui.documents.Workspace;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The node list of the focused clip, for the {@link PreviewRig}: {@code ""}, the bone paths of the rig the clip
 * animates ({@code rig=}), the paths the clip animates in file order, then those added to it by hand (Add child node…), and the selected node, both kept in the clip's own
 * {@link EditingContext} so that nothing of one document shows in another. A path the list does not show can
 * be neither selected nor edited: no gesture makes a track for a node the artist cannot see.
 */
final class RigNodes {
    private final Supplier<Clip> clip;
    private final Workspace workspace;
    private final Runnable changed;
    private final RigBonePaths bones;

    RigNodes(Supplier<Clip> clip, Workspace workspace, Runnable changed) {
        this.clip = clip;
        this.workspace = workspace;
        this.changed = changed;
        this.bones = new RigBonePaths(workspace);
    }

    List<String> nodes() {
        Clip shown = clip.get();
        if (shown == null) {
            return List.of("");
        }
        Set<String> paths = new LinkedHashSet<>();
        paths.add("");
        // A clip that animates a rig lists its bones (bone paths are node paths), in the rig's order.
        paths.addAll(bones.of(shown.rig()));
        shown.flipbooks().forEach(flipbook -> paths.add(flipbook.path()));
        shown.tracks().forEach(track -> paths.add(track.path()));
        EditingContext editing = editing();
        if (editing != null) {
            paths.addAll(editing.addedNodes());
        }
        return List.copyOf(paths);
    }

    /** The rig the focused clip animates ({@code rig=}), or null. */
    dev.reel.model.rig.Rig rig() {
        Clip shown = clip.get();
        return shown == null || shown.rig() == null ? null : bones.rig(shown.rig());
    }

    /** The focused clip's editing context, or null when no clip is focused. */
    EditingContext editing() {
        OpenDocument<?> focused = workspace.focused();
        return focused != null && focused.value() instanceof Clip ? focused.editing() : null;
    }

    /** Adds a path by hand (an undoable step of the context's own); false when no clip is focused or it is listed. */
    boolean add(String path) {
        Objects.requireNonNull(path, "path");
        EditingContext editing = editing();
        if (editing == null || nodes().contains(path) || !editing.addNode(path)) {
            return false;
        }
        changed.run();
        return true;
    }

    String selected() {
        EditingContext editing = editing();
        if (editing == null) {
            return "";
        }
        String selected = editing.selectedNode();
        return selected.isEmpty() || nodes().contains(selected) ? selected : "";
    }

    /** Selects a listed path; adding a node is {@link #add}'s, an explicit command, never a side effect here. */
    boolean select(String path) {
        Objects.requireNonNull(path, "path");
        EditingContext editing = editing();
        if (editing == null || !nodes().contains(path)) {
            return false;
        }
        if (!path.equals(editing.selectedNode())) {
            editing.setSelectedNode(path);
            changed.run();
        }
        return true;
    }

    /** Refuses an edit of a node the list does not show. */
    void requireListed(String path) {
        if (!nodes().contains(path)) {
            throw new IllegalStateException((path.isEmpty() ? "(this node)" : path) + " is not a node of this clip:"
                    + " add it with Add child node… first");
        }
    }
}
