package dev.reel.ui.preview;

import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.ActionRegistry;
import dev.reel.ui.documents.RigViewState;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;

/**
 * Rig mode's keys, in the Preview menu and working while the mouse or the focus is over the preview with a rig
 * focused: B, M and P pick the Bones, Mesh and Weights tool; with the Mesh tool, Delete removes the selected
 * vertices or edge, E joins the two selected vertices by an edge. Registered before the posing keys, so E means
 * "edge" in the Mesh tool (the posing keys work only while a clip is previewed).
 */
final class RigActions {
    private static final String MENU = "Preview";

    private final ActionRegistry registry;
    private final List<Action> registered = new ArrayList<>();

    RigActions(ActionRegistry registry, Node scope, RigMode mode) {
        this.registry = registry;
        for (RigViewState.Tool tool : RigViewState.Tool.values()) {
            String[] about = RigToolBar.TOOLS.get(tool);
            add(Action.of("preview.rig-tool-" + tool.name().toLowerCase(java.util.Locale.ROOT), MENU,
                    about[0] + " Tool (Rig)").group("rig-tools").keys(about[1]).scope(scope)
                    .enabledWhen(() -> mode.document() != null).checkedWhen(() -> mode.tool() == tool)
                    .run(() -> mode.setTool(tool)));
        }
        add(Action.of("preview.mesh-delete", MENU, "Remove Mesh Vertices or Edge").group("mesh").keys("Delete")
                .scope(scope).enabledWhen(() -> meshing(mode)).run(() -> mode.meshTool().deleteSelection()));
        add(Action.of("preview.mesh-edge", MENU, "Add Mesh Edge").group("mesh").keys("E").scope(scope)
                .enabledWhen(() -> meshing(mode)).run(() -> mode.meshTool().addEdge()));
        add(Action.of("preview.mesh-retriangulate", MENU, "Retriangulate Mesh").group("mesh").scope(scope)
                .enabledWhen(() -> meshing(mode)).run(() -> mode.meshTool().retriangulate()));
    }

    private static boolean meshing(RigMode mode) {
        return mode.document() != null && mode.tool() == RigViewState.Tool.MESH && mode.meshTool().edited() != null;
    }

    private void add(Action action) {
        registered.add(registry.register(action));
    }

    void dispose() {
        registered.forEach(registry::unregister);
    }
}
