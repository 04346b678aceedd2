package dev.reel.cruntime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Random projects for {@link ReplayAgreementTest}: from a seed, a project folder with a few clips (numbers,
 * vectors, colours, rects, quats, bools, stepping and numeric int32, enums, a lane of a vector, flipbooks, root
 * motion, events of the three modes, onEnd, the three loop modes), a controller
 * (parameters of every kind; clip, empty and blend-tree states with speeds, loop overrides and event policies;
 * any and own transitions with durations, exit times, interrupts and conditions of every form; sometimes a
 * sub-state machine with an exit and a layer with a mask, a weight and either blend) and a script of set,
 * trigger, play and crossfade lines, with the arguments of a reel replay of them. Every instant transition
 * without conditions waits for an exit time, so no controller is refused for an ANC003 cycle.
 */
final class RandomControllers {
    private RandomControllers() {
    }

    /** A written project: the arguments to replay it with. */
    record Project(List<String> args) {
    }

    private static final String[] PARAMS = {"Speed", "X", "Y", "Flag", "Count", "Go", "Hit"};
    private static final String[] KINDS = {"float", "float", "float", "bool", "int", "trigger", "trigger"};

    /** Writes the project of seed {@code args[0]} into folder {@code args[1]} and prints its replay arguments. */
    public static void main(String[] args) throws IOException {
        Path folder = Files.createDirectories(Path.of(args[1]));
        System.out.println(String.join(" ", write(Long.parseLong(args[0]), folder).args()));
    }

    static Project write(long seed, Path folder) throws IOException {
        Random random = new Random(seed);
        Files.writeString(folder.resolve("project.aego"), "project version=1 name=\"Random\" {}\n");
        Files.createDirectories(folder.resolve("anim"));
        int clips = 3 + random.nextInt(3);
        for (int i = 0; i < clips; i++) {
            Files.writeString(folder.resolve("anim/c" + i + ".aeanim"), clip(random));
        }
        List<String> states = new ArrayList<>();
        StringBuilder text = new StringBuilder("controller version=1 {\n");
        StringBuilder graph = new StringBuilder();
        int count = 3 + random.nextInt(4);
        for (int i = 0; i < count; i++) {
            states.add("S" + i);
            graph.append("  ").append(state(random, "S" + i, clips)).append('\n');
        }
        boolean machine = random.nextInt(3) == 0;
        boolean nested = machine && random.nextBoolean();
        if (machine) {
            graph.append("  machine \"M\" entry=\"In\" {\n")
                    .append("    ").append(state(random, "In", clips)).append('\n')
                    .append("    ").append(state(random, "Out", clips)).append('\n')
                    .append("    transition \"In\" to=\"Out\"").append(timing(random, true)).append(" {")
                    .append(condition(random)).append("}\n")
                    .append("    transition \"Out\" to=\"exit\" exitTime=1 {}\n")
                    .append("    transition \"any\" to=\"In\" interrupt=true { cond \"Hit\" {} }\n");
            if (nested) {
                // A machine in the machine: entered through its box, left through its exit and then M's.
                graph.append("    machine \"N\" entry=\"P\" {\n")
                        .append("      ").append(state(random, "P", clips)).append('\n')
                        .append("      ").append(state(random, "Q", clips)).append('\n')
                        .append("      transition \"P\" to=\"Q\"").append(timing(random, false)).append(" {")
                        .append(condition(random)).append("}\n")
                        .append("      transition \"Q\" to=\"exit\"").append(timing(random, true)).append(" {}\n")
                        .append("      transition \"any\" to=\"P\" { cond \"Go\" {} cond \"Flag\" {} }\n")
                        .append("    }\n")
                        .append("    transition \"In\" to=\"N\" duration=0.1 { cond \"Count\" op=ge value=1 {} }\n")
                        .append("    transition \"N\" to=\"exit\" { cond \"Flag\" op=eq value=false {} }\n")
                        .append("    transition \"N\" to=\"Out\" exitTime=0.5 {}\n");
            }
            graph.append("  }\n");
            graph.append("  transition \"S0\" to=\"M\" duration=0.1 { cond \"Go\" {} }\n");
            graph.append("  transition \"M\" to=\"S1\"").append(timing(random, false)).append(" {")
                    .append(condition(random)).append("}\n");
        }
        int transitions = 3 + random.nextInt(8);
        for (int i = 0; i < transitions; i++) {
            String from = random.nextInt(5) == 0 ? "any" : pick(random, states);
            String to = pick(random, states);
            String conditions = random.nextInt(4) == 0 ? "" : condition(random)
                    + (random.nextBoolean() ? condition(random) : "");
            graph.append("  transition \"").append(from).append("\" to=\"").append(to).append('"')
                    .append(timing(random, conditions.isEmpty())).append(" {").append(conditions).append("}\n");
        }
        String[] eases = {"", "  ease=linear\n", "  ease=smoothstep\n", "  ease=inOutCubic\n", "  ease=outQuad\n"};
        text.append("  entry=\"").append(machine && random.nextBoolean() ? "M" : pick(random, states)).append("\"\n")
                .append(eases[random.nextInt(eases.length)]);
        for (int i = 0; i < PARAMS.length; i++) {
            text.append("  param \"").append(PARAMS[i]).append("\" kind=").append(KINDS[i])
                    .append(defaultValue(random, KINDS[i])).append(" {}\n");
        }
        text.append(graph);
        if (random.nextInt(3) == 0) {
            text.append(layer(random, clips));
        }
        text.append("}\n");
        Files.writeString(folder.resolve("c.aectrl"), text);
        List<String> names = new ArrayList<>(states);
        if (machine) {
            names.add("M/In");
            names.add("M/Out");
        }
        if (nested) {
            names.add("M/N/P");
            names.add("M/N/Q");
        }
        int steps = 60 + random.nextInt(120);
        StringBuilder script = new StringBuilder();
        int lines = 5 + random.nextInt(25);
        for (int i = 0; i < lines; i++) {
            script.append("at ").append(1 + random.nextInt(steps)).append(' ').append(action(random, names))
                    .append('\n');
        }
        Files.writeString(folder.resolve("s.script"), script);
        String[] dts = {"0.016666666666666666", "0.03333333333333333", "0.1", "0.05"};
        return new Project(List.of(folder.resolve("c.aectrl").toString(), "--script",
                folder.resolve("s.script").toString(), "--steps", Integer.toString(steps), "--dt",
                dts[random.nextInt(dts.length)], "--json", "--values"));
    }

