package dev.reel.ui.inspector;

import dev.reel.edit.cmd.RenameParam;
import dev.reel.edit.cmd.RenameState;
import dev.reel.edit.cmd.SetCondition;
import dev.reel.edit.cmd.SetControllerEase;
import dev.reel.edit.cmd.SetEntry;
import dev.reel.edit.cmd.SetParamDefault;
import dev.reel.edit.cmd.SetStateClip;
import dev.reel.edit.cmd.SetStateEvents;
import dev.reel.edit.cmd.SetStateLoop;
import dev.reel.edit.cmd.SetStateSpeed;
import dev.reel.edit.cmd.SetTransitionProperty;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.EventPolicy;
import dev.reel.model.LoopMode;
import dev.reel.model.Named;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.ui.inspector.InspectorItem.Editor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The inspector rows of a controller and its parts — the controller itself (entry, ease), a state, a
 * transition, a condition, a parameter — each reading by id and writing through a command.
 */
final class ControllerItems {
    /** The choice meaning "no override" or "no operator". */
    static final String NONE = "(none)";
    /** A state's loop when it keeps its clip's own mode, as the Animator panel's state form says it. */
    static final String CLIP_LOOP = "clip's own";
    /** The source of an {@code any} transition, as the graph's pill names it. */
    static final String ANY_STATE = "Any State";

    private final Supplier<Controller> controller;
    private final ItemList out;
    private final AssetChoices assets;

