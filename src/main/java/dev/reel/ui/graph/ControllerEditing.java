package dev.reel.ui.graph;

import dev.reel.edit.Command;
import dev.reel.edit.Document;
import dev.reel.edit.cmd.GraphScope;
import dev.reel.edit.cmd.InGraph;
import dev.reel.model.Controller;
import dev.reel.ui.documents.OpenDocument;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The controller document the graph edits and the selection it shares with the other panels (state and
 * transition ids), plus the pills' selection, which has no ids and stays in the graph. Commands that refuse
 * (a taken name, a bad value) say why in the status bar instead of changing anything.
 *
 * <p>The graph shown may be the base graph, a layer's or a sub-state machine's ({@link #scope}): the graph's
 * panels read it as {@link #graph()} and edit it through {@link #inGraph}, which puts each edit back in its
 * place as one step; the parameters, layers and ease belong to the whole controller ({@link #value()},
 * {@link #execute}).
 */
final class ControllerEditing {
    private final Consumer<String> status;
    private OpenDocument<Controller> document;
    private final Set<Long> pills = new LinkedHashSet<>();
    private GraphScope scope = GraphScope.TOP;

    ControllerEditing(Consumer<String> status) {
        this.status = status;
    }

    OpenDocument<Controller> open() {
        return document;
    }

    void setOpen(OpenDocument<Controller> open) {
        if (open != document) {
            pills.clear();
            scope = GraphScope.TOP;
        }
        document = open;
    }

    /** The document's history to run gestures and transactions on; null when none is shown or it is read-only. */
    Document<Controller> document() {
        return document == null || readOnly() ? null : document.document();
    }

    /** The controller now, or null when none is shown. */
    Controller value() {
        return document == null ? null : document.value();
    }

    /** The graph the Animator shows and edits. */
    GraphScope scope() {
        return scope;
    }

    void setScope(GraphScope newScope) {
        if (!newScope.equals(scope)) {
            pills.clear();
        }
        scope = newScope;
    }

    /**
     * The graph shown as a controller of its own (the whole controller for the base graph), or null when none
     * is shown; a layer or machine that is gone takes the view back to the base graph.
     */
    Controller graph() {
        Controller controller = value();
        if (controller == null) {
            return null;
        }
        if (!scope.within(controller)) {
            scope = GraphScope.TOP;
        }
        return scope.graph(controller);
    }

    /** {@code command} as it applies to the graph shown (for gestures and transactions). */
    Command<Controller> scoped(Command<Controller> command) {
        graph();
        return new InGraph(scope, command);
    }

    /** Runs a graph edit on the graph shown as one undo step; false when it was refused. */
    boolean inGraph(Command<Controller> command) {
        return execute(scoped(command));
    }

    /**
     * Whether the controller shown cannot be edited: its text has errors (it opened as the graph the text
     * describes, but an edit here would be lost when the text is fixed in Source, and it cannot be saved).
     */
    boolean readOnly() {
        return document != null && !document.importable();
    }

    /** Runs one command as one undo step (or merged into the last by its key); false when it was refused. */
    boolean execute(Command<Controller> command) {
        if (document == null) {
            return false;
        }
        if (readOnly()) {
            status.accept(command.label() + ": " + document.name() + " has errors; fix them in Source to edit it");
            return false;
        }
        if (document.document().busy()) {
            return false;
        }
        try {
            document.document().execute(command);
            return true;
        } catch (IllegalArgumentException refused) {
            status.accept(command.label() + ": " + refused.getMessage());
            return false;
        }
    }

    void say(String message) {
        status.accept(message);
    }

    Set<Long> selection() {
        return document == null ? Set.of() : document.selection();
    }

    /** Selects states and transitions by id, and which pills ({@code MoveStates.ENTRY}/{@code ANY}). */
    void select(Set<Long> ids, Set<Long> selectedPills) {
        pills.clear();
        pills.addAll(selectedPills);
        if (document != null) {
            document.select(Set.copyOf(ids));
        }
    }

    Set<Long> pills() {
        return Set.copyOf(pills);
    }
}
