package dev.reel.ui.inspector;

import dev.reel.edit.cmd.SetControllerEase;
import dev.reel.edit.cmd.SetEntry;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.Machine;
import dev.reel.model.Param;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.ui.control.ConditionText;
import dev.reel.ui.control.Readout;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The inspector rows of a controller. Each thing is edited in one place: the controller as a whole (its entry,
 * a state or a sub-state machine, and the ease of every cross-fade) here; its states, transitions, conditions
 * and parameters in the Animator's side panel, beside the graph. For those the Inspector shows a short read-only
 * summary and a link, <em>Edit in the Animator</em>, which brings the Animator to the front with the thing
 * selected there.
 */
final class ControllerItems {
    /** A state's loop when it keeps its clip's own mode, as the Animator panel's state form says it. */
    static final String CLIP_LOOP = "clip's own";
    /** The source of an {@code any} transition, as the graph's pill names it. */
    static final String ANY_STATE = "Any State";
    /** What follows a machine's name in the Entry list, as in the Animator's menus. */
    static final String MACHINE_MARK = "  ▸";
    /** The sheet's order of sections: the controller's own after the summary of what is selected in it. */
    static final java.util.Comparator<String> CATEGORY_ORDER = (a, b) -> a.equals("Controller") == b.equals(
            "Controller") ? a.compareTo(b) : a.equals("Controller") ? 1 : -1;
    /** The text of the link to the Animator. */
    static final String EDIT_THERE = "Edit in the Animator";

    private final Supplier<Controller> controller;
    private final ItemList out;
    private final Consumer<Set<Long>> showInAnimator;
    private final boolean editable;

    /**
     * @param showInAnimator selects these ids and brings the Animator to the front
     * @param editable       false while the controller's text has errors: then nothing is edited here either
     */
    ControllerItems(Supplier<Controller> controller, ItemList out, Consumer<Set<Long>> showInAnimator,
                    boolean editable) {
        this.controller = controller;
        this.out = out;
        this.showInAnimator = showInAnimator;
        this.editable = editable;
    }

    void build(long id) {
        Controller now = controller.get();
        if (state(now, id).isPresent()) {
            state(id);
        } else if (transition(now, id).isPresent()) {
            transition(id);
        } else if (param(now, id).isPresent()) {
            param(id);
        } else if (condition(now, id).isPresent()) {
            condition(id);
        }
        controllerRows();
    }

    /** The boxes the base graph may start in: its states, then its machines marked as the menus mark them. */
    private List<String> entries() {
        List<String> names = new ArrayList<>();
        controller.get().states().forEach(state -> names.add(state.name()));
        controller.get().machines().forEach(machine -> names.add(machine.name() + MACHINE_MARK));
        return names;
    }

    private String entryShown() {
        Controller now = controller.get();
        boolean machine = now.machines().stream().anyMatch(m -> m.name().equals(now.entry()));
        return machine ? now.entry() + MACHINE_MARK : now.entry();
    }

    private SetEntry entry(String shown) {
        Controller now = controller.get();
        String name = shown.endsWith(MACHINE_MARK) ? shown.substring(0, shown.length() - MACHINE_MARK.length())
                : shown;
        for (Machine machine : now.machines()) {
            if (machine.name().equals(name) && shown.endsWith(MACHINE_MARK)) {
                return new SetEntry(machine.id());
            }
        }
        State state = now.state(name);
        if (state == null) {
            throw new IllegalArgumentException("no state or sub-state machine " + name);
        }
        return new SetEntry(state.id());
    }

    private void controllerRows() {
        out.category("Controller");
        if (editable) {
            out.add("Entry", "The state or sub-state machine the animator starts in", InspectorItem.Editor.CHOICE,
                            entries(), this::entryShown, shown -> entry((String) shown))
                    .word("Ease", "The curve of every cross-fade's weight", Ease.class, () -> controller.get().ease(),
                            SetControllerEase::new);
        } else {
            out.readOnly("Entry", "Read-only while the text has errors (see Source)", this::entryShown)
                    .readOnly("Ease", "Read-only while the text has errors (see Source)",
                            () -> controller.get().ease().word());
        }
        out.readOnly("States", "", () -> controller.get().states().size())
                .readOnly("Machines", "Sub-state machines of the base graph", () -> controller.get().machines().size())
                .readOnly("Transitions", "", () -> controller.get().transitions().size())
                .readOnly("Parameters", "", () -> controller.get().params().size());
    }

