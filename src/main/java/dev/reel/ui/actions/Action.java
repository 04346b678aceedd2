package dev.reel.ui.actions;

import javafx.scene.Node;
import javafx.scene.input.KeyCombination;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Something the user can do, once: a menu item, its shortcuts and its entry in the command palette are all
 * made from one action, so they never disagree. A scoped action's shortcuts work only while the mouse is over
 * (or the focus is inside) its scope node, as a panel's own keys do.
 */
public final class Action {
    private final String id;
    private final String menu;
    private final String group;
    private final Supplier<String> title;
    private final List<KeyCombination> shortcuts;
    private final BooleanSupplier enabled;
    private final BooleanSupplier checked;
    private final Supplier<List<Action>> children;
    private final Runnable run;
    private final Node scope;

    private Action(Builder builder) {
        this.id = builder.id;
        this.menu = builder.menu;
        this.group = builder.group;
        this.title = builder.title;
        this.shortcuts = List.copyOf(builder.shortcuts);
        this.enabled = builder.enabled;
        this.checked = builder.checked;
        this.children = builder.children;
        this.run = builder.run;
        this.scope = builder.scope;
    }

    /** Starts an action with a stable id ({@code file.save}) shown under {@code menu} with a fixed title. */
    public static Builder of(String id, String menu, String title) {
        return new Builder(id, menu, () -> title);
    }

    public String id() {
        return id;
    }

    /** The top-level menu it sits in ({@code File}, {@code Edit}, ...), or null for palette-only actions. */
    public String menu() {
        return menu;
    }

    /** Items of one menu with different groups are separated by a line. */
    public String group() {
        return group;
    }

    /** The current title (an Undo title names the step it undoes). */
    public String title() {
        return title.get();
    }

    public List<KeyCombination> shortcuts() {
        return shortcuts;
    }

    /** The first shortcut's display text, or "". */
    public String shortcutText() {
        return shortcuts.isEmpty() ? "" : shortcuts.get(0).getDisplayText();
    }

    public boolean enabled() {
        return enabled.getAsBoolean();
    }

    /** Whether it is a check item (View toggles). */
    public boolean checkable() {
        return checked != null;
    }

    public boolean checked() {
        return checked != null && checked.getAsBoolean();
    }

    /** Whether it opens a submenu (Open Recent) instead of running. */
    public boolean hasChildren() {
        return children != null;
    }

    public List<Action> children() {
        return children == null ? List.of() : children.get();
    }

    /** The node whose hover or focus enables its shortcuts, or null for a window-wide action. */
    public Node scope() {
        return scope;
    }

    /** Runs it if it is enabled; returns whether it ran. */
    public boolean run() {
        if (run == null || !enabled()) {
            return false;
        }
        run.run();
        return true;
    }

    @Override
    public String toString() {
        return id;
    }

    /** Builds an action. */
    public static final class Builder {
        private final String id;
        private final String menu;
        private final Supplier<String> title;
        private String group = "";
        private final List<KeyCombination> shortcuts = new ArrayList<>();
        private BooleanSupplier enabled = () -> true;
        private BooleanSupplier checked;
        private Supplier<List<Action>> children;
        private Runnable run;
        private Node scope;

        private Builder(String id, String menu, Supplier<String> title) {
            this.id = Objects.requireNonNull(id);
            this.menu = menu;
            this.title = title;
        }

        public Builder group(String name) {
            this.group = name;
            return this;
        }

        /** Shortcuts in the {@link KeyCombination#valueOf} form, such as {@code Shortcut+Shift+Z}. */
        public Builder keys(String... combinations) {
            for (String combination : combinations) {
                shortcuts.add(KeyCombination.valueOf(combination));
            }
            return this;
        }

        public Builder enabledWhen(BooleanSupplier condition) {
            this.enabled = condition;
            return this;
        }

        public Builder checkedWhen(BooleanSupplier condition) {
            this.checked = condition;
            return this;
        }

        public Builder children(Supplier<List<Action>> items) {
            this.children = items;
            return this;
        }

        public Builder scope(Node node) {
            this.scope = node;
            return this;
        }

        /** A title that changes, such as "Undo Move 3 keys". */
        public Builder title(Supplier<String> changing) {
            return new Builder(id, menu, changing).copyFrom(this);
        }

        private Builder copyFrom(Builder other) {
            group = other.group;
            shortcuts.addAll(other.shortcuts);
            enabled = other.enabled;
            checked = other.checked;
            children = other.children;
            run = other.run;
            scope = other.scope;
            return this;
        }

        public Action run(Runnable body) {
            this.run = body;
            return new Action(this);
        }

        /** An action that only holds children (a submenu). */
        public Action build() {
            return new Action(this);
        }
    }
}
