package dev.reel.edit.cmd;

import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.EventPolicy;
import dev.reel.model.LoopMode;
import dev.reel.model.Param;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Finds a controller's states, transitions, conditions and params by id (refusing unknown ids by name), puts
 * changed ones back and builds changed copies that keep ids and extras.
 */
final class ControllerParts {
    private ControllerParts() {
    }

    static State state(Controller controller, long stateId) {
        for (State state : controller.states()) {
            if (state.id() == stateId) {
                return state;
            }
        }
        throw new IllegalArgumentException("no state with id " + stateId + " in this controller");
    }

    /** The name of the state or sub-state machine with id {@code id} in the graph {@code controller}. */
    static String stateOrMachine(Controller controller, long id) {
        for (dev.reel.model.Machine machine : controller.machines()) {
            if (machine.id() == id) {
                return machine.name();
            }
        }
        for (State state : controller.states()) {
            if (state.id() == id) {
                return state.name();
            }
        }
        throw new IllegalArgumentException("no state or sub-state machine with id " + id + " in this graph");
    }

    static Transition transition(Controller controller, long transitionId) {
        for (Transition transition : controller.transitions()) {
            if (transition.id() == transitionId) {
                return transition;
            }
        }
        throw new IllegalArgumentException("no transition with id " + transitionId + " in this controller");
    }

    static Param param(Controller controller, long paramId) {
        for (Param param : controller.params()) {
            if (param.id() == paramId) {
                return param;
            }
        }
        throw new IllegalArgumentException("no param with id " + paramId + " in this controller");
    }

    /** The transition holding condition {@code conditionId}. */
    static Transition transitionOfCondition(Controller controller, long conditionId) {
        for (Transition transition : controller.transitions()) {
            for (Condition condition : transition.conditions()) {
                if (condition.id() == conditionId) {
                    return transition;
                }
            }
        }
        throw new IllegalArgumentException("no condition with id " + conditionId + " in this controller");
    }

    static Controller changeState(Controller controller, long stateId, UnaryOperator<State> change) {
        state(controller, stateId);
        List<State> states = new ArrayList<>(controller.states());
        states.replaceAll(state -> state.id() == stateId ? change.apply(state) : state);
        return controller.withStates(states);
    }

    static Controller changeTransition(Controller controller, long transitionId, UnaryOperator<Transition> change) {
        transition(controller, transitionId);
        return changeTransitions(controller, transition -> transition.id() == transitionId
                ? change.apply(transition) : transition);
    }

    static Controller changeTransitions(Controller controller, UnaryOperator<Transition> change) {
        List<Transition> transitions = new ArrayList<>(controller.transitions());
        transitions.replaceAll(change);
        return controller.withTransitions(transitions);
    }

    static Controller changeParam(Controller controller, long paramId, UnaryOperator<Param> change) {
        param(controller, paramId);
        List<Param> params = new ArrayList<>(controller.params());
        params.replaceAll(param -> param.id() == paramId ? change.apply(param) : param);
        return controller.withParams(params);
    }

    /** A name no other state has, and not "any" (which names the Any State). */
    static String freeStateName(Controller controller, String name, long exceptId) {
        Require.name(name, "a state");
        if (name.equals(Transition.ANY)) {
            throw new IllegalArgumentException("a state may not be named \"any\": it names the Any State");
        }
        for (State state : controller.states()) {
            if (state.name().equals(name) && state.id() != exceptId) {
                throw new IllegalArgumentException("there is already a state named " + name);
            }
        }
        if (controller.machines().stream().anyMatch(machine -> machine.name().equals(name))) {
            throw new IllegalArgumentException("there is already a sub-state machine named " + name);
        }
        return name;
    }

    static String freeParamName(Controller controller, String name, long exceptId) {
        Require.name(name, "a param");
        for (Param param : controller.params()) {
            if (param.name().equals(name) && param.id() != exceptId) {
                throw new IllegalArgumentException("there is already a param named " + name);
            }
        }
        return name;
    }

    /** Whether any state, transition, condition or param of the controller has this id. */
    static boolean uses(Controller controller, long id) {
        for (Transition transition : controller.transitions()) {
            if (transition.id() == id || transition.conditions().stream().anyMatch(c -> c.id() == id)) {
                return true;
            }
        }
        return controller.states().stream().anyMatch(state -> state.id() == id || state.tree() != null
                && state.tree().motions().stream().anyMatch(motion -> motion.id() == id))
                || controller.params().stream().anyMatch(param -> param.id() == id);
    }

    static State state(State old, String clip, double speed, LoopMode loop, EventPolicy events) {
        return new State(old.id(), old.name(), clip, speed, loop, events, old.pos(), old.extras(), old.tree());
    }

    /** A state with {@code tree} (null: a clip state playing {@code clip}); id, name, place and extras kept. */
    static State withTree(State old, String clip, dev.reel.model.BlendTree tree) {
        return new State(old.id(), old.name(), clip, old.speed(), old.loop(), old.events(), old.pos(), old.extras(),
                tree);
    }

    /** The blend tree of state {@code stateId}, refusing a clip state by name. */
    static dev.reel.model.BlendTree tree(Controller controller, long stateId) {
        State state = state(controller, stateId);
        if (state.tree() == null) {
            throw new IllegalArgumentException("the state " + state.name() + " is not a blend tree");
        }
        return state.tree();
    }

    /** Replaces the motions of the blend tree of state {@code stateId}. */
    static Controller changeMotions(Controller controller, long stateId,
                                    java.util.function.Consumer<List<dev.reel.model.Motion>> change) {
        dev.reel.model.BlendTree tree = tree(controller, stateId);
        List<dev.reel.model.Motion> motions = new ArrayList<>(tree.motions());
        change.accept(motions);
        dev.reel.model.BlendTree changed = new dev.reel.model.BlendTree(tree.kind(), tree.param(), tree.paramY(),
                motions);
        return changeState(controller, stateId, state -> withTree(state, null, changed));
    }

    /** The index of motion {@code motionId} in {@code motions}, refusing an unknown id. */
    static int motionIndex(List<dev.reel.model.Motion> motions, long motionId) {
        for (int i = 0; i < motions.size(); i++) {
            if (motions.get(i).id() == motionId) {
                return i;
            }
        }
        throw new IllegalArgumentException("no motion with id " + motionId + " in this blend tree");
    }

    static Transition transition(Transition old, String to, double duration, Double exitTime, boolean interrupt) {
        return new Transition(old.id(), old.from(), to, duration, exitTime, interrupt, old.conditions(), old.extras());
    }

    static Transition withFrom(Transition old, String from, String to) {
        return new Transition(old.id(), from, to, old.duration(), old.exitTime(), old.interrupt(), old.conditions(),
                old.extras());
    }

    static Transition withConditions(Transition old, List<Condition> conditions) {
        return new Transition(old.id(), old.from(), old.to(), old.duration(), old.exitTime(), old.interrupt(),
                conditions, old.extras());
    }

    static Param param(Param old, String name, Value defaultValue) {
        return new Param(old.id(), name, old.kind(), defaultValue, old.extras());
    }

    static Controller with(Controller old, Ease ease, Vec2 entryPos, Vec2 anyPos) {
        return new Controller(old.version(), old.entry(), entryPos, anyPos, ease, old.params(), old.states(),
                old.transitions(), old.extras(), old.fileExtras(), old.machines(), old.layers());
    }
}
