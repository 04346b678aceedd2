package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Controller;
import dev.reel.model.Transition;

import java.util.function.BiFunction;

/**
 * Sets one field of a transition (its cross-fade duration, exit time, interrupt flag or target state), keeping
 * its conditions and comments. Scrubbing the duration or exit time merges into one step.
 */
public final class SetTransitionProperty implements Command<Controller> {
    private final long transitionId;
    private final String field;
    private final Object newValue;
    private final BiFunction<Controller, Transition, Transition> change;

    private SetTransitionProperty(long transitionId, String field, Object newValue,
                                  BiFunction<Controller, Transition, Transition> change) {
        this.transitionId = transitionId;
        this.field = field;
        this.newValue = newValue;
        this.change = change;
    }

    /** Seconds of cross-fade, 0 or more (0 switches at once). */
    public static SetTransitionProperty duration(long transitionId, double duration) {
        return new SetTransitionProperty(transitionId, "duration", duration, (controller, old) ->
                ControllerParts.transition(old, old.to(), Require.notNegative(duration, "a transition's duration"),
                        old.exitTime(), old.interrupt()));
    }

    /** Passes of the source clip to wait for, 0 or more, or null for none. */
    public static SetTransitionProperty exitTime(long transitionId, Double exitTime) {
        return new SetTransitionProperty(transitionId, "exitTime", exitTime, (controller, old) ->
                ControllerParts.transition(old, old.to(), old.duration(),
                        exitTime == null ? null : Require.notNegative(exitTime, "a transition's exit time"),
                        old.interrupt()));
    }

    /** Whether it may cut into a running blend. */
    public static SetTransitionProperty interrupt(long transitionId, boolean interrupt) {
        return new SetTransitionProperty(transitionId, "interrupt", interrupt, (controller, old) ->
                ControllerParts.transition(old, old.to(), old.duration(), old.exitTime(), interrupt));
    }

    /** The state it leads to, by the state's id. */
    public static SetTransitionProperty to(long transitionId, long stateId) {
        return new SetTransitionProperty(transitionId, "to", stateId, (controller, old) ->
                ControllerParts.transition(old, ControllerParts.state(controller, stateId).name(), old.duration(),
                        old.exitTime(), old.interrupt()));
    }

    /**
     * The state, sub-state machine or (inside a machine) {@code "exit"} it leads to, by name: a name that is
     * none of these in the graph is refused, and so is an Any State transition to {@code exit} (ANC010).
     */
    public static SetTransitionProperty toTarget(long transitionId, String target) {
        return new SetTransitionProperty(transitionId, "to", target, (controller, old) -> {
            boolean known = controller.state(target) != null
                    || controller.machines().stream().anyMatch(m -> m.name().equals(target));
            if (Transition.EXIT.equals(target) && old.fromAny()) {
                throw new IllegalArgumentException("an Any State transition cannot leave the machine");
            }
            if (!known && !Transition.EXIT.equals(target)) {
                throw new IllegalArgumentException("no state or sub-state machine named '" + target + "' here");
            }
            return ControllerParts.transition(old, target, old.duration(), old.exitTime(), old.interrupt());
        });
    }

    public long transitionId() {
        return transitionId;
    }

    /** Which field it sets: duration, exitTime, interrupt or to. */
    public String field() {
        return field;
    }

    /** The value it sets the field to (for {@code to}, the state id, or the target's name by {@link #toTarget}). */
    public Object newValue() {
        return newValue;
    }

    @Override
    public String label() {
        return "Set transition " + field;
    }

    @Override
    public Controller apply(Controller controller) {
        return ControllerParts.changeTransition(controller, transitionId, old -> change.apply(controller, old));
    }

    @Override
    public MergeKey mergeKey() {
        return field.equals("duration") || field.equals("exitTime")
                ? new MergeKey("transition-" + field, transitionId) : null;
    }
}
