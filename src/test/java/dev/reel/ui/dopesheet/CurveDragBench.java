package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.ui.BenchWindow;
import dev.reel.ui.BenchWindow.Shown;
import dev.reel.ui.TestProjects;
import dev.reel.ui.UncaughtExceptions;
import dev.reel.ui.curves.CurveLane;
import dev.reel.ui.curves.CurveView;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelSlot;
import javafx.geometry.Point2D;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B8: a drag of one curve key on the sample's attack clip in the editor window (headless on Monocle, or in a real
 * window with {@code -Pbench-window}), per mouse move, from the mouse event to the frame that shows it: the
 * curves shown in the Animation panel (the clip's position track, its x and y lanes), the whole clip framed,
 * the middle key of the x lane pressed and moved past the drag threshold, then each step one mouse move of a
 * frame's width and 12 px up and back, in one gesture (so every step moves the key and redraws the curves, the
 * preview, the dope sheet's model and the Inspector's key fields as a user's drag does). The median of 30 after
 * 10; the drag is released and undone after, and the bench checks it made one undo step.
 *
 * <p>Each move is timed two ways (see {@link BenchWindow.Paced}). From the mouse event, a move that fits in a frame
 * reads about one tick of the 16 ms pulse timer whatever it costs, since the bench sends it just after the last
 * frame; those lines are printed for comparison with older code. The target is on the line timed from the pulse
 * that takes the move ({@code -from-pulse-drawn}: the handler, the pulse and the render of its frame, the wait for
 * the tick left out) and on the CPU the JavaFX and render threads spend per move.
 */
@Tag("bench")
@Tag("B8")
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class CurveDragBench {
    private static final int WARM = 10;
    private static final int MEASURED = 30;

    @TempDir
    Path temp;
    private BenchWindow bench;

    @AfterEach
    void close() {
        bench.close();
    }

    @Test
    void curveKeyDragOnTheAttackClip() throws Exception {
        bench = new BenchWindow(temp);
        Path sample = TestProjects.platformer(temp.resolve("sample"));
        Path attack = sample.resolve("anim/knight/attack.aeanim");
        bench.open(sample, "curves", 1400, 900);
        bench.until(() -> bench.window().openFile(attack), () -> {
            var focused = bench.window().workspace().focused();
            return focused != null && focused.file() != null && focused.file().getFileName().equals(
                    attack.getFileName());
        });
        AnimationPanel panel = (AnimationPanel) bench.window().panel(PanelSlot.ANIMATION);
        CurveView curves = panel.curves();
        bench.step(() -> {
            bench.window().reveal("Animation");
            bench.window().layout().vertical().setDividerPositions(0.15);
            panel.showCurves(true);
        });
        // Polled, not timed: a pulse that finds the curves already shown draws no frame for the harness to wait for.
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> curves.getWidth() > 400 && !curves.visibleLanes().isEmpty()).get());
        // Not timed either: framing what is framed already changes nothing, and no frame is drawn.
        bench.settle(() -> panel.frame(false));
        CurveLane lane = curves.visibleLanes().get(0);
        int index = lane.handles().count() / 2;
        long keyId = lane.handles().key(index).id();
        Point2D grab = new Point2D(curves.axis().x(lane.handles().time(index)),
                curves.values().y(lane.graphValue(index), curves.getHeight()));
        double frame = curves.axis().x(1 / curves.fpsProperty().get()) - curves.axis().x(0);
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> document = (OpenDocument<Clip>) bench.window().workspace().focused();
        int undoSteps = document.document().history().position();
        Clip before = document.document().value();
        bench.step(() -> {
            fire(curves, MouseEvent.MOUSE_PRESSED, grab, true);
            fire(curves, MouseEvent.MOUSE_DRAGGED, grab.add(2 * frame, -12), true);
        });
        int[] step = {0};
        BenchWindow.Paced dragged = bench.pacedMedian(WARM, MEASURED, () -> fire(curves, MouseEvent.MOUSE_DRAGGED,
                grab.add((step[0] % 2 == 0 ? 3 : 2) * frame, step[0]++ % 2 == 0 ? -24 : -12), true));
        bench.step(() -> fire(curves, MouseEvent.MOUSE_RELEASED, grab.add(2 * frame, -12), false));
        Key moved = document.document().value().tracks().stream().map(track -> track.key(keyId))
                .filter(key -> key != null).findFirst().orElseThrow();
        assertThat(moved).as("the dragged key moved").isNotEqualTo(before.tracks().stream()
                .map(track -> track.key(keyId)).filter(key -> key != null).findFirst().orElseThrow());
        assertThat(document.document().history().position()).as("one undo step for the drag")
                .isEqualTo(undoSteps + 1);
        bench.step(() -> bench.window().actions().run("edit.undo"));
        assertThat(document.document().value()).as("undo brings the clip back").isEqualTo(before);
        Shown event = dragged.fromEvent();
        Shown pulse = dragged.fromPulse();
        String[] suffixes = {"", "-drawn", "-cpu", "-from-pulse", "-from-pulse-drawn"};
        double[] figures = {event.laidOut(), event.drawn(), event.cpu(), pulse.laidOut(), pulse.drawn()};
        String[] targets = {"", "", " target=<=16", "", " target=<=16"};
        for (int i = 0; i < suffixes.length; i++) {
            System.out.println(String.format(Locale.ROOT, "BENCH B8 curve-key-drag-frame-attack%s reel=%.1f unit=ms%s",
                    suffixes[i], figures[i], targets[i]));
        }
        System.out.println("curve drag: " + BenchWindow.where() + ", lane " + lane.name() + ", key " + index + " of "
                + lane.handles().count());
    }

    private static void fire(CurveView view, javafx.event.EventType<MouseEvent> type, Point2D at, boolean down) {
        Point2D scene = view.localToScene(at);
        Point2D screen = view.localToScreen(at);
        view.fireEvent(new MouseEvent(type, scene.getX(), scene.getY(), screen.getX(), screen.getY(),
                MouseButton.PRIMARY, 1, false, false, false, false, down, false, false, false, false, true, null));
    }
}
