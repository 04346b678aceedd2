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
import dev.reel.model.EventDecl;
import dev.reel.model.Extras;
import dev.reel.model.Project;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads and writes {@code project.aego}: a {@code project} node with the project's settings and an
 * {@code animation} node declaring events, both optional (an empty file is a project with defaults).
 */
public final class ProjectCodec {
    public static final int VERSION = 1;
    public static final String FILE_NAME = "project.aego";
    public static final int DEFAULT_TICK_RATE = 60;
    private static final List<String> PAYLOADS = List.of("float", "int");

    private ProjectCodec() {
    }

    /** Reads the settings; {@code defaultName} (the folder's name) is used when the file names none. */
    public static Loaded<Project> read(String text, String file, String defaultName) {
        return read(DocReader.read(text), file, defaultName);
    }

    public static Loaded<Project> read(byte[] bytes, String file, String defaultName) {
        return read(DocReader.read(bytes), file, defaultName);
    }

    private static Loaded<Project> read(ParseResult parsed, String file, String defaultName) {
        Report report = new Report(file);
        if (!parsed.ok()) {
            for (SyntaxError error : parsed.errors()) {
                report.syntax(error, null);
            }
            return new Loaded<>(null, report.diagnostics());
        }
        TopLevel top = TopLevel.split(parsed.file(), List.of("project", "animation"), null, Code.PRJ002, report);
        int version = VERSION;
        String name = defaultName;
        int tickRate = DEFAULT_TICK_RATE;
        Extras extras = Extras.NONE;
        DocNode projectNode = top.nodes().get("project");
        if (projectNode != null) {
            Fields fields = new Fields(projectNode, report);
            fields.extraArguments(0, Code.PRJ002);
            version = Header.version(fields, VERSION, Code.PRJ002, report);
            String written = fields.string("name", Code.PRJ002);
            if (written != null) {
                name = written;
            }
            Double rate = fields.number("tickRate", Code.PRJ002);
            if (rate != null) {
                if (rate != Math.rint(rate) || rate < 1 || rate > 1000) {
                    report.add(Code.PRJ002, projectNode.pos(), "tickRate must be a whole number of steps per second "
                            + "from 1 to 1000");
                } else {
                    tickRate = rate.intValue();
                }
            }
            for (DocNode child : fields.children()) {
                fields.unknownChild(child);
            }
            extras = fields.extras();
        }
        List<EventDecl> events = new ArrayList<>();
        Extras animationExtras = null;
        DocNode animation = top.nodes().get("animation");
        if (animation != null) {
            Fields fields = new Fields(animation, report);
            fields.extraArguments(0, Code.PRJ002);
            Set<String> names = new HashSet<>();
            for (DocNode child : fields.children()) {
                if (!child.name().equals("event")) {
                    fields.unknownChild(child);
                    continue;
                }
                EventDecl decl = event(child, report);
                if (decl != null) {
                    if (!names.add(decl.name())) {
                        report.add(Code.PRJ002, child.pos(), "event \"" + decl.name() + "\" is declared twice");
                    }
                    events.add(decl);
                }
            }
            animationExtras = fields.extras();
        }
        return new Loaded<>(new Project(version, name, tickRate, events, extras, animationExtras, top.fileExtras()),
                report.diagnostics());
    }

    private static EventDecl event(DocNode node, Report report) {
        Fields fields = new Fields(node, report);
        String name = fields.label(0, "the event name", Code.PRJ002);
        fields.extraArguments(1, Code.PRJ002);
        DocValue payloadValue = fields.take("payload");
        String payload = null;
        if (payloadValue != null) {
            payload = payloadValue instanceof DocValue.Ident ident ? ident.name() : null;
            if (payload == null || !PAYLOADS.contains(payload)) {
                report.add(Code.PRJ002, payloadValue.pos(), "payload must be float or int, not "
                        + Values.show(payloadValue));
                payload = null;
            }
        }
        Extras extras = fields.extras();
        return name == null ? null : new EventDecl(name, payload, extras);
    }

    /** The canonical text of {@code project}. */
    public static String write(Project project) {
        List<DocProperty> header = new ArrayList<>();
        header.add(DocProperty.of("version", DocValue.Num.of(project.version())));
        header.add(DocProperty.of("name", DocValue.Str.of(project.name())));
        if (project.tickRate() != DEFAULT_TICK_RATE) {
            header.add(DocProperty.of("tickRate", DocValue.Num.of(project.tickRate())));
        }
        List<DocNode> top = new ArrayList<>();
        top.add(Writing.node(project.extras(), "project", List.of(), header, List.of()));
        if (project.animationExtras() != null || !project.events().isEmpty()) {
            List<Entry> events = new ArrayList<>();
            for (EventDecl decl : project.events()) {
                List<DocProperty> eventHeader = decl.payload() == null ? List.of()
                        : List.of(DocProperty.of("payload", DocValue.Ident.of(decl.payload())));
                events.add(Writing.node(decl.extras(), "event", List.of(DocValue.Str.of(decl.name())), eventHeader,
                        List.of()));
            }
            Extras animationExtras = project.animationExtras() == null ? Extras.NONE : project.animationExtras();
            top.add(Writing.node(animationExtras, "animation", List.of(), List.of(), events));
        }
        return DocWriter.write(Writing.file(top, project.fileExtras()));
    }

    public static byte[] bytes(Project project) {
        return write(project).getBytes(StandardCharsets.UTF_8);
    }
}
