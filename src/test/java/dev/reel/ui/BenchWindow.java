package dev.reel.ui;

import com.sun.javafx.perf.PerformanceTracker;
import dev.reel.settings.ConfigFolder;
import dev.reel.ui.shell.EditorWindow;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/**
 * The editor window and the clock of the B8 benches (beside {@link EditorFixture}, which is for tests): one
 * window at a time on a project, each with its own config folder, closed with its stage before the next opens;
 * a step timed from the call on the JavaFX thread to the end of the layout of the pulse that shows it and to the
 * moment that pulse's frame was drawn (JavaFX reports each rendered frame of a scene through its performance
 * tracker); the median of a run of steps; and the frames drawn per second while a step runs on every pulse, as a
 * drag's mouse moves would. Headless on Monocle by default; with {@code -Pbench-window} (the property
 * {@value #REAL_WINDOW}, see CONTRIBUTING) the same benches run in a real GTK window on {@code DISPLAY}.
 */
public final class BenchWindow {
    /** Set (by the {@code bench-window} profile) when the benches run in a real window, not on Monocle. */
    public static final String REAL_WINDOW = "reel.bench.window";

    private final Path temp;
    private final FxRobot robot = new FxRobot();
    private EditorWindow window;
    private Stage stage;

    /**
     * A step's cost in ms: to the end of the layout of the pulse that shows it and to its frame drawn (wall time),
     * and the CPU time the JavaFX and render threads spent on it until then (what a busy machine leaves out).
     */
    public record Shown(double laidOut, double drawn, double cpu) {
    }

    public BenchWindow(Path temp) {
        this.temp = temp;
    }

    /** Where the frames were drawn, for the bench lines: {@code monocle-sw}, {@code window-es2}, .... */
    public static String where() {
        String pipeline = com.sun.prism.GraphicsPipeline.getPipeline() == null ? "none"
                : com.sun.prism.GraphicsPipeline.getPipeline().getClass().getSimpleName()
                .replace("Pipeline", "").toLowerCase(Locale.ROOT);
        return (Boolean.getBoolean(REAL_WINDOW) ? "window-" : "monocle-") + pipeline;
    }

    public EditorWindow window() {
        return window;
    }

    public Stage stage() {
        return stage;
    }

    public FxRobot robot() {
        return robot;
    }

