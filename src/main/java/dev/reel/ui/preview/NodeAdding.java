package dev.reel.ui.preview;

import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.EditTarget;
import dev.reel.ui.control.PropertyNames;
import dev.reel.ui.control.Tips;
import dev.reel.ui.documents.EditingContext;
import dev.reel.ui.playback.PreviewRig;
import dev.reel.ui.shell.PanelContext;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;

/**
 * Add child node…: the one way to list a node the clip does not animate yet, so that no gesture ever makes a
 * track for a node the artist cannot see in the Nodes list. The Nodes list's menu, the Preview menu and the
 * command palette ask for the name in a field under the list (Enter adds, Esc drops it); the new node goes under
 * the selected one, in the focused clip's own list ({@link EditingContext}), and is selected. Remove Node takes
 * out a node added so. Both are steps of the list's own history, which Edit ▸ Undo and Redo step through while
 * the list has the focus (and that history has a step; otherwise they undo the clip's edits as anywhere).
 * Nothing is written to the clip until the node is keyed.
 */
final class NodeAdding {
    private final PreviewRig rig;
    private final PanelContext context;
    private final ListView<String> list;
    private final Runnable refresh;
    private final TextField field = new TextField();
    private final Action action;
    private String parent = "";

    NodeAdding(PreviewRig rig, PanelContext context, ListView<String> list, Runnable refresh) {
        this.rig = rig;
        this.context = context;
        this.list = list;
        this.refresh = refresh;
        field.setId("preview-add-node");
        field.getStyleClass().add("preview-add-node");
        Tips.set(field, "The new node's name: Enter adds it under the selected node, Esc cancels");
        field.setVisible(false);
        field.setManaged(false);
        field.setOnAction(event -> commit());
        field.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ESCAPE) {
                close();
                event.consume();
            }
        });
        field.focusedProperty().addListener((observable, was, focused) -> {
            if (!focused && field.isVisible()) {
                close();
            }
        });
        MenuItem add = new MenuItem("Add Child Node…");
        add.setOnAction(event -> start());
        MenuItem remove = new MenuItem("Remove Node");
        remove.setOnAction(event -> remove());
        ContextMenu menu = new ContextMenu(add, remove);
        menu.setOnShowing(event -> {
            add.setDisable(!available());
            remove.setDisable(!removable());
        });
        list.setContextMenu(menu);
        action = context.actions().register(Action.of("preview.add-child-node", "Preview", "Add Child Node…")
                .group("nodes").enabledWhen(this::available).run(this::start));
        EditTarget.install(list, new EditTarget() {
            @Override
            public boolean canDelete() {
                return removable();
            }

            @Override
            public void delete() {
                remove();
            }

            @Override
            public OwnHistory ownHistory() {
                return history();
            }
        });
    }

    /** The name field under the list. */
    TextField field() {
        return field;
    }

    /** Whether a node can be added now: a clip is focused and previewed. */
    boolean available() {
        return rig.clip() != null;
    }

    private boolean removable() {
        EditingContext editing = rig.editing();
        return editing != null && editing.addedNodes().contains(rig.selectedNode());
    }

    /** Asks for the name of a child of the selected node. */
    void start() {
        if (!available()) {
            return;
        }
        parent = rig.selectedNode();
        field.setPromptText("Child of " + PropertyNames.node(parent) + ": name, Enter");
        field.clear();
        field.setVisible(true);
        field.setManaged(true);
        field.requestFocus();
    }

    private void commit() {
        String name = field.getText().strip();
        String problem = name.isEmpty() ? "type a name" : name.contains("/") ? "a name has no /"
                : name.contains("\"") ? "a name has no quotes" : null;
        String path = parent.isEmpty() ? name : parent + "/" + name;
        if (problem == null && rig.nodes().contains(path)) {
            problem = path + " is listed already";
        }
        if (problem != null) {
            context.say("Cannot add the node: " + problem);
            return;
        }
        close();
        if (rig.addNode(path)) {
            rig.selectNode(path);
            context.say("Added child node " + path + " (not in the clip until it is keyed)");
        }
        list.requestFocus();
    }

    private void close() {
        field.setVisible(false);
        field.setManaged(false);
    }

    private void remove() {
        String path = rig.selectedNode();
        EditingContext editing = rig.editing();
        if (editing != null && editing.removeNode(path)) {
            rig.contextChanged();
            refresh.run();
            context.say("Removed node " + path + " from the list");
        }
    }

    /** The focused clip's additions and removals of nodes, undone while the list has the focus. */
    private EditTarget.OwnHistory history() {
        EditingContext editing = rig.editing();
        if (editing == null || !editing.canUndoNode() && !editing.canRedoNode()) {
            // Nothing of the list's own to undo: Edit ▸ Undo steps through the clip's history as anywhere.
            return null;
        }
        return new EditTarget.OwnHistory() {
            @Override
            public boolean canUndo() {
                return editing.canUndoNode();
            }

            @Override
            public String undoLabel() {
                return editing.canUndoNode() ? "Undo " + editing.undoNodeLabel() : "Undo";
            }

            @Override
            public void undo() {
                editing.undoNode();
                rig.contextChanged();
            }

            @Override
            public boolean canRedo() {
                return editing.canRedoNode();
            }

            @Override
            public String redoLabel() {
                return editing.canRedoNode() ? "Redo " + editing.redoNodeLabel() : "Redo";
            }

            @Override
            public void redo() {
                editing.redoNode();
                rig.contextChanged();
            }
        };
    }

    void dispose() {
        context.actions().unregister(action);
    }
}
