package dev.reel.io;

import dev.reel.doc.DocFile;
import dev.reel.doc.DocNode;
import dev.reel.doc.DocReader;
import dev.reel.doc.Entry;
import dev.reel.doc.ParseResult;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.LoopMode;

/**
 * One fixed sequence of {@link Fields} calls on every node of a document, and the diagnostics it reports, so
 * that the C runtime's {@code rl_fields} can be compared with it ({@code doc_dump --fields} runs the same
 * sequence; {@code dev.reel.cruntime.DocAgreementTest} compares the two). On every node, top-level nodes first
 * and each node's children after it, depth first: begin, {@code label(0)}, {@code extraArguments(1)},
 * {@code number("t")}, {@code bool("root")}, {@code string("name")}, {@code word("loop", LoopMode)},
 * {@code require("v")}, {@code take("kind")}, {@code unknownChild} for each child whose name starts with x, then
 * {@code extras()}.
 */
public final class FieldsScript {
    private FieldsScript() {
    }

    /** "fields" and a line "CODE L:C error|warning MESSAGE" per diagnostic; null when the text does not read. */
    public static String run(byte[] bytes) {
        ParseResult result = DocReader.read(bytes);
        if (!result.ok()) {
            return null;
        }
        Report report = new Report("f");
        DocFile file = result.file();
        for (Entry entry : file.entries()) {
            if (entry instanceof DocNode node) {
                node(node, report);
            }
        }
        StringBuilder out = new StringBuilder("fields\n");
        for (Diagnostic d : report.diagnostics()) {
            out.append(d.code()).append(' ').append(d.line()).append(':').append(d.column()).append(' ')
                    .append(d.isError() ? "error" : "warning").append(' ').append(d.message()).append('\n');
        }
        return out.toString();
    }

    private static void node(DocNode node, Report report) {
        Fields fields = new Fields(node, report);
        fields.label(0, "the label", Code.ANM001);
        fields.extraArguments(1, Code.ANM001);
        fields.number("t", Code.ANM001);
        fields.bool("root", Code.ANM001);
        fields.string("name", Code.ANM001);
        fields.word("loop", LoopMode.class, Code.ANM001);
        fields.require("v", Code.ANM001);
        fields.take("kind");
        for (DocNode child : fields.children()) {
            if (child.name().startsWith("x")) {
                fields.unknownChild(child);
            }
        }
        fields.extras();
        for (DocNode child : fields.children()) {
            node(child, report);
        }
    }
}
