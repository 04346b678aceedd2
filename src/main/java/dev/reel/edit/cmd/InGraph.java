package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Controller;

/**
 * A graph edit ({@link AddState}, {@link AddTransition}, {@link SetEntry}, ...) made inside a layer's graph or a
 * sub-state machine: the edit sees that graph as a controller of its own ({@link GraphScope#graph}) and its
 * result is put back in its place, as one step. A {@link MoveStates} that moves the Exit box
 * ({@link MoveStates#EXIT}) places it in the machine shown, and so does a {@link GraphArrangement} (Auto Layout,
 * Tidy) inside a machine.
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
        dev.reel.model.Vec2 exit = edit instanceof MoveStates move ? move.positions().get(MoveStates.EXIT)
                : edit instanceof GraphArrangement arrangement && scope.inMachine()
                ? arrangement.positions(graph).get(MoveStates.EXIT)
                : null;
        Command<Controller> inside = exit != null && edit instanceof MoveStates move ? move.withoutExit() : edit;
        Controller edited = inside.apply(graph);
        if (!scope.inMachine() && exits(edited) > exits(graph)) {
            throw new IllegalArgumentException("to=\"exit\" leaves a sub-state machine; this graph is not inside one");
        }
        Controller result = scope.put(controller, edited);
        return exit == null ? result : scope.withExitPos(result, exit);
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
