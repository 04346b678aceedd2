package dev.reel.ui.preview;

import dev.reel.model.Controller;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.runtime.CompiledController;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Which of a controller's parameters the sandbox's body feeds: one per {@link Input}, of the input's kind. An
 * input the user has not chosen for takes the parameter whose name matches its usual name, ignoring case and
 * spaces, underscores and hyphens ({@code speed}, {@code Vertical_Speed}); a choice follows its parameter
 * when the parameter is renamed. Immutable: a change makes a new mapping. Plain Java, tested without a window.
 */
final class SandboxMapping {
    /** What the body measures, with the parameter kind that can take it. */
    enum Input {
        SPEED("Speed", "Speed", ParamKind.FLOAT),
        GROUNDED("Grounded", "Grounded", ParamKind.BOOL),
        VERTICAL_SPEED("Vertical speed", "VerticalSpeed", ParamKind.FLOAT),
        ATTACK("Attack", "Attack", ParamKind.TRIGGER);

        private final String label;
        private final String usual;
        private final ParamKind kind;

        Input(String label, String usual, ParamKind kind) {
            this.label = label;
            this.usual = usual;
            this.kind = kind;
        }

        /** How the panel names it ("Vertical speed"). */
        String label() {
            return label;
        }

        /** The parameter name a controller usually gives it ("VerticalSpeed"). */
        String usual() {
            return usual;
        }

        ParamKind kind() {
            return kind;
        }
    }

    /** A parameter of a controller: what a mapping needs to know of it. */
    record Parameter(String name, ParamKind kind) {
    }

    /** The mapping of a controller the user has chosen nothing for. */
    static final SandboxMapping MATCHING = new SandboxMapping(new EnumMap<>(Input.class));

    /** The inputs chosen by hand: a parameter name, or "" for "feed nothing". */
    private final Map<Input, String> chosen;

    private SandboxMapping(Map<Input, String> chosen) {
        this.chosen = chosen;
    }

    /** This mapping with {@code input} feeding {@code parameter} ("" or null: nothing). */
    SandboxMapping with(Input input, String parameter) {
        Map<Input, String> next = new EnumMap<>(Input.class);
        next.putAll(chosen);
        next.put(input, parameter == null ? "" : parameter);
        return new SandboxMapping(next);
    }

    /** Whether the user chose "none" for {@code input}. */
    boolean leftOut(Input input) {
        return "".equals(chosen.get(input));
    }

    /** The parameter each input feeds in a controller with {@code parameters} (null: none). */
    Map<Input, String> resolve(List<Parameter> parameters) {
        Map<Input, String> resolved = new EnumMap<>(Input.class);
        for (Input input : Input.values()) {
            resolved.put(input, resolve(input, parameters));
        }
        return resolved;
    }

    /** The parameter {@code input} feeds: the one chosen while it exists with the right kind, else the match. */
    String resolve(Input input, List<Parameter> parameters) {
        String choice = chosen.get(input);
        if (choice != null && choice.isEmpty()) {
            return null;
        }
        if (choice != null && parameters.contains(new Parameter(choice, input.kind()))) {
            return choice;
        }
        return match(input, parameters);
    }

    /** The parameter of {@code input}'s kind whose name is its usual name, ignoring case and separators. */
    static String match(Input input, List<Parameter> parameters) {
        String wanted = plain(input.usual());
        for (Parameter parameter : parameters) {
            if (parameter.kind() == input.kind() && plain(parameter.name()).equals(wanted)) {
                return parameter.name();
            }
        }
        return null;
    }

    /** The parameters {@code input} can feed, in the controller's order. */
    static List<String> choices(Input input, List<Parameter> parameters) {
        List<String> names = new ArrayList<>();
        for (Parameter parameter : parameters) {
            if (parameter.kind() == input.kind()) {
                names.add(parameter.name());
            }
        }
        return names;
    }

    /**
     * This mapping after the controller went from {@code before} to {@code after}: an input whose parameter
     * was renamed (same id, another name) now feeds the new name, chosen or matched alike.
     */
    SandboxMapping followRenames(Controller before, Controller after) {
        SandboxMapping next = this;
        List<Parameter> old = parameters(before);
        for (Input input : Input.values()) {
            String fed = resolve(input, old);
            Param was = fed == null ? null : before.param(fed);
            if (was == null) {
                continue;
            }
            for (Param now : after.params()) {
                if (now.id() == was.id() && !now.name().equals(was.name()) && now.kind() == input.kind()) {
                    next = next.with(input, now.name());
                }
            }
        }
        return next;
    }

    static List<Parameter> parameters(Controller controller) {
        return controller.params().stream().map(param -> new Parameter(param.name(), param.kind())).toList();
    }

    static List<Parameter> parameters(CompiledController controller) {
        List<Parameter> parameters = new ArrayList<>();
        for (int index = 0; index < controller.paramCount(); index++) {
            parameters.add(new Parameter(controller.paramName(index), controller.paramKind(index)));
        }
        return parameters;
    }

    private static String plain(String name) {
        return name.replaceAll("[\\s_-]", "").toLowerCase(Locale.ROOT);
    }
}
