package dev.reel.ui.graph;

import dev.reel.bench.BigProjects;
import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.MoveStates;
import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Vec2;
import dev.reel.ui.TestProjects;
import dev.reel.ui.UncaughtExceptions;
import dev.reel.ui.app.ConfigFolder;
import dev.reel.ui.app.EditorWindow;
import dev.reel.ui.app.OpenDocument;
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
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * B8 on the Animator graph, headless (TestFX on Monocle): the generated 150-state, 600-transition controller
 * beside the sample's knight controller in the same JVM. Opening it (from the open call to the pulse that shows
 * every box), a pan step and a zoom step, and one frame of a state drag (a gesture preview of a moved state, from
 * the update to the end of the pulse that lays it out); the median of 30 steps each, after 10 to warm up.
 */
@Tag("bench")
@Tag("B8")
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class GraphScaleBench {
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
    void bigGraphAtFrameRate() throws Exception {
        Path sample = TestProjects.platformer(temp.resolve("sample"));
        Path big = BigProjects.bigController(temp.resolve("big"), 18, 150, 600);
        double[] knight = measure(sample, "anim/knight.aectrl", "knight");
        double[] graph = measure(big, BigProjects.BIG_CONTROLLER, "big");
        String[] names = {"open", "pan-frame", "zoom-frame", "state-drag-frame"};
        String[] targets = {"<=1000", "<=33", "<=33", "<=33"};
        for (int i = 0; i < names.length; i++) {
            System.out.println(String.format(Locale.ROOT, "BENCH B8 graph-%s-600transitions reel=%.1f peer=knight:%.1f"
                    + " unit=ms ratio=%.2f target=%s", names[i], graph[i], knight[i], knight[i] / graph[i], targets[i]));
        }
    }

    @SuppressWarnings("unchecked")
    private double[] measure(Path project, String file, String name) throws Exception {
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
            window.reveal("Animator");
        });
        GraphPanel panel = (GraphPanel) robot.lookup("#graph-panel").query().getProperties().get(GraphPanel.class);
        OpenDocument<Controller>[] doc = new OpenDocument[1];
        long start = System.nanoTime();
        robot.interact(() -> {
            doc[0] = (OpenDocument<Controller>) window.workspace().open(project.resolve(file)).orElseThrow();
            window.reveal("Animator");
        });
        int states = doc[0].value().states().size();
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                    () -> panel.shown() == doc[0] && panel.view().boxes().size() == states
                            && panel.view().getHeight() > 0).get());
        } catch (java.util.concurrent.TimeoutException e) {
            robot.interact(() -> System.out.println("graph not shown: " + (panel.shown() == doc[0]) + " boxes "
                    + panel.view().boxes().size() + " of " + states + " height " + panel.view().getHeight()));
            throw e;
        }
        double open = pulse(view -> { }, panel) + (System.nanoTime() - start) / 1e6;
        double pan = median(panel, view -> view.panBy(3, 2));
        double zoom = median(panel, view -> view.zoomAt(200, 150, 1.01));
        State moved = doc[0].value().states().get(0);
        Gesture<Controller>[] gesture = new Gesture[1];
        robot.interact(() -> gesture[0] = doc[0].document().gesture("Move state"));
        int[] step = {0};
        double drag = median(panel, view -> {
            step[0]++;
            Vec2 at = moved.pos() == null ? new Vec2(0, 0) : moved.pos();
            gesture[0].update(new MoveStates(Map.of(moved.id(), new Vec2(at.x() + step[0], at.y() + step[0] / 2))));
        });
        robot.interact(() -> gesture[0].cancel());
        return new double[] {open, pan, zoom, drag};
    }

    private double median(GraphPanel panel, Consumer<GraphView> step) throws Exception {
        double[] times = new double[40];
        for (int i = 0; i < times.length; i++) {
            times[i] = pulse(step, panel);
        }
        double[] measured = Arrays.copyOfRange(times, 10, times.length);
        Arrays.sort(measured);
        return measured[measured.length / 2];
    }

    /** Milliseconds from running {@code step} on the JavaFX thread to the end of the layout of the next pulse. */
    private double pulse(Consumer<GraphView> step, GraphPanel panel) throws Exception {
        CompletableFuture<Double> shown = new CompletableFuture<>();
        robot.interact(() -> {
            long start = System.nanoTime();
            step.accept(panel.view());
            Runnable[] listener = new Runnable[1];
            listener[0] = () -> {
                shown.complete((System.nanoTime() - start) / 1e6);
                Platform.runLater(() -> panel.view().getScene().removePostLayoutPulseListener(listener[0]));
            };
            panel.view().getScene().addPostLayoutPulseListener(listener[0]);
            Platform.requestNextPulse();
        });
        return shown.get(60, TimeUnit.SECONDS);
    }
}
