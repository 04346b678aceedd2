package dev.reel.runtime;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.ParamKind;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A {@code reel replay} script (docs/formats.md): one action per line, {@code at STEP set NAME VALUE},
 * {@code at STEP trigger NAME}, {@code at STEP play STATE}, {@code at STEP crossfade STATE SECONDS}; {@code #}
 * starts a comment; blank lines are skipped. A line {@code at n} acts before step n; lines for the same step
 * act in file order. A name with spaces is written in double quotes. Names are checked against the
 * controller: a bad line is an SCR001 diagnostic at the offending word ({@code file:line:col}).
 *
 * <p>Values: a float parameter takes a number, an int parameter a whole number, a bool parameter
 * {@code true}/{@code false} (or 1/0). A trigger is pressed with {@code trigger NAME}; {@code set NAME true} does
 * the same and {@code set NAME false} resets it. STEP is 1 or more; SECONDS is 0 or more (0 is an instant
 * switch, like play). STEP is at most {@value #MAX_STEPS}, the most steps a replay runs (as {@code reel play}).
 */
public final class ReplayScript {
    /** The most steps one replay runs, and so the last step a script line may name. */
    public static final int MAX_STEPS = 10_000_000;

    private final List<Action> actions;
    private final List<Diagnostic> diagnostics;

    private ReplayScript(List<Action> actions, List<Diagnostic> diagnostics) {
        this.actions = List.copyOf(actions);
        this.diagnostics = List.copyOf(diagnostics);
    }

    /** What an action does. */
    public enum Verb { SET, TRIGGER, PLAY, CROSSFADE }

    /**
     * One line of the script.
     *
     * @param target the parameter index (set, trigger) or state index (play, crossfade)
     * @param number the value set (bools 1 or 0), or the cross-fade's seconds
     */
    public record Action(int step, Verb verb, int target, double number, int line) {

        /** Issues the action on {@code animator} (it is read or takes effect on the next step). */
        public void issue(Animator animator) {
            CompiledController controller = animator.controller();
            switch (verb) {
                case SET -> {
                    switch (controller.paramKind(target)) {
                        case BOOL -> animator.setBool(target, number != 0);
                        case TRIGGER -> {
                            if (number != 0) {
                                animator.setTrigger(target);
                            } else {
                                animator.resetTrigger(target);
                            }
                        }
                        case INT -> animator.setInt(target, (int) number);
                        default -> animator.setFloat(target, number);
                    }
                }
                case TRIGGER -> animator.setTrigger(target);
                case PLAY -> animator.play(target);
                case CROSSFADE -> animator.crossFade(target, number);
            }
        }
    }

    /** Parses {@code text} (the file {@code file}) against {@code controller}'s parameter and state names. */
    public static ReplayScript parse(String text, String file, CompiledController controller) {
        List<Action> actions = new ArrayList<>();
        List<Diagnostic> problems = new ArrayList<>();
        String[] lines = text.split("\r\n|\n|\r", -1);
        for (int index = 0; index < lines.length; index++) {
            ScriptLine line = new ScriptLine(lines[index], file, index + 1);
            if (line.words().isEmpty()) {
                if (line.problem() != null) {
                    problems.add(line.problem());
                }
                continue;
            }
            Parsed parsed = action(line, controller);
            if (parsed.action() != null) {
                actions.add(parsed.action());
            } else {
                problems.add(parsed.problem());
            }
        }
        actions.sort(Comparator.comparingInt(Action::step));
        return new ReplayScript(actions, problems);
    }

    /** A parsed line: its action, or the diagnostic saying what is wrong with it. */
    private record Parsed(Action action, Diagnostic problem) {
        static Parsed of(Action action) {
            return new Parsed(action, null);
        }

        static Parsed of(Diagnostic problem) {
            return new Parsed(null, problem);
        }
    }

    private static Parsed action(ScriptLine line, CompiledController controller) {
        if (line.problem() != null) {
            return Parsed.of(line.problem());
        }
        List<ScriptLine.Word> words = line.words();
        if (!words.get(0).text().equals("at")) {
            return Parsed.of(line.error(words.get(0), "a line starts with \"at STEP\", not \""
                    + words.get(0).text() + "\""));
        }
        if (words.size() < 2) {
            return Parsed.of(line.error(null, "\"at\" needs a step number"));
        }
        ScriptLine.Word stepWord = words.get(1);
        if (!stepWord.text().matches("[-+]?\\d+")) {
            return Parsed.of(line.error(stepWord, "bad step \"" + stepWord.text() + "\": expected a whole number"));
        }
        // Digits past int's range are a step past the limit too, not a malformed number.
        String digits = stepWord.text().replaceFirst("^[-+]", "").replaceFirst("^0+(?=\\d)", "");
        if (stepWord.text().startsWith("-") || digits.equals("0")) {
            return Parsed.of(line.error(stepWord, "steps start at 1, got " + stepWord.text()));
        }
        if (digits.length() > 9 || Integer.parseInt(digits) > MAX_STEPS) {
            return Parsed.of(line.error(stepWord, "step " + stepWord.text() + " is past the limit: a replay runs at most "
                    + String.format(java.util.Locale.ROOT, "%,d", MAX_STEPS) + " steps"));
        }
        int step = Integer.parseInt(digits);
        if (words.size() < 3) {
            return Parsed.of(line.error(null, "expected set, trigger, play or crossfade after the step"));
        }
        ScriptLine.Word verbWord = words.get(2);
        Verb verb = switch (verbWord.text()) {
            case "set" -> Verb.SET;
            case "trigger" -> Verb.TRIGGER;
            case "play" -> Verb.PLAY;
            case "crossfade" -> Verb.CROSSFADE;
            default -> null;
        };
        if (verb == null) {
            return Parsed.of(line.error(verbWord, "unknown action \"" + verbWord.text()
                    + "\": expected set, trigger, play or crossfade"));
        }
        int expected = switch (verb) {
            case SET, CROSSFADE -> 5;
            case TRIGGER, PLAY -> 4;
        };
        String usage = switch (verb) {
            case SET -> "at STEP set NAME VALUE";
            case TRIGGER -> "at STEP trigger NAME";
            case PLAY -> "at STEP play STATE";
            case CROSSFADE -> "at STEP crossfade STATE SECONDS";
        };
        if (words.size() < expected) {
            return Parsed.of(line.error(null, "too few words: expected " + usage));
        }
        if (words.size() > expected) {
            return Parsed.of(line.error(words.get(expected), "unexpected \"" + words.get(expected).text()
                    + "\": expected " + usage));
        }
        ScriptLine.Word name = words.get(3);
        if (verb == Verb.PLAY || verb == Verb.CROSSFADE) {
            int state = controller.stateIndex(name.text());
            if (state < 0) {
                return Parsed.of(line.error(name, "no state \"" + name.text() + "\" in the controller"));
            }
            double seconds = 0;
            if (verb == Verb.CROSSFADE) {
                ScriptLine.Word secondsWord = words.get(4);
                Double parsed = number(secondsWord.text());
                if (parsed == null || parsed < 0) {
                    return Parsed.of(line.error(secondsWord, "bad seconds \"" + secondsWord.text()
                            + "\": expected a number of 0 or more"));
                }
                seconds = parsed;
            }
            return Parsed.of(new Action(step, verb, state, seconds, line.number()));
        }
        int param = controller.paramIndex(name.text());
        if (param < 0) {
            return Parsed.of(line.error(name, "no parameter \"" + name.text() + "\" in the controller"));
        }
        ParamKind kind = controller.paramKind(param);
        if (verb == Verb.TRIGGER) {
            if (kind != ParamKind.TRIGGER) {
                return Parsed.of(line.error(name, "\"" + name.text() + "\" is a " + kind.word()
                        + " parameter: use set"));
            }
            return Parsed.of(new Action(step, verb, param, 1, line.number()));
        }
        ScriptLine.Word valueWord = words.get(4);
        Double value = value(kind, valueWord.text());
        if (value == null) {
            String wanted = switch (kind) {
                case BOOL, TRIGGER -> "true or false";
                case INT -> "a whole number";
                default -> "a number";
            };
            return Parsed.of(line.error(valueWord, "bad value \"" + valueWord.text() + "\" for " + kind.word()
                    + " parameter \""
                    + name.text() + "\": expected " + wanted));
        }
        return Parsed.of(new Action(step, verb, param, value, line.number()));
    }

    private static Double value(ParamKind kind, String text) {
        if (kind == ParamKind.BOOL || kind == ParamKind.TRIGGER) {
            return switch (text) {
                case "true", "1" -> 1.0;
                case "false", "0" -> 0.0;
                default -> null;
            };
        }
        Double number = number(text);
        if (number == null) {
            return null;
        }
        if (kind == ParamKind.INT && (number != Math.rint(number) || Math.abs(number) > Integer.MAX_VALUE)) {
            return null;
        }
        return number;
    }

    private static Double number(String text) {
        if (text.isEmpty() || !text.matches("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?")) {
            return null;
        }
        double value = Double.parseDouble(text);
        return Double.isFinite(value) ? value : null;
    }

    /** The actions in the order they act: by step, then file order. */
    public List<Action> actions() {
        return actions;
    }

    /** SCR001 for every bad line, in file order. */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    public boolean hasErrors() {
        return !diagnostics.isEmpty();
    }

    /** The last step any action acts before, 0 when none. */
    public int lastStep() {
        return actions.isEmpty() ? 0 : actions.get(actions.size() - 1).step();
    }

    /** An SCR001 diagnostic. */
    static Diagnostic problem(String file, int line, int column, String message) {
        return Diagnostic.of(Code.SCR001, file, line, column, message);
    }
}
