package dev.reel.io;

import dev.reel.doc.DocNode;
import dev.reel.doc.DocValue;
import dev.reel.model.BlendKind;
import dev.reel.model.BlendTree;
import dev.reel.model.Code;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.EventPolicy;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Layer;
import dev.reel.model.LayerBlend;
import dev.reel.model.LoopMode;
import dev.reel.model.Machine;
import dev.reel.model.Motion;
import dev.reel.model.Named;
import dev.reel.model.Param;
import dev.reel.model.Pills;
import dev.reel.model.ParamKind;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Reads the nodes of one controller file; remembers where names were written for the rules. */
final class ControllerReader {
    private final Report report;
    private final ControllerRules.Positions positions = new ControllerRules.Positions();
    private final Map<String, ParamKind> kinds = new HashMap<>();

    ControllerReader(Report report) {
        this.report = report;
    }

    ControllerRules.Positions positions() {
        return positions;
    }

    Controller controller(DocNode node, Extras fileExtras) {
        Fields fields = new Fields(node, report);
        fields.extraArguments(0, Code.ANC006);
        int version = Header.version(fields, ControllerCodec.VERSION, Code.ANC006, report);
        DocValue entryValue = fields.take("entry");
        String entry = null;
        if (entryValue instanceof DocValue.Str str) {
            entry = str.value();
            positions.entry = entryValue.pos();
        } else if (entryValue != null) {
            report.add(Code.ANC006, entryValue.pos(), "entry must be a state name in quotes");
        }
        Vec2 entryPos = position(fields, "entryPos");
        Vec2 anyPos = position(fields, "anyPos");
        Ease ease = fields.word("ease", Ease.class, Code.ANC006);
        List<Param> params = new ArrayList<>();
        Graph base = new Graph("", false, positions.states);
        List<Layer> layers = new ArrayList<>();
        // Parameters first: conditions anywhere in the file read their values by the parameter's kind.
        for (DocNode child : fields.children()) {
            if (child.name().equals("param")) {
                Param param = param(child);
                if (param != null) {
                    params.add(param);
                    kinds.putIfAbsent(param.name(), param.kind());
                }
            }
        }
        for (DocNode child : fields.children()) {
            switch (child.name()) {
                case "param" -> {
                    // read above
                }
                case "layer" -> {
                    Layer layer = layer(child);
                    if (layer != null) {
                        layers.add(layer);
                    }
                }
                default -> {
                    if (!graphChild(child, base)) {
                        fields.unknownChild(child);
                    }
                }
            }
        }
        if (entry == null && !base.states.isEmpty()) {
            if (entryValue == null) {
                report.add(Code.ANC006, node.pos(), "'controller' needs entry=\"STATE\"");
            }
            entry = base.states.get(0).name();
        }
        return new Controller(version, entry == null ? "" : entry, entryPos, anyPos,
                ease == null ? Ease.IN_OUT_QUAD : ease, params, base.states, base.transitions, fields.extras(),
                fileExtras, base.machines, layers);
    }

    /** The nodes of one graph (the base, a machine's, a layer's) as they are read. */
    static final class Graph {
        final String scope;
        final boolean machine;
        final List<ControllerRules.Written> names;
        final List<State> states = new ArrayList<>();
        final List<Machine> machines = new ArrayList<>();
        final List<Transition> transitions = new ArrayList<>();

        Graph(String scope, boolean machine, List<ControllerRules.Written> names) {
            this.scope = scope;
            this.machine = machine;
            this.names = names;
        }
    }