    private static String clip(Random random) {
        double[] lengths = {0.3, 0.5, 0.8, 1, 1.2};
        double length = lengths[random.nextInt(lengths.length)];
        String[] loops = {"", " loop=loop", " loop=pingPong", " loop=once"};
        StringBuilder text = new StringBuilder("anim version=1 length=" + num(length)
                + loops[random.nextInt(loops.length)] + " {\n");
        if (random.nextInt(3) == 0) {
            text.append("  frames \"\" fps=").append(5 + random.nextInt(10)).append(" {\n    sprites=[");
            int sprites = 1 + random.nextInt(4);
            for (int i = 0; i < sprites; i++) {
                text.append(i > 0 ? ", " : "").append("asset(\"engine/sprites/runner_").append(random.nextInt(8))
                        .append("\")");
            }
            text.append("]\n  }\n");
        }
        String[][] tracks = {{"", "A.x", "float32"}, {"Body", "transform.position", "vec2"},
            {"", "SpriteRenderer.tint", "color"}, {"", "transform.rotation", "float32"},
            {"Body/Arm", "transform.scale", "vec2"}, {"", "SpriteRenderer.flipX", "bool"},
            {"", "SpriteRenderer.order", "int32"}, {"Body", "Level", "int32"}, {"", "transform.position", "vec2"},
            {"", "Spin", "quat"}, {"", "Mood", "enum"}, {"Body", "Box", "rect"}, {"Body/Arm", "transform.scale.x", "float32"},
            {"", "SpriteRenderer.visible", "bool"}};
        for (String[] track : tracks) {
            if (random.nextInt(3) != 0) {
                continue;
            }
            boolean root = track[1].equals("transform.position") && track[0].isEmpty();
            text.append("  track \"").append(track[0]).append("\" prop=\"").append(track[1]).append("\" kind=")
                    .append(track[2]);
            if (root) {
                text.append(" root=true");
            } else if (random.nextInt(4) == 0) {
                text.append(random.nextBoolean() ? " onEnd=hold" : " onEnd=restore");
            }
            if (track[1].equals("Level")) {
                text.append(" numeric=true");
            }
            text.append(" {\n");
            int keys = 1 + random.nextInt(4);
            double at = 0;
            for (int k = 0; k < keys && at <= length; k++) {
                text.append("    key t=").append(num(at)).append(" v=").append(value(random, track[2]));
                String[] interps = {"", " interp=linear", " interp=step"};
                text.append(interps[random.nextInt(interps.length)]).append(" {}\n");
                at = Math.round((at + 0.05 + random.nextDouble() * length / 2) * 100) / 100.0;
            }
            text.append("  }\n");
        }
        int events = random.nextInt(3);
        for (int i = 0; i < events; i++) {
            text.append("  event t=").append(num(Math.round(random.nextDouble() * length * 100) / 100.0))
                    .append(" name=\"").append(random.nextBoolean() ? "Hit" : "Footstep").append('"')
                    .append(random.nextBoolean() ? " payload=" + random.nextInt(5) : "")
                    .append(new String[]{"", "", " mode=presentation", " mode=preview"}[random.nextInt(4)]).append(" {}\n");
        }
        return text.append("}\n").toString();
    }

