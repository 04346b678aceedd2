package dev.reel.cli.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** {@code docs/cli.md}: every command's synopsis, arguments, options, exit codes, output and examples. */
final class Markdown {
    /** How to regenerate the page, said at its top. */
    static final String REGENERATE = "java -cp \"target/classes:target/lib/*\" dev.reel.cli.docs.CliDocs markdown docs/cli.md";

    private final StringBuilder out = new StringBuilder();

    private Markdown() {
    }

    /** The whole page for {@code docs}, the root command first. */
    static String page(List<CommandDoc> docs) {
        Markdown page = new Markdown();
        page.write(docs);
        return page.out.toString();
    }

    private void write(List<CommandDoc> docs) {
        CommandDoc root = docs.get(0);
        line("# The `reel` command line");
        line();
        line("<!-- Generated from the picocli model of dev.reel.cli.ReelCommand by dev.reel.cli.docs.CliDocs: do not");
        line("     edit by hand. Change the descriptions in the command classes, then run `mvn -B -o package");
        line("     -DskipTests` and `" + REGENERATE + "`.");
        line("     CliDocsTest fails while this file differs from what the generator writes. -->");
        line();
        line("This page is what `reel --help` and `reel COMMAND --help` print, laid out for reading. The Linux");
        line("package also installs it as man pages: `man reel`, and `man reel-COMMAND` for each command below.");
        line();
        synopsis(root);
        paragraphs(root.description());
        line("| command | what it does |");
        line("| --- | --- |");
        for (Map.Entry<String, String> command : root.commands().entrySet()) {
            String path = root.path() + " " + command.getKey();
            line("| [`" + path + "`](#" + anchor(path) + ") | " + cell(command.getValue()) + " |");
        }
        line();
        details(root, "##");
        for (CommandDoc doc : docs.subList(1, docs.size())) {
            line("## " + doc.path());
            line();
            synopsis(doc);
            paragraphs(doc.description());
            details(doc, "###");
        }
    }

    private void details(CommandDoc doc, String level) {
        if (!doc.arguments().isEmpty()) {
            line(level + " Arguments");
            line();
            line("| argument | type | meaning |");
            line("| --- | --- | --- |");
            for (CommandDoc.Row row : doc.arguments()) {
                line("| " + cell("`" + row.names() + "`") + " | " + cell(row.type()) + " | " + cell(row.meaning()) + " |");
            }
            line();
        }
        line(level + " Options");
        line();
        options(doc.options());
        for (CommandDoc.Group group : doc.groups()) {
            group(group, "Choose");
        }
        if (!doc.exitCodes().isEmpty()) {
            line(level + " Exit codes");
            line();
            line("| code | meaning |");
            line("| --- | --- |");
            doc.exitCodes().forEach((code, meaning) -> line("| " + code + " | " + cell(meaning) + " |"));
            line();
        }
        if (!doc.notes().isEmpty()) {
            line(level + " Output");
            line();
            paragraphs(doc.notes());
        }
        if (!doc.examples().isEmpty()) {
            line(level + " Examples");
            line();
            line("```sh");
            doc.examples().forEach(this::line);
            line("```");
            line();
        }
    }

    private void group(CommandDoc.Group group, String fallback) {
        line("**" + group.title(fallback) + ":** " + group.rule());
        line();
        if (!group.options().isEmpty()) {
            options(group.options());
        }
        for (CommandDoc.Group sub : group.groups()) {
            group(sub, "Together");
        }
    }

    private void options(List<CommandDoc.Row> rows) {
        line("| option | type | default | meaning |");
        line("| --- | --- | --- | --- |");
        for (CommandDoc.Row row : rows) {
            String option = "`" + row.names() + (row.label().isEmpty() ? "" : " " + row.label()) + "`";
            line("| " + cell(option) + " | " + cell(row.type()) + " | " + cell(row.defaultValue().isEmpty() ? "—" : row.defaultValue()) + " | "
                    + cell(row.meaning()) + " |");
        }
        line();
    }

    private void synopsis(CommandDoc doc) {
        line("```");
        doc.synopsis().forEach(this::line);
        line("```");
        line();
    }

    /** Paragraphs, with each run of lines indented by two spaces kept as a literal block. */
    private void paragraphs(List<String> lines) {
        List<String> literal = new ArrayList<>();
        for (String text : lines) {
            if (text.startsWith("  ")) {
                literal.add(text.substring(2));
                continue;
            }
            flush(literal);
            if (!text.isBlank()) {
                line(text);
                line();
            }
        }
        flush(literal);
    }

    private void flush(List<String> literal) {
        if (literal.isEmpty()) {
            return;
        }
        line("```");
        literal.forEach(this::line);
        line("```");
        line();
        literal.clear();
    }

    /** GitHub's anchor for a heading: lower case, spaces as hyphens, other punctuation dropped. */
    static String anchor(String heading) {
        return heading.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9 -]", "").replace(' ', '-');
    }

    private static String cell(String text) {
        return text.replace("|", "\\|");
    }

    private void line(String text) {
        out.append(text).append('\n');
    }

    private void line() {
        out.append('\n');
    }
}
