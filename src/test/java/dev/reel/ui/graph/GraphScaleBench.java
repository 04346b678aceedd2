package dev.reel.ui.graph;

import dev.reel.bench.BigProjects;
import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.MoveStates;
import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Vec2;
import dev.reel.ui.BenchWindow.Shown;
import dev.reel.ui.BenchWindow;
import dev.reel.ui.TestProjects;
import dev.reel.ui.UncaughtExceptions;
import dev.reel.ui.documents.OpenDocument;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * B8 on the Animator graph (headless on Monocle, or in a real window with {@code -Pbench-window}): the generated
 * 150-state, 600-transition controller beside the sample's knight controller in the same JVM. Opening it (from
 * the open call to the pulse that shows every box), a pan step, a zoom step and one frame of a state drag (a
 * gesture preview of a moved state), each to the end of the pulse's layout and to its frame drawn, the median of
 * 30 steps after 10; and the frames drawn per second over a pan, a zoom and a state drag of 120 steps, one per
 * pulse.
 */
@Tag("bench")
@Tag("B8")
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class GraphScaleBench {
    private static final int FRAMES = 120;

    @TempDir
    Path temp;
    private BenchWindow bench;

    @AfterEach
    void close() {
        bench.close();
    }

    @Test
    void bigGraphAtFrameRate() throws Exception {
        bench = new BenchWindow(temp);
        Path sample = TestProjects.platformer(temp.resolve("sample"));
        Path big = BigProjects.bigController(temp.resolve("big"), 18, 150, 600);
        measure(sample, "anim/knight.aectrl", "warm");
        Figures knight = measure(sample, "anim/knight.aectrl", "knight");
        Figures graph = measure(big, BigProjects.BIG_CONTROLLER, "big");
        String[] names = {"open", "pan-frame", "zoom-frame", "state-drag-frame"};
        String[] targets = {"<=500", "<=33", "<=33", "<=25"};
        for (int i = 0; i < names.length; i++) {
            BenchWindow.printStep("graph-" + names[i] + "-600transitions", graph.steps[i], "knight", knight.steps[i],
                    targets[i]);
        }
        String[] gestures = {"pan", "zoom", "state-drag"};
        for (int i = 0; i < gestures.length; i++) {
            BenchWindow.printRate("graph-" + gestures[i] + "-600transitions", graph.rates[i], "knight",
                    knight.rates[i]);
        }
    }

    private record Figures(Shown[] steps, BenchWindow.Rate[] rates) {
    }

    @SuppressWarnings("unchecked")
    private Figures measure(Path project, String file, String name) throws Exception {
        bench.open(project, name, 1400, 900);
        bench.robot().interact(() -> bench.window().reveal("Animator"));
        GraphPanel panel = (GraphPanel) bench.stage().getScene().lookup("#graph-panel").getProperties()
                .get(GraphPanel.class);
        OpenDocument<Controller>[] doc = new OpenDocument[1];
        Shown open = bench.until(() -> {
            doc[0] = (OpenDocument<Controller>) bench.window().workspace().open(project.resolve(file)).orElseThrow();
            bench.window().reveal("Animator");
        }, () -> panel.shown() == doc[0] && panel.view().boxes().size() == doc[0].value().states().size()
                && panel.view().getHeight() > 0);
        GraphView view = panel.view();
        Shown pan = bench.median(10, 30, () -> view.panBy(3, 2));
        Shown zoom = bench.median(10, 30, () -> view.zoomAt(200, 150, 1.01));
        State moved = doc[0].value().states().get(0);
        Vec2 at = moved.pos() == null ? new Vec2(0, 0) : moved.pos();
        Gesture<Controller>[] gesture = new Gesture[1];
        bench.robot().interact(() -> gesture[0] = doc[0].document().gesture("Move state"));
        int[] step = {0};
        Runnable drag = () -> {
            step[0]++;
            gesture[0].update(new MoveStates(Map.of(moved.id(), new Vec2(at.x() + step[0] % 200, at.y() + step[0] % 100))));
        };
        Shown dragFrame = bench.median(10, 30, drag);
        BenchWindow.Rate panRate = bench.framesPerSecond(FRAMES, i -> view.panBy(i % 60 < 30 ? 4 : -4, 2));
        BenchWindow.Rate zoomRate = bench.framesPerSecond(FRAMES, i -> view.zoomAt(300, 200, i % 60 < 30 ? 1.02 : 1 / 1.02));
        BenchWindow.Rate dragRate = bench.framesPerSecond(FRAMES, i -> drag.run());
        bench.robot().interact(() -> gesture[0].cancel());
        return new Figures(new Shown[] {open, pan, zoom, dragFrame}, new BenchWindow.Rate[] {panRate, zoomRate, dragRate});
    }
}
