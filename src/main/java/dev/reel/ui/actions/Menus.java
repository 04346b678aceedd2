package dev.reel.ui.actions;

import dev.reel.ui.theme.Icons;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

import java.util.List;
import java.util.Map;

/**
 * The menu bar, made from the action registry and rebuilt when panels add or remove actions. Titles,
 * enabled and checked states are read again each time a menu opens, so "Undo Rename state" is always current.
 * Titles carry the artist's names (files, states, projects), so no menu reads an underscore as a mnemonic:
 * "Undo Rename knight_run.png" shows exactly that.
 */
public final class Menus {
    private final ActionRegistry registry;
    private final MenuBar bar = new MenuBar();
    private final ListChangeListener<Action> rebuild = change -> changed();
    private boolean stale;

    public Menus(ActionRegistry registry) {
        this.registry = registry;
        bar.setId("menu-bar");
        registry.actions().addListener(rebuild);
        rebuild();
    }

    public MenuBar bar() {
        flush();
        return bar;
    }

    /**
     * The actions changed: the menus are built again once, later in this turn of the JavaFX thread, however many
     * actions were added or removed (a window's panels register some 200 one by one; rebuilding every menu for
     * each took a tenth of a second of every start).
     */
    private void changed() {
        if (!stale) {
            stale = true;
            Platform.runLater(this::flush);
        }
    }

    /** Builds the menus now if actions changed since they were last built. */
    public void flush() {
        if (stale) {
            stale = false;
            rebuild();
        }
    }

    public void dispose() {
        registry.actions().removeListener(rebuild);
    }

    private void rebuild() {
        bar.getMenus().clear();
        for (String name : registry.menus()) {
            Map<String, List<Action>> groups = registry.groupsOf(name);
            if (groups.isEmpty()) {
                continue;
            }
            Menu menu = plain(new Menu(name));
            menu.setId("menu-" + name.toLowerCase(java.util.Locale.ROOT));
            boolean first = true;
            for (List<Action> group : groups.values()) {
                if (!first) {
                    menu.getItems().add(new SeparatorMenuItem());
                }
                first = false;
                for (Action action : group) {
                    menu.getItems().add(item(action));
                }
            }
            menu.setOnShowing(event -> refresh(menu));
            bar.getMenus().add(menu);
        }
    }

    private MenuItem item(Action action) {
        if (action.hasChildren()) {
            Menu submenu = plain(new Menu(action.title()));
            submenu.setUserData(action);
            submenu.setOnShowing(event -> fillChildren(submenu, action));
            submenu.getItems().add(plain(new MenuItem("(none)")));
            return submenu;
        }
        MenuItem item = plain(action.checkable() ? new CheckMenuItem(action.title()) : new MenuItem(action.title()));
        item.setUserData(action);
        item.setId("action-" + action.id());
        Icons.forAction(action.id()).ifPresent(item::setGraphic);
        if (!action.shortcuts().isEmpty()) {
            // Shown for the user; the Shortcuts dispatcher fires it before the scene's accelerators could.
            item.setAccelerator(action.shortcuts().get(0));
        }
        item.setOnAction(event -> action.run());
        return item;
    }

    private void fillChildren(Menu submenu, Action parent) {
        submenu.getItems().clear();
        List<Action> children = parent.children();
        if (children.isEmpty()) {
            MenuItem none = plain(new MenuItem("(none)"));
            none.setDisable(true);
            submenu.getItems().add(none);
        }
        for (Action child : children) {
            MenuItem item = plain(new MenuItem(child.title()));
            item.setOnAction(event -> child.run());
            submenu.getItems().add(item);
        }
    }

    /** {@code item} showing its text exactly: an underscore in a name is not a mnemonic. */
    public static <T extends MenuItem> T plain(T item) {
        item.setMnemonicParsing(false);
        return item;
    }

    private static void refresh(Menu menu) {
        for (MenuItem item : menu.getItems()) {
            if (item.getUserData() instanceof Action action) {
                item.setText(action.title());
                item.setDisable(!action.hasChildren() && !action.enabled());
                if (item instanceof CheckMenuItem check) {
                    check.setSelected(action.checked());
                }
            }
        }
    }
}
