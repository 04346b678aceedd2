package dev.reel.ui.documents;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What the editor shows of one open rig that is not in its file: the selected bone, the bones and slots hidden or
 * locked in the Skeleton panel (kept while the rig is open, never saved). The preview's Rig mode and the Skeleton
 * panel share it through the document's {@link EditingContext}; they tell each other of a change through
 * {@code PreviewRig.contextChanged()}.
 */
public final class RigViewState {
    private static final EditingContext.Key<RigViewState> KEY = EditingContext.Key.of("rig-view");

    private String selectedBone;
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
