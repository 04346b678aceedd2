package dev.reel.ui.documents;

import dev.reel.edit.rig.MeshRef;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What the editor shows of one open rig that is not in its file: the Rig mode tool in use, the selected bone, the
 * mesh being edited and its selected vertices, the bones and slots hidden or locked in the Skeleton panel (kept
 * while the rig is open, never saved). The preview's Rig mode and the Skeleton
 * panel share it through the document's {@link EditingContext}; they tell each other of a change through
 * {@code PreviewRig.contextChanged()}.
 */
public final class RigViewState {
    private static final EditingContext.Key<RigViewState> KEY = EditingContext.Key.of("rig-view");

    /** What a press in the preview's Rig mode does. */
    public enum Tool {
        /** Make, select and move bones (the default). */
        BONES,
        /** Select, move, add and remove the vertices and edges of the edited mesh. */
        MESH,
        /** Paint the weights of the edited mesh's vertices with the brush. */
        WEIGHTS
    }

    private Tool tool = Tool.BONES;
    private String selectedBone;
    private MeshRef editedMesh;
    private final Set<Integer> selectedVertices = new LinkedHashSet<>();
    private final Set<String> hiddenBones = new LinkedHashSet<>();
    private final Set<String> lockedBones = new LinkedHashSet<>();
    private final Set<String> hiddenSlots = new LinkedHashSet<>();
    private final Set<String> lockedSlots = new LinkedHashSet<>();

    /** The view of {@code document}, made the first time it is asked for. */
    public static RigViewState of(OpenDocument<?> document) {
        RigViewState state = document.editing().view(KEY);
        if (state == null) {
            state = new RigViewState();
            document.editing().setView(KEY, state);
        }
        return state;
    }

    /** The selected bone's name, or null (a bone that an undo took away is no longer selected: callers check). */
    public String selectedBone() {
        return selectedBone;
    }

    public void selectBone(String name) {
        selectedBone = name;
    }

    public Tool tool() {
        return tool;
    }

    public void setTool(Tool tool) {
        this.tool = tool == null ? Tool.BONES : tool;
    }

    /** The mesh attachment the Mesh and Weights tools work on, or null (callers check it still exists). */
    public MeshRef editedMesh() {
        return editedMesh;
    }

    /** Edits {@code mesh} from now on; the vertex selection is cleared when the mesh changes. */
    public void editMesh(MeshRef mesh) {
        if (mesh == null ? editedMesh != null : !mesh.equals(editedMesh)) {
            selectedVertices.clear();
        }
        editedMesh = mesh;
    }

    /** The selected vertices of the edited mesh, by index, in the order they were picked. */
    public Set<Integer> selectedVertices() {
        return selectedVertices;
    }

    /** Bones the preview does not draw (their children still are). */
    public Set<String> hiddenBones() {
        return hiddenBones;
    }

    /** Bones a click or drag in the preview passes by. */
    public Set<String> lockedBones() {
        return lockedBones;
    }

    public Set<String> hiddenSlots() {
        return hiddenSlots;
    }

    public Set<String> lockedSlots() {
        return lockedSlots;
    }

    /** Adds {@code name} to {@code set} when absent, else takes it out. */
    public static void toggle(Set<String> set, String name) {
        if (!set.remove(name)) {
            set.add(name);
        }
    }
}
