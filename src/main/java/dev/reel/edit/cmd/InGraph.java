package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Controller;

/**
 * A graph edit ({@link AddState}, {@link AddTransition}, {@link SetEntry}, ...) made inside a layer's graph or a
 * sub-state machine: the edit sees that graph as a controller of its own ({@link GraphScope#graph}) and its
 * result is put back in its place, as one step.
 */
public record InGraph(GraphScope scope, Command<Controller> edit) implements Command<Controller> {

    /** {@code edit} as it applies in {@code scope}: itself for the base graph. */
    public static Command<Controller> of(GraphScope scope, Command<Controller> edit) {
        return scope.top() ? edit : new InGraph(scope, edit);
    }

    @Override
    public String label() {
        return edit.label();
    }

    @Override
    public Controller apply(Controller controller) {
        Controller graph = scope.graph(controller);
        Controller edited = edit.apply(graph);
        if (!scope.inMachine() && exits(edited) > exits(graph)) {
            throw new IllegalArgumentException("to=\"exit\" leaves a sub-state machine; this graph is not inside one");
        }
        return scope.put(controller, edited);
    }

    private static long exits(Controller graph) {
        return graph.transitions().stream().filter(dev.reel.model.Transition::toExit).count();
    }

    @Override
    public MergeKey mergeKey() {
        return edit.mergeKey();
    }

    @Override
    public boolean mergesFromStart() {
        return edit.mergesFromStart();
    }
}
