package dev.reel.ui.graph;

import dev.reel.doc.DocNode;
import dev.reel.doc.DocProperty;
import dev.reel.doc.DocReader;
import dev.reel.doc.DocValue;
import dev.reel.doc.Entry;
import dev.reel.doc.ParseResult;
import dev.reel.model.Diagnostic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which boxes of the base graph a controller's errors are about: each error is put on the innermost
 * {@code state} or {@code machine} whose text holds its line ({@code Combat/Slash} by its full name), and on
 * every machine around it, so the box the artist sees in the graph around says that something inside is wrong.
 * An error outside any box (a transition, the entry) is on no box; the graph's read-only notice lists it.
 */
final class ErrorMarks {
    private ErrorMarks() {
    }

    private record Span(String fullName, int first, int last, List<String> machines) {
    }

    /** The error messages ("ANC007 threshold 1 is not above 2") of each box, by full name. */
    static Map<String, List<String>> of(String text, List<Diagnostic> problems) {
        Map<String, List<String>> marks = new LinkedHashMap<>();
        List<Diagnostic> errors = problems.stream().filter(Diagnostic::isError).toList();
        if (text == null || errors.isEmpty()) {
            return marks;
        }
        ParseResult parsed = DocReader.read(text);
        if (parsed.file() == null) {
            return marks;
        }
        List<Span> spans = new ArrayList<>();
        for (Entry entry : parsed.file().entries()) {
            if (entry instanceof DocNode node && node.name().equals("controller") && node.block() != null) {
                collect(node.block(), "", List.of(), spans);
            }
        }
        for (Diagnostic error : errors) {
            Span inner = null;
            for (Span span : spans) {
                if (span.first() <= error.line() && error.line() <= span.last()
                        && (inner == null || span.first() >= inner.first())) {
                    inner = span;
                }
            }
            if (inner == null) {
                continue;
            }
            String message = error.code() + " " + error.message();
            marks.computeIfAbsent(inner.fullName(), name -> new ArrayList<>()).add(message);
            for (String machine : inner.machines()) {
                marks.computeIfAbsent(machine, name -> new ArrayList<>()).add(message);
            }
        }
        return marks;
    }

    private static void collect(List<Entry> block, String prefix, List<String> around, List<Span> spans) {
        for (Entry entry : block) {
            if (!(entry instanceof DocNode node) || node.args().isEmpty()
                    || !(node.args().get(0) instanceof DocValue.Str label)) {
                continue;
            }
            boolean machine = node.name().equals("machine");
            if (!machine && !node.name().equals("state")) {
                continue;
            }
            String fullName = prefix + label.value();
            spans.add(new Span(fullName, node.pos().line(), lastLine(node), around));
            if (machine && node.block() != null) {
                List<String> inside = new ArrayList<>(around);
                inside.add(fullName);
                collect(node.block(), fullName + "/", List.copyOf(inside), spans);
            }
        }
    }

    /** The last line anything of {@code node} is on. */
    private static int lastLine(DocNode node) {
        int last = node.pos().line();
        for (DocValue value : node.args()) {
            last = Math.max(last, lastLine(value));
        }
        for (DocProperty property : node.props()) {
            last = Math.max(last, Math.max(property.pos().line(), lastLine(property.value())));
        }
        if (node.block() != null) {
            for (Entry entry : node.block()) {
                if (entry instanceof DocNode child) {
                    last = Math.max(last, lastLine(child));
                } else if (entry instanceof DocProperty property) {
                    last = Math.max(last, Math.max(property.pos().line(), lastLine(property.value())));
                }
            }
        }
        return last;
    }

    private static int lastLine(DocValue value) {
        int last = value.pos().line();
        List<DocValue> inside = value instanceof DocValue.Arr array ? array.items()
                : value instanceof DocValue.Call call ? call.args() : List.of();
        for (DocValue item : inside) {
            last = Math.max(last, lastLine(item));
        }
        return last;
    }
}
