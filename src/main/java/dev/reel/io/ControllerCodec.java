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
import dev.reel.model.Layer;
import dev.reel.model.Machine;
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
        graph(controller.states(), controller.machines(), controller.transitions(), block);
        for (Layer layer : controller.layers()) {
            block.add(GraphWriting.layer(layer));
        }
        DocNode root = Writing.node(controller.extras(), "controller", List.of(),
                List.of(DocProperty.of("version", DocValue.Num.of(controller.version()))), block);
        return DocWriter.write(Writing.file(root, controller.fileExtras()));
    }

    /** Writes the nodes of one graph into {@code block}: states, machines, transitions, in that order. */
    static void graph(List<State> states, List<Machine> machines, List<Transition> transitions, List<Entry> block) {
        for (State state : states) {
            block.add(Writing.node(state.extras(), "state", List.of(DocValue.Str.of(state.name())), stateHeader(state),
                    GraphWriting.motions(state)));
        }
        for (Machine machine : machines) {
            block.add(GraphWriting.machine(machine));
        }
        for (Transition transition : transitions) {
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
    }

    public static byte[] bytes(Controller controller) {
        return write(controller).getBytes(StandardCharsets.UTF_8);
    }

    static DocValue position(Vec2 pos) {
        return Values.numbers(pos.x(), pos.y());
    }

    private static List<DocProperty> stateHeader(State state) {
        List<DocProperty> header = new ArrayList<>();
        if (state.clip() != null) {
            header.add(DocProperty.of("clip", Values.asset(state.clip())));
        }
        GraphWriting.treeHeader(state, header);
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
}
