package dev.reel.cli.docs;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the documentation says about one command, read from its picocli {@link CommandSpec}: the synopsis as
 * {@code --help} prints it, the description, arguments and options, exit codes, the notes of its footer and
 * the examples that follow a footer line {@value #EXAMPLES}.
 *
 * @param path        the words that run it, {@code reel play}
 * @param synopsis    the usage lines, without the {@code Usage: } heading
 * @param description the description's paragraphs; lines starting with two spaces are literal
 * @param arguments   the positional parameters
 * @param options     the options outside any group
 * @param groups      the groups of options, in declaration order
 * @param exitCodes   exit code to meaning
 * @param notes       the footer's lines before the examples
 * @param examples    the example lines, comments included, without their indentation
 * @param commands    for a command with subcommands: each one's name and first description line
 */
record CommandDoc(String path, List<String> synopsis, List<String> description, List<Row> arguments,
                  List<Row> options, List<Group> groups, Map<String, String> exitCodes, List<String> notes,
                  List<String> examples, Map<String, String> commands) {
    /** The footer line that starts a command's examples. */
    static final String EXAMPLES = "Examples:";
    /** The width {@code --help} wraps at by default, so the synopsis reads the same in both places. */
    static final int WIDTH = CommandLine.Model.UsageMessageSpec.DEFAULT_USAGE_WIDTH;

    /** One option or positional parameter. */
    record Row(String names, String label, String type, String defaultValue, String meaning) {
    }

    /**
     * A group of options: {@code exclusive} groups take one member (a sub-group counting as one), the others
     * go together. {@code heading} is the group's own heading, or empty.
     */
    record Group(String heading, boolean exclusive, boolean required, List<Row> options, List<Group> groups) {
        /** What a reader must know about choosing from this group. */
        String rule() {
            String members = groups.isEmpty() ? "these options" : options.isEmpty() ? "these groups"
                    : "these options and groups";
            if (exclusive) {
                return (required ? "Exactly one of " : "At most one of ") + members + ".";
            }
            return required ? "These options go together and are required." : "These options go together.";
        }

        /** The heading without its colon and line break, or {@code fallback} when there is none. */
        String title(String fallback) {
            String title = heading.replace("%n", "").trim();
            if (title.endsWith(":")) {
                title = title.substring(0, title.length() - 1);
            }
            return title.isEmpty() ? fallback : title;
        }
    }

    /** Every command of {@code root}, the root first, then its subcommands depth first. */
    static List<CommandDoc> all(CommandLine root) {
        List<CommandDoc> docs = new ArrayList<>();
        collect(root, docs);
        return docs;
    }

    private static void collect(CommandLine line, List<CommandDoc> docs) {
        docs.add(of(line.getCommandSpec()));
        for (CommandLine sub : line.getSubcommands().values()) {
            if (!sub.getCommandSpec().usageMessage().hidden()) {
                collect(sub, docs);
            }
        }
    }

    /** The documentation of one command. */
    static CommandDoc of(CommandSpec spec) {
        spec.usageMessage().width(WIDTH);
        CommandLine.Help help = new CommandLine.Help(spec, CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        List<String> synopsis = lines(help.synopsis(0));
        if (spec.usageMessage().customSynopsis().length > 0) {
            // Written indented under "Usage: " for --help; on their own the lines start at the margin.
            synopsis.replaceAll(String::strip);
        }
        List<Row> arguments = new ArrayList<>();
        for (PositionalParamSpec positional : spec.positionalParameters()) {
            if (!positional.hidden()) {
                arguments.add(Rows.of(positional));
            }
        }
        List<Row> options = new ArrayList<>();
        for (OptionSpec option : spec.options()) {
            if (option.group() == null && !option.hidden()) {
                options.add(Rows.of(option));
            }
        }
        List<Group> groups = new ArrayList<>();
        for (ArgGroupSpec group : spec.argGroups()) {
            groups.add(group(group));
        }
        Map<String, String> exitCodes = new LinkedHashMap<>();
        spec.usageMessage().exitCodeList().forEach((code, meaning) -> exitCodes.put(code.trim(), meaning.trim()));
        List<String> notes = new ArrayList<>();
        List<String> examples = new ArrayList<>();
        List<String> into = notes;
        for (String line : spec.usageMessage().footer()) {
            if (line.trim().equals(EXAMPLES)) {
                into = examples;
            } else {
                // Examples are indented by two spaces under their heading in --help; their own indentation stays.
                into.add(into == examples && line.startsWith("  ") ? line.substring(2) : line);
            }
        }
        Map<String, String> commands = new LinkedHashMap<>();
        spec.subcommands().forEach((name, sub) -> {
            String[] description = sub.getCommandSpec().usageMessage().description();
            if (!sub.getCommandSpec().usageMessage().hidden()) {
                commands.put(name, description.length == 0 ? "" : description[0]);
            }
        });
        return new CommandDoc(spec.qualifiedName(" "), synopsis,
                List.of(spec.usageMessage().description()), arguments, options, groups, exitCodes,
                trimBlank(notes), trimBlank(examples), commands);
    }

    private static Group group(ArgGroupSpec group) {
        List<Row> options = new ArrayList<>();
        for (var arg : group.args()) {
            if (arg instanceof OptionSpec option && !option.hidden()) {
                options.add(Rows.of(option));
            }
        }
        List<Group> groups = new ArrayList<>();
        for (ArgGroupSpec sub : group.subgroups()) {
            groups.add(group(sub));
        }
        return new Group(group.heading() == null ? "" : group.heading(), group.exclusive(),
                group.multiplicity().min() > 0, options, groups);
    }

    /** The command's name on a man page or in a file name: {@code reel-play}. */
    String pageName() {
        return path.replace(' ', '-');
    }

    /** The description's first sentence, up to a colon or full stop: a man page's NAME line. */
    String summary() {
        String first = description.isEmpty() ? "" : description.get(0);
        int end = first.length();
        for (String stop : List.of(": ", ". ")) {
            int at = first.indexOf(stop);
            if (at >= 0 && at < end) {
                end = at;
            }
        }
        // "Reel is a desktop editor ..." names the program a second time on a NAME line: "reel - a desktop editor".
        String summary = first.substring(0, end).replaceFirst("^\\w+ is (?=an? |the )", "");
        return summary.endsWith(".") ? summary.substring(0, summary.length() - 1) : summary;
    }

    private static List<String> lines(String text) {
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\\R")));
        lines.replaceAll(String::stripTrailing);
        lines.removeIf(String::isEmpty);
        return lines;
    }

    private static List<String> trimBlank(List<String> lines) {
        List<String> trimmed = new ArrayList<>(lines);
        while (!trimmed.isEmpty() && trimmed.get(0).isBlank()) {
            trimmed.remove(0);
        }
        while (!trimmed.isEmpty() && trimmed.get(trimmed.size() - 1).isBlank()) {
            trimmed.remove(trimmed.size() - 1);
        }
        return trimmed;
    }
}
