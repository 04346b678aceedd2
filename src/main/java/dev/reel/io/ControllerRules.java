package dev.reel.io;

import dev.reel.doc.DocValue;
import dev.reel.doc.Pos;
import dev.reel.model.Code;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.ParamKind;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The import rules of a controller that look at the whole file: names, operands and instant-transition cycles. */
final class ControllerRules {
    private ControllerRules() {
    }

    /** A name as written in the file. */
    record Written(String name, Pos pos) {
    }

    /**
     * Where one graph inside a machine or a layer wrote its node names (states and machines), with its
     * transitions and its entry.
     *
     * @param scope the prefix of its full state names ({@code Combat/}), or {@code LAYER:} for a layer
     */
    record GraphPositions(String scope, boolean machine, List<Written> names, List<Transition> transitions,
                          String entry, Pos entryPos) {
    }

    /** Where the names a rule may complain about were written. */
    static final class Positions {
        /** The node names of the base graph: its states and machines. */
        final List<Written> states = new ArrayList<>();
        final List<GraphPositions> graphs = new ArrayList<>();
        final List<Written> layers = new ArrayList<>();
        final List<Written> maskPaths = new ArrayList<>();
        final List<Written> params = new ArrayList<>();
        /** The label of a transition (its source) or of a condition (its parameter), by id. */
        final Map<Long, Pos> names = new HashMap<>();
        /** The {@code to=} of a transition, by id. */
        final Map<Long, Pos> targets = new HashMap<>();
        Pos entry;

        Pos name(long id) {
            return names.getOrDefault(id, new Pos(1, 1));
        }
    }

    /** Reads the operand of a condition or a parameter default for a parameter of {@code kind}. */
    static Value operand(DocValue value, ParamKind kind, String what, Report report) {
        switch (kind) {
            case BOOL -> {
                if (value instanceof DocValue.Bool bool) {
                    return new Value.Bool(bool.value());
                }
                report.add(Code.ANC002, value.pos(), what + " must be true or false, not " + Values.show(value));
                return null;
            }
            case INT -> {
                Double number = Values.number(value, what, Code.ANC002, report);
                if (number == null) {
                    return null;
                }
                if (number != Math.rint(number) || Math.abs(number) > Integer.MAX_VALUE) {
                    report.add(Code.ANC002, value.pos(), what + " must be a whole number, not " + Values.show(value));
                    return null;
                }
                return new Value.Num(number);
            }
            case FLOAT -> {
                Double number = Values.number(value, what, Code.ANC002, report);
                return number == null ? null : new Value.Num(number);
            }
            default -> {
                report.add(Code.ANC002, value.pos(), what + ": a trigger takes no value");
                return null;
            }
        }
    }

    /** Checks that a condition's operator and operand suit its parameter's kind (ANC002). */
    static void checkOperator(String param, ParamKind kind, DocValue opValue, CondOp op, DocValue operand, Pos at,
                              Report report) {
        switch (kind) {
            case TRIGGER -> {
                if (opValue != null || operand != null) {
                    report.add(Code.ANC002, opValue != null ? opValue.pos() : operand.pos(),
                            "trigger '" + param + "' takes no op or value: the condition holds while it is set");
                }
            }
            case BOOL -> {
                if (op != null && op != CondOp.EQ && op != CondOp.NE) {
                    report.add(Code.ANC002, opValue.pos(), "bool '" + param + "' compares with eq or ne only, not "
                            + op.word());
                } else if (opValue != null && operand == null) {
                    report.add(Code.ANC002, opValue.pos(), "op=" + Values.show(opValue) + " needs value=true or false");
                } else if (opValue == null && operand != null) {
                    report.add(Code.ANC002, operand.pos(), "value= needs op=eq or op=ne");
                }
            }
            default -> {
                if (opValue == null) {
                    report.add(Code.ANC002, at, kind.word() + " '" + param + "' needs op= and value=");
                } else if (operand == null) {
                    report.add(Code.ANC002, opValue.pos(), "op=" + Values.show(opValue) + " needs value=");
                }
            }
        }
    }