    /** Reads a state, machine or transition into {@code graph}; false for any other node. */
    private boolean graphChild(DocNode child, Graph graph) {
        switch (child.name()) {
            case "state" -> {
                State state = state(child);
                if (state != null) {
                    graph.states.add(state);
                    graph.names.add(new ControllerRules.Written(state.name(), child.args().get(0).pos()));
                }
            }
            case "machine" -> {
                Machine machine = machine(child, graph.scope);
                if (machine != null) {
                    graph.machines.add(machine);
                    graph.names.add(new ControllerRules.Written(machine.name(), child.args().get(0).pos()));
                }
            }
            case "transition" -> {
                Transition transition = transition(child);
                if (transition != null) {
                    graph.transitions.add(transition);
                }
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    private Machine machine(DocNode node, String scope) {
        Fields fields = new Fields(node, report);
        String name = fields.label(0, "the machine name", Code.ANC006);
        fields.extraArguments(1, Code.ANC006);
        DocValue entryValue = fields.take("entry");
        String entry = entryName(entryValue);
        Vec2 pos = position(fields, "pos");
        Pills pills = new Pills(position(fields, "entryPos"), position(fields, "anyPos"),
                position(fields, "exitPos"));
        Graph graph = new Graph(scope + (name == null ? "?" : name) + "/", true, new ArrayList<>());
        readGraph(fields, graph);
        Extras extras = fields.extras();
        if (name == null) {
            return null;
        }
        entry = entryOf(entry, entryValue, graph, node, "machine");
        Machine machine = new Machine(Ids.next(), name, entry, pos, graph.states,
                graph.machines, graph.transitions, extras, pills);
        positions.graphs.add(new ControllerRules.GraphPositions(graph.scope, true, graph.names, graph.transitions,
                machine.entry(), entryValue == null ? node.pos() : entryValue.pos()));
        return machine;
    }

    private Layer layer(DocNode node) {
        Fields fields = new Fields(node, report);
        String name = fields.label(0, "the layer name", Code.ANC006);
        fields.extraArguments(1, Code.ANC006);
        DocValue entryValue = fields.take("entry");
        String entry = entryName(entryValue);
        Double weight = fields.number("weight", Code.ANC006);
        if (weight != null && !(weight >= 0 && weight <= 1)) {
            report.add(Code.ANC006, node.pos(), "a layer's weight must be from 0 to 1");
            weight = Math.max(0, Math.min(1, weight.isNaN() ? 1 : weight));
        }
        LayerBlend blend = fields.word("blend", LayerBlend.class, Code.ANC006);
        List<String> mask = new ArrayList<>();
        DocValue maskValue = fields.take("mask");
        if (maskValue instanceof DocValue.Arr array) {
            for (DocValue item : array.items()) {
                if (item instanceof DocValue.Str str) {
                    mask.add(str.value());
                    positions.maskPaths.add(new ControllerRules.Written(str.value(), item.pos()));
                } else {
                    report.add(Code.ANC006, item.pos(), "a mask lists node paths in quotes, not " + Values.show(item));
                }
            }
        } else if (maskValue != null) {
            report.add(Code.ANC006, maskValue.pos(), "mask must be a list of node paths, as in mask=[\"Arm\"]");
        }
        Pills pills = new Pills(position(fields, "entryPos"), position(fields, "anyPos"), null);
        Graph graph = new Graph("", false, new ArrayList<>());
        readGraph(fields, graph);
        Extras extras = fields.extras();
        if (name == null) {
            return null;
        }
        entry = entryOf(entry, entryValue, graph, node, "layer");
        Layer layer = new Layer(Ids.next(), name, weight == null ? 1 : weight,
                blend == null ? LayerBlend.OVERRIDE : blend, mask, entry, graph.states,
                graph.machines, graph.transitions, extras, pills);
        positions.graphs.add(new ControllerRules.GraphPositions(name + ":", false, graph.names, graph.transitions,
                layer.entry(), entryValue == null ? node.pos() : entryValue.pos()));
        positions.layers.add(new ControllerRules.Written(name, node.args().get(0).pos()));
        return layer;
    }

    /** The name {@code entry=} gives, or null: a value that is not a state name in quotes is reported. */
    private String entryName(DocValue entryValue) {
        String entry = entryValue instanceof DocValue.Str str ? str.value() : null;
        if (entryValue != null && entry == null) {
            report.add(Code.ANC006, entryValue.pos(), "entry must be a state name in quotes");
        }
        return entry;
    }

    /** Reads a machine's or a layer's states, machines and transitions into {@code graph}. */
    private void readGraph(Fields fields, Graph graph) {
        for (DocNode child : fields.children()) {
            if (!graphChild(child, graph)) {
                fields.unknownChild(child);
            }
        }
    }

    /**
     * The state a machine or layer starts in: the one written, else its first state (a missing {@code entry=}
     * is reported), else "" for an empty graph.
     */
    private String entryOf(String entry, DocValue entryValue, Graph graph, DocNode node, String kind) {
        if (entry == null && !graph.names.isEmpty()) {
            if (entryValue == null) {
                report.add(Code.ANC006, node.pos(), "'" + kind + "' needs entry=\"STATE\"");
            }
            return graph.names.get(0).name();
        }
        return entry == null ? "" : entry;
    }

    private Vec2 position(Fields fields, String key) {
        DocValue value = fields.take(key);
        if (value == null) {
            return null;
        }
        double[] numbers = Values.numbers(value, 2, key, Code.ANC006, report);
        return numbers == null ? null : new Vec2(numbers[0], numbers[1]);
    }

    private Param param(DocNode node) {
        Fields fields = new Fields(node, report);
        String name = fields.label(0, "the parameter name", Code.ANC006);
        fields.extraArguments(1, Code.ANC006);
        if (!fields.has("kind")) {
            report.add(Code.ANC006, node.pos(), "'param' needs kind=float, int, bool or trigger");
        }
        ParamKind kind = fields.word("kind", ParamKind.class, Code.ANC006);
        DocValue defaultValue = fields.take("default");
        Value value = null;
        if (defaultValue != null && kind == ParamKind.TRIGGER) {
            report.add(Code.ANC002, defaultValue.pos(), "a trigger has no default; it starts unset");
        } else if (defaultValue != null && kind != null) {
            value = ControllerRules.operand(defaultValue, kind, "default of '" + name + "'", report);
        }
        Extras extras = fields.extras();
        if (name == null || kind == null) {
            return null;
        }
        positions.params.add(new ControllerRules.Written(name, node.args().get(0).pos()));
        return new Param(Ids.next(), name, kind, value, extras);
    }

    private State state(DocNode node) {
        Fields fields = new Fields(node, report);
        String name = fields.label(0, "the state name", Code.ANC006);
        fields.extraArguments(1, Code.ANC006);
        DocValue clipValue = fields.take("clip");
        String clip = null;
        if (clipValue != null) {
            clip = Values.assetPath(clipValue);
            if (clip == null) {
                report.add(Code.ANC006, clipValue.pos(), "clip must be asset(\"path\"), not " + Values.show(clipValue));
            }
        }
        Double speed = fields.number("speed", Code.ANC006);
        LoopMode loop = fields.word("loop", LoopMode.class, Code.ANC006);
        EventPolicy events = fields.word("events", EventPolicy.class, Code.ANC006);
        Vec2 pos = position(fields, "pos");
        BlendTree tree = TreeReader.tree(fields, name, kinds, report);
        if (tree != null && clip != null) {
            report.add(Code.ANC006, clipValue.pos(), "a blend-tree state plays its motions; clip= is not used");
            clip = null;
        }
        Extras extras = fields.extras();
        if (name == null) {
            return null;
        }
        return new State(Ids.next(), name, clip, speed == null ? 1 : speed, loop,
                events == null ? EventPolicy.DOMINANT : events, pos, extras, tree);
    }

    private Transition transition(DocNode node) {
        Fields fields = new Fields(node, report);
        String from = fields.label(0, "the source state (or \"any\")", Code.ANC006);
        fields.extraArguments(1, Code.ANC006);
        if (!fields.has("to")) {
            report.add(Code.ANC006, node.pos(), "'transition' needs to=\"STATE\"");
        }
        DocValue toValue = fields.take("to");
        String to = null;
        if (toValue instanceof DocValue.Str str) {
            to = str.value();
        } else if (toValue != null) {
            report.add(Code.ANC006, toValue.pos(), "to must be a state name in quotes");
        }
        Double duration = fields.number("duration", Code.ANC006);
        if (duration != null && duration < 0) {
            report.add(Code.ANC006, node.pos(), "duration must not be negative");
            duration = 0.0;
        }
        Double exitTime = fields.number("exitTime", Code.ANC006);
        if (exitTime != null && exitTime < 0) {
            report.add(Code.ANC006, node.pos(), "exitTime must not be negative");
            exitTime = null;
        }
        Boolean interrupt = fields.bool("interrupt", Code.ANC006);
        List<Condition> conditions = new ArrayList<>();
        for (DocNode child : fields.children()) {
            if (!child.name().equals("cond")) {
                fields.unknownChild(child);
                continue;
            }
            Condition condition = condition(child);
            if (condition != null) {
                conditions.add(condition);
            }
        }
        Extras extras = fields.extras();
        if (from == null || to == null) {
            return null;
        }
        Transition transition = new Transition(Ids.next(), from, to, duration == null ? 0 : duration, exitTime,
                Boolean.TRUE.equals(interrupt), conditions, extras);
        positions.names.put(transition.id(), node.args().get(0).pos());
        positions.targets.put(transition.id(), toValue.pos());
        return transition;
    }

    private Condition condition(DocNode node) {
        Fields fields = new Fields(node, report);
        String param = fields.label(0, "the parameter name", Code.ANC006);
        fields.extraArguments(1, Code.ANC006);
        DocValue opValue = fields.take("op");
        DocValue operand = fields.take("value");
        Extras extras = fields.extras();
        if (param == null) {
            return null;
        }
        CondOp op = null;
        if (opValue != null) {
            String word = opValue instanceof DocValue.Ident ident ? ident.name() : null;
            op = word == null ? null : Named.parse(CondOp.class, word).orElse(null);
            if (op == null) {
                report.add(Code.ANC002, opValue.pos(), "op must be " + Named.choices(CondOp.class) + ", not "
                        + Values.show(opValue));
            }
        }
        ParamKind kind = kinds.get(param);
        Value value = null;
        if (operand != null && kind != ParamKind.TRIGGER) {
            value = kind == null ? Values.guess(operand)
                    : ControllerRules.operand(operand, kind, "value of '" + param + "'", report);
        }
        if (kind != null) {
            ControllerRules.checkOperator(param, kind, opValue, op, operand, node.pos(), report);
        }
        Condition condition = new Condition(Ids.next(), param, op, value, extras);
        positions.names.put(condition.id(), node.args().get(0).pos());
        return condition;
    }
}
