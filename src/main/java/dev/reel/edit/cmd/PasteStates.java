package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Ids;
import dev.reel.model.Param;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Pastes copied states, with the transitions among them, into a controller (the same one or another), as new
 * states moved by {@code offset}. A name already taken gets a number ({@code Run 2}); transitions follow the
 * new names. A condition's param that the controller lacks is added with the copied kind and default; a
 * condition on a param of another kind there is dropped, since it could not be written back. Fresh ids are
 * drawn when the command is made, so redo gives the same ids and the pasted states can be selected.
 */
public final class PasteStates implements Command<Controller> {
    private final List<State> states;
    private final List<Transition> transitions;
    private final List<Param> params;
    private final Vec2 offset;

    private PasteStates(List<State> states, List<Transition> transitions, List<Param> params, Vec2 offset) {
        this.states = states;
        this.transitions = transitions;
        this.params = params;
        this.offset = offset;
    }

    /**
     * Pastes the states of {@code copied} and those of its transitions whose both ends (or target, for an Any
     * State transition, which is not copied) are among them; {@code copied.params()} supplies missing params.
     */
    public static PasteStates of(Controller copied, Vec2 offset) {
        Set<String> names = new HashSet<>();
        copied.states().forEach(state -> names.add(state.name()));
        List<State> states = copied.states().stream().map(state -> new State(Ids.next(), state.name(),
                state.clip(), state.speed(), state.loop(), state.events(), state.pos(), state.extras(), state.tree())).toList();
        List<Transition> transitions = new ArrayList<>();
        for (Transition transition : copied.transitions()) {
            if (names.contains(transition.from()) && names.contains(transition.to())) {
                List<Condition> conditions = transition.conditions().stream().map(condition -> new Condition(
                        Ids.next(), condition.param(), condition.op(), condition.value(), condition.extras())).toList();
                transitions.add(new Transition(Ids.next(), transition.from(), transition.to(), transition.duration(),
                        transition.exitTime(), transition.interrupt(), conditions, transition.extras()));
            }
        }
        List<Param> params = copied.params().stream().map(param -> new Param(Ids.next(), param.name(), param.kind(),
                param.defaultValue(), param.extras())).toList();
        return new PasteStates(states, transitions, params, offset);
    }

    /** The ids the pasted states get, in copied order. */
    public List<Long> stateIds() {
        return states.stream().map(State::id).toList();
    }

    @Override
    public String label() {
        return states.size() == 1 ? "Paste state " + states.get(0).name() : "Paste " + states.size() + " states";
    }

    @Override
    public Controller apply(Controller controller) {
        Set<String> taken = new HashSet<>();
        controller.states().forEach(state -> taken.add(state.name()));
        Map<String, String> renamed = new HashMap<>();
        List<State> newStates = new ArrayList<>(controller.states());
        for (State state : states) {
            String name = free(state.name(), taken);
            taken.add(name);
            renamed.put(state.name(), name);
            Vec2 pos = state.pos() == null ? offset : new Vec2(state.pos().x() + offset.x(), state.pos().y() + offset.y());
            newStates.add(new State(state.id(), name, state.clip(), state.speed(), state.loop(), state.events(), pos,
                    state.extras(), state.tree()));
        }
        List<Param> newParams = new ArrayList<>(controller.params());
        for (Param param : params) {
            if (controller.param(param.name()) == null && usedBy(param.name())) {
                newParams.add(param);
            }
        }
        Controller withParams = controller.withParams(newParams);
        List<Transition> newTransitions = new ArrayList<>(controller.transitions());
        for (Transition transition : transitions) {
            List<Condition> conditions = transition.conditions().stream()
                    .filter(condition -> fits(withParams, condition)).toList();
            newTransitions.add(new Transition(transition.id(), renamed.get(transition.from()),
                    renamed.get(transition.to()), transition.duration(), transition.exitTime(), transition.interrupt(),
                    conditions, transition.extras()));
        }
        Controller pasted = withParams.withStates(newStates).withTransitions(newTransitions);
        return controller.entry().isEmpty() && !states.isEmpty() ? pasted.withEntry(newStates.get(
                controller.states().size()).name()) : pasted;
    }

    private boolean usedBy(String paramName) {
        return transitions.stream().anyMatch(transition -> transition.conditions().stream()
                .anyMatch(condition -> condition.param().equals(paramName)));
    }

    private static boolean fits(Controller controller, Condition condition) {
        Param param = controller.param(condition.param());
        if (param == null) {
            return false;
        }
        try {
            Require.condition(param.name(), param.kind(), condition.op(), condition.value());
            return true;
        } catch (IllegalArgumentException wrongKind) {
            return false;
        }
    }

    /** {@code name}, or with the lowest number from 2 that makes it free; never "any". */
    private static String free(String name, Set<String> taken) {
        if (!taken.contains(name) && !name.equals(Transition.ANY)) {
            return name;
        }
        String base = name.replaceFirst(" \\d+$", "");
        for (int number = 2; ; number++) {
            String candidate = base + " " + number;
            if (!taken.contains(candidate)) {
                return candidate;
            }
        }
    }
}