    private static String value(Random random, String kind) {
        return switch (kind) {
            case "float32" -> num(Math.round((random.nextDouble() * 4 - 2) * 100) / 100.0);
            case "int32" -> Integer.toString(random.nextInt(11) - 5);
            case "bool" -> Boolean.toString(random.nextBoolean());
            case "color" -> "[" + num(random.nextInt(101) / 100.0) + ", " + num(random.nextInt(101) / 100.0) + ", "
                    + num(random.nextInt(101) / 100.0) + ", 1]";
            case "enum" -> new String[]{"calm", "angry", "\"\"", "sleepy"}[random.nextInt(4)];
            case "rect" -> "[" + (random.nextInt(9) - 4) + ", " + (random.nextInt(9) - 4) + ", " + random.nextInt(5) + ", "
                    + random.nextInt(5) + "]";
            case "quat" -> {
                double[] q = {random.nextGaussian(), random.nextGaussian(), random.nextGaussian(), random.nextGaussian()};
                double norm = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
                yield "[" + num(Math.round(q[0] / norm * 1000) / 1000.0) + ", " + num(Math.round(q[1] / norm * 1000) / 1000.0)
                        + ", " + num(Math.round(q[2] / norm * 1000) / 1000.0) + ", "
                        + num(Math.round(q[3] / norm * 1000) / 1000.0) + "]";
            }
            default -> "[" + num(random.nextInt(201) / 10.0 - 10) + ", " + num(random.nextInt(201) / 10.0 - 10) + "]";
        };
    }

    private static String state(Random random, String name, int clips) {
        StringBuilder text = new StringBuilder("state \"" + name + "\"");
        int shape = random.nextInt(6);
        if (shape == 0) {
            text.append(" blend=oneD param=\"Speed\"");
        } else if (shape == 1) {
            text.append(" blend=twoD param=\"X\" paramY=\"Y\"");
        } else if (shape < 5) {
            text.append(" clip=asset(\"anim/c").append(random.nextInt(clips)).append(".aeanim\")");
        }
        double[] speeds = {1, 1, 1, 0.5, 1.5, 2, -1};
        double speed = speeds[random.nextInt(speeds.length)];
        if (speed != 1) {
            text.append(" speed=").append(num(speed));
        }
        String[] loops = {"", "", "", " loop=once", " loop=loop", " loop=pingPong"};
        String[] policies = {"", "", " events=both", " events=incoming"};
        text.append(loops[random.nextInt(loops.length)]).append(policies[random.nextInt(policies.length)]).append(" {");
        if (shape == 0) {
            double at = random.nextInt(3) - 1;
            int motions = 2 + random.nextInt(2);
            for (int i = 0; i < motions; i++) {
                text.append(" motion clip=asset(\"anim/c").append(random.nextInt(clips)).append(".aeanim\") at=")
                        .append(num(at)).append(" {}");
                at += 0.5 + random.nextInt(3);
            }
        } else if (shape == 1) {
            int[][] points = {{0, 0}, {1, 0}, {0, 1}, {-1, 0}, {0, -1}, {1, 1}, {-1, -1}};
            int first = random.nextInt(2);
            int motions = 2 + random.nextInt(3);
            for (int i = 0; i < motions; i++) {
                int[] point = points[first + i];
                text.append(" motion clip=asset(\"anim/c").append(random.nextInt(clips)).append(".aeanim\") at=[")
                        .append(point[0]).append(", ").append(point[1]).append("] {}");
            }
        }
        return text.append(" }").toString();
    }