    /**
     * Closes the window open before and opens one on {@code project} with the config folder {@code name}, sized
     * {@code width} × {@code height} (0 for the editor's own size); the time from building it to its first pulse
     * and first drawn frame.
     */
    public Shown open(Path project, String name, double width, double height) throws Exception {
        close();
        Path config = temp.resolve("config-" + name);
        System.setProperty(ConfigFolder.PROPERTY, config.toString());
        CompletableFuture<Shown> shown = new CompletableFuture<>();
        robot.interact(() -> {
            long start = System.nanoTime();
            double cpu = cpuMillis();
            stage = new Stage();
            if (width > 0) {
                stage.setWidth(width);
                stage.setHeight(height);
            }
            window = new EditorWindow(stage, project, config, other -> { });
            watch(stage.getScene(), start, cpu, () -> true, shown);
            stage.show();
        });
        Shown first = shown.get(120, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        return first;
    }

    /** Disposes the window (its threads, timers and watcher) and closes its stage. */
    public void close() {
        robot.interact(() -> {
            if (window != null) {
                window.dispose();
                stage.close();
                window = null;
                stage = null;
            }
        });
    }

    /**
     * Runs {@code step} on the JavaFX thread untimed and waits for what it posted: for setting a view up, where the
     * step may change nothing (framing what is framed already), and so draw no frame for {@link #step} to wait for.
     */
    public void settle(Runnable step) {
        robot.interact(step);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Runs {@code step} on the JavaFX thread; its cost to the pulse after it. */
    public Shown step(Runnable step) throws Exception {
        return until(step, () -> true);
    }

    /** Runs {@code step} on the JavaFX thread; its cost to the first pulse after which {@code done} holds. */
    public Shown until(Runnable step, BooleanSupplier done) throws Exception {
        CompletableFuture<Shown> shown = new CompletableFuture<>();
        robot.interact(() -> {
            long start = System.nanoTime();
            double cpu = cpuMillis();
            step.run();
            watch(stage.getScene(), start, cpu, done, shown);
            Platform.requestNextPulse();
        });
        return shown.get(120, TimeUnit.SECONDS);
    }

    /**
     * A step timed two ways: {@code fromEvent} as {@link #step} times it, from the call; and {@code fromPulse}, the
     * same less the time the JavaFX thread sat idle waiting for the pulse timer's next tick. Headless, pulses come on
     * a fixed 16 ms timer and a step starts just after the last frame was drawn, so from the call a step that fits in
     * a frame always reads about one tick, however little work it is; from the pulse it reads the work itself: the
     * handler, what it posted, the pulse's CSS, layout and animation timers, and the render of the frame.
     */
    public record Paced(Shown fromEvent, Shown fromPulse) {
    }

    /**
     * The median of {@code measured} steps after {@code warm}, timed from the call and from the pulse that takes
     * each (see {@link Paced}). A clock timer runs meanwhile so every pulse reports when it began: JavaFX gives all
     * animation timers of a pulse the same start time, taken before any of them runs. The idle wait is the time
     * from the end of the step to the start of the pulse that lays its frame out, less the CPU time the JavaFX
     * thread spent in between (on what the step posted, and on timers that ran before the clock in that pulse), so
     * it never counts work as waiting.
     */
    public Paced pacedMedian(int warm, int measured, Runnable step) throws Exception {
        AtomicLong pulseStart = new AtomicLong(-1);
        AtomicLong pulseCpu = new AtomicLong(-1);
        AnimationTimer clock = new AnimationTimer() {
            @Override
            public void handle(long now) {
                pulseStart.set(now);
                pulseCpu.set(ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime());
            }
        };
        robot.interact(clock::start);
        double[][] event = new double[3][measured];
        double[][] pulse = new double[3][measured];
        try {
            for (int i = 0; i < warm + measured; i++) {
                CompletableFuture<Shown> shown = new CompletableFuture<>();
                long[] ended = new long[2];
                AtomicLong framePulse = new AtomicLong();
                AtomicLong frameCpu = new AtomicLong();
                long[] started = new long[1];
                robot.interact(() -> {
                    started[0] = System.nanoTime();
                    double cpu = cpuMillis();
                    step.run();
                    ended[0] = System.nanoTime();
                    ended[1] = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
                    watch(stage.getScene(), started[0], cpu, () -> {
                        framePulse.set(pulseStart.get());
                        frameCpu.set(pulseCpu.get());
                        return true;
                    }, shown);
                    Platform.requestNextPulse();
                });
                Shown one = shown.get(120, TimeUnit.SECONDS);
                double idle = 0;
                if (framePulse.get() > ended[0]) {
                    idle = Math.max(0, ((framePulse.get() - ended[0]) - (frameCpu.get() - ended[1])) / 1e6);
                }
                if (i >= warm) {
                    int at = i - warm;
                    event[0][at] = one.laidOut();
                    event[1][at] = one.drawn();
                    event[2][at] = one.cpu();
                    pulse[0][at] = one.laidOut() - idle;
                    pulse[1][at] = one.drawn() - idle;
                    pulse[2][at] = one.cpu();
                }
            }
        } finally {
            robot.interact(clock::stop);
        }
        return new Paced(new Shown(median(event[0]), median(event[1]), median(event[2])),
                new Shown(median(pulse[0]), median(pulse[1]), median(pulse[2])));
    }

    /** The median of {@code measured} steps after {@code warm} that are not counted. */
    public Shown median(int warm, int measured, Runnable step) throws Exception {
        double[] laidOut = new double[measured];
        double[] drawn = new double[measured];
        double[] cpu = new double[measured];
        for (int i = 0; i < warm + measured; i++) {
            Shown one = step(step);
            if (i >= warm) {
                laidOut[i - warm] = one.laidOut();
                drawn[i - warm] = one.drawn();
                cpu[i - warm] = one.cpu();
            }
        }
        return new Shown(median(laidOut), median(drawn), median(cpu));
    }

    public static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /**
     * Frames drawn per second while {@code step} runs once per pulse for {@code steps} pulses (as a drag's mouse
     * moves would, one move per frame): drawn frames counted from the first step until the frame after the
     * last step is drawn, divided by that time.
     */
    public Rate framesPerSecond(int steps, IntConsumer step) throws Exception {
        CompletableFuture<Rate> rate = new CompletableFuture<>();
        // Frames are reported on the render thread, the steps run on the JavaFX thread.
        AtomicInteger done = new AtomicInteger();
        AtomicInteger frames = new AtomicInteger();
        AtomicLong start = new AtomicLong();
        double[] cpu = {0};
        robot.interact(() -> {
            PerformanceTracker tracker = PerformanceTracker.getSceneTracker(stage.getScene());
            AnimationTimer timer = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    if (done.get() == 0) {
                        cpu[0] = cpuMillis();
                        start.set(System.nanoTime());
                    }
                    if (done.get() < steps) {
                        step.accept(done.get());
                        done.incrementAndGet();
                    }
                }
            };
            tracker.setOnRenderedFrameTask(() -> {
                if (done.get() == 0) {
                    return;
                }
                int counted = frames.incrementAndGet();
                if (done.get() >= steps && !rate.isDone()) {
                    tracker.setOnRenderedFrameTask(null);
                    double seconds = (System.nanoTime() - start.get()) / 1e9;
                    Platform.runLater(() -> {
                        timer.stop();
                        rate.complete(new Rate(counted / seconds, (cpuMillis() - cpu[0]) / counted));
                    });
                }
            });
            timer.start();
        });
        return rate.get(300, TimeUnit.SECONDS);
    }

