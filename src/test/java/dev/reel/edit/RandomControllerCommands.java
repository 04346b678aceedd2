package dev.reel.edit;

import dev.reel.edit.cmd.AddCondition;
import dev.reel.edit.cmd.AddParam;
import dev.reel.edit.cmd.AddState;
import dev.reel.edit.cmd.AddTransition;
import dev.reel.edit.cmd.MoveStates;
import dev.reel.edit.cmd.MoveTransition;
import dev.reel.edit.cmd.RemoveCondition;
import dev.reel.edit.cmd.RemoveParam;
import dev.reel.edit.cmd.RemoveState;
import dev.reel.edit.cmd.RemoveTransition;
import dev.reel.edit.cmd.RenameParam;
import dev.reel.edit.cmd.RenameState;
import dev.reel.edit.cmd.ReplaceDocument;
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
import dev.reel.model.Param;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;

import static dev.reel.edit.RandomModels.pick;

/**
 * Random commands of every controller kind, mostly on elements that exist, sometimes on ids that do not or with
 * values a command refuses; keyed edits are often repeated with a new value, as typing and scrubbing do.
 */
final class RandomControllerCommands implements RandomCommands<Controller> {
    static final long UNKNOWN = Long.MAX_VALUE - 2;

    private Function<Random, Command<Controller>> again;

    @Override
    public Command<Controller> next(Random random, Controller controller) {
        if (again != null && random.nextInt(3) > 0) {
            return again.apply(random);
        }
        again = null;
        List<State> states = controller.states();
        List<Transition> transitions = controller.transitions();
        List<Param> params = controller.params();
        List<Condition> conditions = new ArrayList<>();
        transitions.forEach(transition -> conditions.addAll(transition.conditions()));
        int choice = random.nextInt(24);
        if (choice >= 2 && choice <= 9 && states.isEmpty()) {
            choice = 10;
        }
        if (choice >= 11 && choice <= 15 && transitions.isEmpty()) {
            choice = states.isEmpty() ? 10 : 11;
        }
        if ((choice == 16 || choice == 17) && conditions.isEmpty()) {
            choice = transitions.isEmpty() ? 19 : 15;
        }
        if (choice >= 18 && choice <= 21 && params.isEmpty()) {
            choice = 19;
        }
        boolean unknown = random.nextInt(25) == 0;
        long state = unknown || states.isEmpty() ? UNKNOWN : pick(random, states).id();
        long transition = unknown || transitions.isEmpty() ? UNKNOWN : pick(random, transitions).id();
        long param = unknown || params.isEmpty() ? UNKNOWN : pick(random, params).id();
        long condition = unknown || conditions.isEmpty() ? UNKNOWN : pick(random, conditions).id();
        return switch (choice) {
            case 0 -> new SetControllerEase(pick(random, Ease.class));
            case 1 -> new MoveStates(Map.of(MoveStates.ENTRY, position(random)));
            case 2 -> new SetEntry(state);
            case 3 -> new RemoveState(state);
            case 4 -> repeat(random, r -> new RenameState(state, pick(r, RandomModels.NAMES)));
            case 5 -> new SetStateClip(state, random.nextBoolean() ? null : "anim/" + random.nextInt(3));
            case 6 -> repeat(random, r -> new SetStateSpeed(state, RandomModels.number(r)));
            case 7 -> new SetStateLoop(state, random.nextBoolean() ? null : pick(random, LoopMode.class));
            case 8 -> new SetStateEvents(state, pick(random, EventPolicy.class));
            case 9 -> {
                Map<Long, Vec2> positions = new HashMap<>();
                int count = 1 + random.nextInt(3);
                for (int i = 0; i < count; i++) {
                    positions.put(random.nextInt(5) == 0 ? MoveStates.ANY : pick(random, states).id(),
                            position(random));
                }
                if (unknown) {
                    positions.put(UNKNOWN, position(random));
                }
                yield new MoveStates(positions);
            }
            case 10 -> new AddState(RandomModels.state(random, pick(random, RandomModels.NAMES)));
            case 11 -> new AddTransition(RandomModels.transition(random, controller));
            case 12 -> new RemoveTransition(transition);
            case 13 -> switch (random.nextInt(4)) {
                case 0 -> repeat(random, r -> SetTransitionProperty.duration(transition, r.nextInt(4) * 0.05
                        - (r.nextInt(10) == 0 ? 1 : 0)));
                case 1 -> repeat(random, r -> SetTransitionProperty.exitTime(transition,
                        r.nextInt(3) == 0 ? null : (double) r.nextInt(3)));
                case 2 -> SetTransitionProperty.interrupt(transition, random.nextBoolean());
                default -> SetTransitionProperty.to(transition, state);
            };
            case 14 -> random.nextBoolean() ? MoveTransition.up(transition) : MoveTransition.down(transition);
            case 15 -> {
                Condition made = params.isEmpty() ? Condition.of("Nobody")
                        : RandomModels.condition(random, pick(random, params));
                yield new AddCondition(transition, made);
            }
            case 16 -> new RemoveCondition(condition);
            case 17 -> repeat(random, r -> {
                Param target = params.isEmpty() ? null : pick(r, params);
                Condition made = target == null ? Condition.of("Nobody") : RandomModels.condition(r, target);
                return new SetCondition(condition, target == null ? UNKNOWN : target.id(),
                        r.nextInt(12) == 0 ? CondOp.GT : made.op(), made.value());
            });
            case 18 -> new RemoveParam(param);
            case 19 -> new AddParam(RandomModels.param(random, pick(random, RandomModels.PARAMS)));
            case 20 -> repeat(random, r -> new RenameParam(param, pick(r, RandomModels.PARAMS)));
            case 21 -> repeat(random, r -> {
                Param target = params.isEmpty() ? null : controller.params().stream()
                        .filter(p -> p.id() == param).findFirst().orElse(null);
                return new SetParamDefault(param, target == null || r.nextInt(10) == 0 ? null
                        : RandomModels.paramValue(r, target.kind()));
            });
            default -> new ReplaceDocument<>("Edit source", RandomModels.controller(random));
        };
    }

    private Command<Controller> repeat(Random random, Function<Random, Command<Controller>> edit) {
        again = edit;
        return edit.apply(random);
    }

    private static Vec2 position(Random random) {
        return new Vec2(random.nextInt(6) * 50, random.nextInt(4) * 50);
    }
}
