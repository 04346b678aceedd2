package dev.reel.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The regression check of the benchmarks: reads the logs of benchmark runs of an old and a new commit, made in
 * turns by {@code tools/bench-turns} (old, new, old, new …), and prints each {@code BENCH} figure of the new code
 * beside the old one's, with the change and whether it got worse.
 *
 * <p>Run as a single source file ({@code java src/test/java/dev/reel/bench/BenchTurns.java old=LOG… new=LOG…}), so
 * it needs nothing but the JDK; it uses no other class of the project. A figure printed against several peers in
 * one run (B2's solve against Godot, Spine and JavaFX) is one figure per peer.
 *
 * <p>A figure is the median of its turns. It counts as worse when it moved the wrong way by more than
 * {@link #NOISE} of the old figure and beyond every old turn (for units per second higher is better, for every
 * other unit lower is better). A figure only one side printed is listed as new or gone.
 */
public final class BenchTurns {
    /** A change smaller than this share of the old figure is read as noise. */
    static final double NOISE = 0.10;
    private static final Pattern LINE = Pattern.compile("^BENCH (\\S+) (\\S+) reel=(\\S+)(.*)$");
    private static final Pattern FIELD = Pattern.compile("(\\w+)=(\\S+)");
    private static final Pattern PEER = Pattern.compile(" peer=([^\\s:]+):");

    private BenchTurns() {
    }

    /** Every turn's value of one figure, old and new. */
    static final class Figure {
        final String tag;
        final String name;
        /** The peer's name where the line has one: a figure printed against several peers is one figure per peer. */
        final String peer;
        String unit = "";
        String target;
        final List<Double> old = new ArrayList<>();
        final List<Double> now = new ArrayList<>();
        final List<Double> oldRatio = new ArrayList<>();
        final List<Double> nowRatio = new ArrayList<>();

        Figure(String tag, String name, String peer) {
            this.tag = tag;
            this.name = name;
            this.peer = peer;
        }

        boolean higherIsBetter() {
            return unit.endsWith("/s");
        }

        /** "worse", "better", "same", "new" or "gone". */
        String verdict() {
            if (old.isEmpty()) {
                return "new";
            }
            if (now.isEmpty()) {
                return "gone";
            }
            double before = median(old);
            double after = median(now);
            double limit = Math.abs(before) * NOISE;
            boolean up = higherIsBetter();
            double worst = up ? old.stream().mapToDouble(Double::doubleValue).min().orElse(before)
                    : old.stream().mapToDouble(Double::doubleValue).max().orElse(before);
            boolean worse = up ? after < before - limit && after < worst : after > before + limit && after > worst;
            if (worse) {
                return "worse";
            }
            boolean better = up ? after > before + limit : after < before - limit;
            return better ? "better" : "same";
        }
    }

    /** Reads the BENCH lines of each log into figures, in the order they first appear. */
    static Map<String, Figure> read(List<Path> oldLogs, List<Path> newLogs) throws IOException {
        Map<String, Figure> figures = new LinkedHashMap<>();
        for (Path log : newLogs) {
            collect(Files.readAllLines(log, StandardCharsets.UTF_8), figures, false);
        }
        for (Path log : oldLogs) {
            collect(Files.readAllLines(log, StandardCharsets.UTF_8), figures, true);
        }
        return figures;
    }

    static void collect(List<String> lines, Map<String, Figure> figures, boolean old) {
        for (String raw : lines) {
            Matcher line = LINE.matcher(raw.strip());
            if (!line.matches()) {
                continue;
            }
            Double value = number(line.group(3));
            if (value == null) {
                continue;
            }
            Matcher peer = PEER.matcher(line.group(4));
            String peerName = peer.find() ? peer.group(1) : null;
            String key = line.group(1) + ' ' + line.group(2) + (peerName == null ? "" : " " + peerName);
            Figure figure = figures.computeIfAbsent(key, k -> new Figure(line.group(1), line.group(2), peerName));
            (old ? figure.old : figure.now).add(value);
            Matcher field = FIELD.matcher(line.group(4));
            while (field.find()) {
                switch (field.group(1)) {
                    case "unit" -> figure.unit = field.group(2);
                    case "target" -> {
                        if (!old || figure.target == null) {
                            figure.target = field.group(2);
                        }
                    }
                    case "ratio" -> {
                        Double ratio = number(field.group(2));
                        if (ratio != null) {
                            (old ? figure.oldRatio : figure.nowRatio).add(ratio);
                        }
                    }
                    default -> { }
                }
            }
        }
    }

    static Double number(String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException notANumber) {
            return null;
        }
    }

    static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    /** One line per figure: {@code TURNS TAG FIGURE old=… new=… unit=… change=…% verdict …}. */
    static String line(Figure figure) {
        StringBuilder text = new StringBuilder("TURNS ").append(figure.tag).append(' ').append(figure.name);
        if (figure.peer != null) {
            text.append(" peer=").append(figure.peer);
        }
        if (!figure.old.isEmpty()) {
            text.append(" old=").append(format(median(figure.old)));
        }
        if (!figure.now.isEmpty()) {
            text.append(" new=").append(format(median(figure.now)));
        }
        text.append(" unit=").append(figure.unit.isEmpty() ? "?" : figure.unit);
        if (!figure.old.isEmpty() && !figure.now.isEmpty() && median(figure.old) != 0) {
            double change = (median(figure.now) / median(figure.old) - 1) * 100;
            text.append(String.format(Locale.ROOT, " change=%+.1f%%", change));
        }
        if (!figure.oldRatio.isEmpty() || !figure.nowRatio.isEmpty()) {
            text.append(" ratio=").append(figure.oldRatio.isEmpty() ? "-" : format(median(figure.oldRatio)))
                    .append("->").append(figure.nowRatio.isEmpty() ? "-" : format(median(figure.nowRatio)));
        }
        if (figure.target != null) {
            text.append(" target=").append(figure.target);
        }
        text.append(" turns=").append(turns(figure.old)).append('|').append(turns(figure.now));
        return text.append(' ').append(figure.verdict()).toString();
    }

    private static String turns(List<Double> values) {
        if (values.isEmpty()) {
            return "-";
        }
        StringBuilder text = new StringBuilder();
        for (double value : values) {
            text.append(text.length() == 0 ? "" : ",").append(format(value));
        }
        return text.toString();
    }

    static String format(double value) {
        if (value != 0 && Math.abs(value) < 1e-3) {
            return String.format(Locale.ROOT, "%.2e", value);
        }
        return String.format(Locale.ROOT, "%.2f", value);
    }

    /** Prints the table and returns how many figures got worse. */
    static int print(Map<String, Figure> figures, PrintStream out) {
        int worse = 0;
        for (Figure figure : figures.values()) {
            out.println(line(figure));
            worse += "worse".equals(figure.verdict()) ? 1 : 0;
        }
        out.println(String.format(Locale.ROOT, "TURNS %d figures, %d worse by more than %.0f%% and every old turn",
                figures.size(), worse, NOISE * 100));
        return worse;
    }

    /** {@code old=LOG … new=LOG …}; exits 1 when a figure got worse, 2 on wrong arguments. */
    public static void main(String[] args) throws IOException {
        List<Path> oldLogs = new ArrayList<>();
        List<Path> newLogs = new ArrayList<>();
        for (String arg : args) {
            if (arg.startsWith("old=")) {
                oldLogs.add(Path.of(arg.substring(4)));
            } else if (arg.startsWith("new=")) {
                newLogs.add(Path.of(arg.substring(4)));
            } else {
                System.err.println("bench-turns: expected old=LOG or new=LOG, got " + Arrays.asList(arg));
                System.exit(2);
            }
        }
        int worse = print(read(oldLogs, newLogs), System.out);
        System.exit(worse == 0 ? 0 : 1);
    }
}
