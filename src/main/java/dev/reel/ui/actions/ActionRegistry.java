package dev.reel.ui.actions;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every action of the window, in registration order: the menu bar, the shortcut dispatcher, the command
 * palette and the shortcuts sheet all read this one list. Panels add their actions here when they are
 * created and remove them in {@code dispose()}.
 */
public final class ActionRegistry {
    /** The menus in the order the menu bar shows them; menus panels add go before Window. */
    public static final List<String> STANDARD_MENUS = List.of("File", "Edit", "Create", "View", "Window", "Help");

    private final ObservableList<Action> actions = FXCollections.observableArrayList();

    public ObservableList<Action> actions() {
        return actions;
    }

    /** Adds an action; an action with the same id replaces the old one (a panel re-created). */
    public Action register(Action action) {
        find(action.id()).ifPresent(actions::remove);
        actions.add(action);
        return action;
    }

    public void unregister(Action action) {
        actions.remove(action);
    }

    public Optional<Action> find(String id) {
        for (Action action : actions) {
            if (action.id().equals(id)) {
                return Optional.of(action);
            }
        }
        return Optional.empty();
    }

    /** Runs the action with this id if it exists and is enabled. */
    public boolean run(String id) {
        return find(id).map(Action::run).orElse(false);
    }

    /** The menu names in menu-bar order. */
    public List<String> menus() {
        List<String> menus = new ArrayList<>(STANDARD_MENUS);
        for (Action action : actions) {
            String menu = action.menu();
            if (menu != null && !menus.contains(menu)) {
                menus.add(menus.indexOf("Window"), menu);
            }
        }
        return menus;
    }

    /** The actions of one menu in registration order, grouped. */
    public Map<String, List<Action>> groupsOf(String menu) {
        Map<String, List<Action>> groups = new LinkedHashMap<>();
        for (Action action : actions) {
            if (menu.equals(action.menu())) {
                groups.computeIfAbsent(action.group(), key -> new ArrayList<>()).add(action);
            }
        }
        return groups;
    }

    /** The actions one of whose shortcuts matches the key event, scoped ones first. */
    public List<Action> matching(KeyEvent event) {
        List<Action> scoped = new ArrayList<>();
        List<Action> global = new ArrayList<>();
        for (Action action : actions) {
            for (KeyCombination combination : action.shortcuts()) {
                if (combination.match(event)) {
                    (action.scope() == null ? global : scoped).add(action);
                    break;
                }
            }
        }
        scoped.addAll(global);
        return scoped;
    }

    /** Every action that the palette and the shortcuts sheet list: runnable ones, submenu children expanded. */
    public List<Action> runnable() {
        List<Action> all = new ArrayList<>();
        for (Action action : actions) {
            if (action.hasChildren()) {
                all.addAll(action.children());
            } else {
                all.add(action);
            }
        }
        return all;
    }
}