    /** Frames drawn per second over a run of steps, and the CPU ms per frame the JavaFX and render threads spent. */
    public record Rate(double fps, double cpuPerFrame) {
    }

    /**
     * Prints a gesture's frame rate, {@code BENCH B8 NAME-fps-WHERE reel=… peer=…} with the ≥ 30 target, and the
     * CPU time per frame ({@code NAME-fps-cpu}, whose target is the 33 ms a frame may take).
     */
    public static void printRate(String name, Rate reel, String peerName, Rate peer) {
        System.out.println(String.format(Locale.ROOT, "BENCH B8 %s-fps-%s reel=%.1f peer=%s:%.1f unit=frames/s"
                + " ratio=%.2f target=>=30", name, where(), reel.fps(), peerName, peer.fps(), reel.fps() / peer.fps()));
        System.out.println(String.format(Locale.ROOT, "BENCH B8 %s-fps-cpu reel=%.1f peer=%s:%.1f unit=ms/frame"
                + " ratio=%.2f target=<=33", name, reel.cpuPerFrame(), peerName, peer.cpuPerFrame(),
                peer.cpuPerFrame() / reel.cpuPerFrame()));
    }

    /**
     * Prints a step's three lines: {@code NAME} (to the end of the pulse's layout), {@code NAME-drawn} (to its
     * frame drawn) and {@code NAME-cpu} (the JavaFX and render threads' CPU time until then), beside the peer.
     */
    public static void printStep(String name, Shown reel, String peerName, Shown peer, String target) {
        String[] suffixes = {"", "-drawn", "-cpu"};
        double[] reels = {reel.laidOut(), reel.drawn(), reel.cpu()};
        double[] peers = {peer.laidOut(), peer.drawn(), peer.cpu()};
        for (int i = 0; i < suffixes.length; i++) {
            System.out.println(String.format(Locale.ROOT, "BENCH B8 %s%s reel=%.1f peer=%s:%.1f unit=ms ratio=%.2f%s",
                    name, suffixes[i], reels[i], peerName, peers[i], peers[i] / reels[i],
                    target == null ? "" : " target=" + target));
        }
    }

    /** CPU ms used so far by the JavaFX thread (the caller) and the render thread. */
    private static double cpuMillis() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (renderThread == 0) {
            renderThread = Thread.getAllStackTraces().keySet().stream()
                    .filter(thread -> thread.getName().startsWith("QuantumRenderer")).mapToLong(Thread::getId)
                    .findFirst().orElse(-1);
        }
        long render = renderThread > 0 ? Math.max(0, threads.getThreadCpuTime(renderThread)) : 0;
        return (threads.getCurrentThreadCpuTime() + render) / 1e6;
    }

    private static long renderThread;

    /**
     * Completes {@code shown} once {@code done} holds after a pulse's layout and that pulse's frame is drawn (the
     * tracker reports frames on the render thread; the CPU time is read back on the JavaFX thread).
     */
    private static void watch(Scene scene, long start, double cpu, BooleanSupplier done,
                              CompletableFuture<Shown> shown) {
        PerformanceTracker tracker = PerformanceTracker.getSceneTracker(scene);
        AtomicLong laidOut = new AtomicLong(-1);
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            if (laidOut.get() >= 0) {
                return;
            }
            if (!done.getAsBoolean()) {
                Platform.requestNextPulse();
                return;
            }
            laidOut.set(System.nanoTime());
            Platform.runLater(() -> scene.removePostLayoutPulseListener(listener[0]));
        };
        scene.addPostLayoutPulseListener(listener[0]);
        tracker.setOnRenderedFrameTask(() -> {
            long layout = laidOut.get();
            if (layout >= 0) {
                long drawn = System.nanoTime();
                tracker.setOnRenderedFrameTask(null);
                Platform.runLater(() -> shown.complete(new Shown((layout - start) / 1e6, (drawn - start) / 1e6,
                        cpuMillis() - cpu)));
            }
        });
    }
}
