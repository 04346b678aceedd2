package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Adds a transition (usually {@link Transition#of}) after all others, so it has the lowest priority. Its states
 * or sub-state machines (or {@code "any"} as the source, {@code "exit"} as the target: {@link InGraph} allows
 * that one inside a machine only), its conditions' params and their operators must be valid.
 */
public record AddTransition(Transition transition) implements Command<Controller> {

    public AddTransition {
        Objects.requireNonNull(transition, "transition");
    }

    @Override
    public String label() {
        return "Add transition " + transition.from() + " to " + transition.to();
    }

    @Override
    public Controller apply(Controller controller) {
        if (ControllerParts.uses(controller, transition.id())) {
            throw new IllegalArgumentException("id " + transition.id() + " is already used in this controller");
        }
        if (!transition.fromAny() && !node(controller, transition.from())) {
            throw new IllegalArgumentException("no state named " + transition.from() + " to start a transition");
        }
        if (!transition.toExit() && !node(controller, transition.to())) {
            throw new IllegalArgumentException("no state named " + transition.to() + " to end a transition");
        }
        Require.notNegative(transition.duration(), "a transition's duration");
        if (transition.exitTime() != null) {
            Require.notNegative(transition.exitTime(), "a transition's exit time");
        }
        for (Condition condition : transition.conditions()) {
            AddCondition.check(controller, condition);
        }
        List<Transition> transitions = new ArrayList<>(controller.transitions());
        transitions.add(transition);
        return controller.withTransitions(transitions);
    }

    /** Whether the graph has a state or a sub-state machine of that name. */
    private static boolean node(Controller controller, String name) {
        return controller.state(name) != null || controller.machines().stream().anyMatch(m -> m.name().equals(name));
    }
}