    /** The duration, exit time and interrupt of a transition; one without conditions always waits. */
    private static String timing(Random random, boolean unconditional) {
        StringBuilder text = new StringBuilder();
        double[] durations = {0, 0, 0.05, 0.1, 0.25, 0.5};
        double duration = durations[random.nextInt(durations.length)];
        if (duration > 0) {
            text.append(" duration=").append(num(duration));
        }
        if (unconditional || random.nextInt(3) == 0) {
            double[] exits = {0.5, 1, 1, 2, 0.25};
            text.append(" exitTime=").append(num(exits[random.nextInt(exits.length)]));
        }
        if (random.nextInt(3) == 0) {
            text.append(" interrupt=true");
        }
        return text.toString();
    }

    private static String condition(Random random) {
        int param = random.nextInt(PARAMS.length);
        String[] ops = {"eq", "ne", "gt", "ge", "lt", "le"};
        String op = ops[random.nextInt(ops.length)];
        String text = " cond \"" + PARAMS[param] + "\"";
        return switch (KINDS[param]) {
            case "trigger" -> text + " {}";
            case "bool" -> random.nextBoolean() ? text + " {}"
                    : text + " op=" + (random.nextBoolean() ? "eq" : "ne") + " value=" + random.nextBoolean() + " {}";
            case "int" -> text + " op=" + op + " value=" + (random.nextInt(5) - 2) + " {}";
            default -> text + " op=" + op + " value=" + num(random.nextInt(9) / 2.0 - 1) + " {}";
        };
    }

    private static String defaultValue(Random random, String kind) {
        if (random.nextBoolean() || kind.equals("trigger")) {
            return "";
        }
        return switch (kind) {
            case "bool" -> " default=" + random.nextBoolean();
            case "int" -> " default=" + (random.nextInt(5) - 2);
            default -> " default=" + num(random.nextInt(9) / 2.0 - 1);
        };
    }

    private static String layer(Random random, int clips) {
        String[] masks = {"", " mask=[\"Body\"]", " mask=[\"Body/Arm\", \"\"]", " mask=[\"\"]"};
        double[] weights = {1, 1, 0.5, 0.25, 0.75};
        StringBuilder text = new StringBuilder("  layer \"Up\" entry=\"L0\"");
        double weight = weights[random.nextInt(weights.length)];
        if (weight != 1) {
            text.append(" weight=").append(num(weight));
        }
        if (random.nextBoolean()) {
            text.append(" blend=additive");
        }
        text.append(masks[random.nextInt(masks.length)]).append(" {\n");
        text.append("    state \"L0\" {}\n");
        for (int i = 1; i < 3; i++) {
            text.append("    ").append(state(random, "L" + i, clips)).append('\n');
        }
        text.append("    transition \"any\" to=\"L1\"").append(timing(random, false)).append(" { cond \"Hit\" {} }\n");
        text.append("    transition \"L1\" to=\"L2\"").append(timing(random, false)).append(" {")
                .append(condition(random)).append("}\n");
        text.append("    transition \"L2\" to=\"L0\" duration=0.1 exitTime=1 {}\n");
        if (random.nextBoolean()) {
            text.append("    machine \"LM\" entry=\"A\" {\n      ").append(state(random, "A", clips))
                    .append("\n      transition \"A\" to=\"exit\" exitTime=1 {}\n    }\n")
                    .append("    transition \"L0\" to=\"LM\" { cond \"Go\" {} }\n")
                    .append("    transition \"LM\" to=\"L2\" duration=0.2 {}\n");
        }
        text.append("    transition \"L1\" to=\"L0\" exitTime=1 {}\n");
        return text.append("  }\n").toString();
    }

    private static String action(Random random, List<String> states) {
        int param = random.nextInt(PARAMS.length);
        return switch (random.nextInt(6)) {
            case 0 -> "play \"" + pick(random, states) + "\"";
            case 1 -> "crossfade \"" + pick(random, states) + "\" " + num(random.nextInt(5) / 10.0);
            case 2 -> "trigger " + (random.nextBoolean() ? "Go" : "Hit");
            default -> "set " + PARAMS[param] + " " + switch (KINDS[param]) {
                case "bool", "trigger" -> Boolean.toString(random.nextBoolean());
                case "int" -> Integer.toString(random.nextInt(7) - 3);
                default -> num(Math.round((random.nextDouble() * 6 - 2) * 100) / 100.0);
            };
        };
    }

    private static String pick(Random random, List<String> names) {
        return names.get(random.nextInt(names.size()));
    }

    private static String num(double value) {
        return String.format(Locale.ROOT, "%s", value == Math.rint(value) ? Long.toString((long) value)
                : Double.toString(value));
    }
}
