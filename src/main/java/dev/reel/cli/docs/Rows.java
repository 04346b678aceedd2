package dev.reel.cli.docs;

import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One documentation row from an option or a positional parameter: its type in words, its default and its
 * meaning. A default is what the description states in a closing "Default: ..." sentence (the one place a
 * computed default such as "1/60" can be written), else picocli's annotated default value.
 */
final class Rows {
    /** A description's closing sentence naming the default. */
    private static final Pattern DEFAULT = Pattern.compile("(?:^|\\s)Default: (.+?)\\.?$");
    /** Type words for the value classes of Reel's options, by simple name so no command class is needed. */
    private static final Map<String, String> TYPES = Map.ofEntries(
            Map.entry("boolean", "flag"), Map.entry("Boolean", "flag"),
            Map.entry("int", "integer"), Map.entry("Integer", "integer"),
            Map.entry("long", "integer"), Map.entry("Long", "integer"),
            Map.entry("double", "number"), Map.entry("Double", "number"),
            Map.entry("String", "text"), Map.entry("Path", "path"), Map.entry("File", "path"),
            Map.entry("IntPair", "two integers"), Map.entry("CellRange", "cell range"),
            Map.entry("Background", "colour"));

    private Rows() {
    }

    static CommandDoc.Row of(OptionSpec option) {
        String label = option.arity().max() == 0 ? "" : option.paramLabel();
        if (option.arity().min() == 0 && option.arity().max() > 0) {
            label = "[" + label + "]";
        }
        // In a group of alternatives, "required" only means the option is what picks its alternative.
        boolean required = option.required() && (option.group() == null || !option.group().exclusive());
        return row(String.join(", ", option.names()), label, option, required);
    }

    static CommandDoc.Row of(PositionalParamSpec positional) {
        String label = positional.paramLabel() + (positional.isMultiValue() ? "..." : "");
        return row(label, "", positional, false);
    }

    private static CommandDoc.Row row(String names, String label, ArgSpec arg, boolean required) {
        String meaning = String.join(" ", arg.renderedDescription()).strip();
        String defaultValue = "";
        Matcher matcher = DEFAULT.matcher(meaning);
        if (matcher.find()) {
            defaultValue = matcher.group(1);
            meaning = meaning.substring(0, matcher.start()).strip();
        } else if (required) {
            defaultValue = "required";
        } else if (arg.defaultValue() != null) {
            defaultValue = arg.defaultValue();
        } else if (arg.typeInfo().isBoolean()) {
            defaultValue = "off";
        }
        return new CommandDoc.Row(names, label, type(arg), defaultValue, meaning);
    }

    /** The kind of value an argument takes, in words: its completion words, or a word for its Java type. */
    static String type(ArgSpec arg) {
        List<String> words = new ArrayList<>();
        if (arg.completionCandidates() != null && !arg.typeInfo().isBoolean()) {
            arg.completionCandidates().forEach(words::add);
        }
        Class<?> type = arg.isMultiValue() && arg.auxiliaryTypes().length > 0 ? arg.auxiliaryTypes()[0] : arg.type();
        String kind;
        if (!words.isEmpty()) {
            kind = String.join(", ", words);
        } else if (Path.class.isAssignableFrom(type)) {
            kind = "path";
        } else {
            kind = TYPES.getOrDefault(type.getSimpleName(), type.getSimpleName().toLowerCase(Locale.ROOT));
        }
        if (arg.isOption() && arg.isMultiValue()) {
            kind += ", repeatable";
        } else if (arg.isPositional() && arg.isMultiValue()) {
            kind += ", one or more";
        }
        return kind;
    }
}
