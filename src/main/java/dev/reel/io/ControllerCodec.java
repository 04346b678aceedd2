package dev.reel.io;

import dev.reel.doc.DocNode;
import dev.reel.doc.DocProperty;
import dev.reel.doc.DocReader;
import dev.reel.doc.DocValue;
import dev.reel.doc.DocWriter;
import dev.reel.doc.Entry;
import dev.reel.doc.ParseResult;
import dev.reel.doc.SyntaxError;
import dev.reel.model.Code;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.EventPolicy;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.LoopMode;
import dev.reel.model.Named;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.model.Vec2;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes controllers ({@code .aectrl}, docs/formats.md) with the import diagnostics ANC001 (unknown state or
 * parameter), ANC002 (bad operator or value), ANC003 (a cycle of instant transitions that could never
 * settle), ANC005 (duplicate names) and ANC006 (an unreadable file or node). ANC004, a missing clip, needs
 * the project and is {@link ProjectChecker}'s.
 */
public final class ControllerCodec {
    public static final int VERSION = 1;

    private ControllerCodec() {
    }

    public static Loaded<Controller> read(String text, String file) {
        return read(DocReader.read(text), file);
    }

    public static Loaded<Controller> read(byte[] bytes, String file) {
        return read(DocReader.read(bytes), file);
    }

    private static Loaded<Controller> read(ParseResult parsed, String file) {
        Report report = new Report(file);
        if (!parsed.ok()) {
            for (SyntaxError error : parsed.errors()) {
                report.syntax(error, null);
            }
            return new Loaded<>(null, report.diagnostics());
        }
        TopLevel top = TopLevel.split(parsed.file(), "controller", Code.ANC006, report);
        if (top.node() == null) {
            return new Loaded<>(null, report.diagnostics());
        }
        ControllerReader reader = new ControllerReader(report);
        Controller controller = reader.controller(top.node(), top.fileExtras());
        ControllerRules.check(controller, reader.positions(), report);
        return new Loaded<>(controller, report.diagnostics());
    }

    public static String write(Controller controller) {
        List<Entry> block = new ArrayList<>();
        block.add(DocProperty.of("entry", DocValue.Str.of(controller.entry())));
        if (controller.entryPos() != null) {
            block.add(DocProperty.of("entryPos", position(controller.entryPos())));
        }
        if (controller.anyPos() != null) {
            block.add(DocProperty.of("anyPos", position(controller.anyPos())));
        }
        if (controller.ease() != Ease.IN_OUT_QUAD) {
            block.add(DocProperty.of("ease", DocValue.Ident.of(controller.ease().word())));
        }
        for (Param param : controller.params()) {
            List<DocProperty> header = new ArrayList<>();
            header.add(DocProperty.of("kind", DocValue.Ident.of(param.kind().word())));
            if (param.defaultValue() != null) {
                header.add(DocProperty.of("default", Values.write(param.defaultValue())));
            }
            block.add(Writing.node(param.extras(), "param", List.of(DocValue.Str.of(param.name())), header, List.of()));
        }
        for (State state : controller.states()) {
            block.add(Writing.node(state.extras(), "state", List.of(DocValue.Str.of(state.name())), stateHeader(state),
                    List.of()));
        }
        for (Transition transition : controller.transitions()) {
            List<Entry> conditions = new ArrayList<>();
            for (Condition condition : transition.conditions()) {
                List<DocProperty> header = new ArrayList<>();
                if (condition.op() != null) {
                    header.add(DocProperty.of("op", DocValue.Ident.of(condition.op().word())));
                }
                if (condition.value() != null) {
                    header.add(DocProperty.of("value", Values.write(condition.value())));
                }
                conditions.add(Writing.node(condition.extras(), "cond", List.of(DocValue.Str.of(condition.param())),
                        header, List.of()));
            }
            block.add(Writing.node(transition.extras(), "transition", List.of(DocValue.Str.of(transition.from())),
                    transitionHeader(transition), conditions));
        }
        DocNode root = Writing.node(controller.extras(), "controller", List.of(),
                List.of(DocProperty.of("version", DocValue.Num.of(controller.version()))), block);
        return DocWriter.write(Writing.file(root, controller.fileExtras()));
    }

    public static byte[] bytes(Controller controller) {
        return write(controller).getBytes(StandardCharsets.UTF_8);
    }

    private static DocValue position(Vec2 pos) {
        return Values.numbers(pos.x(), pos.y());
    }

    private static List<DocProperty> stateHeader(State state) {
        List<DocProperty> header = new ArrayList<>();
        if (state.clip() != null) {
            header.add(DocProperty.of("clip", Values.asset(state.clip())));
        }
        if (state.speed() != 1) {
            header.add(DocProperty.of("speed", DocValue.Num.of(state.speed())));
        }
        if (state.loop() != null) {
            header.add(DocProperty.of("loop", DocValue.Ident.of(state.loop().word())));
        }
        if (state.events() != EventPolicy.DOMINANT) {
            header.add(DocProperty.of("events", DocValue.Ident.of(state.events().word())));
        }
        if (state.pos() != null) {
            header.add(DocProperty.of("pos", position(state.pos())));
        }
        return header;
    }

    private static List<DocProperty> transitionHeader(Transition transition) {
        List<DocProperty> header = new ArrayList<>();
        header.add(DocProperty.of("to", DocValue.Str.of(transition.to())));
        if (transition.duration() != 0) {
            header.add(DocProperty.of("duration", DocValue.Num.of(transition.duration())));
        }
        if (transition.exitTime() != null) {
            header.add(DocProperty.of("exitTime", DocValue.Num.of(transition.exitTime())));
        }
        if (transition.interrupt()) {
            header.add(DocProperty.of("interrupt", DocValue.Bool.of(true)));
        }
        return header;
    }

    /** Reads the nodes of one controller file; remembers where names were written for the rules. */
    private static final class ControllerReader {
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
            int version = Header.version(fields, VERSION, Code.ANC006, report);
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
            List<State> states = new ArrayList<>();
            List<Transition> transitions = new ArrayList<>();
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
                    case "state" -> {
                        State state = state(child);
                        if (state != null) {
                            states.add(state);
                        }
                    }
                    case "transition" -> {
                        Transition transition = transition(child);
                        if (transition != null) {
                            transitions.add(transition);
                        }
                    }
                    default -> fields.unknownChild(child);
                }
            }
            if (entry == null && !states.isEmpty()) {
                if (entryValue == null) {
                    report.add(Code.ANC006, node.pos(), "'controller' needs entry=\"STATE\"");
                }
                entry = states.get(0).name();
            }
            return new Controller(version, entry == null ? "" : entry, entryPos, anyPos,
                    ease == null ? Ease.IN_OUT_QUAD : ease, params, states, transitions, fields.extras(), fileExtras);
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
            Extras extras = fields.extras();
            if (name == null) {
                return null;
            }
            positions.states.add(new ControllerRules.Written(name, node.args().get(0).pos()));
            return new State(Ids.next(), name, clip, speed == null ? 1 : speed, loop,
                    events == null ? EventPolicy.DOMINANT : events, pos, extras);
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

}
