package dev.reel.interop;

import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Layer;
import dev.reel.model.Machine;
import dev.reel.model.Motion;
import dev.reel.model.State;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.List;

/** What the Godot tree export reads off a controller's graphs: the clips they play and conditions as expressions. */
final class GodotGraphs {
    private GodotGraphs() {
    }

    static List<String> clipsOf(Layer layer) {
        List<String> clips = new ArrayList<>();
        collect(layer.states(), layer.machines(), clips);
        return clips;
    }

    static void collect(List<State> states, List<Machine> machines, List<String> into) {
        for (State state : states) {
            if (state.clip() != null && !into.contains(state.clip())) {
                into.add(state.clip());
            }
            if (state.tree() != null) {
                for (Motion motion : state.tree().motions()) {
                    if (motion.clip() != null && !into.contains(motion.clip())) {
                        into.add(motion.clip());
                    }
                }
            }
        }
        for (Machine machine : machines) {
            collect(machine.states(), machine.machines(), into);
        }
    }

    /** Every clip path the controller names, in file order. */
    static List<String> clips(Controller controller) {
        List<String> clips = new ArrayList<>();
        collect(controller.states(), controller.machines(), clips);
        for (Layer layer : controller.layers()) {
            collect(layer.states(), layer.machines(), clips);
        }
        return clips;
    }

    /** A Godot expression for conditions that must all hold ({@code Speed > 0.5 and Grounded}); "" for none. */
    static String expression(List<Condition> conditions) {
        List<String> parts = new ArrayList<>();
        for (Condition condition : conditions) {
            String name = condition.param();
            if (condition.op() == null) {
                parts.add(name);
                continue;
            }
            if (condition.value() instanceof Value.Bool bool) {
                boolean holds = bool.value() == (condition.op() == CondOp.EQ);
                parts.add(holds ? name : "not " + name);
                continue;
            }
            double number = condition.value() instanceof Value.Num num ? num.value() : 0;
            String op = switch (condition.op()) {
                case EQ -> "==";
                case NE -> "!=";
                case GT -> ">";
                case GE -> ">=";
                case LT -> "<";
                case LE -> "<=";
            };
            String written = number == Math.rint(number) && Math.abs(number) < 1e15 ? Long.toString((long) number)
                    : Double.toString(number);
            parts.add(name + " " + op + " " + written);
        }
        return String.join(" and ", parts);
    }
}
