package dev.reel.cli.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One man page in troff's man macros ({@code .TH}, {@code .SH}, {@code .TP}, ...) for a command: NAME,
 * SYNOPSIS, DESCRIPTION, ARGUMENTS, OPTIONS, EXIT STATUS, OUTPUT, EXAMPLES and SEE ALSO.
 */
final class ManPage {
    private final StringBuilder out = new StringBuilder();

    private ManPage() {
    }

    /** The page of {@code doc}; {@code all} names the pages SEE ALSO points to. */
    static String of(CommandDoc doc, List<CommandDoc> all) {
        ManPage page = new ManPage();
        page.write(doc, all);
        return page.out.toString();
    }

    private void write(CommandDoc doc, List<CommandDoc> all) {
        String name = doc.pageName();
        macro(".TH " + quote(name.toUpperCase(Locale.ROOT)) + " 1 \"\" \"Reel\" \"Reel Manual\"");
        section("NAME");
        text(escape(name) + " \\- " + escape(doc.summary()));
        section("SYNOPSIS");
        literal(doc.synopsis());
        section("DESCRIPTION");
        paragraphs(doc.description());
        if (!doc.commands().isEmpty()) {
            section("COMMANDS");
            doc.commands().forEach((command, meaning) -> {
                macro(".TP");
                text("\\fB" + escape(doc.path() + " " + command) + "\\fR");
                text(escape(meaning));
            });
        }
        if (!doc.arguments().isEmpty()) {
            section("ARGUMENTS");
            doc.arguments().forEach(this::item);
        }
        section("OPTIONS");
        doc.options().forEach(this::item);
        for (CommandDoc.Group group : doc.groups()) {
            group(group, "Choose");
        }
        if (!doc.exitCodes().isEmpty()) {
            section("EXIT STATUS");
            doc.exitCodes().forEach((code, meaning) -> {
                macro(".TP");
                text("\\fB" + escape(code) + "\\fR");
                text(escape(meaning));
            });
        }
        if (!doc.notes().isEmpty()) {
            section("OUTPUT");
            paragraphs(doc.notes());
        }
        if (!doc.examples().isEmpty()) {
            section("EXAMPLES");
            literal(doc.examples());
        }
        List<String> others = new ArrayList<>();
        for (CommandDoc other : all) {
            if (other != doc) {
                others.add("\\fB" + escape(other.pageName()) + "\\fR(1)");
            }
        }
        if (!others.isEmpty()) {
            section("SEE ALSO");
            text(String.join(",\n", others));
        }
    }

    private void group(CommandDoc.Group group, String fallback) {
        macro(".SS " + quote(group.title(fallback)));
        text(escape(group.rule()));
        group.options().forEach(this::item);
        for (CommandDoc.Group sub : group.groups()) {
            group(sub, "Together");
        }
    }

    private void item(CommandDoc.Row row) {
        macro(".TP");
        StringBuilder names = new StringBuilder();
        for (String option : row.names().split(", ")) {
            if (names.length() > 0) {
                names.append(", ");
            }
            names.append("\\fB").append(escape(option)).append("\\fR");
        }
        if (!row.label().isEmpty()) {
            names.append(" \\fI").append(escape(row.label())).append("\\fR");
        }
        text(names.toString());
        String meaning = row.meaning() + (row.meaning().endsWith(".") ? "" : ".");
        if (!row.defaultValue().isEmpty()) {
            meaning += row.defaultValue().equals("required") ? " Required." : " Default: " + row.defaultValue() + ".";
        }
        text(escape(meaning + " Type: " + row.type() + "."));
    }

    /** Paragraphs, with each run of lines indented by two spaces kept as an indented literal block. */
    private void paragraphs(List<String> lines) {
        List<String> block = new ArrayList<>();
        boolean first = true;
        for (String line : lines) {
            if (line.startsWith("  ")) {
                block.add(line.substring(2));
                continue;
            }
            if (!block.isEmpty()) {
                literal(block);
                block.clear();
            }
            if (!line.isBlank()) {
                if (!first) {
                    macro(".PP");
                }
                text(escape(line));
                first = false;
            }
        }
        if (!block.isEmpty()) {
            literal(block);
        }
    }

    private void literal(List<String> lines) {
        macro(".PP");
        macro(".RS 4");
        macro(".nf");
        lines.forEach(line -> text(escape(line)));
        macro(".fi");
        macro(".RE");
    }

    private void section(String title) {
        macro(".SH " + title);
    }

    private void macro(String line) {
        out.append(line).append('\n');
    }

    /** Text lines: a line that would start with a control character is guarded by the zero-width {@code \&}. */
    private void text(String lines) {
        for (String line : lines.split("\n", -1)) {
            out.append(line.startsWith(".") || line.startsWith("'") ? "\\&" : "").append(line).append('\n');
        }
    }

    /** Troff's escapes: a backslash is {@code \e}, a hyphen a minus sign {@code \-} so options copy as typed. */
    static String escape(String text) {
        return text.replace("\\", "\\e").replace("-", "\\-");
    }

    private static String quote(String argument) {
        return "\"" + argument.replace("\"", "\\(dq") + "\"";
    }
}
