package dev.reel.bench;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The regression check's table: old and new turns of each BENCH figure side by side, and what got worse. */
class BenchTurnsTest {
    @TempDir
    Path dir;

    private Path log(String name, String... lines) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, List.of(lines), StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void pairsEachFigureOfTheTurnsAndTakesTheirMedian() throws IOException {
        Path old1 = log("old-1.log", "[INFO] Running dev.reel.bench.AnimatorBench",
                "BENCH B3 step-10k-animators reel=0.75 peer=naive-004:6.30 unit=ms/step ratio=8.40 target=>=10");
        Path new1 = log("new-1.log",
                "BENCH B3 step-10k-animators reel=0.50 peer=naive-004:6.20 unit=ms/step ratio=12.40 target=>=12");
        Path old2 = log("old-2.log",
                "BENCH B3 step-10k-animators reel=0.77 peer=naive-004:6.40 unit=ms/step ratio=8.31 target=>=10");
        Path new2 = log("new-2.log",
                "BENCH B3 step-10k-animators reel=0.52 peer=naive-004:6.30 unit=ms/step ratio=12.12 target=>=12");

        Map<String, BenchTurns.Figure> figures = BenchTurns.read(List.of(old1, old2), List.of(new1, new2));

        assertThat(figures).hasSize(1);
        String line = BenchTurns.line(figures.get("B3 step-10k-animators naive-004"));
        assertThat(line).isEqualTo("TURNS B3 step-10k-animators peer=naive-004 old=0.76 new=0.51 unit=ms/step"
                + " change=-32.9%"
                + " ratio=8.36->12.26 target=>=12 turns=0.75,0.77|0.50,0.52 better");
    }

    @Test
    void aFigurePrintedAgainstSeveralPeersIsOneFigurePerPeer() throws IOException {
        Path old = log("old.log", "BENCH B2 solve reel=52.00 peer=godot-style:95.00 unit=ns/solve ratio=1.83",
                "BENCH B2 solve reel=52.00 peer=spine-10-segments:22.00 unit=ns/solve ratio=0.42");
        Path now = log("new.log", "BENCH B2 solve reel=26.00 peer=godot-style:96.00 unit=ns/solve ratio=3.69",
                "BENCH B2 solve reel=26.00 peer=spine-10-segments:21.00 unit=ns/solve ratio=0.81");

        Map<String, BenchTurns.Figure> figures = BenchTurns.read(List.of(old), List.of(now));

        assertThat(figures.keySet()).containsExactly("B2 solve godot-style", "B2 solve spine-10-segments");
        assertThat(BenchTurns.line(figures.get("B2 solve spine-10-segments"))).isEqualTo(
                "TURNS B2 solve peer=spine-10-segments old=52.00 new=26.00 unit=ns/solve change=-50.0%"
                        + " ratio=0.42->0.81 turns=52.00|26.00 better");
    }

    @Test
    void aSlowerTimeBeyondNoiseAndEveryOldTurnIsWorseButNoiseIsNot() {
        BenchTurns.Figure slower = figure("ms", List.of(10.0, 10.4), List.of(12.0, 12.2));
        BenchTurns.Figure noisy = figure("ms", List.of(10.0, 10.4), List.of(10.9, 11.0));
        BenchTurns.Figure insideOldSpread = figure("ms", List.of(10.0, 14.0), List.of(13.5, 13.7));

        assertThat(slower.verdict()).isEqualTo("worse");
        assertThat(noisy.verdict()).isEqualTo("same");
        assertThat(insideOldSpread.verdict()).isEqualTo("same");
    }

    @Test
    void forFiguresPerSecondHigherIsBetter() {
        assertThat(figure("frames/s", List.of(30.0, 31.0), List.of(24.0, 25.0)).verdict()).isEqualTo("worse");
        assertThat(figure("frames/s", List.of(30.0, 31.0), List.of(40.0, 41.0)).verdict()).isEqualTo("better");
        assertThat(figure("ms/frame", List.of(30.0, 31.0), List.of(40.0, 41.0)).verdict()).isEqualTo("worse");
    }

    @Test
    void figuresOnlyOneSidePrintedAreNewOrGoneAndTheSummaryCountsTheWorse() throws IOException {
        Path old = log("old.log", "BENCH B8 open reel=100 unit=ms", "BENCH B8 gone-line reel=5 unit=ms",
                "BENCH B8 broken reel=n/a unit=ms");
        Path now = log("new.log", "BENCH B8 open reel=150.0 unit=ms target=<=120", "BENCH B6 new-line reel=1.5 unit=ms");

        Map<String, BenchTurns.Figure> figures = BenchTurns.read(List.of(old), List.of(now));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int worse = BenchTurns.print(figures, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String table = bytes.toString(StandardCharsets.UTF_8);

        assertThat(worse).isEqualTo(1);
        assertThat(table).contains("TURNS B8 open old=100.00 new=150.00 unit=ms change=+50.0% target=<=120"
                + " turns=100.00|150.00 worse");
        assertThat(table).contains("TURNS B6 new-line new=1.50 unit=ms turns=-|1.50 new");
        assertThat(table).contains("TURNS B8 gone-line old=5.00 unit=ms turns=5.00|- gone");
        assertThat(table).doesNotContain("broken");
        assertThat(table).contains("TURNS 3 figures, 1 worse by more than 10% and every old turn");
    }

    private static BenchTurns.Figure figure(String unit, List<Double> old, List<Double> now) {
        BenchTurns.Figure figure = new BenchTurns.Figure("B8", "x", null);
        figure.unit = unit;
        figure.old.addAll(old);
        figure.now.addAll(now);
        return figure;
    }
}
