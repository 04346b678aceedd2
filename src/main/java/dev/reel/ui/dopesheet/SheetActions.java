package dev.reel.ui.dopesheet;

import dev.reel.edit.cmd.SetEasing;
import dev.reel.model.TangentMode;
import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.ActionRegistry;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.List;

/**
 * The Animation panel's actions: an Animation menu and the panel's own keys, which work while the mouse is
 * over the panel (or the focus is in it) and take precedence over the window's (Delete, Ctrl+C/V/D there
 * address keys). All are unregistered in {@link #dispose()}.
 */
final class SheetActions {
    private static final String MENU = "Animation";

    private final ActionRegistry registry;
    private final List<Action> registered = new ArrayList<>();

    SheetActions(ActionRegistry registry, Node scope, AnimationPanel panel) {
        this.registry = registry;
        SheetEditing editing = panel.editing();
        add(Action.of("animation.play", MENU, "Play / Pause").group("play").keys("Space").scope(scope)
                .enabledWhen(panel::hasClip).run(panel::togglePlay));
        add(Action.of("animation.start", MENU, "Cursor to Start").group("play").keys("Home").scope(scope)
                .enabledWhen(panel::hasClip).run(() -> panel.cursorTo(false)));
        add(Action.of("animation.end", MENU, "Cursor to End").group("play").keys("End").scope(scope)
                .enabledWhen(panel::hasClip).run(() -> panel.cursorTo(true)));
        add(Action.of("animation.key", MENU, "Key Changed Fields").group("key").keys("K").scope(scope)
                .enabledWhen(panel::hasClip).run(panel::keyChanges));
        add(Action.of("animation.set-from-scene", MENU, "Set from Scene").group("key").scope(scope)
                .enabledWhen(() -> !editing.selectedKeys().isEmpty()).run(editing::setFromScene));
        add(Action.of("animation.handles", MENU, "Handle Mode…").group("handles").keys("V").scope(scope)
                .enabledWhen(() -> !editing.selectedKeys().isEmpty()).run(panel::handleMenu));
        for (TangentMode mode : HandleMenu.ORDER) {
            add(Action.of("animation.handles." + mode.word(), MENU, "Handles: " + HandleMenu.title(mode))
                    .group("handles").scope(scope).enabledWhen(() -> !editing.selectedKeys().isEmpty())
                    .run(() -> editing.setTangent(mode)));
        }
        for (SetEasing.Preset preset : SetEasing.Preset.values()) {
            add(Action.of("animation.ease." + preset.name().toLowerCase(java.util.Locale.ROOT), MENU,
                    "Easing: " + preset.title()).group("easing").scope(scope)
                    .enabledWhen(() -> !editing.selectedKeys().isEmpty()).run(() -> editing.ease(preset)));
        }
        add(Action.of("animation.delete", MENU, "Delete Keys").group("edit").keys("Delete").scope(scope)
                .enabledWhen(() -> editing.hasKeysOrEvents() || !editing.selectedTracks().isEmpty())
                .run(editing::delete));
        add(Action.of("animation.copy", MENU, "Copy Keys").group("edit").keys("Shortcut+C").scope(scope)
                .enabledWhen(editing::hasKeysOrEvents).run(editing.clipboard()::copy));
        add(Action.of("animation.paste", MENU, "Paste Keys at Cursor").group("edit").keys("Shortcut+V").scope(scope)
                .enabledWhen(editing.clipboard()::canPaste).run(editing.clipboard()::paste));
        add(Action.of("animation.duplicate", MENU, "Duplicate Keys").group("edit").keys("Shortcut+D").scope(scope)
                .enabledWhen(editing::hasKeysOrEvents).run(() -> editing.clipboard().duplicate(panel.state().frame())));
        add(Action.of("animation.scale", MENU, "Scale Keys About Cursor").group("edit").keys("S").scope(scope)
                .enabledWhen(editing::hasKeysOrEvents).run(panel::beginScale));
        add(Action.of("animation.nudge-left", MENU, "Nudge Left a Frame").group("nudge").keys("Left").scope(scope)
                .enabledWhen(panel::hasClip).run(() -> panel.nudge(-1)));
        add(Action.of("animation.nudge-right", MENU, "Nudge Right a Frame").group("nudge").keys("Right").scope(scope)
                .enabledWhen(panel::hasClip).run(() -> panel.nudge(1)));
        add(Action.of("animation.nudge-left-10", MENU, "Nudge Left 10 Frames").group("nudge").keys("Shift+Left")
                .scope(scope).enabledWhen(panel::hasClip).run(() -> panel.nudge(-10)));
        add(Action.of("animation.nudge-right-10", MENU, "Nudge Right 10 Frames").group("nudge").keys("Shift+Right")
                .scope(scope).enabledWhen(panel::hasClip).run(() -> panel.nudge(10)));
        add(Action.of("animation.frame-selection", MENU, "Frame Selection").group("view").keys("F").scope(scope)
                .enabledWhen(panel::hasClip).run(() -> panel.frame(true)));
        add(Action.of("animation.frame-all", MENU, "Frame All").group("view").keys("A").scope(scope)
                .enabledWhen(panel::hasClip).run(panel::frameAll));
        add(Action.of("animation.curves", MENU, "Toggle Curves").group("view").keys("C").scope(scope)
                .checkedWhen(() -> panel.state().curvesProperty().get()).run(panel::toggleCurves));
        dev.reel.ui.curves.CurveActions.of(MENU, scope, panel.curves(), () -> panel.state().curvesProperty().get())
                .forEach(this::add);
        add(Action.of("animation.snap", MENU, "Snap to Frames").group("view").scope(scope)
                .checkedWhen(() -> panel.state().snappingProperty().get())
                .run(() -> panel.state().snappingProperty().set(!panel.state().snappingProperty().get())));
        add(Action.of("animation.ripple", MENU, "Ripple").group("view").scope(scope)
                .checkedWhen(panel.state()::ripple)
                .run(() -> panel.state().rippleProperty().set(!panel.state().ripple())));
    }

    private void add(Action action) {
        registered.add(registry.register(action));
    }

    void dispose() {
        registered.forEach(registry::unregister);
    }
}