    ControllerItems(Supplier<Controller> controller, ItemList out, AssetChoices assets) {
        this.controller = controller;
        this.out = out;
        this.assets = assets;
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
        } else {
            controllerRows();
        }
    }

    private List<String> stateNames() {
        return controller.get().states().stream().map(State::name).toList();
    }

    private long stateId(String name) {
        State state = controller.get().state(name);
        if (state == null) {
            throw new IllegalArgumentException("no state " + name);
        }
        return state.id();
    }

    private void controllerRows() {
        out.category("Controller")
                .add("Entry", "The state the animator starts in", Editor.CHOICE, stateNames(),
                        () -> controller.get().entry(), name -> new SetEntry(stateId((String) name)))
                .word("Ease", "The curve of every cross-fade's weight", Ease.class, () -> controller.get().ease(),
                        SetControllerEase::new)
                .readOnly("States", "", () -> controller.get().states().size())
                .readOnly("Transitions", "", () -> controller.get().transitions().size())
                .readOnly("Parameters", "", () -> controller.get().params().size());
    }

    static Optional<State> state(Controller controller, long id) {
        return controller.states().stream().filter(state -> state.id() == id).findFirst();
    }

    private void state(long id) {
        List<String> loops = new ArrayList<>();
        loops.add(CLIP_LOOP);
        Arrays.stream(LoopMode.values()).map(LoopMode::word).forEach(loops::add);
        out.category("State")
                .add("Name", "Unique in the controller; transitions and the entry follow a rename", Editor.TEXT,
                        () -> state(controller.get(), id).map(State::name).orElse(null),
                        name -> ((String) name).isBlank() ? null : new RenameState(id, ((String) name).strip()))
                .add("Clip", "The clip it plays; empty plays nothing", Editor.ASSET, assets.clips(),
                        () -> state(controller.get(), id).map(State::clip).orElse(null),
                        clip -> new SetStateClip(id, clip == null || ((String) clip).isBlank() ? null : (String) clip))
                .add("Speed", "Multiplies the clip's time", Editor.NUMBER,
                        () -> state(controller.get(), id).map(State::speed).orElse(null),
                        speed -> new SetStateSpeed(id, (Double) speed))
                .add("Loop", "Overrides the clip's loop mode", Editor.CHOICE, loops,
                        () -> state(controller.get(), id).map(state -> state.loop() == null ? CLIP_LOOP : state.loop().word())
                                .orElse(null),
                        word -> new SetStateLoop(id, CLIP_LOOP.equals(word) ? null
                                : Named.parse(LoopMode.class, (String) word).orElseThrow()))
                .word("Events", "Whose events run while it blends in", EventPolicy.class,
                        () -> state(controller.get(), id).map(State::events).orElse(null),
                        policy -> new SetStateEvents(id, policy));
    }

    static Optional<Transition> transition(Controller controller, long id) {
        return controller.transitions().stream().filter(transition -> transition.id() == id).findFirst();
    }

    private void transition(long id) {
        out.category("Transition")
                .readOnly("From", "The source state, or Any State", () -> transition(controller.get(), id)
                        .map(transition -> transition.fromAny() ? ANY_STATE : transition.from()).orElse(null))
                .add("To", "The target state", Editor.CHOICE, stateNames(),
                        () -> transition(controller.get(), id).map(Transition::to).orElse(null),
                        name -> SetTransitionProperty.to(id, stateId((String) name)))
                .add("Duration", "Seconds of cross-fade; 0 switches at once", Editor.NUMBER,
                        () -> transition(controller.get(), id).map(Transition::duration).orElse(null),
                        seconds -> SetTransitionProperty.duration(id, (Double) seconds))
                .add("Exit time", "Passes of the source clip to wait for; empty for none", Editor.OPTIONAL_NUMBER,
                        () -> transition(controller.get(), id).map(Transition::exitTime).orElse(null),
                        passes -> SetTransitionProperty.exitTime(id, (Double) passes))
                .add("Interrupt", "May cut into a running blend", Editor.BOOL,
                        () -> transition(controller.get(), id).map(Transition::interrupt).orElse(false),
                        on -> SetTransitionProperty.interrupt(id, (Boolean) on))
                .readOnly("Conditions", "", () -> transition(controller.get(), id)
                        .map(transition -> transition.conditions().size()).orElse(0));
    }

    static Optional<Param> param(Controller controller, long id) {
        return controller.params().stream().filter(param -> param.id() == id).findFirst();
    }

    private void param(long id) {
        Param param = param(controller.get(), id).orElseThrow();
        out.category("Parameter")
                .add("Name", "Unique; conditions follow a rename", Editor.TEXT,
                        () -> param(controller.get(), id).map(Param::name).orElse(null),
                        name -> ((String) name).isBlank() ? null : new RenameParam(id, ((String) name).strip()))
                .readOnly("Kind", "float, int, bool or trigger", () -> param.kind().word());
        switch (param.kind()) {
            case BOOL -> out.add("Default", "The value at start", Editor.BOOL,
                    () -> param(controller.get(), id).map(p -> p.defaultValue() instanceof Value.Bool b && b.value())
                            .orElse(false),
                    on -> new SetParamDefault(id, new Value.Bool((Boolean) on)));
            case FLOAT, INT -> out.add("Default", "The value at start", param.kind() == ParamKind.INT
                            ? Editor.INTEGER : Editor.NUMBER,
                    () -> param(controller.get(), id).map(p -> p.defaultValue() instanceof Value.Num n ? n.value() : 0.0)
                            .orElse(null),
                    number -> new SetParamDefault(id, new Value.Num((Double) number)));
            case TRIGGER -> { }
        }
    }

    static Optional<Condition> condition(Controller controller, long id) {
        for (Transition transition : controller.transitions()) {
            for (Condition condition : transition.conditions()) {
                if (condition.id() == id) {
                    return Optional.of(condition);
                }
            }
        }
        return Optional.empty();
    }

    private void condition(long id) {
        Condition condition = condition(controller.get(), id).orElseThrow();
        Param param = controller.get().param(condition.param());
        List<String> ops = new ArrayList<>();
        ops.add(NONE);
        Arrays.stream(CondOp.values()).map(CondOp::word).forEach(ops::add);
        List<String> params = controller.get().params().stream().map(Param::name).toList();
        Supplier<Optional<Condition>> now = () -> condition(controller.get(), id);
        out.category("Condition")
                .add("Parameter", "The parameter it tests", Editor.CHOICE, params,
                        () -> now.get().map(Condition::param).orElse(null),
                        name -> conditionWith(id, (String) name, null, null))
                .add("Operator", "none: a true bool or a set trigger", Editor.CHOICE, ops,
                        () -> now.get().map(c -> c.op() == null ? NONE : c.op().word()).orElse(null),
                        word -> conditionWith(id, null, NONE.equals(word) ? NONE : (String) word, null));
        if (param != null && param.kind() == ParamKind.BOOL) {
            out.add("Value", "true or false", Editor.BOOL,
                    () -> now.get().map(c -> c.value() instanceof Value.Bool b && b.value()).orElse(false),
                    on -> conditionWith(id, null, null, new Value.Bool((Boolean) on)));
        } else if (param != null && param.kind() != ParamKind.TRIGGER) {
            out.add("Value", "The number it compares with", param.kind() == ParamKind.INT ? Editor.INTEGER
                            : Editor.NUMBER,
                    () -> now.get().map(c -> c.value() instanceof Value.Num n ? n.value() : null).orElse(null),
                    number -> conditionWith(id, null, null, new Value.Num((Double) number)));
        }
    }

    /**
     * The condition with one part changed; the other parts follow so that the whole stays valid for the
     * parameter's kind (a trigger has no operator, a comparison needs a value).
     */
    private SetCondition conditionWith(long id, String paramName, String opWord, Value value) {
        Controller now = controller.get();
        Condition condition = condition(now, id).orElseThrow();
        Param param = now.param(paramName != null ? paramName : condition.param());
        if (param == null) {
            throw new IllegalArgumentException("no parameter " + (paramName != null ? paramName : condition.param()));
        }
        CondOp op = opWord == null ? condition.op() : NONE.equals(opWord) ? null
                : Named.parse(CondOp.class, opWord).orElseThrow();
        Value operand = value != null ? value : condition.value();
        switch (param.kind()) {
            case TRIGGER -> {
                op = null;
                operand = null;
            }
            case BOOL -> {
                if (value != null && op == null) {
                    op = CondOp.EQ;
                }
                if (op == null) {
                    operand = null;
                } else {
                    op = op == CondOp.NE ? CondOp.NE : CondOp.EQ;
                    operand = operand instanceof Value.Bool ? operand : new Value.Bool(true);
                }
            }
            case FLOAT, INT -> {
                op = op == null ? CondOp.GT : op;
                operand = operand instanceof Value.Num ? operand : new Value.Num(0);
            }
        }
        return new SetCondition(id, param.id(), op, operand);
    }
}