    private void link(Set<Long> ids) {
        out.link("Edit", "States, transitions, conditions and parameters are edited in the Animator's side panel",
                EDIT_THERE, () -> showInAnimator.accept(ids));
    }

    static Optional<State> state(Controller controller, long id) {
        return controller.states().stream().filter(state -> state.id() == id).findFirst();
    }

    private void state(long id) {
        Supplier<Optional<State>> now = () -> state(controller.get(), id);
        out.category("State")
                .readOnly("Name", "", () -> now.get().map(State::name).orElse(null))
                .readOnly("Plays", "Its clip, or its blend tree", () -> now.get().map(ControllerItems::plays)
                        .orElse(null))
                .readOnly("Speed", "Multiplies the clip's time", () -> now.get().map(State::speed).orElse(null))
                .readOnly("Loop", "", () -> now.get().map(state -> state.loop() == null ? CLIP_LOOP
                        : state.loop().word()).orElse(null));
        link(Set.of(id));
    }

    private static String plays(State state) {
        if (state.tree() != null) {
            return state.tree().kind().word() + " blend tree · "
                    + Readout.count(state.tree().motions().size(), "motion");
        }
        return state.clip() == null ? "nothing" : state.clip();
    }

    static Optional<Transition> transition(Controller controller, long id) {
        return controller.transitions().stream().filter(transition -> transition.id() == id).findFirst();
    }

    private void transition(long id) {
        Supplier<Optional<Transition>> now = () -> transition(controller.get(), id);
        out.category("Transition")
                .readOnly("Route", "", () -> now.get().map(t -> (t.fromAny() ? ANY_STATE : t.from()) + " → " + t.to())
                        .orElse(null))
                .readOnly("Duration", "Seconds of cross-fade", () -> now.get()
                        .map(t -> t.duration() > 0 ? Readout.seconds(t.duration()) : "instant").orElse(null))
                .readOnly("Exit time", "Passes of the source clip to wait for", () -> now.get()
                        .map(t -> t.exitTime() == null ? "none" : Readout.number(t.exitTime())).orElse(null))
                .readOnly("Conditions", "", () -> now.get().map(t -> t.conditions().size()).orElse(0));
        link(Set.of(id));
    }

    static Optional<Param> param(Controller controller, long id) {
        return controller.params().stream().filter(param -> param.id() == id).findFirst();
    }

    private void param(long id) {
        Supplier<Optional<Param>> now = () -> param(controller.get(), id);
        out.category("Parameter")
                .readOnly("Name", "", () -> now.get().map(Param::name).orElse(null))
                .readOnly("Kind", "float, int, bool or trigger", () -> now.get().map(p -> p.kind().word()).orElse(null))
                .readOnly("Default", "The value at start", () -> now.get().map(p -> shown(p.defaultValue()))
                        .orElse(null));
        link(Set.of(id));
    }

    static Optional<Condition> condition(Controller controller, long id) {
        return owner(controller, id).flatMap(transition -> transition.conditions().stream()
                .filter(condition -> condition.id() == id).findFirst());
    }

    private static Optional<Transition> owner(Controller controller, long conditionId) {
        return controller.transitions().stream().filter(transition -> transition.conditions().stream()
                .anyMatch(condition -> condition.id() == conditionId)).findFirst();
    }

    private void condition(long id) {
        Supplier<Optional<Condition>> now = () -> condition(controller.get(), id);
        out.category("Condition")
                .readOnly("Test", "", () -> now.get().map(ConditionText::of).orElse(null));
        // A condition is edited in its transition's section.
        owner(controller.get(), id).ifPresent(transition -> link(Set.of(transition.id())));
    }

    private static String shown(Value value) {
        if (value instanceof Value.Num number) {
            return Readout.number(number.value());
        }
        return value instanceof Value.Bool bool ? String.valueOf(bool.value()) : value == null ? "" : value.toString();
    }
}
