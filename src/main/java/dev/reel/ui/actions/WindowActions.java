package dev.reel.ui.actions;

import javafx.scene.Scene;
import javafx.scene.layout.StackPane;

import java.util.function.Consumer;

/**
 * The actions of one editor window: the {@link ActionRegistry} every panel registers in, the {@link Menus} built
 * from it, the {@link Shortcuts} that route the scene's keys to it and the {@link CommandPalette} shown over
 * {@code overlay}. Built and owned by the window.
 */
public final class WindowActions {
    private final ActionRegistry registry = new ActionRegistry();
    private final Shortcuts shortcuts = new Shortcuts(registry);
    private final Menus menus = new Menus(registry);
    private final CommandPalette palette;

    /** The palette shows over {@code overlay} and says what it ran with {@code say}. */
    public WindowActions(StackPane overlay, Consumer<String> say) {
        palette = new CommandPalette(registry, overlay, say);
    }

    public ActionRegistry registry() {
        return registry;
    }

    public Menus menus() {
        return menus;
    }

    public CommandPalette palette() {
        return palette;
    }

    /** Routes {@code scene}'s keys to the actions. */
    public void install(Scene scene) {
        shortcuts.install(scene);
    }

    /** Stops the menus following the registry (before the panels unregister, which would rebuild them each time). */
    public void stopMenus() {
        menus.dispose();
    }

    /** Stops routing keys. */
    public void uninstall() {
        shortcuts.uninstall();
    }
}
