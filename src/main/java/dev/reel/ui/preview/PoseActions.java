package dev.reel.ui.preview;

import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.ActionRegistry;
import dev.reel.ui.control.Tips;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;

import java.util.ArrayList;
import java.util.List;

/**
 * The posing keys of the preview, in its Preview menu and working while the mouse or the focus is over it:
 * W, E and R pick the move, rotate and scale gizmo (only while a clip is previewed or a rig is in Rig mode, so the
 * sandbox keeps W for jumping), and with Rec on the arrow keys nudge the selected node one world unit (Shift: ten); with Rec off
 * they step frames as before. Also the three tool buttons above the Nodes list.
 */
final class PoseActions {
    private static final String MENU = "Preview";

    private final ActionRegistry registry;
    private final List<Action> registered = new ArrayList<>();
    private final HBox buttons = new HBox(2);

    PoseActions(ActionRegistry registry, Node scope, Posing posing, java.util.function.BooleanSupplier tools) {
        this.registry = registry;
        ToggleGroup group = new ToggleGroup();
        for (PoseTool tool : PoseTool.values()) {
            add(Action.of("preview.tool-" + tool.name().toLowerCase(java.util.Locale.ROOT), MENU,
                    tool.title() + " Tool").group("tools").keys(tool.key()).scope(scope).enabledWhen(tools)
                    .checkedWhen(() -> posing.tool() == tool).run(() -> posing.setTool(tool)));
            ToggleButton button = new ToggleButton(tool.title());
            button.setToggleGroup(group);
            Tips.set(button, tool.title() + " the selected node on the canvas (" + tool.key() + ")");
            button.setSelected(posing.tool() == tool);
            button.setOnAction(event -> {
                posing.setTool(tool);
                button.setSelected(true);
            });
            button.getStyleClass().add("preview-tool");
            buttons.getChildren().add(button);
        }
        posing.toolProperty().addListener((observable, old, now) -> group.getToggles().get(now.ordinal())
                .setSelected(true));
        nudge("left", "Left", -1, 0, scope, posing);
        nudge("right", "Right", 1, 0, scope, posing);
        nudge("up", "Up", 0, -1, scope, posing);
        nudge("down", "Down", 0, 1, scope, posing);
    }

    private void nudge(String id, String key, int dx, int dy, Node scope, Posing posing) {
        String direction = key;
        add(Action.of("preview.nudge-" + id, MENU, "Nudge Node " + direction).group("nudge").keys(key).scope(scope)
                .enabledWhen(posing::nudging).run(() -> posing.nudge(dx, dy)));
        add(Action.of("preview.nudge-" + id + "-10", MENU, "Nudge Node " + direction + " 10").group("nudge")
                .keys("Shift+" + key).scope(scope).enabledWhen(posing::nudging)
                .run(() -> posing.nudge(10 * dx, 10 * dy)));
    }

    /** The Move, Rotate and Scale buttons. */
    Node buttons() {
        return buttons;
    }

    private void add(Action action) {
        registered.add(registry.register(action));
    }

    void dispose() {
        registered.forEach(registry::unregister);
    }
}
