package dev.reel.ui;

import dev.reel.bench.BigProjects;
import dev.reel.ui.BenchWindow.Shown;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * B8 in the real editor (headless on Monocle, or in a real window with {@code -Pbench-window}): opening the
 * window on the generated 2,000-clip, 200-controller project until its first pulse and first drawn frame and
 * until the Assets tree shows the scan, beside the sample project in the same JVM; and the Assets filter's first
 * and second answer on 2,000 clips (from setting the text to the pulse that shows it). Wall time, one run each:
 * the JVM is warmed by one opening of each first.
 */
@Tag("bench")
@Tag("B8")
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class EditorStartBench {
    @TempDir
    Path temp;
    private BenchWindow bench;

    @AfterEach
    void close() {
        bench.close();
    }

    @Test
    void startAndFilterAtScale() throws Exception {
        bench = new BenchWindow(temp);
        Path sample = TestProjects.platformer(temp.resolve("sample"));
        Path many = BigProjects.manyClips(temp.resolve("many"), 18, 2000, 200);
        open(sample, "warm-sample");
        open(many, "warm-many");
        // Three rounds, interleaved so a change in the machine's load falls on both; the median of each.
        List<Opened> samples = new ArrayList<>();
        List<Opened> manys = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            samples.add(open(sample, "sample-" + round));
            manys.add(open(many, "many-" + round));
        }
        Opened sampleTimes = median(samples);
        Opened manyTimes = median(manys);
        // ratio = the sample's time / the 2,000 clips' time, so "no more than 1.3x the sample's" reads >= 1/1.3.
        line("window-first-pulse-2000clips", manyTimes.shown.laidOut() / 1e3, sampleTimes.shown.laidOut() / 1e3, "s");
        line("window-first-frame-2000clips", manyTimes.shown.drawn() / 1e3, sampleTimes.shown.drawn() / 1e3, "s");
        line("window-first-pulse-2000clips-cpu", manyTimes.shown.cpu() / 1e3, sampleTimes.shown.cpu() / 1e3, "s");
        System.out.println(String.format(Locale.ROOT, "BENCH B8 assets-scan-shown-2000clips reel=%.3f peer=sample:%.3f"
                + " unit=s ratio=%.2f", manyTimes.scanned, sampleTimes.scanned, sampleTimes.scanned / manyTimes.scanned));
        Shown first = filter("clip1");
        Shown second = filter("clip12");
        filterLines("first", first);
        filterLines("second", second);
    }

    private static void filterLines(String which, Shown shown) {
        String[] suffixes = {"", "-drawn", "-cpu"};
        double[] values = {shown.laidOut(), shown.drawn(), shown.cpu()};
        for (int i = 0; i < suffixes.length; i++) {
            System.out.println(String.format(Locale.ROOT, "BENCH B8 assets-filter-%s-2000clips%s reel=%.1f unit=ms"
                    + " target=<=100", which, suffixes[i], values[i]));
        }
    }

    private static void line(String name, double many, double sample, String unit) {
        System.out.println(String.format(Locale.ROOT, "BENCH B8 %s reel=%.3f peer=sample:%.3f unit=%s ratio=%.2f"
                + " target=>=%.2f", name, many, sample, unit, sample / many, 1 / 1.3));
    }

    private record Opened(Shown shown, double scanned) {
    }

    private static Opened median(List<Opened> runs) {
        return new Opened(new Shown(middle(runs, run -> run.shown.laidOut()), middle(runs, run -> run.shown.drawn()),
                middle(runs, run -> run.shown.cpu())), middle(runs, Opened::scanned));
    }

    private static double middle(List<Opened> runs, java.util.function.ToDoubleFunction<Opened> value) {
        return runs.stream().mapToDouble(value).sorted().toArray()[runs.size() / 2];
    }

    /** The window's first pulse and frame, and the seconds until the Assets tree shows the scan. */
    private Opened open(Path project, String name) throws Exception {
        bench.close();
        long start = System.nanoTime();
        Shown shown = bench.open(project, name, 0, 0);
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> bench.window().assets().scans() > 0).get());
        return new Opened(shown, (System.nanoTime() - start) / 1e9);
    }

    /** From setting the Assets filter to the end of the pulse that shows its rows. */
    private Shown filter(String text) throws Exception {
        return bench.step(() -> bench.window().assets().filterField().setText(text));
    }
}
