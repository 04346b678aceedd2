package dev.reel.cruntime;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Random clips and {@code reel play} command lines for {@link PlayAgreementTest}: every track kind, interp and
 * tangent mode (one word or {@code [in, out]}, with and without written handles, some of them too long or
 * pointing the wrong way), flipbooks with fps or durations and flips, every loop mode, onEnd and authority,
 * events of every mode with and without payloads, and the command options in random order and numbers.
 * The same seed gives the same clip and arguments.
 */
final class RandomClips {
    /** The events the generated project declares (and the engine's two). */
    static final String PROJECT = "project version=1 name=\"Random\" {}\n"
            + "animation {\n  event \"Swing\" {}\n  event \"Land\" payload=float {}\n}\n";
    private static final String[] KINDS = {"float32", "int32", "bool", "enum", "vec2", "vec3", "vec4", "color",
        "rect", "quat", "assetRef"};
    private static final String[] TANGENTS = {"auto", "linear", "free", "aligned", "flat", "constant"};
    private static final String[] INTERPS = {"bezier", "linear", "step"};
    private static final String[] EVENTS = {"Footstep", "Hit", "Swing", "Land"};
    private static final String[] SPRITES = {"engine/sprites/runner_0", "engine/sprites/runner_1",
        "engine/sprites/runner_2", "engine/sprites/runner_3"};

    private final Random random;

    RandomClips(long seed) {
        this.random = new Random(seed);
    }

    /** A clip's text. */
    String clip() {
        StringBuilder text = new StringBuilder();
        double length = pick(new double[] {0, 0.25, 0.5, 0.8, 1, 1.3, 2}, round(0.05 + random.nextDouble() * 2));
        String[] loops = {"once", "loop", "pingPong"};
        text.append("anim version=1 length=").append(number(length));
        int loop = random.nextInt(4);
        if (loop < 3) {
            text.append(" loop=").append(loops[loop]);
        }
        text.append(" {\n");
        int flipbooks = random.nextInt(3) == 0 ? 1 + random.nextInt(2) : 0;
        for (int f = 0; f < flipbooks; f++) {
            flipbook(text, "Node" + f, length);
        }
        int tracks = 1 + random.nextInt(6);
        for (int t = 0; t < tracks; t++) {
            track(text, length, t);
        }
        int events = random.nextInt(5);
        for (int e = 0; e < events; e++) {
            text.append("  event t=").append(number(time(length))).append(" name=\"")
                    .append(EVENTS[random.nextInt(EVENTS.length)]).append('"');
            if (random.nextBoolean()) {
                text.append(" payload=").append(number(round(random.nextDouble() * 10 - 5)));
            }
            if (random.nextInt(3) == 0) {
                text.append(" mode=").append(random.nextBoolean() ? "presentation" : "preview");
            }
            text.append(" {}\n");
        }
        return text.append("}\n").toString();
    }

