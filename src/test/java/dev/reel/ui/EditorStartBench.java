package dev.reel.ui;

import dev.reel.bench.BigProjects;
import dev.reel.ui.app.ConfigFolder;
import dev.reel.ui.app.EditorWindow;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * B8 in the real editor, headless (TestFX on Monocle): opening the window on the generated 2,000-clip,
 * 200-controller project until its first pulse and until the Assets tree shows the scan, beside the sample
 * project in the same JVM; and the Assets filter's first and second answer on 2,000 clips (from setting the
 * text to the pulse that shows it). Wall time, one run each: the JVM is warmed by one opening of each first.
 */
@Tag("bench")
@Tag("B8")
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class EditorStartBench {
    @TempDir
    Path temp;
    private final FxRobot robot = new FxRobot();
    private EditorWindow window;

    @AfterEach
    void close() throws Exception {
        robot.interact(() -> {
            if (window != null) {
                window.dispose();
            }
        });
        FxToolkit.cleanupStages();
    }

    @Test
    void startAndFilterAtScale() throws Exception {
        Path sample = TestProjects.platformer(temp.resolve("sample"));
        Path many = BigProjects.manyClips(temp.resolve("many"), 18, 2000, 200);
        open(sample, "warm-sample");
        open(many, "warm-many");
        double[] sampleTimes = open(sample, "sample");
        double[] manyTimes = open(many, "many");
        System.out.println(String.format(Locale.ROOT, "BENCH B8 window-first-pulse-2000clips reel=%.3f peer=sample:%.3f"
                + " unit=s ratio=%.2f target=<=1.3x-of-sample", manyTimes[0], sampleTimes[0],
                sampleTimes[0] / manyTimes[0]));
        System.out.println(String.format(Locale.ROOT, "BENCH B8 assets-scan-shown-2000clips reel=%.3f peer=sample:%.3f"
                + " unit=s ratio=%.2f", manyTimes[1], sampleTimes[1], sampleTimes[1] / manyTimes[1]));
        double first = filter("clip1");
        double second = filter("clip12");
        System.out.println(String.format(Locale.ROOT, "BENCH B8 assets-filter-first-2000clips reel=%.1f unit=ms"
                + " target=<=100", first));
        System.out.println(String.format(Locale.ROOT, "BENCH B8 assets-filter-second-2000clips reel=%.1f unit=ms"
                + " target=<=100", second));
    }

    /** Seconds from building the window to its first pulse, and to the Assets tree showing the scan. */
    private double[] open(Path project, String name) throws Exception {
        robot.interact(() -> {
            if (window != null) {
                window.dispose();
                window = null;
            }
        });
        Path config = temp.resolve("config-" + name);
        System.setProperty(ConfigFolder.PROPERTY, config.toString());
        CompletableFuture<Double> pulse = new CompletableFuture<>();
        long start = System.nanoTime();
        robot.interact(() -> {
            Stage stage = new Stage();
            window = new EditorWindow(stage, project, config, other -> { });
            stage.getScene().addPostLayoutPulseListener(() -> pulse.complete((System.nanoTime() - start) / 1e9));
            stage.show();
        });
        double firstPulse = pulse.get(60, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> window.assets().scans() > 0).get());
        double scanned = (System.nanoTime() - start) / 1e9;
        return new double[] {firstPulse, scanned};
    }

    /** Milliseconds from setting the Assets filter to the end of the pulse that shows its rows. */
    private double filter(String text) throws Exception {
        CompletableFuture<Double> shown = new CompletableFuture<>();
        robot.interact(() -> {
            long start = System.nanoTime();
            window.assets().filterField().setText(text);
            Runnable[] listener = new Runnable[1];
            listener[0] = () -> {
                shown.complete((System.nanoTime() - start) / 1e6);
                Platform.runLater(() -> window.assets().tree().getScene().removePostLayoutPulseListener(listener[0]));
            };
            window.assets().tree().getScene().addPostLayoutPulseListener(listener[0]);
        });
        return shown.get(120, TimeUnit.SECONDS);
    }
}
