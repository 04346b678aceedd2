package dev.reel.ui.slicer;

import dev.reel.bench.BigProjects;
import dev.reel.ui.TestProjects;
import dev.reel.ui.UncaughtExceptions;
import dev.reel.ui.app.ConfigFolder;
import dev.reel.ui.app.EditorWindow;
import dev.reel.ui.app.PanelSlot;
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
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * B8 on big documents in the editor, headless (TestFX on Monocle), beside the sample's documents in the same
 * JVM: opening the 200-track × 500-key clip (100,000 keys) against the sample's attack clip, from asking for it
 * as Assets does (the big file read on a worker) to the end of the layout of the pulse that shows it, beside the
 * same open done wholly on the JavaFX thread, with the longest the JavaFX thread was away during each; and on the 4096² sheet with 10,000 cells against the
 * sample's knight sheet, opening it in the Sheet panel until its picture is shown, and a zoom step of the
 * slicer (the median of 30 after 10).
 */
@Tag("bench")
@Tag("B8")
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class BigDocumentsBench {
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
    void bigClipAndBigSheet() throws Exception {
        Path sample = TestProjects.platformer(temp.resolve("sample"));
        Path clip = BigProjects.bigClip(temp.resolve("clip"), 18, 200, 500);
        Path sheet = BigProjects.bigSheet(temp.resolve("sheet"), 18, 4096, 100);
        window(sample, "warm");
        double[] attack = openClip(sample.resolve("anim/knight/attack.aeanim"), false);
        window(clip, "clip");
        double[] big = openClip(clip.resolve(BigProjects.BIG_CLIP), true);
        window(clip, "clip-fx");
        double[] onFx = openClip(clip.resolve(BigProjects.BIG_CLIP), false);
        System.out.println(String.format(Locale.ROOT, "BENCH B8 clip-open-100000keys reel=%.1f peer=attack:%.1f"
                + " unit=ms ratio=%.3f target=<=1500", big[0], attack[0], attack[0] / big[0]));
        System.out.println(String.format(Locale.ROOT, "BENCH B8 clip-open-100000keys-on-fx-thread reel=%.1f"
                + " peer=attack:%.1f unit=ms ratio=%.3f", onFx[0], attack[0], attack[0] / onFx[0]));
        System.out.println(String.format(Locale.ROOT, "BENCH B8 clip-open-100000keys-longest-freeze reel=%.1f"
                + " peer=on-fx-thread:%.1f unit=ms ratio=%.2f", big[1], onFx[1], onFx[1] / big[1]));
        window(sample, "sample");
        double[] knight = openSheet(sample.resolve("assets/knight/knight_run.png"));
        window(sheet, "sheet");
        double[] large = openSheet(sheet.resolve(BigProjects.BIG_SHEET));
        System.out.println(String.format(Locale.ROOT, "BENCH B8 sheet-open-10000cells reel=%.1f peer=knight:%.1f"
                + " unit=ms ratio=%.3f", large[0], knight[0], knight[0] / large[0]));
        System.out.println(String.format(Locale.ROOT, "BENCH B8 sheet-zoom-frame-10000cells reel=%.1f peer=knight:%.1f"
                + " unit=ms ratio=%.2f target=<=33", large[1], knight[1], knight[1] / large[1]));
    }

    private void window(Path project, String name) throws Exception {
        robot.interact(() -> {
            if (window != null) {
                window.dispose();
                window = null;
            }
        });
        Path config = temp.resolve("config-" + name);
        System.setProperty(ConfigFolder.PROPERTY, config.toString());
        robot.interact(() -> {
            Stage stage = new Stage();
            stage.setWidth(1400);
            stage.setHeight(900);
            window = new EditorWindow(stage, project, config, other -> { });
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Milliseconds from asking for {@code file} to the end of the layout of the pulse that shows it, and the
     * longest the JavaFX thread was away meanwhile (a tick posted every 5 ms waited for it): opened as Assets
     * opens it ({@code asUser}: a big file is read on a worker) or wholly on the JavaFX thread.
     */
    private double[] openClip(Path file, boolean asUser) throws Exception {
        java.util.concurrent.atomic.AtomicLong longest = new java.util.concurrent.atomic.AtomicLong();
        java.util.concurrent.atomic.AtomicBoolean ticking = new java.util.concurrent.atomic.AtomicBoolean(true);
        Thread ticker = new Thread(() -> {
            while (ticking.get()) {
                long posted = System.nanoTime();
                CompletableFuture<Void> ran = new CompletableFuture<>();
                Platform.runLater(() -> ran.complete(null));
                ran.join();
                longest.accumulateAndGet(System.nanoTime() - posted, Math::max);
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        CompletableFuture<Double> shown = new CompletableFuture<>();
        long start = System.nanoTime();
        ticker.start();
        robot.interact(() -> {
            window.workspace().focusedProperty().addListener((observable, old, document) -> {
                if (document != null && document.file().getFileName().equals(file.getFileName()) && !shown.isDone()) {
                    whenLaidOut(() -> shown.complete((System.nanoTime() - start) / 1e6));
                }
            });
            if (asUser) {
                window.openFile(file);
            } else {
                window.workspace().open(file).orElseThrow();
            }
        });
        double millis = shown.get(120, TimeUnit.SECONDS);
        ticking.set(false);
        ticker.join();
        return new double[] {millis, longest.get() / 1e6};
    }

    /** Runs {@code then} at the end of the layout of the next pulse. */
    private void whenLaidOut(Runnable then) {
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            then.run();
            Platform.runLater(() -> robot.listWindows().forEach(w -> {
                if (w.getScene() != null) {
                    w.getScene().removePostLayoutPulseListener(listener[0]);
                }
            }));
        };
        robot.listWindows().forEach(w -> {
            if (w.getScene() != null && w.isShowing()) {
                w.getScene().addPostLayoutPulseListener(listener[0]);
            }
        });
        Platform.requestNextPulse();
    }

    private double[] openSheet(Path png) throws Exception {
        SlicerPanel panel = (SlicerPanel) window.panel(PanelSlot.SHEET);
        long start = System.nanoTime();
        robot.interact(() -> {
            window.workspace().open(png).orElseThrow();
            window.reveal("Sheet");
        });
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(panel::pictureShown).get());
        double open = (System.nanoTime() - start) / 1e6;
        double[] zooms = new double[40];
        for (int i = 0; i < zooms.length; i++) {
            boolean in = i % 2 == 0;
            zooms[i] = pulse(() -> panel.view().zoomStep(in));
        }
        double[] measured = Arrays.copyOfRange(zooms, 10, zooms.length);
        Arrays.sort(measured);
        return new double[] {open, measured[measured.length / 2]};
    }

    /** Milliseconds from running {@code step} on the JavaFX thread to the end of the layout of the next pulse. */
    private double pulse(Runnable step) throws Exception {
        CompletableFuture<Double> shown = new CompletableFuture<>();
        robot.interact(() -> {
            long start = System.nanoTime();
            step.run();
            Runnable[] listener = new Runnable[1];
            listener[0] = () -> {
                shown.complete((System.nanoTime() - start) / 1e6);
                Platform.runLater(() -> robot.listWindows().forEach(w -> {
                    if (w.getScene() != null) {
                        w.getScene().removePostLayoutPulseListener(listener[0]);
                    }
                }));
            };
            robot.listWindows().forEach(w -> {
                if (w.getScene() != null && w.isShowing()) {
                    w.getScene().addPostLayoutPulseListener(listener[0]);
                }
            });
            Platform.requestNextPulse();
        });
        return shown.get(120, TimeUnit.SECONDS);
    }
}