    /** ANC001 unknown names, ANC003 unsettling cycles, ANC005 duplicates. */
    static void check(Controller controller, Positions positions, Report report) {
        Set<String> states = unique(positions.states, "state", report);
        Set<String> params = unique(positions.params, "parameter", report);
        reserved(positions.states, report);
        unique(positions.layers, "layer", report);
        if (!controller.entry().isEmpty() && !states.contains(controller.entry())) {
            report.add(Code.ANC001, positions.entry == null ? new Pos(1, 1) : positions.entry,
                    "entry \"" + controller.entry() + "\" is not a state of this controller");
        }
        for (Transition transition : controller.transitions()) {
            if (!transition.fromAny() && !states.contains(transition.from())) {
                report.add(Code.ANC001, positions.name(transition.id()), "transition from unknown state \""
                        + transition.from() + "\"");
            }
            if (transition.toExit()) {
                report.add(Code.ANC010, positions.targets.getOrDefault(transition.id(), positions.name(transition.id())),
                        "to=\"exit\" leaves a sub-state machine; this transition is not inside one");
            } else if (!states.contains(transition.to())) {
                report.add(Code.ANC001, positions.targets.getOrDefault(transition.id(), positions.name(transition.id())),
                        "transition to unknown state \"" + transition.to() + "\"");
            }
            for (Condition condition : transition.conditions()) {
                if (!params.contains(condition.param())) {
                    report.add(Code.ANC001, positions.name(condition.id()), "condition on unknown parameter \""
                            + condition.param() + "\"");
                }
            }
        }
        for (GraphPositions graph : positions.graphs) {
            checkGraph(graph, params, positions, report);
        }
        cycle(InstantCycles.find(controller.states(), controller.machines(), controller.transitions()), "",
                positions, report);
        for (dev.reel.model.Layer layer : controller.layers()) {
            cycle(InstantCycles.find(layer.states(), layer.machines(), layer.transitions()),
                    " in layer \"" + layer.name() + "\"", positions, report);
        }
    }

    private static void cycle(InstantCycles.Edge closing, String where, Positions positions, Report report) {
        if (closing != null) {
            report.add(Code.ANC003, positions.name(closing.source().id()), "instant transitions without conditions "
                    + "or exitTime form a cycle through \"" + closing.to() + "\"" + where
                    + "; the animator could never settle");
        }
    }

    /** ANC005 for a node named as a keyword of transitions. */
    private static void reserved(List<Written> names, Report report) {
        for (Written name : names) {
            if (name.name().equals(Transition.ANY) || name.name().equals(Transition.EXIT)) {
                report.add(Code.ANC005, name.pos(), "a state may not be named \"" + name.name()
                        + "\"; transitions use that word for the " + (name.name().equals(Transition.ANY)
                        ? "Any State" : "way out of a sub-state machine"));
            } else if (name.name().contains("/")) {
                report.add(Code.ANC005, name.pos(), "a name may not contain \"/\": it separates a sub-state "
                        + "machine from its states in full state names");
            }
        }
    }

    /** The rules of a machine's or a layer's graph: its own names, entry, transitions and conditions. */
    private static void checkGraph(GraphPositions graph, Set<String> params, Positions positions, Report report) {
        reserved(graph.names(), report);
        Set<String> names = unique(graph.names(), "state", report);
        String where = graph.machine() ? " in machine \"" + graph.scope().substring(0, graph.scope().length() - 1)
                + "\"" : " in layer \"" + graph.scope().substring(0, graph.scope().length() - 1) + "\"";
        if (!graph.entry().isEmpty() && !names.contains(graph.entry())) {
            report.add(Code.ANC001, graph.entryPos(), "entry \"" + graph.entry() + "\" is not a state" + where);
        }
        for (Transition transition : graph.transitions()) {
            if (!transition.fromAny() && !names.contains(transition.from())) {
                report.add(Code.ANC001, positions.name(transition.id()), "transition from unknown state \""
                        + transition.from() + "\"" + where);
            }
            Pos target = positions.targets.getOrDefault(transition.id(), positions.name(transition.id()));
            if (transition.toExit()) {
                if (!graph.machine()) {
                    report.add(Code.ANC010, target, "to=\"exit\" leaves a sub-state machine; this transition is "
                            + "not inside one");
                } else if (transition.fromAny()) {
                    report.add(Code.ANC010, target, "an any transition cannot go to \"exit\"");
                }
            } else if (!names.contains(transition.to())) {
                report.add(Code.ANC001, target, "transition to unknown state \"" + transition.to() + "\"" + where);
            }
            for (Condition condition : transition.conditions()) {
                if (!params.contains(condition.param())) {
                    report.add(Code.ANC001, positions.name(condition.id()), "condition on unknown parameter \""
                            + condition.param() + "\"");
                }
            }
        }
    }

    private static Set<String> unique(List<Written> names, String what, Report report) {
        Set<String> seen = new HashSet<>();
        for (Written name : names) {
            if (!seen.add(name.name())) {
                report.add(Code.ANC005, name.pos(), "a second " + what + " named \"" + name.name() + "\"");
            }
        }
        return seen;
    }
}