    private void flipbook(StringBuilder text, String path, double length) {
        int count = 1 + random.nextInt(5);
        text.append("  frames \"").append(path).append('"');
        double step = length > 0 ? length / count : 0.1;
        if (random.nextBoolean()) {
            text.append(" fps=").append(number(round(1 / Math.max(step, 0.05))));
        } else if (random.nextBoolean() || length == 0) {
            // fps=12 by default
            if (length == 0) {
                count = 1;
            }
        } else {
            List<String> durations = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                durations.add(number(round(step * (0.5 + random.nextDouble() * 0.5))));
            }
            text.append(" durations=[").append(String.join(", ", durations)).append(']');
        }
        if (random.nextBoolean()) {
            List<String> flips = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                flips.add(Boolean.toString(random.nextBoolean()));
            }
            text.append(" flipX=[").append(String.join(", ", flips)).append(']');
        }
        List<String> sprites = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            sprites.add("asset(\"" + SPRITES[random.nextInt(SPRITES.length)] + "\")");
        }
        text.append(" {\n    sprites=[").append(String.join(", ", sprites)).append("]\n  }\n");
    }

    private void track(StringBuilder text, double length, int index) {
        String kind = KINDS[random.nextInt(KINDS.length)];
        String[] paths = {"", "Arm", "Arm/Hand", "Legs"};
        String path = paths[random.nextInt(paths.length)];
        String property = random.nextInt(4) == 0 ? "Custom.value" + random.nextInt(3) : "Custom.p" + index;
        text.append("  track \"").append(path).append("\" prop=\"").append(property).append("\" kind=").append(kind);
        boolean numeric = kind.equals("int32") && random.nextBoolean();
        if (numeric) {
            text.append(" numeric=true");
        }
        if (random.nextInt(3) == 0) {
            String[] ends = {"hold", "restore", "auto"};
            text.append(" onEnd=").append(ends[random.nextInt(ends.length)]);
        }
        if (random.nextInt(4) == 0) {
            text.append(" authority=simulation");
        }
        text.append(" {\n");
        int keys = random.nextInt(6);
        List<Double> times = new ArrayList<>();
        for (int k = 0; k < keys; k++) {
            double t = time(length);
            if (!times.contains(t)) {
                times.add(t);
            }
        }
        for (double t : times) {
            key(text, kind, t);
        }
        text.append("  }\n");
    }

    private void key(StringBuilder text, String kind, double t) {
        text.append("    key t=").append(number(t)).append(" v=").append(value(kind));
        if (random.nextInt(3) > 0) {
            text.append(" interp=").append(INTERPS[random.nextInt(INTERPS.length)]);
        }
        int tangent = random.nextInt(4);
        if (tangent == 1) {
            text.append(" tangent=").append(TANGENTS[random.nextInt(TANGENTS.length)]);
        } else if (tangent == 2) {
            text.append(" tangent=[").append(TANGENTS[random.nextInt(TANGENTS.length)]).append(", ")
                    .append(TANGENTS[random.nextInt(TANGENTS.length)]).append(']');
        }
        int lanes = switch (kind) {
            case "vec2" -> 2;
            case "vec3" -> 3;
            case "vec4", "color", "rect", "quat" -> 4;
            default -> 1;
        };
        boolean numericKind = !kind.equals("bool") && !kind.equals("enum") && !kind.equals("assetRef");
        if (numericKind && random.nextBoolean()) {
            text.append(" in=").append(handle(lanes, -1));
        }
        if (numericKind && random.nextBoolean()) {
            text.append(" out=").append(handle(lanes, 1));
        }
        text.append(random.nextBoolean() ? " {}\n" : "\n");
    }

    private String handle(int lanes, int direction) {
        if (lanes == 1) {
            return pair(direction);
        }
        List<String> pairs = new ArrayList<>();
        for (int lane = 0; lane < lanes; lane++) {
            pairs.add(pair(direction));
        }
        return "[" + String.join(", ", pairs) + "]";
    }

    /** A handle pair; now and then too long, of no length, or pointing the wrong way. */
    private String pair(int direction) {
        double dt = switch (random.nextInt(6)) {
            case 0 -> 0;
            case 1 -> -direction * round(random.nextDouble() * 0.3);
            case 2 -> direction * round(1 + random.nextDouble() * 3);
            default -> direction * round(random.nextDouble() * 0.4);
        };
        return "[" + number(dt) + ", " + number(round(random.nextDouble() * 6 - 3)) + "]";
    }

    private String value(String kind) {
        return switch (kind) {
            case "float32" -> number(round(random.nextDouble() * 20 - 10));
            case "int32" -> Integer.toString(random.nextInt(41) - 20);
            case "bool" -> Boolean.toString(random.nextBoolean());
            case "enum" -> random.nextBoolean() ? "idle" : "\"run fast\"";
            case "assetRef" -> "asset(\"" + SPRITES[random.nextInt(SPRITES.length)] + "\")";
            case "vec2" -> numbers(2);
            case "vec3" -> numbers(3);
            default -> numbers(4);
        };
    }

    private String numbers(int count) {
        List<String> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            items.add(number(round(random.nextDouble() * 4 - 2)));
        }
        return "[" + String.join(", ", items) + "]";
    }

    private double time(double length) {
        int kind = random.nextInt(5);
        if (kind == 0) {
            return 0;
        }
        if (kind == 1) {
            return length;
        }
        return round(random.nextDouble() * length);
    }

    /** Command-line options for reel play: steps, dt, speed, loop and the command options. */
    List<String> options() {
        List<String> options = new ArrayList<>();
        int steps = 1 + random.nextInt(150);
        options.add("--steps");
        options.add(Integer.toString(steps));
        if (random.nextInt(3) == 0) {
            options.add("--dt");
            options.add(pick(new String[] {"0.02", "0.1", "0.0166", "0.05", "0.3"}));
        }
        if (random.nextInt(3) == 0) {
            options.add("--speed");
            options.add(pick(new String[] {"-1", "0.5", "2", "-0.75", "0", "3.7"}));
        }
        if (random.nextInt(3) == 0) {
            options.add("--loop");
            options.add(pick(new String[] {"once", "loop", "pingPong"}));
        }
        int commands = random.nextInt(8);
        for (int c = 0; c < commands; c++) {
            int at = 1 + random.nextInt(steps);
            switch (random.nextInt(6)) {
                case 0 -> options.addAll(List.of("--pause", Integer.toString(at)));
                case 1 -> options.addAll(List.of("--resume", Integer.toString(at)));
                case 2 -> options.addAll(List.of("--stop", Integer.toString(at)));
                case 3 -> options.addAll(List.of("--play", Integer.toString(at)));
                case 4 -> options.addAll(List.of("--seek", number(round(random.nextDouble() * 2.2 - 0.1)) + "@" + at));
                default -> options.addAll(List.of("--set-speed",
                        pick(new String[] {"-1", "0.5", "2", "-2.5", "0", "1"}) + "@" + at));
            }
        }
        return options;
    }

    /**
     * {@code clip} with one to three seeded edits: a character removed, doubled, or replaced by one that matters
     * to the syntax or the format (quotes, brackets, signs, digits, words of the format).
     */
    static String mutated(long seed, String clip) {
        String[] replacements = {"\"", "[", "]", "{", "}", "(", ")", ",", "=", "-", "1", "0.5", "e", "x", " ", "\n",
            "#", ";", "true", "once", "loop", "key", "track", "event", "asset", "1e400", "\\", "free", "vec2",
            "2.5", "t", "v", "in", "out"};
        java.util.Random random = new java.util.Random(seed);
        StringBuilder text = new StringBuilder(clip);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits && text.length() > 1; e++) {
            int at = random.nextInt(text.length());
            switch (random.nextInt(3)) {
                case 0 -> text.deleteCharAt(at);
                case 1 -> text.insert(at, text.charAt(at));
                default -> text.replace(at, at + 1, replacements[random.nextInt(replacements.length)]);
            }
        }
        return text.toString();
    }

    private String pick(String[] choices) {
        return choices[random.nextInt(choices.length)];
    }

    private double pick(double[] choices, double otherwise) {
        return random.nextInt(3) == 0 ? choices[random.nextInt(choices.length)] : otherwise;
    }

    /** Rounded to three decimals now and then, so keys and events meet steps and each other exactly. */
    private double round(double value) {
        return random.nextBoolean() ? Math.round(value * 1000) / 1000.0 : value;
    }

    private static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(value).toLowerCase(Locale.ROOT);
    }
}
